[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 196"]
[Puzzle "best move"]
[Solutions "5 2:4-9"]
[Roll "5"]
[Margin "11"]
[Rating "1486"]

4 D-4
4 D-4
4 D-4
6 --
1 2:4-5
3 1:4-7
5 1:4-9
6 --
2 2:5-7
6 --
3 2:7-10
4 D-4
3 2:10-13
