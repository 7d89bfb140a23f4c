[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 91"]
[Puzzle "best move"]
[Solutions "2 1:12-14"]
[Roll "2"]
[Margin "10"]
[Rating "1495"]

6 --
1 D-1
2 D-2
1 1:1-2
5 D-5
1 D-1
3 1:2-5
2 1:2-4
2 D-2
4 2:1-5
3 3:2-5
1 1:4-5
2 D-2
4 1:5-9
3 4:2-5
3 1:9-12
4 4:5-9
