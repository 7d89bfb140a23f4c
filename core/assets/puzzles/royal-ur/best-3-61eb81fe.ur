[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 150"]
[Puzzle "best move"]
[Solutions "3 1:5-8"]
[Roll "3"]
[Margin "14"]
[Rating "1566"]

6 --
2 D-2
6 --
6 --
3 D-3
4 D-4
1 1:3-4
3 D-3
6 --
6 --
3 D-3
2 1:2-4
5 1:4-9
6 --
1 D-1
1 2:4-5
3 3:1-4
2 2:5-7
6 --
2 2:7-9
1 2:3-4
4 2:9-13
6 --
3 3:3-6
3 D-3
1 2:13-14
5 2:4-9
4 D-4
1 D-1
1 1:4-5
4 5:1-5
1 4:4-5
4 4:3-7
1 3:6-7
2 3:4-6
3 4:5-8
2 3:6-8
2 3:7-9
6 --
