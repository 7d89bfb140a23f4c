[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 206"]
[Puzzle "best move"]
[Solutions "1 1:6-7"]
[Roll "1"]
[Margin "12"]
[Rating "1542"]

6 --
6 --
2 D-2
5 D-5
1 1:2-3
1 D-1
6 --
6 --
3 D-3
1 D-1
3 1:3-6
3 3:1-4
6 --
2 3:4-6
2 2:3-5
6 --
1 2:5-6
4 2:1-5
4 2:6-10
2 2:5-7
