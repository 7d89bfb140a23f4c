[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 14"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "14"]
[Rating "1516"]

3 D-3
1 D-1
1 D-1
4 1:1-5
2 1:3-5
6 --
5 1:5-10
3 D-3
5 D-5
1 2:3-4
3 1:10-13
2 D-2
6 --
3 3:2-5
3 2:1-4
3 3:5-8
3 D-3
5 3:8-13
6 --
3 2:4-7
2 2:4-6
3 2:7-10
6 --
3 2:10-13
2 4:3-5
3 D-3
5 2:6-11
4 4:3-7
2 4:5-7
2 D-2
5 4:7-12
5 D-5
2 4:12-14
1 3:13-14
3 2:11-14
4 5:2-6
