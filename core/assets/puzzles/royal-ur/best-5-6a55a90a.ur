[Game "Royal Ur"]
[Player1 "ai:easy"]
[Player2 "ai:beginner"]
[First "1"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 159"]
[Puzzle "best move"]
[Solutions "5 4:3-8"]
[Roll "5"]
[Margin "12"]
[Rating "1595"]

4 D-4
1 D-1
1 1:4-5
4 1:1-5
2 D-2
3 1:5-8
1 D-1
1 D-1
3 D-3
4 D-4
6 --
1 D-1
