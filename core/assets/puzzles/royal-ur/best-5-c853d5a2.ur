[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 157"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "14"]
[Rating "1512"]

1 D-1
1 D-1
4 1:1-5
2 1:1-3
4 1:5-9
3 1:3-6
5 1:9-14
5 1:6-11
6 --
3 1:11-14
1 1:14<13
2 D-2
4 1:13>11
1 D-1
4 1:11>13
5 D-5
1 D-1
3 2:2-5
5 D-5
