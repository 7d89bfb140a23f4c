[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 96"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "12"]
[Rating "1480"]

1 D-1
1 D-1
2 D-2
1 1:1-2
6 --
1 1:2-3
6 --
2 D-2
1 1:1-2
5 2:2-7
5 1:2-7
2 D-2
3 1:7-10
3 3:2-5
4 1:10-14
6 --
4 1:14<10
1 3:5-6
3 1:10<7
2 1:3-5
2 1:7<5
