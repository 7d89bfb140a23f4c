[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 146"]
[Puzzle "best move"]
[Solutions "5 2:1-6"]
[Roll "5"]
[Margin "11"]
[Rating "1492"]

3 D-3
2 D-2
1 D-1
1 D-1
5 2:1-6
4 1:2-6
1 1:3-4
4 D-4
3 1:4-7
3 3:4-7
5 D-5
6 --
1 3:5-6
4 3:7-11
2 3:6-8
