[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 89"]
[Puzzle "best move"]
[Solutions "1 4:13<12"]
[Roll "1"]
[Margin "24"]
[Rating "1510"]

5 D-5
4 D-4
2 D-2
5 D-5
4 2:2-6
2 1:4-6
3 D-3
6 --
1 3:3-4
4 1:6-10
6 --
6 --
5 D-5
6 --
1 4:5-6
3 1:10-13
5 4:6-11
2 D-2
3 4:11-14
4 D-4
5 4:14<9
2 4:4-6
2 3:4-6
1 1:13-14
5 3:6-11
1 D-1
4 4:9>13
6 --
4 1:5-9
6 --
2 3:11-13
3 3:2-5
1 3:13-14
6 --
2 3:14<12
6 --
3 D-3
6 --
6 --
6 --
6 --
2 1:14<12
