[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 61"]
[Puzzle "best move"]
[Solutions "1 3:7-8"]
[Roll "1"]
[Margin "21"]
[Rating "1372"]

1 D-1
2 D-2
1 D-1
2 1:2-4
5 1:1-6
5 D-5
1 D-1
4 1:4-8
4 2:1-5
5 D-5
3 1:6-9
2 3:5-7
4 3:1-5
6 --
3 3:5-8
