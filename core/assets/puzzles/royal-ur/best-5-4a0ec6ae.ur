[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 172"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "13"]
[Rating "1463"]

5 D-5
1 D-1
2 1:5-7
1 D-1
3 1:7-10
5 1:1-6
6 --
6 --
5 D-5
4 1:6-10
2 D-2
4 2:1-5
