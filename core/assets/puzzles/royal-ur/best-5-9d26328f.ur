[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 121"]
[Puzzle "best move"]
[Solutions "5 2:2-7"]
[Roll "5"]
[Margin "11"]
[Rating "1482"]

1 D-1
2 D-2
4 1:1-5
5 D-5
1 D-1
6 --
1 2:1-2
2 2:5-7
