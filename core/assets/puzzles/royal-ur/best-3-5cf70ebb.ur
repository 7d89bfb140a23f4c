[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 26"]
[Puzzle "best move"]
[Solutions "3 6:3-6"]
[Roll "3"]
[Margin "15"]
[Rating "1498"]

1 D-1
1 D-1
3 D-3
4 1:1-5
3 1:1-4
2 D-2
5 D-5
5 D-5
1 1:4-5
2 2:2-4
2 1:5-7
3 2:4-7
1 3:5-6
2 2:7-9
6 --
6 --
1 3:6-7
5 2:9-14
1 3:7-8
5 D-5
2 2:3-5
4 D-4
1 3:8-9
1 5:4-5
5 D-5
5 2:14<9
1 4:5-6
3 2:9<6
1 2:5-6
1 1:9-10
5 2:6-11
2 3:9-11
5 4:6-11
3 D-3
6 --
