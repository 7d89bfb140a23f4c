[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 82"]
[Puzzle "best move"]
[Solutions "1 4:9-10"]
[Roll "1"]
[Margin "18"]
[Rating "1402"]

5 D-5
5 D-5
2 D-2
3 1:5-8
6 --
2 1:8-10
2 2:2-4
6 --
6 --
2 1:10-12
2 D-2
5 D-5
1 2:4-5
3 D-3
3 3:2-5
5 D-5
4 D-4
6 --
4 4:4-8
6 --
1 4:8-9
5 4:5-10
