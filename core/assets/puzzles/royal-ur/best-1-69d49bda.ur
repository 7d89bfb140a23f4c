[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 50"]
[Puzzle "best move"]
[Solutions "1 1:12<11"]
[Roll "1"]
[Margin "22"]
[Rating "1530"]

4 D-4
4 D-4
5 D-5
4 D-4
2 1:4-6
4 1:4-8
1 2:5-6
1 2:4-5
3 1:6-9
5 2:5-10
4 2:6-10
5 1:8-13
6 --
5 D-5
2 2:10-12
5 D-5
1 2:12-13
3 4:5-8
4 D-4
5 3:5-10
6 --
5 4:8-13
4 1:9-13
2 D-2
3 D-3
5 D-5
6 --
6 --
6 --
2 D-2
5 D-5
2 3:10-12
4 5:5-9
1 1:13-14
1 2:13-14
4 5:2-6
2 2:14<12
2 1:14<12
5 5:9-14
4 1:12>12
6 --
1 4:13-14
4 5:14<10
5 5:6-11
1 5:10>11
