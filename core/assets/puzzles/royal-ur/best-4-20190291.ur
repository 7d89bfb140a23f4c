[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 76"]
[Puzzle "best move"]
[Solutions "4 3:6-10"]
[Roll "4"]
[Margin "26"]
[Rating "1424"]

4 D-4
4 D-4
1 1:4-5
6 --
6 --
1 1:4-5
3 D-3
1 D-1
3 2:3-6
6 --
5 D-5
3 D-3
5 3:5-10
3 3:3-6
5 1:5-10
1 D-1
6 --
