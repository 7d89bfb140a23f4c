[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 161"]
[Puzzle "best move"]
[Solutions "1 1:9-10"]
[Roll "1"]
[Margin "12"]
[Rating "1473"]

3 D-3
3 D-3
3 D-3
1 D-1
2 2:3-5
4 2:1-5
6 --
1 2:5-6
3 1:3-6
1 1:3-4
1 1:6-7
6 --
3 1:7-10
6 --
3 2:6-9
5 1:4-9
5 D-5
