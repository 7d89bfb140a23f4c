[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 28"]
[Puzzle "best move"]
[Solutions "3 4:6-9"]
[Roll "3"]
[Margin "11"]
[Rating "1548"]

3 D-3
2 D-2
3 D-3
4 1:2-6
5 1:3-8
2 1:6-8
2 2:3-5
2 1:8-10
6 --
2 1:10-12
3 D-3
3 D-3
1 2:5-6
4 2:3-7
3 D-3
1 1:12-13
4 3:3-7
3 D-3
1 3:7-8
5 3:3-8
4 4:3-7
1 3:8-9
3 2:6-9
3 D-3
2 2:9-11
6 --
1 4:7-8
3 D-3
2 2:11-13
3 4:3-6
3 4:8-11
