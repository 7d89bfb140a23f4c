[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 44"]
[Puzzle "best move"]
[Solutions "5 3:8-13"]
[Roll "5"]
[Margin "10"]
[Rating "1556"]

2 D-2
5 D-5
1 1:2-3
6 --
1 D-1
1 D-1
6 --
6 --
6 --
6 --
5 D-5
2 D-2
2 3:5-7
4 3:2-6
5 2:1-6
6 --
1 3:7-8
3 D-3
4 2:6-10
3 2:1-4
