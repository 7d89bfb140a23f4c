[Game "Royal Ur"]
[Player1 "ai:strong"]
[Player2 "ai:strong"]
[First "2"]
[Result "*"]
[Source "unlur puzzles generate --game ur --seed 56, game 29"]
[Puzzle "best move"]
[Solutions "4 4:5-9"]
[Roll "4"]
[Margin "19"]
[Rating "1388"]

4 D-4
5 D-5
3 1:4-7
6 --
2 1:7-9
6 --
1 1:9-10
2 1:5-7
1 D-1
1 1:7-8
3 2:1-4
3 1:8-11
3 1:10-13
2 D-2
3 D-3
5 D-5
6 --
4 3:5-9
3 D-3
4 2:2-6
5 2:4-9
6 --
3 3:3-6
5 D-5
4 3:6-10
