[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:easy"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 120"]
[Puzzle "best move"]
[Solutions "3 4:5-8"]
[Roll "3"]
[Margin "15"]
[Rating "1445"]

2 D-2
2 D-2
4 1:2-6
5 1:2-7
6 --
4 D-4
4 D-4
4 D-4
5 2:4-9
5 3:4-9
2 1:6-8
6 --
6 --
1 1:7-8
2 D-2
3 3:9-12
5 3:2-7
3 2:4-7
5 D-5
3 2:7-10
