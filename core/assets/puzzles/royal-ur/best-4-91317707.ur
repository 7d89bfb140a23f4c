[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 208"]
[Puzzle "best move"]
[Solutions "4 1:10-14"]
[Roll "4"]
[Margin "11"]
[Rating "1493"]

5 D-5
5 D-5
6 --
3 1:5-8
1 D-1
2 1:8-10
5 D-5
