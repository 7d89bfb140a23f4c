[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 107"]
[Puzzle "best move"]
[Solutions "4 2:10-14"]
[Roll "4"]
[Margin "11"]
[Rating "1733"]

3 D-3
2 D-2
6 --
3 D-3
1 D-1
3 2:3-6
4 D-4
3 1:2-5
6 --
5 1:5-10
4 D-4
4 1:10-14
5 2:1-6
3 D-3
4 2:6-10
5 D-5
5 D-5
6 --
2 5:5-7
1 D-1
