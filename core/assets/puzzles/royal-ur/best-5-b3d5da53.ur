[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 112"]
[Puzzle "best move"]
[Solutions "5 2:6-11"]
[Roll "5"]
[Margin "32"]
[Rating "1233"]

2 D-2
5 D-5
5 D-5
5 D-5
3 1:2-5
1 D-1
1 1:5-6
5 3:1-6
4 2:5-9
5 3:6-11
2 2:9-11
