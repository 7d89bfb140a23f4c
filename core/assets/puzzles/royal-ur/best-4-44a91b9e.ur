[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 46"]
[Puzzle "best move"]
[Solutions "4 3:7-11"]
[Roll "4"]
[Margin "17"]
[Rating "1422"]

1 D-1
6 --
1 1:1-2
2 D-2
4 D-4
5 1:2-7
5 1:2-7
4 D-4
6 --
1 D-1
1 1:7-8
5 D-5
6 --
1 3:1-2
3 1:8-11
1 4:5-6
6 --
5 4:6-11
5 2:4-9
1 4:11-12
4 2:9-13
3 2:4-7
4 D-4
6 --
3 3:4-7
3 D-3
