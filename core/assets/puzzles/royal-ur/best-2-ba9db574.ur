[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 41"]
[Puzzle "best move"]
[Solutions "2 2:4-6"]
[Roll "2"]
[Margin "12"]
[Rating "1473"]

3 D-3
3 D-3
4 D-4
6 --
3 1:3-6
3 1:3-6
