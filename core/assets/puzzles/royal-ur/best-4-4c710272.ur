[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 141"]
[Puzzle "best move"]
[Solutions "4 1:3-7"]
[Roll "4"]
[Margin "13"]
[Rating "1469"]

2 D-2
5 D-5
1 1:2-3
2 1:5-7
2 D-2
5 D-5
5 2:2-7
2 2:5-7
2 D-2
4 2:7-11
5 3:2-7
5 D-5
5 D-5
5 D-5
3 3:7-10
2 4:5-7
1 3:10-11
1 D-1
