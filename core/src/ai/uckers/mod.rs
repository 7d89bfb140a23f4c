//! Uckers for the search: the position as a [`ChanceGame`] over the 21 distinct rolls
//! of two dice, an evaluation, the declaration decision, the AI levels, and players
//! for the command line's `match`. The AI plays for its partnership: values are from
//! yellow-green's point of view, and a colour's partner's pieces count as its own.

use std::sync::LazyLock;
use std::time::Duration;

use crate::ai::dice::{DiceAi, DiceConfig, DiceState};
use crate::ai::expectimax::{self, ChanceGame, Choice, Rollouts};
use crate::ai::{Level, Rng64};
use crate::rules::uckers::{
    Action, Colour, Declaration, Dice, Game, HOME, Options, PIECES, Partnership, PieceId, Play,
    Position, TUBE_END, Throws, roll_off,
};

/// The 21 distinct rolls with their probabilities.
static ROLLS: LazyLock<Vec<(Dice, f32)>> = LazyLock::new(|| {
    let mut out = Vec::with_capacity(21);
    for a in 1..=6u8 {
        for b in a..=6u8 {
            let ways = if a == b { 1.0 } else { 2.0 };
            out.push((Dice(a, b), ways / 36.0));
        }
    }
    out
});

/// Ways out of 36 that a roll shows `d` on a die or as the sum (1 to 12).
const HIT_WAYS: [u8; 13] = [0, 11, 12, 13, 14, 15, 16, 6, 5, 4, 3, 2, 1];

/// The chance that a roll can carry a piece exactly `d` squares (ignoring blocks).
pub fn hit_chance(d: u8) -> f32 {
    HIT_WAYS
        .get(d as usize)
        .map_or(0.0, |&w| f32::from(w) / 36.0)
}

/// The chance that an attack needing `need` sixes succeeds.
pub fn attack_chance(need: u8) -> f32 {
    match need {
        0 => 1.0,
        // One six, or two sixes (which would throw again, but it is already enough).
        1 => 11.0 / 36.0,
        // Two sixes at once, then whatever the rest needs.
        n => attack_chance(n - 2) / 36.0,
    }
}

/// Which evaluation a level uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Eval {
    /// Pieces out and their progress only.
    Progress,
    /// Progress, safety in blobs and the tube, and the pieces the opponents' next roll
    /// can hit.
    Full(Weights),
}

/// The weights of the full evaluation, in pieces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A piece out of base.
    pub out: f32,
    /// Per step of progress along the path.
    pub progress: f32,
    /// A piece in its tube (safe from capture).
    pub tube: f32,
    /// A piece home.
    pub home: f32,
    /// A piece in a blob of its own colour (safe, and a barrier).
    pub blob: f32,
    /// How much a threatened piece's worth counts, times the chance it is hit.
    pub risk: f32,
    /// How much the threats against the partnership to move count (it can flee).
    pub mover_risk: f32,
}

/// The weights the levels use.
pub const WEIGHTS: Weights = Weights {
    out: 0.3,
    progress: 0.018,
    tube: 0.15,
    home: 0.35,
    blob: 0.08,
    risk: 1.0,
    mover_risk: 0.35,
};

/// A position for the search, with the evaluation it uses.
pub type UckersState = DiceState<Position, Eval>;

impl ChanceGame for UckersState {
    type Move = Play;
    type Roll = Dice;

    fn to_move(&self) -> u8 {
        self.position.to_move().partnership().index() as u8
    }

    fn winner(&self) -> Option<u8> {
        self.position.winner().map(|w| w.index() as u8)
    }

    fn rolls(&self) -> &'static [(Dice, f32)] {
        &ROLLS
    }

    fn legal_moves(&self, roll: Dice, out: &mut Vec<Play>) {
        let plays = self.position.legal_plays(roll);
        if plays != [Play::Pass] {
            out.extend(plays);
        }
    }

    fn apply(&mut self, roll: Dice, mv: Option<Play>) {
        // The search plays only what `legal_moves` gave (or the pass when it gave none).
        self.position
            .play_legal_roll(roll, mv.unwrap_or(Play::Pass));
    }

    fn evaluate(&self) -> f32 {
        evaluate(&self.position, self.eval)
    }

    fn same(&self, other: &Self) -> bool {
        self.position.same_for_play(&other.position)
    }
}

/// What one piece is worth where it stands.
fn worth(step: Option<u8>, w: &Weights) -> f32 {
    match step {
        None => 0.0,
        Some(HOME) => w.out + w.progress * f32::from(HOME) + w.home,
        Some(s) if s > TUBE_END => w.out + w.progress * f32::from(s) + w.tube,
        Some(s) => w.out + w.progress * f32::from(s),
    }
}

/// The chance that some opponent piece can land on track square `t` with the next roll.
fn threat(p: &Position, t: u8, team: Partnership) -> f32 {
    let mut miss = 1.0;
    for q in PieceId::all() {
        if q.colour.partnership() == team {
            continue;
        }
        let target = (t + 52 - q.colour.doorstep()) % 52;
        if target > TUBE_END {
            continue;
        }
        let chance = match p.step(q) {
            None if target == 0 => 11.0 / 36.0,
            None if target <= 6 => 2.0 / 36.0,
            None => 0.0,
            Some(s) if s < target && target - s <= 12 => hit_chance(target - s),
            _ => 0.0,
        };
        miss *= 1.0 - chance;
    }
    1.0 - miss
}

/// The static value of a position in (-1, 1), from yellow-green's point of view.
pub fn evaluate(p: &Position, eval: Eval) -> f32 {
    let w = match eval {
        Eval::Progress => Weights {
            blob: 0.0,
            risk: 0.0,
            ..WEIGHTS
        },
        Eval::Full(w) => w,
    };
    let mover = p.to_move().partnership();
    let mut score = [0.0f32; 2];
    let cells = p.track_counts();
    for c in Colour::ALL {
        let team = c.partnership();
        for index in 0..PIECES {
            let q = PieceId { colour: c, index };
            let step = p.step(q);
            let mut v = worth(step, &w);
            if let Some(t) = p.track_square(q) {
                let here = cells[t as usize];
                let colours = here.iter().filter(|&&n| n > 0).count();
                if colours == 1 && here[c.index()] >= 2 {
                    v += w.blob;
                } else if w.risk > 0.0 {
                    let factor = if team == mover { w.mover_risk } else { 1.0 };
                    v -= w.risk * factor * threat(p, t, team) * worth(step, &w);
                }
            }
            score[team.index()] += v;
        }
    }
    ((score[0] - score[1]) * 0.35).tanh()
}

/// What `team` stands to lose on the opponents' next roll, in pieces: each of its pieces
/// on the track outside a blob of its colour, its worth times the chance that some
/// opponent piece lands on it (what the full evaluation takes off at full weight).
pub fn at_risk(p: &Position, team: Partnership) -> f32 {
    let cells = p.track_counts();
    PieceId::all()
        .filter(|q| q.colour.partnership() == team)
        .filter_map(|q| {
            let t = p.track_square(q)?;
            let here = cells[t as usize];
            let alone = here.iter().filter(|&&n| n > 0).count() > 1 || here[q.colour.index()] < 2;
            alone.then(|| threat(p, t, team) * worth(p.step(q), &WEIGHTS))
        })
        .sum()
}

/// How an AI level searches.
pub type UckersConfig = DiceConfig<Eval>;

/// The weights of the easy level: the full evaluation without the threats of the next
/// roll.
pub const EASY_WEIGHTS: Weights = Weights {
    risk: 0.0,
    ..WEIGHTS
};

/// The configuration of an AI level. The levels are spaced so that each is a clear step
/// up from the one below (see `docs/ai.md` for the ladder's measurements): beginner
/// races; easy also values safety in blobs, the tube and home; strong races but reads
/// the opponents' replies to every roll; the strongest knows it all, reads the replies
/// and plays its best plays out.
pub fn config(level: Level) -> UckersConfig {
    let base = UckersConfig {
        depth: 1,
        time: None,
        eval: Eval::Full(WEIGHTS),
        rollouts: None,
    };
    match level {
        Level::Beginner => UckersConfig {
            eval: Eval::Progress,
            ..base
        },
        Level::Easy => UckersConfig {
            eval: Eval::Full(EASY_WEIGHTS),
            ..base
        },
        Level::Strong => UckersConfig {
            depth: 2,
            time: Some(Duration::from_millis(400)),
            eval: Eval::Progress,
            ..base
        },
        Level::Maximum => UckersConfig {
            depth: 2,
            time: Some(Duration::from_millis(250)),
            rollouts: Some(Rollouts {
                horizon: 16,
                time: Duration::from_millis(200),
                candidates: 4,
            }),
            ..base
        },
    }
}

/// The position a declaration leaves, on success or failure.
pub fn declaration_outcome(p: &Position, decl: Declaration, success: bool) -> Option<Position> {
    let throws: Vec<Dice> = match (p.sixes_needed(decl), p.distance(decl)) {
        (Some(need), _) if success => {
            let mut t = vec![Dice(6, 6); usize::from(need / 2)];
            if need % 2 == 1 {
                t.push(Dice(6, 1));
            }
            t
        }
        (Some(_), _) => vec![Dice(1, 2)],
        (None, Some(k)) if success => vec![Dice(k, 1)],
        (None, Some(_)) => vec![Dice(6, 6)],
        (None, None) => return None,
    };
    let mut after = *p;
    after.declare(decl, &throws).ok()?;
    Some(after)
}

/// The chance that a declaration succeeds.
pub fn declaration_chance(p: &Position, decl: Declaration) -> f32 {
    match (p.sixes_needed(decl), p.distance(decl)) {
        (Some(need), _) => attack_chance(need),
        (None, Some(k)) => hit_chance(k),
        (None, None) => 0.0,
    }
}

/// An AI player of Uckers.
pub type UckersAi = DiceAi<Eval>;

impl UckersAi {
    /// Before the roll: the declaration worth more than rolling, if any (compared one
    /// roll ahead: the roll's best play against the declaration's outcomes).
    pub fn declare(&mut self, position: &Position) -> Option<Declaration> {
        let decls = position.declarations();
        if decls.is_empty() {
            return None;
        }
        let state = self.state(position);
        let sign = if state.to_move() == 0 { 1.0 } else { -1.0 };
        let value = |p: Position| sign * expectimax::expected(&self.state(&p), 0);
        let mut best = (sign * expectimax::expected(&state, 1), None);
        for decl in decls {
            let chance = declaration_chance(position, decl);
            let (Some(won), Some(lost)) = (
                declaration_outcome(position, decl, true),
                declaration_outcome(position, decl, false),
            ) else {
                continue;
            };
            let v = chance * value(won) + (1.0 - chance) * value(lost);
            if v > best.0 {
                best = (v, Some(decl));
            }
        }
        best.1
    }

    /// The play for `dice` in `position`, with what the search found.
    pub fn think(&mut self, position: &Position, dice: Dice) -> Choice<Play> {
        self.search(position, dice)
    }
}

mod contender;
pub mod review;
pub use contender::{UckersContender, play_game};

#[cfg(test)]
mod tests;
