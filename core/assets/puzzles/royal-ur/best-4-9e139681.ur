[Game "Royal Ur"]
[Player1 "ai:beginner"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 70"]
[Puzzle "best move"]
[Solutions "4 2:7-11"]
[Roll "4"]
[Margin "15"]
[Rating "1441"]

6 --
1 D-1
5 D-5
4 1:1-5
6 --
4 D-4
4 D-4
1 1:5-6
1 D-1
4 D-4
6 --
5 3:4-9
2 2:4-6
3 3:9-12
3 2:6-9
3 2:4-7
2 2:9-11
