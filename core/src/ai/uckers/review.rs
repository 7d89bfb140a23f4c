//! A game of Uckers reviewed, each partnership one side: a roll's play is valued as in
//! every dice game (expectimax, the strongest level's evaluation, calibrated on
//! self-play: `unlur calibrate --game uckers`, `docs/ai.md`); a declaration is valued
//! before its throws (its chance of success times what success leaves, plus the rest
//! times what failure leaves) against rolling, so that luck is never blamed.

use super::*;
use crate::ai::review::{
    Calibration, MoveReview, Rating, Review, Sample, dice_chance, dice_turn, review_positions,
    self_play,
};
use crate::ai::work::Work;
use crate::rules::uckers::{Action, action_text};

/// The evaluation's calibration into a chance of winning (see `docs/ai.md`).
pub const CALIBRATION: Calibration = Calibration {
    a: -0.047,
    b: 0.001,
    c: 2.013,
};

/// The positions one core of an optimised build evaluates a second in a review's
/// search (`cargo bench -p unlur-core --bench review`: 642,000 and 655,000 in
/// session 46): a review's time becomes a count of positions at this rate.
pub const REVIEW_RATE: f64 = 640_000.0;

/// How far a game has gone, 0 to 1: the steps all sixteen pieces have made, of all
/// they must make.
pub fn phase(p: &Position) -> f32 {
    let steps: u32 = Colour::ALL
        .into_iter()
        .flat_map(|c| (0..PIECES).map(move |index| PieceId { colour: c, index }))
        .map(|q| u32::from(p.step(q).unwrap_or(0)))
        .sum();
    steps as f32 / (16 * u32::from(HOME)) as f32
}

/// A position's chance for its mover, its evaluation `v` from the mover's view.
pub(crate) fn calibrated(s: &UckersState, v: f32) -> f32 {
    CALIBRATION.chance(v, phase(&s.position))
}

/// The evaluation the review values positions with (the strongest level's).
pub(crate) fn eval() -> Eval {
    config(Level::Maximum).eval
}

fn state(position: Position) -> UckersState {
    UckersState {
        position,
        eval: eval(),
    }
}

/// Reviews `game` as `work` says (`None`: cancelled).
pub fn review(game: &Game, work: &Work) -> Option<Review> {
    let mut replay = Game::new(game.first(), game.options());
    let mut actions = Vec::with_capacity(game.history().len());
    for action in game.history() {
        actions.push((*replay.position(), action.clone()));
        let played = replay.play(action.clone());
        debug_assert!(played.is_ok(), "{played:?}");
    }
    work.progress.plan(actions.len());
    let positions = review_positions(work.time, REVIEW_RATE);
    let moves = work.in_parallel(&actions, |(position, action)| {
        review_action(position, action, positions)
    })?;
    Some(Review { moves })
}

/// The chance that yellow-green wins from where `game` stands, before the dice.
pub fn first_player_chance(game: &Game) -> f32 {
    chance(game.position(), 0, 1)
}

/// `side`'s chance of winning in `position` before its dice, `plies` deep.
fn chance(position: &Position, side: u8, plies: u32) -> f32 {
    dice_chance(&state(*position), side, plies, &calibrated)
}

fn review_action(position: &Position, action: &Action, positions: u64) -> MoveReview {
    let mover = position.to_move().partnership().index() as u8;
    let played_text = action_text(position, action);
    match action {
        Action::Roll { dice, play } => {
            let played = (*play != Play::Pass).then_some(*play);
            let t = dice_turn(
                &state(*position),
                *dice,
                played,
                (1, positions),
                &calibrated,
            );
            let best = Action::Roll {
                dice: *dice,
                play: t.best.0.unwrap_or(Play::Pass),
            };
            MoveReview::new(
                mover,
                (played_text, action_text(position, &best)),
                (t.before, t.best.1, t.after),
                t.forced,
            )
        }
        Action::Declare { declaration, .. } => {
            // Each choice before the roll: rolling, or one of the declarations.
            let expected = |d: Declaration| {
                let p = declaration_chance(position, d);
                match (
                    declaration_outcome(position, d, true),
                    declaration_outcome(position, d, false),
                ) {
                    (Some(won), Some(lost)) => {
                        p * chance(&won, mover, 1) + (1.0 - p) * chance(&lost, mover, 1)
                    }
                    _ => 0.0,
                }
            };
            let rolling = chance(position, mover, 1);
            let mut best = (rolling, "roll".to_string());
            for d in position.declarations() {
                let v = expected(d);
                if v > best.0 {
                    best = (v, declaration_text(position, d));
                }
            }
            let declared = expected(*declaration);
            let mut after = *position;
            let after = match action {
                Action::Declare { throws, .. } if after.declare(*declaration, throws).is_ok() => {
                    chance(&after, mover, 1)
                }
                _ => declared,
            };
            let lost = (best.0 - declared).max(0.0);
            MoveReview {
                mover,
                played: played_text,
                best: best.1,
                before: best.0,
                after,
                lost,
                rating: Rating::from_loss(lost),
            }
        }
    }
}

/// A declaration in the notation, without its throws (`G attack g:t30`).
fn declaration_text(position: &Position, d: Declaration) -> String {
    let text = action_text(
        position,
        &Action::Declare {
            declaration: d,
            throws: Vec::new(),
        },
    );
    text.trim_end().trim_end_matches(':').to_string()
}

/// Self-play samples for the calibration: `games` two-player games between strong
/// AIs, each position before its roll valued one ply deep from the mover's point of
/// view, with whether the mover's partnership went on to win.
pub fn calibration_samples(games: usize, seed: u64) -> Vec<Sample> {
    let finished = self_play(games, seed, UckersContender::parse, |a, b, dice| {
        play_game(a, b, Options::default(), dice, 5_000)
            .ok()
            .and_then(|g| Some((g.winner()?, g)))
    });
    let mut samples = Vec::new();
    for (winner, game) in finished {
        let mut replay = Game::new(game.first(), game.options());
        for action in game.history() {
            let mover = replay.position().to_move().partnership();
            let v = crate::ai::expectimax::expected(&state(*replay.position()), 1);
            let v = if mover.index() == 0 { v } else { -v };
            samples.push((v, phase(replay.position()), winner == mover));
            let _ = replay.play(action.clone());
        }
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::uckers::Square;

    fn p(colour: Colour, index: u8) -> PieceId {
        PieceId { colour, index }
    }

    /// A piece of `colour` on track square `t`.
    fn on(colour: Colour, index: u8, t: u8) -> (PieceId, Option<u8>) {
        (
            p(colour, index),
            Square::Track(t).step_for(colour).flatten(),
        )
    }

    /// With `dice`, the play `good` is best and the play `bad` a mistake or worse, in
    /// `pieces` at the end of a race (every other piece home), yellow to move.
    fn best_and_mistake(pieces: &[(PieceId, Option<u8>)], dice: Dice, good: &str, bad: &str) {
        let out: Vec<PieceId> = pieces.iter().map(|(q, _)| *q).collect();
        let mut all = pieces.to_vec();
        all.extend(home_but(&out));
        let position = Position::setup(Colour::Yellow, Options::default(), &all);
        let best = reviewed(position, dice, good);
        assert_eq!(best.rating, Rating::Best, "{best:?}");
        let worse = reviewed(position, dice, bad);
        assert!(
            matches!(worse.rating, Rating::Mistake | Rating::Blunder),
            "{worse:?}"
        );
    }

    /// Every piece home but `out`: the end of a race, where one piece decides.
    fn home_but(out: &[PieceId]) -> Vec<(PieceId, Option<u8>)> {
        Colour::ALL
            .into_iter()
            .flat_map(|c| (0..PIECES).map(move |i| p(c, i)))
            .filter(|q| !out.contains(q))
            .map(|q| (q, Some(HOME)))
            .collect()
    }

    /// The review of the roll `dice` played as the play whose text is `text`.
    fn reviewed(position: Position, dice: Dice, text: &str) -> MoveReview {
        let play = position
            .legal_plays(dice)
            .into_iter()
            .find(|&play| action_text(&position, &Action::Roll { dice, play }).ends_with(text))
            .unwrap_or_else(|| {
                let all: Vec<String> = position
                    .legal_plays(dice)
                    .into_iter()
                    .map(|play| action_text(&position, &Action::Roll { dice, play }))
                    .collect();
                panic!("no play {text} among {all:?}")
            });
        review_action(&position, &Action::Roll { dice, play }, 0)
    }

    /// At the end of a race, yellow's piece on t39 takes red's last piece out, on t40,
    /// with the 1 of a 1-2, its piece on t44 taking the 2; moving that one the sum
    /// leaves red's piece in the race.
    #[test]
    fn a_missed_capture_is_a_mistake_and_the_capture_best() {
        use Colour::{Red, Yellow};
        best_and_mistake(
            &[on(Yellow, 0, 39), on(Yellow, 1, 44), on(Red, 0, 40)],
            Dice(1, 2),
            "y:t39-t40 y:t44-t46",
            "y:t44-t47",
        );
    }

    /// At the end of a race, yellow's piece on t46, a square and two ahead of red's last
    /// pieces, can reach its tube with the 5-4 (safe for good); moving its other piece
    /// the sum leaves it to be hit by most of red's rolls.
    #[test]
    fn leaving_a_piece_to_be_hit_is_a_mistake_and_the_safe_move_best() {
        use Colour::{Red, Yellow};
        best_and_mistake(
            &[
                on(Yellow, 0, 46),
                on(Yellow, 1, 10),
                on(Red, 0, 44),
                on(Red, 1, 45),
            ],
            Dice(5, 4),
            "y:t46-yT5",
            "y:t10-t19",
        );
    }

    /// With a 1-2 and two pieces far from red's, every play leaves the same chance (the
    /// same three steps of progress; two orders of one play even end alike): the review
    /// names the play made best, never another at the same chance (which would read as a
    /// correction).
    #[test]
    fn a_play_that_ties_the_best_is_named_best() {
        use Colour::{Red, Yellow};
        let out = [on(Yellow, 0, 10), on(Yellow, 1, 20), on(Red, 0, 40)];
        let mut all = out.to_vec();
        all.extend(home_but(&out.map(|(q, _)| q)));
        let position = Position::setup(Yellow, Options::default(), &all);
        let dice = Dice(1, 2);
        let texts: Vec<String> = position
            .legal_plays(dice)
            .into_iter()
            .map(|play| action_text(&position, &Action::Roll { dice, play }))
            .collect();
        assert!(texts.len() >= 2, "{texts:?}");
        for text in &texts {
            let m = reviewed(position, dice, text);
            assert_eq!(&m.best, text, "{m:?}");
        }
    }

    /// Yellow and green are all home but yellow's last piece, three steps short: a 2-1
    /// brings it home and wins.
    #[test]
    fn the_move_that_completes_the_win_is_best() {
        use Colour::{Green, Yellow};
        let mut pieces: Vec<(PieceId, Option<u8>)> = (0..PIECES)
            .flat_map(|i| [(p(Yellow, i), Some(HOME)), (p(Green, i), Some(HOME))])
            .collect();
        pieces[0].1 = Some(HOME - 3);
        let position = Position::setup(Yellow, Options::default(), &pieces);
        let home = reviewed(position, Dice(2, 1), "yH");
        // The only play here, and forced moves are never blamed: best or forced.
        assert!(
            matches!(home.rating, Rating::Best | Rating::Forced) && home.after == 1.0,
            "{home:?}"
        );
        assert_eq!(home.lost, 0.0);
    }
}
