use super::*;
use crate::ai::unlur::tests::random_play_position;
use crate::rules::unlur::{Board, Colour, Player};

/// Whether the side to move of `game` wins within `n` own moves, by trying every move
/// through the rules themselves (slow, and independent of the solver).
fn brute_wins(game: &Game, n: u8) -> bool {
    let me = game.to_move();
    game.legal_moves().into_iter().any(|mv| {
        let mut g = game.clone();
        let played = g.play(mv).unwrap();
        match played.outcome {
            Some(o) => o.winner == me,
            None => n > 1 && brute_all_replies_lose(&g, n - 1),
        }
    })
}

fn brute_all_replies_lose(game: &Game, n: u8) -> bool {
    let them = game.to_move();
    game.legal_moves().into_iter().all(|mv| {
        let mut g = game.clone();
        let played = g.play(mv).unwrap();
        match played.outcome {
            Some(o) => o.winner != them,
            None => brute_wins(&g, n),
        }
    })
}

/// Whether every move of the side to move lets the opponent win within `n`.
fn brute_loses(game: &Game, n: u8) -> bool {
    let me = game.to_move();
    game.legal_moves().into_iter().all(|mv| {
        let mut g = game.clone();
        let played = g.play(mv).unwrap();
        match played.outcome {
            Some(o) => o.winner != me,
            None => brute_wins(&g, n),
        }
    })
}

fn solver_wins(solver: &mut Solver, game: &Game, n: u8) -> bool {
    matches!(solver.solve(game, Limits::depth(n)), Proof::Wins { moves, .. } if moves <= n)
}

/// The solver agrees with brute force on wins within 1 and 2 own moves (side 4) and 3
/// (side 3), over random positions of every stage of the game.
#[test]
fn the_solver_agrees_with_brute_force() {
    let mut rng = Rng64::new(55);
    let mut checked = [0usize; 4];
    let mut won = [0usize; 4];
    for (side, depths, tries) in [(3, 3u8, 120), (4, 2u8, 160)] {
        for _ in 0..tries {
            let contract = rng.below(6);
            let stones = rng.below(side * side * 2);
            let game = random_play_position(side, contract, stones, &mut rng);
            if game.phase() != Phase::Play {
                continue;
            }
            let mut solver = Solver::for_game(&game);
            for n in 1..=depths {
                let brute = brute_wins(&game, n);
                assert_eq!(
                    solver_wins(&mut solver, &game, n),
                    brute,
                    "wins within {n}, side {side}: {:?}",
                    game.history()
                );
                checked[n as usize] += 1;
                won[n as usize] += brute as usize;
            }
        }
    }
    // Both answers were met at every depth (a test that only ever saw "no" would pass
    // a solver that always says no).
    for n in 1..=3 {
        assert!(
            won[n] > 5 && won[n] < checked[n],
            "depth {n}: {won:?} of {checked:?}"
        );
    }
}

/// Every first move the solver gives wins by force, and every other does not; a proven
/// loss is one whatever the side to move does.
#[test]
fn the_winning_moves_and_the_losses_are_exact() {
    let mut rng = Rng64::new(56);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..400 {
        let contract = rng.below(5);
        let stones = rng.below(26);
        let game = random_play_position(4, contract, stones, &mut rng);
        if game.phase() != Phase::Play {
            continue;
        }
        let mut solver = Solver::for_game(&game);
        match solver.solve(&game, Limits::depth(2)) {
            Proof::Wins { moves, first } => {
                wins += 1;
                for mv in game.legal_moves() {
                    let mut g = game.clone();
                    let played = g.play(mv).unwrap();
                    let wins_by_it = match played.outcome {
                        Some(o) => o.winner == game.to_move(),
                        None => moves > 1 && brute_all_replies_lose(&g, moves - 1),
                    };
                    assert_eq!(
                        first.contains(&mv),
                        wins_by_it,
                        "{mv:?} in {:?}",
                        game.history()
                    );
                }
            }
            Proof::Loses { moves, defence } => {
                losses += 1;
                assert!(brute_loses(&game, moves.max(1)), "{:?}", game.history());
                if moves > 1 {
                    // The defence holds out: the opponent needs all of `moves`.
                    let mut g = game.clone();
                    g.play(defence.unwrap()).unwrap();
                    assert!(!brute_wins(&g, moves - 1), "{:?}", game.history());
                }
            }
            Proof::Unknown => {
                assert!(!brute_wins(&game, 2) && !brute_loses(&game, 2));
            }
        }
    }
    assert!(wins > 10 && losses > 5, "{wins} wins, {losses} losses");
}

/// Hand-built: White's Line up the middle of the board, one stone from done, wins in
/// 1 on that stone; with two such gaps, Black to move loses in 2 whatever it does.
#[test]
fn hand_built_positions() {
    let board = Board::new(4).unwrap();
    // The column up the middle, from the S side (row a) to the N side (row g): from
    // each cell, the neighbour in the next row nearest the centre line.
    let mut column = vec![board.cell_at(0, 1).unwrap()];
    while board.coords(*column.last().unwrap()).0 + 1 < board.rows() {
        let here = *column.last().unwrap();
        let row = board.coords(here).0 + 1;
        let up = board
            .neighbours(here)
            .filter(|&c| board.coords(c).0 == row)
            .min_by(|&a, &b| board.centre(a).0.abs().total_cmp(&board.centre(b).0.abs()))
            .unwrap();
        column.push(up);
    }
    assert_eq!(column.len(), 7);
    // Black's stones in the east, none of them a goal.
    let east: Vec<Cell> = board
        .cells()
        .filter(|&c| !column.contains(&c) && board.centre(c).0 > 1.0)
        .collect();
    let build = |gaps: &[usize]| {
        let mut game = Game::new(board.clone(), Player::One);
        game.play(Move::Pass).unwrap();
        let white: Vec<Cell> = (0..7)
            .filter(|i| !gaps.contains(i))
            .map(|i| column[i])
            .collect();
        for (w, b) in white.iter().zip(east.iter()) {
            assert!(game.play(Move::Place(*w)).unwrap().outcome.is_none());
            assert!(game.play(Move::Place(*b)).unwrap().outcome.is_none());
        }
        game
    };
    // One gap, White to move: the gap wins at once.
    let game = build(&[3]);
    assert_eq!(game.colour_of(game.to_move()), Some(Colour::White));
    let mut solver = Solver::for_game(&game);
    match solver.solve(&game, Limits::depth(3)) {
        Proof::Wins { moves: 1, first } => {
            assert!(first.contains(&Move::Place(column[3])), "{first:?}");
            // Each one given wins at once (a cell beside the gap can bridge it too).
            for mv in first {
                let outcome = game.clone().play(mv).unwrap().outcome;
                assert_eq!(outcome.map(|o| o.winner), Some(game.to_move()), "{mv:?}");
            }
        }
        other => panic!("{other:?}"),
    }
    // Two gaps, Black to move: Black blocks one, White takes the other.
    let mut game = build(&[2, 5]);
    let black = east[game.history().len() / 2];
    game.play(Move::Place(black)).unwrap();
    assert_eq!(game.colour_of(game.to_move()), Some(Colour::Black));
    let mut solver = Solver::for_game(&game);
    // Each gap has two cells that close it: Black cannot stop both gaps.
    match solver.solve(&game, Limits::depth(3)) {
        Proof::Loses { moves: 2, defence } => {
            assert!(defence.is_some());
            assert!(brute_loses(&game, 2) && !brute_loses(&game, 1));
        }
        other => panic!("{other:?}"),
    }
}

/// A deadline stops the search: the answer is then "unknown", never a wrong proof.
#[test]
fn a_deadline_gives_up_cleanly() {
    let board = Board::new(8).unwrap();
    let mut game = Game::new(board, Player::One);
    game.play(Move::Pass).unwrap();
    let mut solver = Solver::for_game(&game);
    let limits = Limits {
        depth: 4,
        deadline: Some(Instant::now()),
        ..Limits::default()
    };
    assert_eq!(solver.solve(&game, limits), Proof::Unknown);
}
