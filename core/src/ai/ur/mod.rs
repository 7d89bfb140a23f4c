//! Royal d'Ûr for the search: the position as a [`ChanceGame`], an evaluation, the AI
//! levels, and players for the command line's `match`.

use std::time::Duration;

use crate::ai::dice::{DiceAi, DiceConfig, DiceState};
use crate::ai::expectimax::{ChanceGame, Choice, Rollouts};
use crate::ai::{Level, Rng64};
use crate::rules::Player;
use crate::rules::ur::{ARRIVAL, Game, Move, PIECES, PieceId, Place, Position, Rank, Turn};

const SIXTH: f32 = 1.0 / 6.0;
const ROLLS: [(u8, f32); 6] = [
    (1, SIXTH),
    (2, SIXTH),
    (3, SIXTH),
    (4, SIXTH),
    (5, SIXTH),
    (6, SIXTH),
];

/// Which evaluation a level uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Eval {
    /// Pieces only: own pieces still in the game, prisoners worth less.
    Material,
    /// Material, progress, officers, how close a captor is to removing its prisoners,
    /// and the pieces standing where the opponent's next roll can capture them.
    Full(Weights),
    /// A linear function of piece-square features learned from self-play (see
    /// [`learn`]).
    Learned(&'static [f32; learn::FEATURES]),
}

/// The weights of the full evaluation, in pieces (tuned by self-play; see
/// `docs/ai.md`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A free officer.
    pub officer: f32,
    /// A free soldier's bonus per square of progress.
    pub progress: f32,
    /// A prisoner whose captor stands on its `A` (worth least).
    pub prisoner_base: f32,
    /// Added to a prisoner's worth for each square its captor still has to go, times 14.
    pub prisoner_slope: f32,
    /// A prisoner whose captor is itself held by a piece of ours.
    pub rescued: f32,
    /// What a free piece on the battlefield stands to lose if it is hit.
    pub stake_piece: f32,
    /// What each prisoner it holds stands to lose.
    pub stake_prisoner: f32,
    /// How much the threats against the player to move count (it can still flee).
    pub mover_risk: f32,
}

/// The tuned weights.
pub const WEIGHTS: Weights = Weights {
    officer: 1.3,
    progress: 0.012,
    prisoner_base: 0.15,
    prisoner_slope: 0.45,
    rescued: 0.75,
    stake_piece: 0.7,
    stake_prisoner: 0.75,
    mover_risk: 0.3,
};

/// A position for the search, with the evaluation it uses.
pub type UrState = DiceState<Position, Eval>;

impl ChanceGame for UrState {
    type Move = Move;
    type Roll = u8;

    fn to_move(&self) -> u8 {
        self.position.to_move().index() as u8
    }

    fn winner(&self) -> Option<u8> {
        self.position.winner().map(|p| p.index() as u8)
    }

    fn rolls(&self) -> &'static [(u8, f32)] {
        &ROLLS
    }

    fn legal_moves(&self, roll: u8, out: &mut Vec<Move>) {
        self.position.legal_moves(roll, out);
    }

    fn apply(&mut self, roll: u8, mv: Option<Move>) {
        let applied = self.position.apply(Turn { roll, mv });
        debug_assert!(applied.is_ok(), "{applied:?}");
    }

    fn evaluate(&self) -> f32 {
        let v = match self.eval {
            Eval::Learned(w) => learn::raw_value(&self.position, w),
            eval => evaluate(&self.position, eval),
        };
        0.99 * (v / 4.0).tanh()
    }

    fn same(&self, other: &Self) -> bool {
        self.position == other.position
    }
}

/// A free piece's path index, or where its holder stands on the holder's path.
fn holder_progress(p: &Position, holder: PieceId) -> Option<u8> {
    p.path_pos(holder)
}

/// How much `player` has, in pieces (about 1 a piece still in the game).
fn side_value(p: &Position, player: Player, eval: Eval) -> f32 {
    let mut v = 0.0;
    for n in 1..=PIECES {
        let id = PieceId {
            owner: player,
            number: n,
        };
        let piece = p.piece(id);
        v += match (piece.place, piece.holder, eval) {
            (Place::Removed, _, _) => 0.0,
            (_, Some(_), Eval::Material | Eval::Learned(_)) => 0.4,
            (_, None, Eval::Material | Eval::Learned(_)) => 1.0,
            (Place::Waiting, _, Eval::Full(_)) => 1.0,
            (Place::On(_), None, Eval::Full(w)) => match piece.rank {
                Rank::Soldier => 1.0 + w.progress * p.path_pos(id).unwrap_or(0) as f32,
                Rank::Officer => w.officer,
            },
            (Place::On(_), Some(h), Eval::Full(w)) => match holder_progress(p, h) {
                // The closer the captor is to its A, the surer the loss.
                Some(at) => {
                    w.prisoner_base + w.prisoner_slope * (ARRIVAL - at) as f32 / ARRIVAL as f32
                }
                // Its captor is itself a prisoner, of one of ours.
                None => w.rescued,
            },
        };
    }
    v
}

/// What `player` stands to lose on the opponent's next roll: for each battlefield
/// square holding `player`'s free pieces, the chance that some opponent piece lands
/// there, times what a capture takes (the pieces, and the prisoners they would free).
pub(crate) fn exposure(p: &Position, player: Player, w: &Weights) -> f32 {
    let mut stake = [0.0f32; ARRIVAL as usize + 1];
    for (id, piece) in p.pieces() {
        match (piece.place, piece.holder) {
            (Place::On(_), None) if id.owner == player => {
                if let Some(at @ 5..=12) = p.path_pos(id) {
                    stake[at as usize] += w.stake_piece;
                }
            }
            (Place::On(_), Some(h)) if h.owner == player => {
                if let Some(at @ 5..=12) = p.path_pos(h) {
                    stake[at as usize] += w.stake_prisoner;
                }
            }
            _ => {}
        }
    }
    // Rolls (bit r) that bring an opponent piece to each battlefield path index.
    let mut hits = [0u8; ARRIVAL as usize + 1];
    let opponent = player.other();
    for n in 1..=PIECES {
        let id = PieceId {
            owner: opponent,
            number: n,
        };
        let Some(from) = p.path_pos(id) else { continue };
        let officer = p.piece(id).rank == Rank::Officer;
        for r in 1..=5u8 {
            let mut targets = [None, None];
            targets[0] = if from + r <= ARRIVAL {
                Some(from + r)
            } else if officer {
                Some(2 * ARRIVAL - from - r)
            } else {
                None
            };
            if officer && from > r {
                targets[1] = Some(from - r);
            }
            for t in targets.into_iter().flatten() {
                if (5..=12).contains(&t) {
                    hits[t as usize] |= 1 << r;
                }
            }
        }
    }
    (5..=12)
        .map(|at| stake[at] * hits[at].count_ones() as f32 / 6.0)
        .sum()
}

/// The evaluation from player 1's point of view, in pieces.
pub fn evaluate(p: &Position, eval: Eval) -> f32 {
    let material = side_value(p, Player::One, eval) - side_value(p, Player::Two, eval);
    let Eval::Full(w) = eval else {
        return material;
    };
    if w.stake_piece == 0.0 && w.stake_prisoner == 0.0 {
        // No threats weighed (the easy and strong levels): nothing to add.
        return material;
    }
    // The player to move can still act on its threats; the other one must wait.
    let mover = p.to_move();
    let weight = |player: Player| if player == mover { w.mover_risk } else { 1.0 };
    let risk = |player: Player| weight(player) * exposure(p, player, &w);
    material - risk(Player::One) + risk(Player::Two)
}

/// How a level plays Royal d'Ûr: a depth, a time limit and an evaluation.
pub type UrConfig = DiceConfig<Eval>;

/// The weights of the easy level: pieces, and prisoners by how close their captor is to
/// its `A` (no progress, no officers' worth, no threats).
pub const EASY_WEIGHTS: Weights = Weights {
    officer: 1.0,
    progress: 0.0,
    stake_piece: 0.0,
    stake_prisoner: 0.0,
    ..WEIGHTS
};

/// The weights of the strong level: everything but the threats of the next roll.
pub const STRONG_WEIGHTS: Weights = Weights {
    stake_piece: 0.0,
    stake_prisoner: 0.0,
    ..WEIGHTS
};

/// The configuration of an AI level. The levels are spaced so that each is a clear step
/// up from the one below (see `docs/ai.md` for the ladder's measurements): what they
/// know grows (pieces; prisoners; progress and officers; the next roll's threats and a
/// learned weighting), and the strongest searches deeper and plays its best moves out.
pub fn config(level: Level) -> UrConfig {
    let greedy = |eval| UrConfig {
        depth: 1,
        time: None,
        eval,
        rollouts: None,
    };
    match level {
        Level::Beginner => greedy(Eval::Material),
        Level::Easy => greedy(Eval::Full(EASY_WEIGHTS)),
        Level::Strong => greedy(Eval::Full(STRONG_WEIGHTS)),
        Level::Maximum => UrConfig {
            depth: 2,
            time: None,
            eval: Eval::Learned(&learn::LEARNED),
            rollouts: Some(Rollouts {
                horizon: 24,
                time: Duration::from_millis(250),
                candidates: 4,
            }),
        },
    }
}

/// An AI player of Royal d'Ûr.
pub type UrAi = DiceAi<Eval>;

impl UrAi {
    /// The move for `roll` in `position`, with what the search found.
    pub fn think(&mut self, position: &Position, roll: u8) -> Choice<Move> {
        self.search(position, roll)
    }
}

mod contender;
pub mod learn;
pub mod review;
pub use contender::{UrContender, play_game};

#[cfg(test)]
mod tests;
