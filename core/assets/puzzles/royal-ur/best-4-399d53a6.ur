[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 104"]
[Puzzle "best move"]
[Solutions "4 3:10-14"]
[Roll "4"]
[Margin "11"]
[Rating "1484"]

2 D-2
5 D-5
2 D-2
3 D-3
2 2:2-4
6 --
3 1:2-5
6 --
4 1:5-9
5 2:3-8
5 1:9-14
5 2:8-13
2 D-2
2 D-2
5 3:2-7
6 --
6 --
6 --
6 --
5 3:2-7
6 --
3 3:7-10
2 D-2
