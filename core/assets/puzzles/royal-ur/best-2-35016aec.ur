[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 155"]
[Puzzle "best move"]
[Solutions "2 1:12-14"]
[Roll "2"]
[Margin "15"]
[Rating "1502"]

5 D-5
2 D-2
3 D-3
6 --
1 D-1
6 --
3 2:3-6
1 D-1
2 1:5-7
5 1:2-7
6 --
1 1:7-8
4 2:6-10
6 --
6 --
4 1:8-12
5 D-5
6 --
5 4:5-10
