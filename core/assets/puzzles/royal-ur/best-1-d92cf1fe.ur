[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 135"]
[Puzzle "best move"]
[Solutions "1 1:8-9"]
[Roll "1"]
[Margin "12"]
[Rating "1477"]

5 D-5
4 D-4
3 1:5-8
5 1:4-9
