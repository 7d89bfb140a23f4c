[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 75"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1543"]

2 D-2
6 --
6 --
1 D-1
3 1:2-5
1 D-1
3 D-3
5 D-5
5 D-5
