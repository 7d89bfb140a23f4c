[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 130"]
[Puzzle "best move"]
[Solutions "1 3:10-11"]
[Roll "1"]
[Margin "17"]
[Rating "1476"]

6 --
4 D-4
5 D-5
1 1:4-5
6 --
3 1:5-8
2 D-2
2 1:8-10
6 --
1 1:10-11
4 D-4
5 D-5
1 3:4-5
6 --
5 3:5-10
4 D-4
