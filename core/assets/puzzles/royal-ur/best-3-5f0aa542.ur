[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 87"]
[Puzzle "best move"]
[Solutions "3 4:4-7"]
[Roll "3"]
[Margin "19"]
[Rating "1396"]

1 D-1
2 D-2
4 1:1-5
4 D-4
1 1:5-6
2 2:4-6
2 D-2
4 2:6-10
3 D-3
5 1:2-7
1 D-1
4 2:10-14
5 2:2-7
3 D-3
5 2:7-12
6 --
3 4:1-4
2 2:14<12
2 3:3-5
6 --
2 3:5-7
5 2:12<7
