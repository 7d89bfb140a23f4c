[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 137"]
[Puzzle "best move"]
[Solutions "3 4:7-10"]
[Roll "3"]
[Margin "12"]
[Rating "1541"]

6 --
2 D-2
4 D-4
5 1:2-7
3 1:4-7
4 D-4
4 D-4
2 2:4-6
3 1:7-10
5 D-5
1 2:4-5
3 D-3
3 1:10-13
4 4:3-7
4 D-4
5 D-5
1 3:4-5
1 D-1
6 --
2 2:6-8
4 3:5-9
5 D-5
3 D-3
6 --
1 1:13-14
5 7:5-10
1 3:9-10
6 --
4 3:10-14
5 3:5-10
4 1:14<10
