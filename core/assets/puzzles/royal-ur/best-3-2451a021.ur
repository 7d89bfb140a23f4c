[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 173"]
[Puzzle "best move"]
[Solutions "3 1:14<11"]
[Roll "3"]
[Margin "18"]
[Rating "1402"]

5 D-5
4 D-4
1 1:5-6
5 1:4-9
5 D-5
3 1:9-12
3 2:5-8
4 D-4
3 2:8-11
4 2:4-8
6 --
2 1:12-14
5 1:6-11
4 2:8-12
6 --
