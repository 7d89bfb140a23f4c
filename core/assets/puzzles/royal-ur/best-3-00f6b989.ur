[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 221"]
[Puzzle "best move"]
[Solutions "3 1:14<11"]
[Roll "3"]
[Margin "12"]
[Rating "1480"]

6 --
3 D-3
3 D-3
3 1:3-6
1 1:3-4
2 1:6-8
2 D-2
6 --
1 D-1
5 1:8-13
4 D-4
2 D-2
2 1:4-6
1 1:13-14
3 D-3
5 2:2-7
3 4:4-7
6 --
4 4:7-11
