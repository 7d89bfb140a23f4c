[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 88"]
[Puzzle "best move"]
[Solutions "1 3:11<10"]
[Roll "1"]
[Margin "29"]
[Rating "1332"]

5 D-5
4 D-4
1 1:5-6
2 1:4-6
5 D-5
2 1:6-8
4 D-4
3 1:8-11
6 --
2 1:11-13
3 3:4-7
3 D-3
2 3:7-9
3 D-3
5 D-5
3 3:3-6
1 2:5-6
4 2:3-7
3 4:5-8
6 --
1 2:6-7
6 --
5 3:9-14
1 1:13-14
1 4:8-9
5 1:14<9
3 3:14<11
2 1:9<7
6 --
3 1:7>10
