[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 100"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "17"]
[Rating "1414"]

4 D-4
4 D-4
3 D-3
6 --
1 1:4-5
3 1:4-7
2 1:5-7
6 --
4 D-4
5 D-5
5 D-5
5 D-5
1 3:4-5
4 D-4
6 --
5 D-5
4 1:7-11
2 5:5-7
