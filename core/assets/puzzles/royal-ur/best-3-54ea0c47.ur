[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 175"]
[Puzzle "best move"]
[Solutions "3 3:11-14"]
[Roll "3"]
[Margin "11"]
[Rating "1485"]

2 D-2
3 D-3
1 D-1
3 1:3-6
5 2:1-6
1 D-1
2 2:6-8
3 2:1-4
5 2:8-13
4 2:4-8
5 1:2-7
2 D-2
3 D-3
3 2:8-11
3 3:3-6
5 3:2-7
4 3:6-10
4 D-4
1 3:10-11
6 --
