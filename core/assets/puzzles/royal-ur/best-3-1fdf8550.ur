[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 202"]
[Puzzle "best move"]
[Solutions "3 1:11-14"]
[Roll "3"]
[Margin "12"]
[Rating "1481"]

6 --
3 D-3
6 --
1 D-1
3 D-3
6 --
6 --
1 1:3-4
6 --
6 --
5 1:3-8
4 1:4-8
4 D-4
2 1:8-10
4 2:4-8
6 --
5 2:8-13
5 2:1-6
3 D-3
1 1:10-11
3 3:3-6
