[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 203"]
[Puzzle "best move"]
[Solutions "2 2:6-8"]
[Roll "2"]
[Margin "11"]
[Rating "1486"]

5 D-5
3 D-3
5 1:5-10
1 1:3-4
2 D-2
3 1:4-7
6 --
6 --
2 1:10-12
5 1:7-12
6 --
5 D-5
3 2:2-5
3 D-3
1 2:5-6
6 --
6 --
5 3:3-8
