[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 36"]
[Puzzle "best move"]
[Solutions "5 1:6-11"]
[Roll "5"]
[Margin "19"]
[Rating "1512"]

3 D-3
2 D-2
1 1:3-4
4 D-4
2 D-2
3 D-3
4 1:4-8
5 3:3-8
6 --
4 3:8-12
4 D-4
2 3:12-14
6 --
1 2:4-5
1 3:4-5
4 1:2-6
3 3:5-8
1 D-1
2 3:8-10
6 --
1 3:10-11
