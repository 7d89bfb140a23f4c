[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 207"]
[Puzzle "best move"]
[Solutions "1 3:8-9"]
[Roll "1"]
[Margin "11"]
[Rating "1613"]

3 D-3
5 D-5
3 D-3
1 1:5-6
6 --
3 1:6-9
6 --
4 1:9-13
4 2:3-7
1 1:13-14
2 D-2
2 1:14<12
5 2:7-12
4 D-4
3 1:3-6
4 D-4
3 3:2-5
4 3:4-8
5 1:6-11
6 --
4 D-4
6 --
5 4:4-9
2 D-2
3 3:5-8
2 2:4-6
1 2:12-13
3 2:6-9
