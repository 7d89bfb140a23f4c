[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 79"]
[Puzzle "best move"]
[Solutions "5 5:6-11"]
[Roll "5"]
[Margin "20"]
[Rating "1563"]

2 D-2
1 D-1
4 D-4
5 1:1-6
5 1:2-7
5 D-5
4 2:4-8
6 --
3 1:7-10
2 1:6-8
6 --
3 1:8-11
1 1:10-11
4 D-4
3 1:11-14
3 D-3
5 D-5
5 D-5
1 2:11-12
1 5:5-6
1 2:12-13
6 --
3 1:14<11
