[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 195"]
[Puzzle "best move"]
[Solutions "5 3:5-10"]
[Roll "5"]
[Margin "13"]
[Rating "1586"]

2 D-2
1 D-1
1 D-1
6 --
1 1:2-3
6 --
2 2:1-3
4 D-4
1 2:3-4
5 D-5
1 2:4-5
5 D-5
4 D-4
4 4:5-9
4 1:3-7
4 4:9-13
3 1:7-10
