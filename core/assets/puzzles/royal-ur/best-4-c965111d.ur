[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 164"]
[Puzzle "best move"]
[Solutions "4 2:4-8"]
[Roll "4"]
[Margin "17"]
[Rating "1420"]

1 D-1
5 D-5
3 D-3
2 1:5-7
4 2:3-7
4 D-4
1 2:7-8
