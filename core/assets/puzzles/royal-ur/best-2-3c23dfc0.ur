[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 117"]
[Puzzle "best move"]
[Solutions "2 1:14<12"]
[Roll "2"]
[Margin "22"]
[Rating "1352"]

6 --
2 D-2
4 D-4
6 --
6 --
4 1:2-6
4 1:4-8
2 1:6-8
4 D-4
5 1:8-13
4 2:4-8
3 D-3
4 2:8-12
4 2:3-7
1 2:12-13
3 D-3
1 2:13-14
1 1:13-14
3 D-3
2 2:7-9
2 D-2
3 3:3-6
3 3:3-6
2 2:9-11
6 --
1 2:11-12
2 2:14<12
