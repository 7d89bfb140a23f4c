[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 132"]
[Puzzle "best move"]
[Solutions "5 1:14<9"]
[Roll "5"]
[Margin "12"]
[Rating "1481"]

5 D-5
6 --
5 1:5-10
6 --
1 D-1
6 --
2 D-2
3 D-3
3 3:2-5
4 1:3-7
5 3:5-10
1 1:7-8
1 1:10-11
1 1:8-9
1 3:10-11
4 1:9-13
4 D-4
3 D-3
1 2:1-2
4 D-4
6 --
1 1:13-14
5 4:4-9
4 3:4-8
2 4:9-11
1 2:3-4
3 3:11-14
2 3:8-10
2 2:2-4
1 3:10-11
3 3:14<11
5 2:4-9
6 --
2 2:9-11
5 2:4-9
