[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 190"]
[Puzzle "best move"]
[Solutions "5 1:9-14"]
[Roll "5"]
[Margin "10"]
[Rating "1499"]

3 D-3
6 --
1 D-1
4 D-4
6 --
3 1:4-7
1 2:1-2
2 1:7-9
6 --
2 D-2
2 1:3-5
2 1:9-11
1 1:5-6
2 1:11-13
4 2:2-6
3 D-3
4 2:6-10
6 --
3 1:6-9
4 2:2-6
