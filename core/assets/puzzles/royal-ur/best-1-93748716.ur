[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 27"]
[Puzzle "best move"]
[Solutions "1 6:9-10"]
[Roll "1"]
[Margin "25"]
[Rating "1379"]

4 D-4
3 D-3
3 1:4-7
4 1:3-7
2 D-2
5 1:7-12
6 --
3 D-3
2 D-2
4 2:3-7
2 2:2-4
3 2:7-10
2 D-2
5 D-5
5 D-5
5 D-5
3 4:2-5
2 1:12-14
2 4:5-7
2 1:14<12
5 4:7-12
5 D-5
1 2:4-5
5 D-5
2 4:12-14
4 6:5-9
2 D-2
6 --
4 4:14<10
