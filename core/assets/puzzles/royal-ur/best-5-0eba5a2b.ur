[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 131"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1553"]

1 D-1
3 D-3
3 D-3
4 D-4
5 D-5
4 1:3-7
2 3:5-7
1 2:4-5
5 D-5
3 D-3
3 3:7-10
3 3:3-6
5 1:1-6
6 --
2 1:6-8
2 D-2
5 1:8-13
1 D-1
4 3:10-14
3 4:2-5
4 2:3-7
3 4:5-8
1 2:7-8
6 --
2 2:8-10
2 D-2
4 2:10-14
2 6:2-4
2 4:8-10
4 6:4-8
5 D-5
5 D-5
