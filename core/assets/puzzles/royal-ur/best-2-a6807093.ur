[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 15"]
[Puzzle "best move"]
[Solutions "2 5:5-7"]
[Roll "2"]
[Margin "22"]
[Rating "1354"]

2 D-2
1 D-1
1 D-1
6 --
2 1:2-4
3 D-3
1 2:1-2
6 --
5 D-5
6 --
5 D-5
5 D-5
5 D-5
5 D-5
3 2:2-5
5 D-5
4 D-4
3 5:5-8
1 6:4-5
4 1:1-5
2 D-2
4 1:5-9
3 7:2-5
6 --
2 7:5-7
4 2:3-7
