[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 86"]
[Puzzle "best move"]
[Solutions "3 2:11-14"]
[Roll "3"]
[Margin "11"]
[Rating "1490"]

4 D-4
5 D-5
1 1:4-5
1 D-1
2 1:5-7
1 D-1
3 1:7-10
5 3:1-6
6 --
5 3:6-11
1 1:10-11
5 2:1-6
4 D-4
5 2:6-11
3 2:4-7
