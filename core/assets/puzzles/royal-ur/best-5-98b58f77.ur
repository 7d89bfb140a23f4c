[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 189"]
[Puzzle "best move"]
[Solutions "5 3:7-12"]
[Roll "5"]
[Margin "13"]
[Rating "1645"]

2 D-2
1 D-1
1 1:2-3
5 D-5
3 D-3
2 D-2
2 2:3-5
5 D-5
1 1:3-4
6 --
6 --
1 4:5-6
4 1:4-8
2 4:6-8
2 D-2
3 4:8-11
5 D-5
5 D-5
4 D-4
2 5:5-7
3 5:4-7
3 4:11-14
1 5:7-8
5 3:2-7
4 5:8-12
