[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 38"]
[Puzzle "best move"]
[Solutions "1 4:10-11"]
[Roll "1"]
[Margin "17"]
[Rating "1531"]

1 D-1
2 D-2
3 1:1-4
3 1:2-5
5 D-5
5 D-5
2 D-2
4 2:5-9
6 --
2 2:9-11
5 D-5
6 --
5 4:5-10
6 --
