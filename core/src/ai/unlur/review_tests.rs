use std::time::Duration;

use super::*;
use crate::ai::Level;
use crate::ai::review::Rating;
use crate::ai::unlur::Tables;
use crate::ai::unlur::chance::SAMPLE_PLAYOUTS;
use crate::ai::unlur::levels::config;
use crate::ai::unlur::player::AiPlayer;
use crate::ai::unlur::player::RandomPlayer;
use crate::ai::unlur::solver::{Limits, Proof, Solver};
use crate::rules::Player;
use crate::rules::unlur::Move;

/// The stones that win at once for the player to move.
fn winning(g: &Game) -> Vec<Move> {
    let mover = g.to_move();
    g.legal_moves()
        .into_iter()
        .filter(|&mv| {
            let mut after = g.clone();
            after.play(mv).is_ok() && after.outcome().is_some_and(|o| o.winner == mover)
        })
        .collect()
}

/// A position of a random game on a small board where the player to move can win at
/// once and the opponent could too: the game so far, the winning stone, and a stone
/// that does neither (after which the opponent wins at once).
fn race() -> (Game, Move, Move) {
    in_random_games("a race", |g| {
        let win = *winning(g).first()?;
        let miss = g.legal_moves().into_iter().find(|&mv| {
            let mut after = g.clone();
            after.play(mv).is_ok() && after.outcome().is_none() && !winning(&after).is_empty()
        })?;
        Some((g.clone(), win, miss))
    })
}

/// The first position of seeded random games on side 4, after the contract, where
/// `found` finds something (`what`, for the panic when none does).
fn in_random_games<T>(what: &str, found: impl Fn(&Game) -> Option<T>) -> T {
    for seed in 0..500 {
        let mut random = RandomPlayer::new(seed);
        let Some(mut g) = Game::with_side(4, Player::One) else {
            continue;
        };
        while g.outcome().is_none() {
            if g.phase() == Phase::Play
                && let Some(t) = found(&g)
            {
                return t;
            }
            let Some(mv) = random.choose(&g) else { break };
            if g.play(mv).is_err() {
                break;
            }
        }
    }
    panic!("no {what} in 500 random games");
}

/// A position of a random game on a small board where a stone would complete only
/// the opponent's goal (and lose at once) while another stone keeps the game going:
/// the game so far, the losing stone and the other.
fn self_defeat() -> (Game, Move, Move) {
    in_random_games("stone completing only the opponent's goal", |g| {
        let mover = g.to_move();
        let ends = |mv: Move| {
            let mut after = g.clone();
            after.play(mv).ok()?;
            Some(after.outcome().map(|o| o.winner))
        };
        let moves = g.legal_moves();
        let losing = moves
            .iter()
            .copied()
            .find(|&mv| mv != Move::Resign && ends(mv) == Some(Some(mover.other())))?;
        let quiet = moves
            .iter()
            .copied()
            .find(|&mv| matches!(mv, Move::Place(_)) && ends(mv) == Some(None))?;
        Some((g.clone(), losing, quiet))
    })
}

/// A quick review's budget: 40 ms a position on 2 threads, seeded by `seed`.
pub(super) fn quick(seed: u64) -> Work {
    Work {
        time: Duration::from_millis(40),
        threads: 2,
        seed,
        ..Work::default_for(crate::rules::GameId::Unlur)
    }
}

/// The stone that completes only the opponent's goal is a blunder (the review's
/// better move another), the quiet one is not.
#[test]
fn completing_only_the_opponents_goal_is_a_blunder() {
    let (g, losing, quiet) = self_defeat();
    let k = g.history().len();
    let rated = |mv: Move| {
        let mut played = g.clone();
        played.play(mv).unwrap();
        review(&played, &quick(5)).unwrap().moves[k].clone()
    };
    let lost = rated(losing);
    assert_eq!(lost.rating, Rating::Blunder, "{lost:?}");
    assert_eq!(lost.after, 0.0, "{lost:?}");
    assert_ne!(lost.best, lost.played);
    let kept = rated(quiet);
    assert!(kept.lost < lost.lost, "{kept:?} against {lost:?}");
}

/// Missing a win at once while the opponent threatens one is a blunder; the stone
/// that wins is best.
#[test]
fn missing_an_immediate_win_is_a_blunder_and_the_winning_stone_best() {
    let (g, win, miss) = race();
    let k = g.history().len();
    for (mv, wanted) in [(win, Rating::Best), (miss, Rating::Blunder)] {
        let mut played = g.clone();
        played.play(mv).unwrap();
        // The opponent's reply, if the game goes on: its own win.
        if let Some(&reply) = winning(&played).first() {
            played.play(reply).unwrap();
        }
        let reviewed = review(&played, &quick(7)).unwrap();
        let m = &reviewed.moves[k];
        assert!(
            m.rating == wanted || (wanted == Rating::Blunder && m.rating == Rating::Mistake),
            "{m:?}"
        );
    }
}

/// Issue 55: a move that lets a proven win by force go is a blunder, with the winning
/// move as the best (the search's chances alone called such moves "good" or "?!").
#[test]
fn letting_a_forced_win_go_is_a_blunder() {
    let (g, first, miss) = in_random_games("a win by force in 2 and a move that lets it go", |g| {
        let Proof::Wins { moves: 2, first } = Solver::for_game(g).solve(g, Limits::depth(3)) else {
            return None;
        };
        let miss = g.legal_moves().into_iter().find(|&mv| {
            let mut after = g.clone();
            after.play(mv).is_ok()
                && after.outcome().is_none()
                && !matches!(
                    Solver::for_game(&after).solve(&after, Limits::depth(3)),
                    Proof::Loses { .. }
                )
        })?;
        Some((g.clone(), first, miss))
    });
    let k = g.history().len();
    let mut played = g.clone();
    played.play(miss).unwrap();
    let m = review(&played, &quick(3)).unwrap().moves[k].clone();
    assert_eq!(m.rating, Rating::Blunder, "{m:?}");
    assert_eq!(m.before, 1.0, "a proven win is 100%: {m:?}");
    let best = first
        .iter()
        .map(|&mv| move_text(g.board(), mv))
        .collect::<Vec<_>>();
    assert!(best.contains(&m.best), "{m:?} against {best:?}");
}

/// Issue 55: in a position lost by force whatever the mover does, no move is called a
/// mistake for losing.
#[test]
fn no_move_of_a_lost_position_is_a_mistake() {
    let (g, moves) = in_random_games("a position lost by force, not at once", |g| {
        let Proof::Loses { moves: 2.., .. } = Solver::for_game(g).solve(g, Limits::depth(3)) else {
            return None;
        };
        let quiet: Vec<Move> = g
            .legal_moves()
            .into_iter()
            .filter(|&mv| {
                let mut after = g.clone();
                after.play(mv).is_ok() && after.outcome().is_none()
            })
            .take(3)
            .collect();
        Some((g.clone(), quiet))
    });
    let k = g.history().len();
    for mv in moves {
        let mut played = g.clone();
        played.play(mv).unwrap();
        let m = review(&played, &quick(4)).unwrap().moves[k].clone();
        assert!(!m.rating.is_flaw(), "{m:?}");
        assert_eq!(m.before, 0.0, "a proven loss is 0%: {m:?}");
    }
}

/// Issue 55: a move that leaves a lone threat open, handing the opponent a win at once,
/// is a blunder (it read as a "mistake" of 20 points), the block the best move.
#[test]
fn leaving_a_lone_threat_open_is_a_blunder() {
    use crate::ai::unlur::threats::forced_block;
    let (g, block, open) = in_random_games("a lone threat to block", |g| {
        let block = forced_block(g, Tables::new(g.board().clone()))?;
        if Solver::for_game(g).solve(g, Limits::depth(3)) != Proof::Unknown {
            return None;
        }
        let open = g.legal_moves().into_iter().find(|&mv| {
            let mut after = g.clone();
            mv != block && after.play(mv).is_ok() && after.outcome().is_none()
        })?;
        Some((g.clone(), block, open))
    });
    let k = g.history().len();
    let mut played = g.clone();
    played.play(open).unwrap();
    let m = review(&played, &quick(6)).unwrap().moves[k].clone();
    assert_eq!(m.rating, Rating::Blunder, "{m:?}");
    assert_eq!(m.best, move_text(g.board(), block), "{m:?}");
}

/// The same record gets the same chances and verdicts however the review runs: on one
/// thread at low priority (the window's) or on two (the command line's); its searches
/// count playouts, not time.
#[test]
fn a_review_says_the_same_on_one_thread_at_low_priority_as_on_two() {
    let mut random = RandomPlayer::new(3);
    let mut g = Game::with_side(4, Player::One).unwrap();
    while g.outcome().is_none() {
        let mv = random.choose(&g).unwrap();
        g.play(mv).unwrap();
    }
    let two = review(&g, &quick(7)).unwrap();
    let window = Work {
        threads: 1,
        gentle: true,
        ..quick(7)
    };
    let one = review(&g, &window).unwrap();
    assert_eq!(format!("{:?}", one.moves), format!("{:?}", two.moves));
    assert!(two.moves.len() > 5, "{}", two.moves.len());
}

/// The review's count of playouts: the calibration's for the default time on the sides
/// it was measured on, in proportion to the time, fewer on larger boards (their
/// playouts are longer), never under a thousand.
#[test]
fn a_review_counts_the_calibrations_playouts_in_proportion_to_its_time() {
    let board = |side| Game::with_side(side, Player::One).unwrap().board().clone();
    let default = Duration::from_secs_f64(0.6);
    assert_eq!(review_playouts(default, &board(6)), SAMPLE_PLAYOUTS);
    assert_eq!(review_playouts(default, &board(8)), SAMPLE_PLAYOUTS);
    assert_eq!(review_playouts(default * 2, &board(6)), 2 * SAMPLE_PLAYOUTS);
    let side12 = review_playouts(default, &board(12));
    assert!((20_000..30_000).contains(&side12), "{side12}");
    assert_eq!(review_playouts(Duration::from_millis(1), &board(6)), 1_000);
}

/// A longer review judges a move as the default one does: its chances, and the losses
/// its verdicts come from, are read on the calibrated count of playouts, by the same
/// searches; its further playouts only look for better moves. The chances shown are the
/// same, and a move judged against the same best move gets the same loss and verdict;
/// with chances read on all the playouts (as before), the losses differed.
#[test]
fn a_longer_review_judges_a_move_against_the_same_best_move_alike() {
    // A game of two easy players on side 5: moves that lose a little, rarely proven.
    let mut players = [
        AiPlayer::new(config(Level::Easy), 11),
        AiPlayer::new(config(Level::Easy), 12),
    ];
    let mut g = Game::with_side(5, Player::One).unwrap();
    while g.outcome().is_none() {
        let mv = players[g.to_move().index()].think(&g).unwrap().mv;
        g.play(mv).unwrap();
    }
    let calibrated = review_playouts(quick(5).time, g.board());
    let longer = Work {
        time: quick(5).time * 4,
        ..quick(5)
    };
    let short = review_calibrated_on(&g, &quick(5), calibrated).unwrap();
    // The losses of the moves judged against the same best move in both.
    let judged = |long: &Review| -> Vec<(f32, f32)> {
        short
            .moves
            .iter()
            .zip(&long.moves)
            .filter(|(s, l)| s.best == l.best && s.rating != Rating::Forced)
            .map(|(s, l)| (s.lost, l.lost))
            .collect()
    };
    let long = review_calibrated_on(&g, &longer, calibrated).unwrap();
    let alike = judged(&long).len();
    assert!(alike > 10, "{alike} moves judged against the same best");
    for (s, l) in short.moves.iter().zip(&long.moves) {
        // The chances shown are the same (the graph does not move with the time).
        assert_eq!((s.before, s.after), (l.before, l.after), "{s:?} / {l:?}");
        if s.best == l.best && s.rating != Rating::Forced {
            assert_eq!((s.lost, s.rating), (l.lost, l.rating), "{s:?} / {l:?}");
        }
    }
    let bolder = review_calibrated_on(&g, &longer, u64::MAX).unwrap();
    assert!(
        judged(&bolder).iter().any(|(s, l)| s != l),
        "chances read on all the playouts gave the same losses"
    );
}
