[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 156"]
[Puzzle "best move"]
[Solutions "3 4:8-11"]
[Roll "3"]
[Margin "19"]
[Rating "1450"]

1 D-1
6 --
4 D-4
3 D-3
5 D-5
4 D-4
2 2:4-6
3 1:3-6
2 3:5-7
3 2:4-7
4 D-4
1 D-1
1 1:1-2
5 1:6-11
4 4:4-8
3 1:11-14
5 1:2-7
3 1:14<11
