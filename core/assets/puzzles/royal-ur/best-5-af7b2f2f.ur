[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 11"]
[Puzzle "best move"]
[Solutions "5 1:14<9"]
[Roll "5"]
[Margin "12"]
[Rating "1591"]

4 D-4
4 D-4
5 D-5
3 1:4-7
5 D-5
4 1:7-11
1 3:5-6
6 --
2 3:6-8
2 D-2
4 D-4
4 2:2-6
6 --
2 2:6-8
5 1:4-9
3 2:8-11
2 1:9-11
1 D-1
5 D-5
1 D-1
3 1:11-14
6 --
6 --
5 D-5
5 D-5
6 --
3 6:5-8
2 3:1-3
3 5:5-8
3 3:3-6
6 --
5 D-5
6 --
4 6:5-9
5 4:4-9
3 3:6-9
