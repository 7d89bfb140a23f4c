[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 52"]
[Puzzle "best move"]
[Solutions "5 1:7-12"]
[Roll "5"]
[Margin "14"]
[Rating "1578"]

2 D-2
2 D-2
6 --
5 1:2-7
4 D-4
5 D-5
4 D-4
6 --
1 2:4-5
3 D-3
5 1:2-7
1 3:3-4
1 2:5-6
6 --
4 3:4-8
4 3:4-8
3 D-3
2 3:8-10
6 --
2 3:10-12
