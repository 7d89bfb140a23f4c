[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:easy"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 199"]
[Puzzle "best move"]
[Solutions "3 5:5-8"]
[Roll "3"]
[Margin "15"]
[Rating "1498"]

2 D-2
1 D-1
4 1:2-6
6 --
2 D-2
3 D-3
1 1:6-7
2 2:3-5
2 1:7-9
1 2:5-6
6 --
3 2:6-9
6 --
6 --
1 2:2-3
1 D-1
1 D-1
6 --
3 2:3-6
5 3:1-6
6 --
2 3:6-8
1 D-1
4 1:1-5
1 3:1-2
1 1:5-6
4 3:2-6
4 D-4
5 3:6-11
5 2:9-14
1 3:11-12
3 4:4-7
5 D-5
3 4:7-10
