[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 158"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "14"]
[Rating "1510"]

1 D-1
3 D-3
1 1:1-2
1 D-1
3 1:2-5
2 1:3-5
1 D-1
3 D-3
5 D-5
2 3:3-5
5 D-5
3 2:1-4
2 4:5-7
6 --
2 3:5-7
3 2:4-7
2 1:5-7
5 D-5
5 1:7-12
5 D-5
1 4:7-8
5 D-5
3 4:8-11
3 5:5-8
