[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 84"]
[Puzzle "best move"]
[Solutions "4 3:5-9"]
[Roll "4"]
[Margin "14"]
[Rating "1517"]

6 --
3 D-3
4 D-4
3 1:3-6
4 D-4
6 --
3 D-3
4 D-4
4 2:4-8
6 --
3 3:3-6
5 D-5
3 2:8-11
2 2:4-6
3 1:4-7
5 2:6-11
6 --
6 --
2 1:7-9
