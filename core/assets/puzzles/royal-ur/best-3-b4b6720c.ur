[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 108"]
[Puzzle "best move"]
[Solutions "3 1:5-8"]
[Roll "3"]
[Margin "17"]
[Rating "1539"]

4 D-4
5 D-5
6 --
4 D-4
5 D-5
5 D-5
1 1:4-5
3 D-3
4 1:5-9
5 D-5
2 1:9-11
3 5:5-8
2 1:11-13
6 --
3 D-3
6 --
5 3:3-8
