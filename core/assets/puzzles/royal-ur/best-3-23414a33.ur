[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 16"]
[Puzzle "best move"]
[Solutions "3 2:11-14"]
[Roll "3"]
[Margin "13"]
[Rating "1460"]

5 D-5
2 D-2
2 D-2
4 1:2-6
4 2:2-6
6 --
6 --
2 D-2
4 2:6-10
2 D-2
1 2:10-11
5 D-5
6 --
4 4:5-9
