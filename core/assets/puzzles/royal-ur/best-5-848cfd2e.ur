[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 138"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1549"]

5 D-5
4 D-4
2 D-2
4 1:4-8
3 1:5-8
3 D-3
2 1:8-10
4 2:3-7
1 1:10-11
5 2:7-12
1 1:11-12
4 D-4
5 D-5
6 --
5 2:2-7
6 --
5 3:5-10
5 D-5
2 1:12-14
5 4:5-10
2 2:7-9
6 --
2 2:9-11
4 4:10-14
2 1:14<12
3 4:14<11
6 --
5 4:11>12
2 D-2
3 4:12>13
4 D-4
1 4:13>14
4 4:2-6
1 3:4-5
5 D-5
1 4:14<13
2 6:5-7
