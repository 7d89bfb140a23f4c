[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 83"]
[Puzzle "best move"]
[Solutions "3 3:4-7"]
[Roll "3"]
[Margin "13"]
[Rating "1524"]

3 D-3
1 D-1
2 D-2
6 --
4 D-4
3 D-3
4 1:3-7
4 2:3-7
