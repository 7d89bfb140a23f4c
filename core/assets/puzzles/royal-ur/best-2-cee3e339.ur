[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 182"]
[Puzzle "best move"]
[Solutions "2 2:12-14"]
[Roll "2"]
[Margin "13"]
[Rating "1459"]

6 --
6 --
5 D-5
1 D-1
3 1:5-8
1 D-1
2 D-2
5 D-5
3 2:2-5
3 1:1-4
5 2:5-10
3 D-3
6 --
3 D-3
1 2:10-11
6 --
1 2:11-12
5 4:3-8
6 --
5 5:3-8
