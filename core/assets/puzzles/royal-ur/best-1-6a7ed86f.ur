[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 60"]
[Puzzle "best move"]
[Solutions "1 3:5-6"]
[Roll "1"]
[Margin "13"]
[Rating "1527"]

2 D-2
1 D-1
2 D-2
3 D-3
2 D-2
6 --
2 1:2-4
4 1:1-5
4 D-4
2 2:3-5
6 --
4 2:5-9
5 4:4-9
2 D-2
4 4:9-13
1 1:5-6
2 1:4-6
1 D-1
6 --
6 --
3 1:6-9
4 D-4
5 1:9-14
3 D-3
3 2:2-5
5 D-5
3 3:2-5
1 5:4-5
3 D-3
6 --
5 D-5
3 3:2-5
3 5:3-6
