[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 191"]
[Puzzle "best move"]
[Solutions "5 2:4-9"]
[Roll "5"]
[Margin "12"]
[Rating "1474"]

5 D-5
1 D-1
4 D-4
4 1:1-5
6 --
5 1:5-10
3 D-3
2 1:10-12
2 3:3-5
1 1:12-13
5 2:4-9
2 D-2
5 3:5-10
2 2:2-4
2 D-2
1 1:13-14
5 4:2-7
4 1:14<10
3 4:7-10
