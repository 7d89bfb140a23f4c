[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 62"]
[Puzzle "best move"]
[Solutions "3 4:3-6"]
[Roll "3"]
[Margin "13"]
[Rating "1468"]

5 D-5
2 D-2
6 --
3 1:2-5
5 D-5
5 D-5
1 D-1
1 2:5-6
5 3:1-6
2 D-2
3 3:6-9
1 1:5-6
6 --
1 D-1
4 3:9-13
1 3:2-3
3 D-3
3 4:1-4
