[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 71"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1486"]

2 D-2
4 D-4
5 D-5
5 D-5
