[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 101"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "18"]
[Rating "1466"]

3 D-3
3 D-3
5 1:3-8
4 1:3-7
3 D-3
5 D-5
1 2:3-4
6 --
1 2:4-5
1 1:7-8
5 2:5-10
1 1:8-9
6 --
1 1:9-10
5 D-5
1 1:10-11
5 3:5-10
2 1:11-13
3 3:10-13
4 D-4
3 D-3
1 1:13-14
6 --
5 D-5
5 D-5
2 3:4-6
6 --
5 D-5
2 4:3-5
5 D-5
4 D-4
3 6:5-8
5 D-5
4 6:8-12
6 --
