[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 142"]
[Puzzle "best move"]
[Solutions "5 1:5-10"]
[Roll "5"]
[Margin "12"]
[Rating "1480"]

1 D-1
3 D-3
6 --
5 D-5
4 1:1-5
1 1:3-4
