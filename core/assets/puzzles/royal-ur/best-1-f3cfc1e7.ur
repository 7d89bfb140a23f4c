[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 110"]
[Puzzle "best move"]
[Solutions "1 5:11-12"]
[Roll "1"]
[Margin "16"]
[Rating "1544"]

3 D-3
5 D-5
2 1:3-5
2 D-2
1 1:5-6
6 --
2 1:6-8
6 --
5 1:8-13
1 2:2-3
6 --
5 2:3-8
3 D-3
3 2:8-11
2 D-2
6 --
3 2:3-6
5 D-5
5 2:6-11
3 D-3
4 D-4
5 4:3-8
1 4:4-5
6 --
5 4:5-10
3 4:8-11
4 4:10-14
6 --
2 D-2
1 4:11-12
1 1:13-14
4 D-4
5 D-5
6 --
4 5:2-6
5 D-5
4 D-4
5 6:5-10
2 1:14<12
6 --
6 --
2 6:10-12
5 5:6-11
6 --
