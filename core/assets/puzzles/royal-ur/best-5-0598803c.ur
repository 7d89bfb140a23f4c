[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 57"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "16"]
[Rating "1491"]

2 D-2
1 D-1
5 D-5
6 --
4 D-4
3 D-3
6 --
2 2:3-5
3 1:2-5
1 D-1
6 --
5 D-5
4 3:4-8
6 --
1 3:8-9
5 4:5-10
5 D-5
