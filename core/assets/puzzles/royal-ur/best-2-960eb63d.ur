[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 200"]
[Puzzle "best move"]
[Solutions "2 1:9>11"]
[Roll "2"]
[Margin "19"]
[Rating "1458"]

3 D-3
5 D-5
2 1:3-5
5 D-5
5 D-5
1 D-1
4 2:5-9
6 --
3 1:5-8
4 D-4
1 2:9-10
6 --
1 2:10-11
5 4:4-9
1 1:8-9
3 D-3
5 1:9-14
5 5:3-8
5 1:14<9
3 5:8-11
