[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 163"]
[Puzzle "best move"]
[Solutions "2 4:12-14"]
[Roll "2"]
[Margin "19"]
[Rating "1506"]

4 D-4
2 D-2
5 1:4-9
6 --
1 1:9-10
3 1:2-5
2 D-2
1 D-1
1 D-1
6 --
5 D-5
6 --
6 --
1 D-1
5 2:2-7
6 --
5 3:1-6
4 2:1-5
5 D-5
1 3:1-2
1 5:5-6
6 --
4 2:7-11
2 D-2
1 D-1
4 4:2-6
3 2:11-14
2 4:6-8
2 6:1-3
4 2:6-10
1 D-1
2 4:8-10
1 4:5-6
3 4:10-13
2 4:6-8
1 4:13-14
3 7:1-4
2 2:10-12
4 4:8-12
3 D-3
6 --
4 4:14<10
