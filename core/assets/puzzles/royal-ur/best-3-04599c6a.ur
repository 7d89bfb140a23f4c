[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 152"]
[Puzzle "best move"]
[Solutions "3 1:14<11"]
[Roll "3"]
[Margin "19"]
[Rating "1511"]

6 --
5 D-5
6 --
4 D-4
1 D-1
2 1:5-7
4 1:1-5
2 1:7-9
3 D-3
3 2:4-7
4 1:5-9
4 2:7-11
6 --
4 D-4
4 1:9-13
5 D-5
3 2:3-6
6 --
6 --
3 3:4-7
3 D-3
4 3:7-11
1 1:13-14
1 4:5-6
5 3:3-8
6 --
4 D-4
5 4:6-11
1 3:8-9
4 D-4
