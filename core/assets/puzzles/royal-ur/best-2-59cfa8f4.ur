[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 66"]
[Puzzle "best move"]
[Solutions "2 1:6-8"]
[Roll "2"]
[Margin "11"]
[Rating "1483"]

5 D-5
3 D-3
6 --
4 D-4
1 D-1
1 2:4-5
4 2:1-5
3 1:3-6
3 2:5-8
