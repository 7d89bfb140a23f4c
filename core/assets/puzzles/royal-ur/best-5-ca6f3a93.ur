[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 85"]
[Puzzle "best move"]
[Solutions "5 1:14<9"]
[Roll "5"]
[Margin "17"]
[Rating "1417"]

5 D-5
3 D-3
1 1:5-6
5 1:3-8
3 D-3
2 1:8-10
4 1:6-10
6 --
4 1:10-14
4 D-4
3 2:3-6
1 D-1
3 2:6-9
5 2:4-9
