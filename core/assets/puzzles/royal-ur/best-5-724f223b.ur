[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 33"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1552"]

3 D-3
4 D-4
2 1:3-5
3 1:4-7
6 --
2 D-2
5 1:5-10
1 1:7-8
1 D-1
5 2:2-7
3 D-3
2 1:8-10
4 3:3-7
5 D-5
