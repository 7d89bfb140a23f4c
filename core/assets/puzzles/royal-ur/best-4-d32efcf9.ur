[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 214"]
[Puzzle "best move"]
[Solutions "4 1:10-14"]
[Roll "4"]
[Margin "11"]
[Rating "1542"]

6 --
2 D-2
2 D-2
6 --
3 D-3
4 D-4
5 2:3-8
2 D-2
3 2:8-11
4 2:4-8
4 1:2-6
5 2:8-13
1 2:11-12
1 1:2-3
6 --
2 1:3-5
6 --
1 1:5-6
6 --
4 1:6-10
2 2:12-14
