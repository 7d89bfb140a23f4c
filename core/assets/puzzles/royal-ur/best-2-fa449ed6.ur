[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 187"]
[Puzzle "best move"]
[Solutions "2 2:12-14"]
[Roll "2"]
[Margin "18"]
[Rating "1590"]

4 D-4
3 D-3
6 --
5 D-5
6 --
2 2:5-7
6 --
5 1:3-8
6 --
4 D-4
3 1:4-7
3 3:4-7
4 D-4
4 3:7-11
4 2:4-8
6 --
4 2:8-12
6 --
1 D-1
4 D-4
4 D-4
2 D-2
1 D-1
6 --
1 D-1
6 --
5 4:4-9
5 4:4-9
