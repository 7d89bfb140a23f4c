[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 210"]
[Puzzle "best move"]
[Solutions "4 4:14<10"]
[Roll "4"]
[Margin "16"]
[Rating "1485"]

5 D-5
1 D-1
2 D-2
5 D-5
3 2:2-5
2 D-2
3 2:5-8
5 D-5
2 2:8-10
5 4:5-10
4 D-4
1 4:10-11
5 D-5
4 1:1-5
5 D-5
3 4:11-14
5 5:5-10
