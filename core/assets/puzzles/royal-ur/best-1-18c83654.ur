[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 220"]
[Puzzle "best move"]
[Solutions "1 6:12>13"]
[Roll "1"]
[Margin "14"]
[Rating "1516"]

5 D-5
5 D-5
4 D-4
1 D-1
1 2:4-5
2 D-2
2 2:5-7
5 3:2-7
5 D-5
4 2:1-5
6 --
3 3:7-10
1 D-1
4 3:10-14
3 4:1-4
4 1:7-11
3 4:4-7
2 2:5-7
6 --
5 D-5
6 --
4 3:14<10
5 D-5
5 3:10<5
1 D-1
3 3:5<2
4 6:1-5
6 --
2 6:5-7
4 3:2>6
5 6:7-12
3 D-3
5 1:7-12
5 5:3-8
2 6:12-14
4 5:8-12
3 6:14<11
1 3:6>7
5 6:11>12
2 3:7>9
