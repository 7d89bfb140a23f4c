[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 149"]
[Puzzle "best move"]
[Solutions "2 2:12-14"]
[Roll "2"]
[Margin "11"]
[Rating "1552"]

6 --
4 D-4
1 D-1
3 1:4-7
2 D-2
4 D-4
5 2:2-7
3 2:4-7
3 1:1-4
5 2:7-12
5 D-5
4 1:7-11
5 1:4-9
