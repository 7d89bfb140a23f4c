[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 154"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "13"]
[Rating "1526"]

4 D-4
1 D-1
2 D-2
4 D-4
2 1:4-6
2 2:4-6
6 --
6 --
5 D-5
1 2:6-7
6 --
1 2:7-8
6 --
5 D-5
5 D-5
3 2:8-11
2 4:5-7
6 --
3 4:7-10
2 2:11-13
1 4:10-11
4 1:1-5
4 2:2-6
1 1:5-6
1 4:11-12
1 2:13-14
6 --
6 --
2 4:12-14
3 1:6-9
1 D-1
3 1:9-12
4 5:1-5
4 D-4
5 D-5
