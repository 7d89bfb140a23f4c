[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 64"]
[Puzzle "best move"]
[Solutions "2 4:7-9"]
[Roll "2"]
[Margin "19"]
[Rating "1512"]

3 D-3
3 D-3
2 D-2
3 D-3
1 2:2-3
3 1:3-6
1 1:3-4
1 1:6-7
2 D-2
2 D-2
6 --
5 D-5
5 3:2-7
5 3:2-7
4 2:3-7
1 D-1
1 2:7-8
2 4:5-7
1 2:8-9
