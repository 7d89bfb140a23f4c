[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 144"]
[Puzzle "best move"]
[Solutions "2 1:12-14"]
[Roll "2"]
[Margin "12"]
[Rating "1478"]

6 --
1 D-1
2 D-2
4 1:1-5
3 1:2-5
2 D-2
2 1:5-7
3 2:2-5
3 1:7-10
1 2:5-6
2 1:10-12
2 2:6-8
6 --
2 D-2
