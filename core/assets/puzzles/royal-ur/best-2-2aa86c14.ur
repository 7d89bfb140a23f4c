[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 1"]
[Puzzle "best move"]
[Solutions "2 4:10-12"]
[Roll "2"]
[Margin "12"]
[Rating "1591"]

1 D-1
3 D-3
3 D-3
5 D-5
4 1:1-5
6 --
4 D-4
5 D-5
3 3:4-7
5 3:5-10
5 D-5
1 3:10-11
5 4:5-10
6 --
6 --
1 3:11-12
