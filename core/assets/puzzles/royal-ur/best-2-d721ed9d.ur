[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 39"]
[Puzzle "best move"]
[Solutions "2 3:12-14"]
[Roll "2"]
[Margin "10"]
[Rating "1556"]

5 D-5
2 D-2
2 1:5-7
4 D-4
1 D-1
2 2:4-6
5 2:1-6
3 1:2-5
1 2:6-7
3 D-3
6 --
4 3:3-7
6 --
3 3:7-10
2 D-2
3 2:7-10
6 --
5 D-5
1 D-1
6 --
6 --
2 3:10-12
5 D-5
