[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 49"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "20"]
[Rating "1384"]

5 D-5
6 --
5 D-5
3 D-3
2 1:5-7
1 1:3-4
2 D-2
6 --
6 --
3 1:4-7
3 2:5-8
4 1:7-11
2 D-2
6 --
2 2:8-10
2 1:11-13
5 3:2-7
4 D-4
2 2:10-12
1 1:13-14
2 2:12-14
1 2:4-5
1 4:2-3
6 --
2 4:3-5
