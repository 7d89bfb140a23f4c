[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 59"]
[Puzzle "best move"]
[Solutions "2 1:12-14"]
[Roll "2"]
[Margin "14"]
[Rating "1514"]

1 D-1
1 D-1
3 1:1-4
1 D-1
1 1:4-5
2 D-2
6 --
2 3:2-4
6 --
2 3:4-6
4 D-4
5 D-5
2 2:4-6
6 --
3 2:6-9
1 2:1-2
6 --
3 1:1-4
3 2:9-12
2 1:4-6
5 D-5
4 1:6-10
1 3:5-6
2 1:10-12
1 3:6-7
5 2:2-7
1 1:5-6
2 1:12-14
6 --
6 --
4 D-4
2 2:7-9
2 1:6-8
3 1:14<11
5 4:4-9
2 1:11<9
6 --
4 1:9<5
2 D-2
2 2:9-11
4 1:8-12
6 --
