[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 56"]
[Puzzle "best move"]
[Solutions "1 5:11-12"]
[Roll "1"]
[Margin "12"]
[Rating "1531"]

2 D-2
5 D-5
1 1:2-3
1 D-1
6 --
3 D-3
5 D-5
3 2:1-4
4 1:3-7
1 2:4-5
5 D-5
6 --
6 --
6 --
4 3:5-9
6 --
3 3:9-12
2 3:3-5
2 3:12-14
6 --
5 D-5
4 D-4
2 4:5-7
6 --
4 1:7-11
1 4:4-5
2 3:14<12
1 4:5-6
2 3:12>14
3 4:6-9
5 3:14<9
4 1:5-9
4 4:7-11
5 1:9-14
1 1:11-12
2 4:9-11
3 D-3
6 --
5 5:3-8
1 4:11-12
6 --
2 4:12-14
3 5:8-11
1 4:14<13
4 D-4
1 4:13<12
