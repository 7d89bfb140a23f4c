[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 90"]
[Puzzle "best move"]
[Solutions "5 3:10>13"]
[Roll "5"]
[Margin "10"]
[Rating "1558"]

3 D-3
2 D-2
2 1:3-5
6 --
5 1:5-10
6 --
2 D-2
3 1:2-5
5 D-5
4 D-4
5 2:2-7
2 D-2
1 3:5-6
3 2:4-7
4 3:6-10
2 2:7-9
4 3:10-14
5 2:9-14
4 3:14<10
3 2:14<11
