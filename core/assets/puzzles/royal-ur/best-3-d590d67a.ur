[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 22"]
[Puzzle "best move"]
[Solutions "3 1:14<11"]
[Roll "3"]
[Margin "11"]
[Rating "1544"]

6 --
5 D-5
4 D-4
1 1:5-6
4 1:4-8
2 1:6-8
3 D-3
2 1:8-10
1 2:3-4
2 1:10-12
6 --
2 1:12-14
5 2:4-9
3 D-3
3 2:9-12
1 2:3-4
4 D-4
3 2:4-7
2 D-2
6 --
3 3:4-7
1 D-1
1 3:7-8
5 3:1-6
3 3:8-11
