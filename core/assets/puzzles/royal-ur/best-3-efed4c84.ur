[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 139"]
[Puzzle "best move"]
[Solutions "3 1:4-7"]
[Roll "3"]
[Margin "13"]
[Rating "1465"]

2 D-2
4 D-4
5 D-5
5 D-5
4 D-4
6 --
6 --
2 2:5-7
3 3:4-7
