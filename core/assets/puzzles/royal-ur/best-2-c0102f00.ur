[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 42"]
[Puzzle "best move"]
[Solutions "2 2:12-14"]
[Roll "2"]
[Margin "11"]
[Rating "1610"]

3 D-3
1 D-1
3 D-3
4 D-4
2 1:3-5
3 2:4-7
1 D-1
6 --
3 3:1-4
2 D-2
4 2:3-7
4 1:1-5
4 2:7-11
3 3:2-5
5 D-5
2 D-2
2 4:5-7
1 4:2-3
4 1:5-9
6 --
1 1:9-10
1 D-1
5 4:7-12
6 --
5 D-5
5 D-5
2 4:12-14
1 5:1-2
4 1:10-14
4 4:3-7
4 3:4-8
1 4:7-8
2 1:14<12
4 4:8-12
1 2:11-12
3 6:5-8
5 4:14<9
5 6:8-13
6 --
3 D-3
