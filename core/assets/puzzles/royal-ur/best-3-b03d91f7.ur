[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 72"]
[Puzzle "best move"]
[Solutions "3 3:5-8"]
[Roll "3"]
[Margin "35"]
[Rating "1264"]

3 D-3
2 D-2
6 --
1 D-1
4 D-4
6 --
5 2:4-9
4 2:1-5
3 2:9-12
5 2:5-10
1 D-1
5 1:2-7
3 D-3
6 --
2 4:3-5
6 --
5 4:5-10
1 D-1
2 4:10-12
1 3:1-2
2 4:12-14
3 3:2-5
1 1:3-4
2 1:7-9
4 3:1-5
5 D-5
1 1:4-5
1 D-1
6 --
6 --
6 --
3 1:9-12
6 --
4 5:1-5
3 4:14<11
3 5:5-8
4 4:11>13
3 4:5-8
6 --
3 4:8-11
1 4:13<12
3 4:11-14
4 4:12<8
