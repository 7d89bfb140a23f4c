[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 201"]
[Puzzle "best move"]
[Solutions "1 1:11-12"]
[Roll "1"]
[Margin "23"]
[Rating "1343"]

4 D-4
2 D-2
6 --
6 --
5 D-5
4 1:2-6
6 --
5 D-5
4 1:4-8
5 2:5-10
3 1:8-11
4 2:10-14
5 D-5
6 --
3 1:11-14
1 1:6-7
1 3:5-6
4 1:7-11
3 1:14<11
3 2:14<11
2 3:6-8
1 2:11>12
4 3:8-12
