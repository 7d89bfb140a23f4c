[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 10"]
[Puzzle "best move"]
[Solutions "3 4:6-9"]
[Roll "3"]
[Margin "18"]
[Rating "1522"]

1 D-1
6 --
5 D-5
3 D-3
1 D-1
2 1:3-5
2 D-2
4 1:5-9
3 1:1-4
6 --
2 3:1-3
5 1:9-14
4 4:2-6
5 1:14<9
4 1:4-8
6 --
