[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 34"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1493"]

2 D-2
6 --
4 1:2-6
6 --
5 1:6-11
4 D-4
2 D-2
5 1:4-9
3 1:11-14
1 D-1
6 --
5 D-5
1 D-1
4 2:1-5
1 1:14<13
1 1:9-10
5 D-5
1 1:10-11
1 4:5-6
3 D-3
2 1:13<11
1 4:3-4
6 --
5 D-5
3 2:2-5
