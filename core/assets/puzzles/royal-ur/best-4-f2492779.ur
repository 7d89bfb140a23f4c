[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 127"]
[Puzzle "best move"]
[Solutions "4 4:6-10"]
[Roll "4"]
[Margin "13"]
[Rating "1522"]

2 D-2
3 D-3
3 D-3
1 1:3-4
1 D-1
6 --
5 2:3-8
6 --
5 1:2-7
2 1:4-6
1 D-1
5 1:6-11
5 3:1-6
5 D-5
5 3:6-11
5 2:5-10
5 2:8-13
6 --
6 --
2 D-2
5 4:1-6
2 3:2-4
