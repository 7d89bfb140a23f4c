//! A learned evaluation for Royal d'Ûr: a linear function of piece-square features
//! (where each side's soldiers, officers and prisoners stand, and how exposed its pieces
//! are), trained by temporal-difference learning, TD(0), from self-play.
//!
//! It starts from the hand-tuned evaluation ([`super::WEIGHTS`]) written in these
//! features, so training can only refine it. `cargo test --release --lib train_ur --
//! --ignored --nocapture` retrains and prints the table kept in [`LEARNED`].

use super::{WEIGHTS, exposure};
use crate::ai::Rng64;
use crate::rules::Player;
use crate::rules::ur::{ARRIVAL, PIECES, PieceId, Place, Position, Rank, Turn};

/// The trained weights (TD(0), 24,000 self-play games from [`hand_weights`]; at depth 1
/// they beat the hand-tuned weights in 56–57% of 1,000 paired games).
pub const LEARNED: [f32; FEATURES] = [
    0.9484,  // soldier on 1
    0.9687,  // soldier on 2
    0.9659,  // soldier on 3
    0.9772,  // soldier on 4
    1.064,   // soldier on 5
    0.9973,  // soldier on 6
    0.9747,  // soldier on 7
    0.9985,  // soldier on 8
    1.116,   // soldier on 9
    1.046,   // soldier on 10
    1.042,   // soldier on 11
    1.013,   // soldier on 12
    1.154,   // soldier on 13
    1.168,   // soldier on 14
    1.39,    // officer on 1
    1.509,   // officer on 2
    1.503,   // officer on 3
    1.579,   // officer on 4
    1.503,   // officer on 5
    1.565,   // officer on 6
    1.565,   // officer on 7
    1.621,   // officer on 8
    1.577,   // officer on 9
    1.612,   // officer on 10
    1.639,   // officer on 11
    1.604,   // officer on 12
    1.877,   // officer on 13
    1.679,   // officer on 14
    0.931,   // waiting
    0.6,     // held, captor at D (never)
    0.4951,  // held, captor on 1
    0.315,   // held, captor on 2
    0.291,   // held, captor on 3
    0.1705,  // held, captor on 4
    0.1723,  // held, captor on 5
    0.1615,  // held, captor on 6
    0.1527,  // held, captor on 7
    0.1097,  // held, captor on 8
    0.03962, // held, captor on 9
    0.03118, // held, captor on 10
    0.04352, // held, captor on 11
    0.04373, // held, captor on 12
    0.02086, // held, captor on 13
    0.15,    // held, captor on 14
    0.8285,  // held, captor held
    -1.275,  // exposure, waiting side
    -0.5716, // exposure, side to roll
];

/// Features per side.
pub const FEATURES: usize = 47;
/// Free soldiers on path square p (1–14): index `SOLDIER + p - 1`.
const SOLDIER: usize = 0;
/// Free officers on path square p: index `OFFICER + p - 1`.
const OFFICER: usize = 14;
/// Pieces waiting at `D`.
const WAITING: usize = 28;
/// Own pieces held prisoner, by their captor's path square q (1–14): `HELD + q`;
/// `HELD + 15`: the captor is itself a prisoner.
const HELD: usize = 29;
/// Exposure (stake times hit chance) of the side that waits for the other's roll.
const EXPOSED_WAITER: usize = 45;
/// Exposure of the side about to roll.
const EXPOSED_MOVER: usize = 46;

/// One side's features in `p`.
pub fn features(p: &Position, side: Player) -> [f32; FEATURES] {
    let mut f = [0.0; FEATURES];
    for n in 1..=PIECES {
        let id = PieceId {
            owner: side,
            number: n,
        };
        let piece = p.piece(id);
        match (piece.place, piece.holder) {
            (Place::Waiting, _) => f[WAITING] += 1.0,
            (Place::Removed, _) => {}
            (Place::On(_), None) => {
                let at = p.path_pos(id).unwrap_or(1).clamp(1, ARRIVAL) as usize;
                let base = if piece.rank == Rank::Officer {
                    OFFICER
                } else {
                    SOLDIER
                };
                f[base + at - 1] += 1.0;
            }
            (Place::On(_), Some(h)) => match p.path_pos(h) {
                Some(q) => f[HELD + q.min(ARRIVAL) as usize] += 1.0,
                None => f[HELD + 15] += 1.0,
            },
        }
    }
    let e = exposure(p, side, &WEIGHTS);
    f[if p.to_move() == side {
        EXPOSED_MOVER
    } else {
        EXPOSED_WAITER
    }] = e;
    f
}

/// The hand-tuned evaluation, written as weights of these features.
pub fn hand_weights() -> [f32; FEATURES] {
    let w = WEIGHTS;
    let mut t = [0.0; FEATURES];
    for p in 1..=ARRIVAL as usize {
        t[SOLDIER + p - 1] = 1.0 + w.progress * p as f32;
        t[OFFICER + p - 1] = w.officer;
        t[HELD + p] =
            w.prisoner_base + w.prisoner_slope * (ARRIVAL as f32 - p as f32) / ARRIVAL as f32;
    }
    t[HELD] = w.prisoner_base + w.prisoner_slope;
    t[HELD + 15] = w.rescued;
    t[WAITING] = 1.0;
    t[EXPOSED_WAITER] = -1.0;
    t[EXPOSED_MOVER] = -w.mover_risk;
    t
}

/// The raw value for player 1, in pieces.
pub fn raw_value(p: &Position, w: &[f32; FEATURES]) -> f32 {
    let (a, b) = (features(p, Player::One), features(p, Player::Two));
    (0..FEATURES).map(|k| w[k] * (a[k] - b[k])).sum()
}

/// The value for player 1 in (-1, 1): the same squashing as the hand evaluation.
pub fn value(p: &Position, w: &[f32; FEATURES]) -> f32 {
    match p.winner() {
        Some(Player::One) => 1.0,
        Some(Player::Two) => -1.0,
        None => (raw_value(p, w) / 4.0).tanh(),
    }
}

/// The greedy move for `roll` under `w` (None: the turn passes).
fn greedy(
    p: &Position,
    roll: u8,
    w: &[f32; FEATURES],
    moves: &mut Vec<crate::rules::ur::Move>,
) -> Position {
    moves.clear();
    p.legal_moves(roll, moves);
    let sign = if p.to_move() == Player::One {
        1.0
    } else {
        -1.0
    };
    let mut best: Option<(f32, Position)> = None;
    for &mv in moves.iter() {
        let mut next = *p;
        if next.apply(Turn { roll, mv: Some(mv) }).is_err() {
            continue;
        }
        let v = sign * value(&next, w);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, next));
        }
    }
    best.map(|(_, n)| n).unwrap_or_else(|| {
        let mut next = *p;
        let _ = next.apply(Turn { roll, mv: None });
        next
    })
}

/// Trains `w` by TD(0) over `games` games of greedy self-play (with a few random moves
/// for exploration); returns the average squared TD error of the last tenth.
pub fn train(w: &mut [f32; FEATURES], games: u32, alpha: f32, seed: u64) -> f32 {
    let mut rng = Rng64::new(seed);
    let mut moves = Vec::new();
    let (mut err, mut count) = (0.0f64, 0u64);
    for g in 0..games {
        let first = if rng.below(2) == 0 {
            Player::One
        } else {
            Player::Two
        };
        let mut p = Position::new(first);
        for _ in 0..3000 {
            if p.winner().is_some() {
                break;
            }
            let roll = rng.below(6) as u8 + 1;
            let next = if rng.unit() < 0.05 {
                moves.clear();
                p.legal_moves(roll, &mut moves);
                let mut n = p;
                let mv = (!moves.is_empty()).then(|| moves[rng.below(moves.len())]);
                let _ = n.apply(Turn { roll, mv });
                n
            } else {
                greedy(&p, roll, w, &mut moves)
            };
            let v = value(&p, w);
            let target = value(&next, w);
            let delta = target - v;
            let (a, b) = (features(&p, Player::One), features(&p, Player::Two));
            let slope = (1.0 - v * v) / 4.0;
            for k in 0..FEATURES {
                w[k] += alpha * delta * slope * (a[k] - b[k]);
            }
            if g >= games - games / 10 {
                err += (delta * delta) as f64;
                count += 1;
            }
            p = next;
        }
    }
    (err / count.max(1) as f64) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::ur::{Eval, evaluate};

    /// The features written with the hand weights are the hand evaluation, so training
    /// starts from it.
    #[test]
    fn hand_weights_give_the_hand_evaluation() {
        let mut rng = Rng64::new(3);
        let mut moves = Vec::new();
        let mut p = Position::new(Player::One);
        for _ in 0..400 {
            if p.winner().is_some() {
                break;
            }
            let roll = rng.below(6) as u8 + 1;
            moves.clear();
            p.legal_moves(roll, &mut moves);
            let mv = (!moves.is_empty()).then(|| moves[rng.below(moves.len())]);
            p.apply(Turn { roll, mv }).unwrap();
            let hand = evaluate(&p, Eval::Full(WEIGHTS));
            let linear = raw_value(&p, &hand_weights());
            assert!((hand - linear).abs() < 1e-3, "{hand} vs {linear}");
        }
    }

    #[test]
    fn training_moves_the_weights_and_keeps_them_finite() {
        let mut w = hand_weights();
        train(&mut w, 20, 0.02, 1);
        assert!(w.iter().all(|x| x.is_finite()));
        assert_ne!(w, hand_weights());
    }
}
