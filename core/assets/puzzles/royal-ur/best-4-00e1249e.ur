[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 180"]
[Puzzle "best move"]
[Solutions "4 1:7-11"]
[Roll "4"]
[Margin "11"]
[Rating "1486"]

2 D-2
2 D-2
4 1:2-6
5 1:2-7
5 1:6-11
