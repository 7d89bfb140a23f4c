//! A game of Royal d'Ûr reviewed: every turn valued by expectimax with the strongest
//! level's evaluation, turned into a chance of winning by a calibration fitted to
//! self-play (`unlur calibrate --game ur`, `docs/ai.md`).

use std::time::Duration;

use super::*;
use crate::ai::review::{Calibration, MoveReview, Review, Sample, dice_turn};
use crate::rules::ur::turn_text;

/// The evaluation's calibration into a chance of winning (fitted by
/// [`calibration_samples`] and [`Calibration::fit`]; see `docs/ai.md`).
pub const CALIBRATION: Calibration = Calibration {
    a: 1.768,
    b: -0.041,
    c: 2.132,
};

/// How far a game has gone, 0 to 1: the share of the fourteen pieces removed.
pub fn phase(p: &Position) -> f32 {
    let removed = p.counts(Player::One).removed + p.counts(Player::Two).removed;
    f32::from(removed) / f32::from(2 * PIECES)
}

/// A position's chance for its mover, its evaluation `v` from the mover's view.
fn calibrated(s: &UrState, v: f32) -> f32 {
    CALIBRATION.chance(v, phase(&s.position))
}

/// The evaluation the review values positions with (the strongest level's).
fn eval() -> Eval {
    config(Level::Maximum).eval
}

/// Reviews `game`, spending about `time` on each turn, on `threads` threads.
pub fn review(game: &Game, time: Duration, threads: usize) -> Review {
    let mut positions = Vec::with_capacity(game.history().len());
    let mut position = Position::new(game.first_player());
    for &turn in game.history() {
        positions.push(position);
        let played = position.apply(turn);
        debug_assert!(played.is_ok(), "{played:?}");
    }
    let turns: Vec<(Position, Turn)> = positions
        .into_iter()
        .zip(game.history().iter().copied())
        .collect();
    let moves = crate::ai::review::in_parallel(&turns, threads, |(position, turn)| {
        let state = UrState {
            position: *position,
            eval: eval(),
        };
        let t = dice_turn(&state, turn.roll, turn.mv, (2, time), &calibrated);
        let best = Turn {
            roll: turn.roll,
            mv: t.best.0,
        };
        MoveReview::new(
            position.to_move().index() as u8,
            (turn_text(position, *turn), turn_text(position, best)),
            (t.before, t.best.1, t.after),
            t.forced,
        )
    });
    Review { moves }
}

/// Self-play samples for the calibration: `games` games between two strong AIs, each
/// position before its roll valued one ply deep from the mover's point of view, with
/// whether the mover went on to win.
pub fn calibration_samples(games: usize, seed: u64) -> Vec<Sample> {
    let mut samples = Vec::new();
    for g in 0..games as u64 {
        let (Ok(mut a), Ok(mut b)) = (
            UrContender::parse("ai:strong", seed + g),
            UrContender::parse("ai:strong", seed + g + 1_000),
        ) else {
            break;
        };
        let first = if g % 2 == 0 { Player::One } else { Player::Two };
        let Ok(game) = play_game(&mut a, &mut b, first, seed ^ (g * 7919), 2_000) else {
            continue;
        };
        let Some(winner) = game.winner() else {
            continue;
        };
        let mut position = Position::new(first);
        for &turn in game.history() {
            let mover = position.to_move();
            let state = UrState {
                position,
                eval: eval(),
            };
            let v = crate::ai::expectimax::expected(&state, 1);
            let v = if mover.index() == 0 { v } else { -v };
            samples.push((v, phase(&position), winner == mover));
            let _ = position.apply(turn);
        }
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::review::{Rating, dice_turn};
    use crate::rules::ur::{Dir, Piece, path_square};

    fn id(owner: Player, number: u8) -> PieceId {
        PieceId { owner, number }
    }

    fn on(player: Player, at: u8, holder: Option<PieceId>) -> Piece {
        Piece {
            place: Place::On(path_square(player, at)),
            rank: Rank::Soldier,
            holder,
        }
    }

    const REMOVED: Piece = Piece {
        place: Place::Removed,
        rank: Rank::Soldier,
        holder: None,
    };

    /// The rating of moving piece `number` forward with `roll` in `position`, and the
    /// chance it lost.
    fn rating(position: Position, roll: u8, number: u8) -> (Rating, f32) {
        let state = UrState {
            position,
            eval: eval(),
        };
        let mv = Move {
            number,
            dir: Dir::Forward,
        };
        let t = dice_turn(&state, roll, Some(mv), (2, Duration::ZERO), &calibrated);
        let m = MoveReview::new(
            0,
            (String::new(), String::new()),
            (t.before, t.best.1, t.after),
            t.forced,
        );
        (m.rating, m.lost)
    }

    /// Player 1's piece on 12 carries player 2's last piece: a 2 takes it to A and wins.
    #[test]
    fn the_move_that_completes_the_win_is_best() {
        use Player::{One, Two};
        let mut pieces = vec![
            (id(One, 1), on(One, 12, None)),
            (id(Two, 1), on(One, 12, Some(id(One, 1)))),
        ];
        pieces.extend((2..=7).map(|n| (id(Two, n), REMOVED)));
        let position = Position::setup(One, &pieces);
        assert_eq!(rating(position, 2, 1), (Rating::Best, 0.0));
    }

    /// Half-way through the game (four pieces a side removed), player 1's piece on 6
    /// takes player 2's on 8 with a 2; entering a piece instead lets it go.
    #[test]
    fn a_missed_capture_is_a_mistake_and_the_capture_best() {
        use Player::{One, Two};
        let mut pieces = vec![
            (id(One, 1), on(One, 6, None)),
            (id(Two, 1), on(Two, 8, None)),
        ];
        for n in 4..=7 {
            pieces.extend([(id(One, n), REMOVED), (id(Two, n), REMOVED)]);
        }
        let position = Position::setup(One, &pieces);
        let (take, lost) = rating(position, 2, 1);
        assert_eq!(take, Rating::Best, "lost {lost}");
        let (enter, lost) = rating(position, 2, 2);
        assert!(
            matches!(enter, Rating::Mistake | Rating::Blunder),
            "{enter:?}, lost {lost}"
        );
    }

    /// Player 1's piece on 5 may go to 9, where player 2's pieces on 6, 7 and 8 hit it
    /// with a 3, a 2 or a 1; entering a piece is safe.
    #[test]
    fn moving_into_a_threat_is_a_mistake_and_the_safe_move_best() {
        use Player::{One, Two};
        let pieces = [
            (id(One, 1), on(One, 5, None)),
            (id(Two, 1), on(Two, 6, None)),
            (id(Two, 2), on(Two, 7, None)),
            (id(Two, 3), on(Two, 8, None)),
        ];
        let position = Position::setup(One, &pieces);
        let (safe, lost) = rating(position, 4, 2);
        assert_eq!(safe, Rating::Best, "lost {lost}");
        let (exposed, lost) = rating(position, 4, 1);
        assert!(
            matches!(exposed, Rating::Mistake | Rating::Blunder),
            "{exposed:?}, lost {lost}"
        );
    }
}
