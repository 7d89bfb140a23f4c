[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 55"]
[Puzzle "best move"]
[Solutions "2 4:12-14"]
[Roll "2"]
[Margin "13"]
[Rating "1587"]

2 D-2
5 D-5
3 1:2-5
6 --
5 1:5-10
6 --
3 1:10-13
5 D-5
2 D-2
6 --
2 D-2
3 2:5-8
3 2:2-5
4 D-4
2 D-2
5 D-5
1 1:13-14
6 --
5 D-5
5 D-5
6 --
3 5:5-8
4 D-4
1 5:8-9
6 --
2 4:5-7
5 6:4-9
5 3:4-9
3 D-3
5 3:9-14
6 --
3 5:9-12
6 --
3 4:7-10
3 3:2-5
1 5:12-13
6 --
2 4:10-12
4 7:3-7
