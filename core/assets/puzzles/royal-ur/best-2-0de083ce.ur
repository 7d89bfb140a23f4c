[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 111"]
[Puzzle "best move"]
[Solutions "2 5:8-10"]
[Roll "2"]
[Margin "13"]
[Rating "1524"]

3 D-3
5 D-5
2 1:3-5
3 D-3
1 1:5-6
1 D-1
4 1:6-10
6 --
2 1:10-12
1 3:1-2
3 D-3
2 3:2-4
5 2:3-8
1 2:3-4
4 D-4
6 --
6 --
1 3:4-5
5 D-5
1 2:4-5
3 3:4-7
5 2:5-10
5 D-5
1 D-1
4 5:5-9
5 D-5
3 3:7-10
3 5:5-8
6 --
6 --
6 --
