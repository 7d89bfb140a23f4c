[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 218"]
[Puzzle "best move"]
[Solutions "3 2:11-14"]
[Roll "3"]
[Margin "10"]
[Rating "1554"]

5 D-5
1 D-1
2 D-2
5 D-5
1 D-1
4 2:5-9
3 2:2-5
5 D-5
6 --
1 2:9-10
4 3:1-5
1 2:10-11
3 3:5-8
6 --
6 --
