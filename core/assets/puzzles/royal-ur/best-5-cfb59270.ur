[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 113"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "12"]
[Rating "1532"]

3 D-3
2 D-2
6 --
2 1:2-4
2 D-2
1 D-1
1 1:3-4
6 --
6 --
5 1:4-9
3 1:4-7
1 1:9-10
3 1:7-10
4 D-4
6 --
1 D-1
4 1:10-14
2 3:4-6
4 2:2-6
2 4:1-3
4 2:6-10
1 D-1
5 D-5
2 4:3-5
6 --
3 5:1-4
2 2:10-12
6 --
2 2:12-14
6 --
4 1:14<10
1 2:1-2
1 D-1
3 5:4-7
6 --
3 5:7-10
