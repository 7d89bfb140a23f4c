[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 68"]
[Puzzle "best move"]
[Solutions "2 5:12-14"]
[Roll "2"]
[Margin "15"]
[Rating "1440"]

6 --
3 D-3
5 D-5
6 --
1 D-1
2 1:3-5
6 --
1 1:5-6
6 --
4 1:6-10
1 2:1-2
4 1:10-14
4 D-4
2 1:14<12
2 3:4-6
1 D-1
3 3:6-9
5 1:12<7
5 2:2-7
3 2:1-4
1 2:7-8
6 --
5 D-5
2 D-2
2 2:8-10
3 3:2-5
3 3:9-12
3 3:5-8
1 2:10-11
5 3:8-13
4 D-4
2 D-2
2 2:11-13
3 2:4-7
6 --
1 3:13-14
5 5:4-9
5 2:7-12
3 5:9-12
4 D-4
