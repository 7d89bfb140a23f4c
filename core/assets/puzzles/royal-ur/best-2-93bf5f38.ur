[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 30"]
[Puzzle "best move"]
[Solutions "2 2:10-12"]
[Roll "2"]
[Margin "18"]
[Rating "1409"]

6 --
1 D-1
2 D-2
4 1:1-5
4 1:2-6
1 1:5-6
5 D-5
3 D-3
1 2:5-6
4 2:3-7
3 2:6-9
3 2:7-10
3 2:9-12
