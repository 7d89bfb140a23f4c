[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 147"]
[Puzzle "best move"]
[Solutions "4 2:7-11"]
[Roll "4"]
[Margin "12"]
[Rating "1539"]

3 D-3
5 D-5
1 D-1
5 D-5
1 D-1
1 D-1
6 --
1 D-1
2 1:3-5
5 D-5
6 --
4 5:5-9
2 2:1-3
4 4:1-5
4 3:1-5
6 --
6 --
5 D-5
4 D-4
3 6:5-8
5 D-5
4 3:1-5
2 2:3-5
1 5:9-10
6 --
4 5:10-14
2 2:5-7
5 D-5
4 4:4-8
1 7:5-6
6 --
4 4:5-9
3 4:8-11
5 7:6-11
