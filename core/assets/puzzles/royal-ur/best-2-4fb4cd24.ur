[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 18"]
[Puzzle "best move"]
[Solutions "2 2:9-11"]
[Roll "2"]
[Margin "18"]
[Rating "1520"]

3 D-3
6 --
2 D-2
4 D-4
4 D-4
2 1:4-6
6 --
5 1:6-11
6 --
5 D-5
3 2:2-5
5 D-5
2 1:3-5
4 D-4
1 1:5-6
3 1:11-14
4 2:5-9
3 1:14<11
