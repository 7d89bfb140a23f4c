[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 13"]
[Puzzle "best move"]
[Solutions "3 2:4-7"]
[Roll "3"]
[Margin "14"]
[Rating "1457"]

5 D-5
6 --
6 --
6 --
2 1:5-7
2 D-2
4 D-4
5 1:2-7
