[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 81"]
[Puzzle "best move"]
[Solutions "1 5:9-10"]
[Roll "1"]
[Margin "13"]
[Rating "1461"]

5 D-5
6 --
4 1:5-9
1 D-1
6 --
2 D-2
2 D-2
4 1:1-5
1 1:9-10
5 1:5-10
5 2:2-7
1 1:10-11
1 D-1
1 1:11-12
2 3:1-3
1 1:12-13
1 D-1
5 2:2-7
3 3:3-6
3 2:7-10
3 3:6-9
1 1:13-14
6 --
3 2:10-13
6 --
6 --
5 4:1-6
3 D-3
6 --
1 2:13-14
4 D-4
6 --
1 3:9-10
5 D-5
6 --
1 4:5-6
2 5:4-6
4 1:14<10
3 5:6-9
3 3:3-6
