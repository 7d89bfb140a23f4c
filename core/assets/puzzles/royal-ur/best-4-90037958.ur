[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 17"]
[Puzzle "best move"]
[Solutions "4 3:10-14"]
[Roll "4"]
[Margin "11"]
[Rating "1552"]

2 D-2
6 --
4 D-4
5 D-5
4 2:4-8
3 1:5-8
1 1:2-3
4 1:8-12
3 D-3
5 D-5
2 1:3-5
1 1:12-13
3 1:5-8
5 D-5
3 1:8-11
1 1:13-14
1 1:11-12
2 1:14<12
4 D-4
1 1:12>13
6 --
1 1:13>14
2 3:3-5
2 2:12-14
3 3:5-8
4 D-4
2 3:8-10
5 D-5
