[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 176"]
[Puzzle "best move"]
[Solutions "4 4:7-11"]
[Roll "4"]
[Margin "21"]
[Rating "1430"]

2 D-2
3 D-3
5 1:2-7
2 D-2
4 D-4
3 1:3-6
6 --
3 1:6-9
3 2:4-7
6 --
4 D-4
3 2:2-5
5 3:4-9
6 --
3 3:9-12
1 2:5-6
3 1:7-10
2 2:6-8
3 1:10-13
5 2:8-13
6 --
2 D-2
2 3:12-14
2 D-2
3 3:14<11
2 3:2-4
6 --
6 --
6 --
5 4:2-7
6 --
2 3:4-6
6 --
