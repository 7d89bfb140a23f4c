[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 103"]
[Puzzle "best move"]
[Solutions "4 2:11<7"]
[Roll "4"]
[Margin "10"]
[Rating "1557"]

2 D-2
3 D-3
2 D-2
1 D-1
4 D-4
2 1:3-5
6 --
3 2:1-4
6 --
6 --
2 1:2-4
1 D-1
3 2:2-5
4 3:1-5
5 D-5
6 --
6 --
1 2:4-5
6 --
3 2:5-8
5 D-5
1 2:8-9
1 5:5-6
4 2:9-13
1 2:5-6
2 D-2
1 5:6-7
4 4:2-6
2 3:4-6
6 --
5 3:6-11
1 2:13-14
5 2:6-11
5 D-5
1 1:4-5
3 2:14<11
3 1:5-8
