[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 181"]
[Puzzle "best move"]
[Solutions "5 3:5-10"]
[Roll "5"]
[Margin "25"]
[Rating "1443"]

2 D-2
2 D-2
1 1:2-3
1 D-1
2 D-2
2 2:1-3
6 --
6 --
6 --
1 1:2-3
2 D-2
2 D-2
4 1:3-7
1 3:2-3
3 3:2-5
5 D-5
1 1:7-8
6 --
5 D-5
1 2:3-4
1 4:5-6
4 2:4-8
2 4:6-8
3 1:3-6
2 4:8-10
4 1:6-10
