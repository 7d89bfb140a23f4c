[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 31"]
[Puzzle "best move"]
[Solutions "2 2:12-14"]
[Roll "2"]
[Margin "10"]
[Rating "1554"]

3 D-3
6 --
6 --
4 D-4
4 D-4
6 --
3 2:4-7
2 D-2
4 2:7-11
6 --
6 --
1 D-1
4 D-4
6 --
5 1:3-8
1 D-1
2 D-2
2 D-2
1 D-1
1 2:2-3
5 D-5
4 1:4-8
6 --
6 --
3 6:5-8
6 --
6 --
2 4:1-3
4 6:8-12
5 4:3-8
1 6:12-13
5 4:8-13
3 2:11-14
5 5:2-7
4 4:2-6
4 2:3-7
6 --
4 5:7-11
5 4:6-11
5 2:7-12
5 D-5
