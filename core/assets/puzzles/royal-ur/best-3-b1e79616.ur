[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 204"]
[Puzzle "best move"]
[Solutions "3 1:14<11"]
[Roll "3"]
[Margin "24"]
[Rating "1330"]

5 D-5
3 D-3
1 1:5-6
1 1:3-4
1 1:6-7
3 1:4-7
2 D-2
3 1:7-10
1 D-1
1 1:10-11
4 D-4
2 1:11-13
4 3:1-5
1 1:13-14
1 2:2-3
2 D-2
6 --
5 D-5
1 4:4-5
4 2:2-6
6 --
1 2:6-7
1 4:5-6
4 2:7-11
5 4:6-11
