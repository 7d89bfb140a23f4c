[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 116"]
[Puzzle "best move"]
[Solutions "5 3:9-14"]
[Roll "5"]
[Margin "11"]
[Rating "1543"]

6 --
3 D-3
5 D-5
1 1:3-4
2 1:5-7
1 D-1
5 1:7-12
1 D-1
1 1:12-13
2 3:1-3
3 D-3
6 --
3 2:3-6
4 2:1-5
2 2:6-8
5 3:3-8
1 1:13-14
1 3:8-9
2 D-2
4 D-4
1 3:2-3
4 1:4-8
4 1:14<10
4 4:4-8
2 1:10<8
