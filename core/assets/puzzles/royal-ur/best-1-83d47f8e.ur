[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 95"]
[Puzzle "best move"]
[Solutions "1 2:11-12"]
[Roll "1"]
[Margin "13"]
[Rating "1526"]

4 D-4
2 D-2
3 1:4-7
4 1:2-6
4 D-4
1 1:6-7
2 D-2
3 1:7-10
3 3:2-5
5 D-5
3 2:4-7
4 1:10-14
1 D-1
3 2:5-8
4 2:7-11
4 2:8-12
