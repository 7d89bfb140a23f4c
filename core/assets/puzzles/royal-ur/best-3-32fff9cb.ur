[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 114"]
[Puzzle "best move"]
[Solutions "3 4:5-8"]
[Roll "3"]
[Margin "11"]
[Rating "1614"]

4 D-4
5 D-5
2 D-2
4 1:5-9
3 D-3
1 1:9-10
4 D-4
2 D-2
4 4:4-8
3 1:10-13
2 4:8-10
3 D-3
6 --
1 D-1
2 2:2-4
3 3:3-6
2 1:4-6
6 --
4 1:6-10
6 --
6 --
3 D-3
5 3:3-8
1 2:2-3
5 3:8-13
2 4:1-3
6 --
6 --
2 1:10-12
6 --
2 1:12-14
4 2:3-7
4 4:10-14
4 D-4
5 D-5
2 4:3-5
6 --
5 5:3-8
4 2:4-8
