//! Goals and the end of the game: Lines, Ys, corners, resignation, undo and full boards.

use super::*;

#[test]
fn a_line_wins_for_white() {
    // White: a2 b2 c3 d2 e2 (S to N); Black plays elsewhere.
    let mut g = after_pass(3, &["a2", "a1", "b2", "a3", "c3", "b1"]);
    assert_eq!(g.phase(), Phase::Play);
    let p = play(&mut g, "d2").unwrap();
    assert_eq!(p.outcome, None);
    play(&mut g, "c1").unwrap();
    let p = play(&mut g, "e2").unwrap();
    let o = p.outcome.unwrap();
    assert_eq!((o.winner, o.colour), (Player::Two, Colour::White));
    assert_eq!(o.reason, WinReason::OwnGoal(Goal::Line));
    assert_eq!(g.phase(), Phase::Over);
    let names: Vec<_> = g
        .winning_group()
        .iter()
        .map(|&c| g.board().name(c).to_string())
        .collect();
    assert_eq!(names, ["a2", "b2", "c3", "d2", "e2"]);
    assert_eq!(g.winning_sides(), vec![Side::N, Side::S]);
    // Traced from the first side (N) to the other, cell after cell.
    let path: Vec<_> = g
        .winning_path()
        .iter()
        .map(|&c| g.board().name(c).to_string())
        .collect();
    assert_eq!(path, ["e2", "d2", "c3", "b2", "a2"]);
    assert_eq!(
        g.play(Move::Place(cell(&g, "e3"))),
        Err(RuleError::GameOver)
    );
}

#[test]
fn a_y_wins_for_black() {
    // Black (P1, the passer): e2 d2 c2 b1 c3 b3 b4 touches N, SW, SE.
    let mut g = after_pass(
        3,
        &[
            "a1", "e2", "a2", "d2", "e1", "c2", "e3", "b1", "c5", "c3", "d4",
        ],
    );
    assert_eq!(g.outcome(), None);
    let p = play(&mut g, "b3").unwrap();
    assert_eq!(p.outcome, None, "N, SW and no SE yet");
    play(&mut g, "c1").unwrap();
    let p = play(&mut g, "b4").unwrap();
    let o = p.outcome.unwrap();
    assert_eq!(
        (o.winner, o.colour, o.reason),
        (Player::One, Colour::Black, WinReason::OwnGoal(Goal::Y))
    );
    assert_eq!(g.winning_sides(), vec![Side::N, Side::SE, Side::SW]);
    a_path_that_traces_the_goal(&g);
}

/// A winning path starts on the goal's first side, grows one neighbour at a time
/// through the winning group, each cell once, and reaches every side of the goal.
fn a_path_that_traces_the_goal(g: &Game) {
    let path = g.winning_path();
    let sides = g.winning_sides();
    let group = g.winning_group();
    if sides.is_empty() {
        assert!(path.is_empty());
        return;
    }
    let board = g.board();
    assert!(board.sides_of(path[0]).contains(sides[0]), "{path:?}");
    for (i, c) in path.iter().enumerate() {
        assert!(group.contains(c), "{c:?} is not in the group");
        assert!(!path[..i].contains(c), "{c:?} twice");
        if i > 0 {
            assert!(
                path[..i]
                    .iter()
                    .any(|p| board.neighbours(*p).any(|n| n == *c)),
                "{c:?} lit apart from the path before it"
            );
        }
    }
    for side in sides {
        assert!(
            path.iter().any(|c| board.sides_of(*c).contains(side)),
            "{side:?}"
        );
    }
    assert!(path.len() <= group.len());
}

#[test]
fn making_only_the_opponents_goal_loses() {
    // Black (the mover) makes a Line (S to N) and no Y: Black loses, White wins.
    let mut g = after_pass(3, &["a1", "a2", "a3", "b2", "b1", "c3", "c1", "d2", "d1"]);
    let p = play(&mut g, "e2").unwrap();
    let o = p.outcome.unwrap();
    assert_eq!(o.winner, Player::Two);
    assert_eq!(o.colour, Colour::White);
    assert_eq!(o.reason, WinReason::OpponentMadeGoal(Goal::Line));
    assert_eq!(o.last_stone, Some(cell(&g, "e2")));
    assert_eq!(
        g.winning_group().len(),
        5,
        "the Line the loser made is what is shown"
    );

    // White (the mover) makes a Y and no Line: White loses, Black wins.
    let mut g = after_pass(
        3,
        &[
            "e2", "a1", "d2", "a2", "c2", "a3", "b1", "e1", "c3", "e3", "b3", "c5",
        ],
    );
    let p = play(&mut g, "b4").unwrap();
    let o = p.outcome.unwrap();
    assert_eq!((o.winner, o.colour), (Player::One, Colour::Black));
    assert_eq!(o.reason, WinReason::OpponentMadeGoal(Goal::Y));
}

#[test]
fn making_both_goals_at_once_wins_for_the_mover() {
    // White's last stone e2 joins a1 a2 a3 b2 c3 d2: S, SW, SE and N: a Line and a Y.
    let mut g = after_pass(
        3,
        &[
            "a1", "e1", "a2", "e3", "a3", "c1", "b2", "c5", "c3", "b1", "d2", "b4",
        ],
    );
    let p = play(&mut g, "e2").unwrap();
    let o = p.outcome.unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Player::Two, WinReason::OwnGoal(Goal::Line))
    );
    let sides = g.group_sides(cell(&g, "e2"));
    assert!(sides.is_line() && sides.is_y());

    // The same shape made by Black's last stone wins for Black with its Y.
    let mut g = after_pass(
        3,
        &[
            "e1", "a1", "e3", "a2", "c1", "a3", "c5", "b2", "b1", "c3", "b4", "d2", "d1",
        ],
    );
    let p = play(&mut g, "e2").unwrap();
    let o = p.outcome.unwrap();
    assert_eq!(
        (o.winner, o.colour, o.reason),
        (Player::One, Colour::Black, WinReason::OwnGoal(Goal::Y))
    );
}

#[test]
fn a_corner_counts_for_both_of_its_sides_in_a_larger_group() {
    // c5 is the corner of SE and NE. With b1 (SW) it makes a NE–SW Line.
    let mut g = after_pass(3, &["c5", "a1", "c4", "a2", "c3", "a3", "c2"]);
    assert_eq!(g.outcome(), None);
    play(&mut g, "e1").unwrap();
    let o = play(&mut g, "b1").unwrap().outcome.unwrap();
    assert_eq!(o.reason, WinReason::OwnGoal(Goal::Line));
    assert_eq!(g.winning_sides(), vec![Side::NE, Side::SW]);
    // With d1 (NW) instead, the same corner gives the NW–SE Line.
    let mut g = after_pass(3, &["c5", "a1", "c4", "a2", "c3", "a3", "c2"]);
    play(&mut g, "e1").unwrap();
    let o = play(&mut g, "d1").unwrap().outcome.unwrap();
    assert_eq!(o.reason, WinReason::OwnGoal(Goal::Line));
    assert_eq!(g.winning_sides(), vec![Side::NW, Side::SE]);
}

#[test]
fn a_single_corner_stone_is_never_a_goal() {
    let mut g = after_pass(3, &[]);
    for corner in ["a1", "c5"] {
        let p = play(&mut g, corner).unwrap();
        assert_eq!(p.outcome, None);
    }
}

#[test]
fn resignation_only_after_the_contract() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    assert_eq!(g.play(Move::Resign), Err(RuleError::ResignDuringContract));
    g.play(Move::Pass).unwrap();
    let o = g.play(Move::Resign).unwrap().outcome.unwrap();
    // White (P2) resigned: Black (P1) wins.
    assert_eq!(
        (o.winner, o.colour, o.reason),
        (Player::One, Colour::Black, WinReason::Resignation)
    );
    assert!(g.winning_group().is_empty());
}

#[test]
fn undo_takes_back_moves_passes_included() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    assert_eq!(g.undo(), None);
    play(&mut g, "d4").unwrap();
    play(&mut g, "pass").unwrap();
    play(&mut g, "a1").unwrap();
    assert_eq!(g.undo(), Some(Move::Place(cell(&g, "a1"))));
    assert_eq!(g.stone(cell(&g, "a1")), None);
    assert_eq!(g.undo(), Some(Move::Pass));
    assert_eq!(
        (g.phase(), g.black_player(), g.to_move()),
        (Phase::Contract, None, Player::Two)
    );
    // After an undo of a winning move the game goes on.
    let mut g = after_pass(3, &["a2", "a1", "b2", "a3", "c3", "b1", "d2", "c1", "e2"]);
    assert_eq!(g.phase(), Phase::Over);
    g.undo();
    assert_eq!((g.phase(), g.outcome()), (Phase::Play, None));
    assert!(g.is_legal(Move::Place(cell(&g, "e2"))));
}

/// Flood-fills the sides touched by every group of a filled board, from scratch.
fn filled_board_has_a_goal(board: &Board, stones: &[Colour]) -> bool {
    let mut seen = vec![false; stones.len()];
    for start in board.cells() {
        if seen[start.index()] {
            continue;
        }
        let mut mask = SideMask::EMPTY;
        let mut stack = vec![start];
        seen[start.index()] = true;
        while let Some(c) = stack.pop() {
            mask = mask.union(board.sides_of(c));
            for n in board.neighbours(c) {
                if !seen[n.index()] && stones[n.index()] == stones[start.index()] {
                    seen[n.index()] = true;
                    stack.push(n);
                }
            }
        }
        if mask.is_line() || mask.is_y() {
            return true;
        }
    }
    false
}

#[test]
fn every_filled_board_contains_a_line_or_a_y() {
    let mut rng = StdRng::seed_from_u64(7);
    for side in [3, 4, 6, 8] {
        let board = Board::new(side).unwrap();
        for _ in 0..500 {
            let stones: Vec<Colour> = board
                .cells()
                .map(|_| {
                    if rng.random_bool(0.5) {
                        Colour::Black
                    } else {
                        Colour::White
                    }
                })
                .collect();
            assert!(filled_board_has_a_goal(&board, &stones), "side {side}");
        }
    }
}

#[test]
fn random_games_end_with_one_winner_before_the_board_is_full() {
    let mut rng = StdRng::seed_from_u64(11);
    for side in [3, 4, 5, 6, 8] {
        for _ in 0..100 {
            let mut g = Game::with_side(side, Player::One).unwrap();
            let mut guard = 0;
            while g.phase() != Phase::Over {
                let moves = g.legal_moves();
                assert!(
                    !moves.is_empty(),
                    "a game in progress always has a legal move"
                );
                // Pass with some chance in the contract, so contracts of all lengths occur.
                let mv = if g.phase() == Phase::Contract && rng.random_bool(0.15) {
                    Move::Pass
                } else {
                    moves[rng.random_range(0..moves.len())]
                };
                g.play(mv).unwrap();
                guard += 1;
                assert!(guard <= g.board().cell_count() + 1);
            }
            let o = g.outcome().unwrap();
            assert_eq!(g.colour_of(o.winner), Some(o.colour));
            assert!(!g.winning_group().is_empty());
            a_path_that_traces_the_goal(&g);
        }
    }
}
