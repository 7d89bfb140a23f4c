[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 74"]
[Puzzle "best move"]
[Solutions "1 5:10-11"]
[Roll "1"]
[Margin "12"]
[Rating "1599"]

5 D-5
3 D-3
1 1:5-6
3 1:3-6
1 D-1
2 D-2
2 D-2
2 D-2
5 2:1-6
4 3:2-6
4 3:2-6
6 --
6 --
4 2:2-6
4 D-4
1 2:6-7
6 --
6 --
4 4:4-8
3 3:6-9
3 D-3
5 3:9-14
3 5:3-6
4 2:7-11
4 5:6-10
6 --
