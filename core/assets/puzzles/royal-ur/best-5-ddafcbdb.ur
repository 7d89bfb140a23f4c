[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 134"]
[Puzzle "best move"]
[Solutions "5 1:9-14"]
[Roll "5"]
[Margin "11"]
[Rating "1489"]

1 D-1
4 D-4
1 1:1-2
6 --
4 1:2-6
6 --
3 1:6-9
2 D-2
