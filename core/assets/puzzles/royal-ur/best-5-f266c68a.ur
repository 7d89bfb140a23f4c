[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 165"]
[Puzzle "best move"]
[Solutions "5 4:5-10"]
[Roll "5"]
[Margin "20"]
[Rating "1564"]

6 --
1 D-1
1 D-1
1 D-1
2 1:1-3
2 1:1-3
3 D-3
5 D-5
3 D-3
2 1:3-5
2 3:3-5
1 2:1-2
4 3:5-9
5 D-5
4 3:9-13
5 D-5
3 D-3
5 4:5-10
3 2:3-6
2 2:2-4
3 2:6-9
4 5:5-9
3 D-3
1 5:9-10
6 --
5 2:4-9
6 --
2 5:10-12
5 D-5
2 5:12-14
1 3:13-14
2 D-2
6 --
6 --
1 D-1
2 6:2-4
4 3:14<10
6 --
4 6:5-9
1 6:4-5
2 4:3-5
6 --
5 6:9-14
4 5:14<10
