[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 5"]
[Puzzle "best move"]
[Solutions "5 3:5-10"]
[Roll "5"]
[Margin "10"]
[Rating "1556"]

1 D-1
1 D-1
5 D-5
1 D-1
3 D-3
3 1:1-4
1 1:1-2
1 1:4-5
6 --
6 --
2 3:3-5
1 2:1-2
