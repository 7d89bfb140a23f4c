[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 178"]
[Puzzle "best move"]
[Solutions "5 2:5-10"]
[Roll "5"]
[Margin "25"]
[Rating "1494"]

3 D-3
3 D-3
2 1:3-5
3 1:3-6
3 D-3
6 --
4 D-4
4 1:6-10
6 --
2 D-2
5 1:5-10
4 D-4
3 1:10-13
3 D-3
1 1:13-14
2 D-2
2 2:3-5
3 2:2-5
4 1:14<10
