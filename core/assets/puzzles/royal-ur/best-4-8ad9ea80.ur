[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 45"]
[Puzzle "best move"]
[Solutions "4 1:5-9"]
[Roll "4"]
[Margin "12"]
[Rating "1477"]

4 D-4
1 D-1
5 D-5
6 --
5 1:4-9
6 --
5 2:5-10
4 1:1-5
1 2:10-11
