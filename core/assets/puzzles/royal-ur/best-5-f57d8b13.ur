[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 47"]
[Puzzle "best move"]
[Solutions "5 D-5"]
[Roll "5"]
[Margin "11"]
[Rating "1486"]

4 D-4
3 D-3
4 1:4-8
1 D-1
2 1:8-10
4 D-4
2 1:10-12
4 2:1-5
3 D-3
5 3:4-9
4 D-4
3 3:9-12
3 D-3
6 --
3 2:3-6
1 2:5-6
4 3:4-8
3 2:6-9
2 D-2
3 2:9-12
5 3:8-13
3 1:3-6
2 4:3-5
1 3:12-13
1 4:5-6
3 D-3
5 D-5
