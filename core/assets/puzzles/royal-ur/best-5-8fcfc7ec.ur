[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 123"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "19"]
[Rating "1387"]

5 D-5
2 D-2
6 --
5 D-5
5 D-5
1 1:2-3
3 2:5-8
6 --
3 2:8-11
4 D-4
1 D-1
1 3:4-5
3 2:11-14
1 D-1
3 3:1-4
4 4:1-5
1 3:4-5
5 D-5
5 D-5
2 1:3-5
