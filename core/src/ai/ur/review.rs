//! A game of Royal d'Ûr reviewed: every turn valued by expectimax with the strongest
//! level's evaluation, turned into a chance of winning by a calibration fitted to
//! self-play (`unlur calibrate --game ur`, `docs/ai.md`).

use super::*;
use crate::ai::review::{
    Calibration, MoveReview, Review, Sample, dice_chance, dice_turn, review_positions, self_play,
};
use crate::ai::work::Work;
use crate::rules::ur::turn_text;

/// The evaluation's calibration into a chance of winning (fitted by
/// [`calibration_samples`] and [`Calibration::fit`]; see `docs/ai.md`).
pub const CALIBRATION: Calibration = Calibration {
    a: 1.734,
    b: -0.039,
    c: 1.875,
};

/// The positions one core of an optimised build evaluates a second in a review's
/// search (`cargo bench -p unlur-core --bench review`: 3.05 and 3.04 million in
/// session 46): a review's time becomes a count of positions at this rate.
pub const REVIEW_RATE: f64 = 3_000_000.0;

/// How far a game has gone, 0 to 1: the share of the fourteen pieces removed.
pub fn phase(p: &Position) -> f32 {
    let removed = p.counts(Player::One).removed + p.counts(Player::Two).removed;
    f32::from(removed) / f32::from(2 * PIECES)
}

/// A position's chance for its mover, its evaluation `v` from the mover's view.
pub(crate) fn calibrated(s: &UrState, v: f32) -> f32 {
    CALIBRATION.chance(v, phase(&s.position))
}

/// The evaluation the review values positions with (the strongest level's).
pub(crate) fn eval() -> Eval {
    config(Level::Maximum).eval
}

/// The chance that the first player wins from where `game` stands, before the roll.
pub fn first_player_chance(game: &Game) -> f32 {
    let state = UrState {
        position: *game.position(),
        eval: eval(),
    };
    dice_chance(&state, 0, 2, &calibrated)
}

/// Reviews `game` as `work` says (`None`: cancelled).
pub fn review(game: &Game, work: &Work) -> Option<Review> {
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
    work.progress.plan(turns.len());
    let positions = review_positions(work.time, REVIEW_RATE);
    let moves = work.in_parallel(&turns, |(position, turn)| {
        let state = UrState {
            position: *position,
            eval: eval(),
        };
        let t = dice_turn(&state, turn.roll, turn.mv, (2, positions), &calibrated);
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
    })?;
    Some(Review { moves })
}

/// Self-play samples for the calibration: `games` games between two strong AIs, each
/// position before its roll valued one ply deep from the mover's point of view, with
/// whether the mover went on to win.
pub fn calibration_samples(games: usize, seed: u64) -> Vec<Sample> {
    let finished = self_play(games, seed, UrContender::parse, |a, b, dice| {
        let first = if dice % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        play_game(a, b, first, dice, 2_000)
            .ok()
            .and_then(|g| Some((g.winner()?, g)))
    });
    let mut samples = Vec::new();
    for (winner, game) in finished {
        let mut position = Position::new(game.first_player());
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
    use crate::rules::ur::build::{id, on, removed};
    use crate::rules::ur::{Dir, Piece};
    use Player::{One, Two};

    /// A soldier on `player`'s square `path`.
    fn soldier(player: Player, path: u8) -> Piece {
        on(player, path, Rank::Soldier, None)
    }

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
        let t = dice_turn(&state, roll, Some(mv), (2, 0), &calibrated);
        let m = MoveReview::new(
            0,
            (String::new(), String::new()),
            (t.before, t.best.1, t.after),
            t.forced,
        );
        (m.rating, m.lost)
    }

    /// With `roll`, moving piece `good` is best and piece `bad` a mistake or worse.
    fn best_and_mistake(position: Position, roll: u8, good: u8, bad: u8) {
        let (rating_good, lost) = rating(position, roll, good);
        assert_eq!(rating_good, Rating::Best, "piece {good}: lost {lost}");
        let (rating_bad, lost) = rating(position, roll, bad);
        assert!(
            matches!(rating_bad, Rating::Mistake | Rating::Blunder),
            "piece {bad}: {rating_bad:?}, lost {lost}"
        );
    }

    /// Player 1's piece on 12 carries player 2's last piece: a 2 takes it to A and wins.
    #[test]
    fn the_move_that_completes_the_win_is_best() {
        let mut pieces = vec![
            (id(One, 1), soldier(One, 12)),
            (id(Two, 1), on(One, 12, Rank::Soldier, Some(id(One, 1)))),
        ];
        pieces.extend(removed(Two, 2..=7));
        let position = Position::setup(One, &pieces);
        assert_eq!(rating(position, 2, 1), (Rating::Best, 0.0));
    }

    /// Half-way through the game (four pieces a side removed), player 1's piece on 6
    /// takes player 2's on 8 with a 2; entering a piece instead lets it go.
    #[test]
    fn a_missed_capture_is_a_mistake_and_the_capture_best() {
        let mut pieces = vec![(id(One, 1), soldier(One, 6)), (id(Two, 1), soldier(Two, 8))];
        pieces.extend(removed(One, 4..=7));
        pieces.extend(removed(Two, 4..=7));
        best_and_mistake(Position::setup(One, &pieces), 2, 1, 2);
    }

    /// Player 1's piece on 5 may go to 9, where player 2's pieces on 6, 7 and 8 hit it
    /// with a 3, a 2 or a 1; entering a piece is safe.
    #[test]
    fn moving_into_a_threat_is_a_mistake_and_the_safe_move_best() {
        let pieces = [
            (id(One, 1), soldier(One, 5)),
            (id(Two, 1), soldier(Two, 6)),
            (id(Two, 2), soldier(Two, 7)),
            (id(Two, 3), soldier(Two, 8)),
        ];
        best_and_mistake(Position::setup(One, &pieces), 4, 2, 1);
    }

    /// A turn's review counts its work rather than timing it: the same budget gives the
    /// same work and the same best move and chances on every call, however busy the
    /// machine (the app and the command line agree on a record), and a larger budget
    /// searches deeper.
    #[test]
    fn a_turn_review_counts_its_work() {
        let mut pieces = vec![(id(One, 1), soldier(One, 6)), (id(Two, 1), soldier(Two, 8))];
        pieces.extend(removed(One, 4..=7));
        pieces.extend(removed(Two, 4..=7));
        let state = UrState {
            position: Position::setup(One, &pieces),
            eval: eval(),
        };
        let mv = Some(Move {
            number: 2,
            dir: Dir::Forward,
        });
        let turn = |positions| dice_turn(&state, 2, mv, (2, positions), &calibrated);
        let (least, more) = (turn(0), turn(100_000));
        assert!(
            more.positions > 10 * least.positions,
            "{} {}",
            least.positions,
            more.positions
        );
        for _ in 0..3 {
            let again = turn(100_000);
            assert_eq!(
                (again.positions, again.best.0, again.before, again.after),
                (more.positions, more.best.0, more.before, more.after)
            );
        }
    }
}
