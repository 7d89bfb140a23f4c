[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 2"]
[Puzzle "best move"]
[Solutions "4 5:6-10"]
[Roll "4"]
[Margin "14"]
[Rating "1517"]

1 D-1
3 D-3
6 --
2 1:3-5
1 D-1
3 1:5-8
3 2:1-4
5 D-5
3 D-3
3 1:8-11
1 2:4-5
5 D-5
4 1:1-5
2 D-2
3 1:5-8
1 1:11-12
3 1:8-11
5 D-5
5 D-5
6 --
1 1:11-12
1 4:2-3
2 4:5-7
2 4:3-5
4 4:7-11
6 --
5 D-5
6 --
1 5:5-6
5 D-5
6 --
5 6:5-10
