[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 93"]
[Puzzle "best move"]
[Solutions "4 6:7-11"]
[Roll "4"]
[Margin "32"]
[Rating "1357"]

2 D-2
1 D-1
5 D-5
1 D-1
6 --
6 --
3 D-3
5 D-5
3 1:2-5
2 2:1-3
5 1:5-10
3 1:1-4
2 1:10-12
5 D-5
6 --
6 --
4 D-4
1 4:5-6
4 D-4
5 D-5
1 5:4-5
1 1:4-5
6 --
3 1:5-8
6 --
4 1:8-12
3 3:3-6
1 1:12-13
3 3:6-9
2 3:12-14
4 3:9-13
4 2:3-7
1 2:6-7
2 5:5-7
1 3:13-14
4 5:7-11
4 4:4-8
5 3:14<9
2 D-2
4 3:9>13
1 D-1
1 1:13-14
5 6:2-7
4 3:13>11
