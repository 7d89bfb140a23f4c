[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 205"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "13"]
[Rating "1466"]

5 D-5
3 D-3
1 D-1
2 1:3-5
