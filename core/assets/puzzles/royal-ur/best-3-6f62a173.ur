[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 184"]
[Puzzle "best move"]
[Solutions "3 5:5-8"]
[Roll "3"]
[Margin "16"]
[Rating "1484"]

1 D-1
6 --
1 1:1-2
6 --
1 D-1
4 D-4
2 D-2
5 D-5
6 --
6 --
2 2:1-3
5 2:5-10
6 --
3 D-3
4 D-4
4 3:3-7
5 3:2-7
4 1:4-8
1 3:7-8
5 D-5
5 D-5
5 D-5
6 --
