[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 48"]
[Puzzle "best move"]
[Solutions "1 4:10-11"]
[Roll "1"]
[Margin "19"]
[Rating "1456"]

4 D-4
5 D-5
3 1:4-7
1 1:5-6
1 1:7-8
4 1:6-10
2 1:8-10
1 D-1
6 --
3 D-3
5 D-5
4 2:1-5
6 --
1 D-1
3 1:10-13
3 4:1-4
6 --
6 --
1 1:13-14
3 2:5-8
2 D-2
1 2:8-9
6 --
6 --
6 --
3 3:3-6
2 3:2-4
1 D-1
5 3:4-9
1 4:4-5
6 --
4 4:5-9
1 D-1
1 4:9-10
1 D-1
2 5:1-3
5 1:14<9
5 3:6-11
5 1:9>14
3 5:3-6
3 1:14<11
