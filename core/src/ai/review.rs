//! Game review: for every move of a record, each side's chance of winning, the best move
//! found, the chance the move played lost against it, and a rating; an accuracy for
//! each side. The games' own analyses fill a [`Review`] (each game's `review.rs`, asked
//! through [`super::games`]);
//! the ratings, the accuracy and the calibration of an evaluation into a probability are
//! shared here; the calibration of an evaluation into a chance lives in
//! [`super::calibration`].

use std::time::Duration;

pub use super::calibration::{Calibration, Sample, self_play};
use super::expectimax::{self, ChanceGame};

/// How a move is rated, by the chance of winning it lost against the best move found
/// (thresholds in [`Rating::from_loss`]; written down in `docs/ai.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rating {
    /// The best move found, or within 2 points of it.
    Best,
    /// Within 5 points.
    Good,
    /// 5 to 10 points lost.
    Inaccuracy,
    /// 10 to 20 points lost.
    Mistake,
    /// 20 points or more lost.
    Blunder,
    /// The only move (a single legal move, a pass the rules force): never blamed.
    Forced,
}

impl Rating {
    /// The lines between ratings: the chance lost below which a move is best, good, an
    /// inaccuracy, a mistake (a blunder from the last).
    pub const LINES: [f32; 4] = [0.02, 0.05, 0.10, 0.20];

    /// The rating of a move that lost `lost` (a chance, 0 to 1) against the best.
    pub fn from_loss(lost: f32) -> Rating {
        let [best, good, inaccuracy, mistake] = Rating::LINES;
        match lost {
            l if l < best => Rating::Best,
            l if l < good => Rating::Good,
            l if l < inaccuracy => Rating::Inaccuracy,
            l if l < mistake => Rating::Mistake,
            _ => Rating::Blunder,
        }
    }

    /// Its word, as `unlur review` prints it.
    pub fn word(self) -> &'static str {
        match self {
            Rating::Best => "best",
            Rating::Good => "good",
            Rating::Inaccuracy => "inaccuracy",
            Rating::Mistake => "mistake",
            Rating::Blunder => "blunder",
            Rating::Forced => "forced",
        }
    }

    /// The rating of a word as [`Rating::word`] writes it.
    pub fn from_word(word: &str) -> Option<Rating> {
        [
            Rating::Best,
            Rating::Good,
            Rating::Inaccuracy,
            Rating::Mistake,
            Rating::Blunder,
            Rating::Forced,
        ]
        .into_iter()
        .find(|r| r.word() == word)
    }

    /// Whether it is an inaccuracy, a mistake or a blunder: the moments a review
    /// jumps to (a player stepping through their errors expects each one marked `?!`,
    /// `?` or `??` on the way).
    pub fn is_flaw(self) -> bool {
        matches!(self, Rating::Inaccuracy | Rating::Mistake | Rating::Blunder)
    }

    /// Its symbol beside a move (`?!`, `?`, `??`; none for the others).
    pub fn symbol(self) -> &'static str {
        match self {
            Rating::Inaccuracy => "?!",
            Rating::Mistake => "?",
            Rating::Blunder => "??",
            _ => "",
        }
    }
}

/// One move of a game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Who played it (0 or 1: the record's first and second player or partnership).
    pub mover: u8,
    /// The move played, in the record's notation.
    pub played: String,
    /// The best move found, in the notation.
    pub best: String,
    /// The mover's chance of winning before the move (in the dice games, before the
    /// roll), 0 to 1.
    pub before: f32,
    /// The mover's chance of winning after the move played.
    pub after: f32,
    /// The chance the move lost against the best move found (for the roll that came),
    /// 0 to 1.
    pub lost: f32,
    /// Its rating.
    pub rating: Rating,
}

impl MoveReview {
    /// A move reviewed from what the best move and the one played leave the mover
    /// (`best_after`, `after`), forced when there was no other.
    pub fn new(
        mover: u8,
        (played, best): (String, String),
        (before, best_after, after): (f32, f32, f32),
        forced: bool,
    ) -> MoveReview {
        let lost = (best_after - after).max(0.0);
        MoveReview {
            mover,
            played,
            best,
            before,
            after,
            lost,
            rating: if forced {
                Rating::Forced
            } else {
                Rating::from_loss(lost)
            },
        }
    }
}

/// A whole game reviewed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// A side's accuracy, 0 to 100: each of its moves not forced scores
    /// `103.1668 e^(-0.04354 L) - 3.1669` for `L` points of chance lost (lichess's
    /// curve), averaged; `None` when it had no such move.
    pub fn accuracy(&self, side: u8) -> Option<f32> {
        let scores: Vec<f32> = self
            .moves
            .iter()
            .filter(|m| m.mover == side && m.rating != Rating::Forced)
            .map(|m| (103.1668 * (-0.04354 * m.lost * 100.0).exp() - 3.1669).clamp(0.0, 100.0))
            .collect();
        (!scores.is_empty()).then(|| scores.iter().sum::<f32>() / scores.len() as f32)
    }
}

/// What a dice game's turn left its mover: the chance before the roll, and for the roll
/// that came the chance after each distinct move (the best first) and after the move
/// played; whether the move was forced (no other distinct outcome).
pub struct DiceTurn<M> {
    /// The mover's chance before the roll.
    pub before: f32,
    /// The best move for the roll and the chance it leaves (`None`: a pass).
    pub best: (Option<M>, f32),
    /// The chance the move played leaves.
    pub after: f32,
    /// Only one outcome was possible.
    pub forced: bool,
    /// The positions its searches evaluated: the work it did.
    pub positions: u64,
}

/// The chance that `side` wins `g` (before its roll), valued by expectimax `plies`
/// deep (from `side`'s point of view), turned into a chance by `calibrated`.
pub fn dice_chance<G: ChanceGame>(
    g: &G,
    side: u8,
    plies: u32,
    calibrated: &impl Fn(&G, f32) -> f32,
) -> f32 {
    counted_chance(g, side, plies, calibrated).0
}

/// [`dice_chance`] with the positions its search evaluated.
fn counted_chance<G: ChanceGame>(
    g: &G,
    side: u8,
    plies: u32,
    calibrated: &impl Fn(&G, f32) -> f32,
) -> (f32, u64) {
    if let Some(w) = g.winner() {
        return (if w == side { 1.0 } else { 0.0 }, 0);
    }
    let (v, nodes) = expectimax::expected_counted(g, plies);
    (calibrated(g, if side == 0 { v } else { -v }), nodes)
}

/// The work a review may do for one position given `time` of a core, at `per_second`
/// (what one core of an optimised build does in that game: the dice games' positions
/// evaluated, measured by `cargo bench -p unlur-core --bench review`; Unlur's
/// playouts): a count, not a time, so that the same record gets the same best moves and
/// verdicts on any machine and however busy it is (the app reviews at low priority while
/// it draws, the command line on every core).
pub fn review_positions(time: Duration, per_second: f64) -> u64 {
    (time.as_secs_f64() * per_second) as u64
}

/// Reviews one turn of a dice game: `g` before the roll, `roll`, the move `played`;
/// positions are valued by expectimax `depth` plies deep (at least 1), deepening while
/// the next ply's estimated cost keeps the positions evaluated within `positions` (see
/// [`review_positions`]), each value (from the mover's point of view) turned into a
/// chance by `calibrated` (given the position too: how far its game has gone).
pub fn dice_turn<G: ChanceGame>(
    g: &G,
    roll: G::Roll,
    played: Option<G::Move>,
    (depth, positions): (u32, u64),
    calibrated: &impl Fn(&G, f32) -> f32,
) -> DiceTurn<G::Move> {
    let mover = g.to_move();
    let spent = std::cell::Cell::new(0u64);
    let chance = |g: &G, plies: u32| {
        let (c, nodes) = counted_chance(g, mover, plies, calibrated);
        spent.set(spent.get() + nodes);
        c
    };
    let mut moves = Vec::new();
    g.legal_moves(roll, &mut moves);
    let after_move = |mv: Option<G::Move>| {
        let mut next = g.clone();
        next.apply(roll, mv);
        next
    };
    let outcomes: Vec<(Option<G::Move>, G)> = if moves.is_empty() {
        vec![(None, after_move(None))]
    } else {
        let mut out: Vec<(Option<G::Move>, G)> = Vec::new();
        for mv in moves {
            let next = after_move(Some(mv));
            if !out.iter().any(|(_, o)| o.same(&next)) {
                out.push((Some(mv), next));
            }
        }
        out
    };
    let played_next = after_move(played);
    let mut plies = depth.max(1);
    loop {
        let values: Vec<f32> = outcomes.iter().map(|(_, n)| chance(n, plies - 1)).collect();
        let (best_index, best_value) = values
            .iter()
            .copied()
            .enumerate()
            .fold((0, f32::MIN), |b, (i, v)| if v > b.1 { (i, v) } else { b });
        let played_index = outcomes.iter().position(|(_, n)| n.same(&played_next));
        let after = played_index.map_or_else(|| chance(&played_next, plies - 1), |i| values[i]);
        // A move played that ties the best is the best found: naming another move at the
        // same chance beside it (the same Uckers play in the other order, say) would read
        // as a correction.
        let best_move = match played_index {
            Some(i) if best_value - values[i] <= 1e-6 => played,
            _ => outcomes[best_index].0,
        };
        let turn = DiceTurn {
            before: chance(g, plies),
            best: (best_move, best_value),
            after,
            forced: outcomes.len() <= 1,
            positions: spent.get(),
        };
        // One ply more costs about the rolls times the moves of each: deepen only when
        // the work so far, so multiplied, still fits in the budget.
        let branching = (g.rolls().len() * outcomes.len()).max(2) as u64;
        if spent.get().saturating_mul(branching) > positions || plies >= 4 {
            return turn;
        }
        plies += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_follow_the_chance_lost_and_forced_moves_are_not_counted() {
        assert_eq!(Rating::from_loss(0.0), Rating::Best);
        assert_eq!(Rating::from_loss(0.03), Rating::Good);
        assert_eq!(Rating::from_loss(0.07), Rating::Inaccuracy);
        assert_eq!(Rating::from_loss(0.15), Rating::Mistake);
        assert_eq!(Rating::from_loss(0.5), Rating::Blunder);
        let mv = |mover, lost: f32, forced| {
            MoveReview::new(
                mover,
                ("a".into(), "b".into()),
                (0.5, 0.6, 0.6 - lost),
                forced,
            )
        };
        let review = Review {
            moves: vec![mv(0, 0.0, false), mv(0, 0.3, true), mv(1, 0.25, false)],
        };
        assert_eq!(review.moves[1].rating, Rating::Forced);
        assert_eq!(review.moves[2].rating, Rating::Blunder);
        assert!(
            (review.accuracy(0).unwrap() - 100.0).abs() < 0.01,
            "forced not counted"
        );
        let a1 = review.accuracy(1).unwrap();
        assert!(a1 > 25.0 && a1 < 35.0, "{a1}");
    }
}
