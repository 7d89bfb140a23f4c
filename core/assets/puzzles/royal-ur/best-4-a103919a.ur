[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 23"]
[Puzzle "best move"]
[Solutions "4 2:14<10"]
[Roll "4"]
[Margin "19"]
[Rating "1396"]

5 D-5
3 D-3
1 D-1
5 D-5
5 D-5
2 1:3-5
4 2:1-5
1 D-1
4 2:5-9
2 D-2
3 3:5-8
5 D-5
4 2:9-13
4 5:5-9
6 --
6 --
5 3:8-13
4 D-4
4 D-4
4 6:4-8
1 3:13-14
2 6:8-10
3 3:14<11
1 6:10-11
2 D-2
2 D-2
6 --
2 3:1-3
6 --
5 5:9-14
4 5:2-6
3 3:3-6
6 --
5 5:14<9
5 4:4-9
6 --
5 4:9-14
5 7:2-7
4 4:14<10
3 7:7-10
1 2:13-14
2 4:2-4
6 --
2 3:6-8
