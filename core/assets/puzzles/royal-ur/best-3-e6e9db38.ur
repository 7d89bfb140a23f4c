[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 4"]
[Puzzle "best move"]
[Solutions "3 1:14<11"]
[Roll "3"]
[Margin "14"]
[Rating "1512"]

2 D-2
2 D-2
6 --
5 1:2-7
1 1:2-3
5 D-5
5 D-5
2 1:7-9
1 2:5-6
4 D-4
4 2:6-10
2 3:4-6
1 2:10-11
1 1:9-10
5 1:3-8
4 1:10-14
5 1:8-13
