//! What each Unlur AI level is: its budget, its playouts, its pass points, its solver
//! and its threads; how a player of a level thinks is [`super::player`].

use std::time::Duration;

use super::contract::{self, Contract};
use super::{Playouts, UnlurPos};
use crate::ai::{Budget, Level, SearchSettings, all_cores};

/// How an Unlur AI of this level searches.
pub fn config(level: Level) -> AiConfig {
    let base = SearchSettings::default();
    match level {
        Level::Beginner => AiConfig {
            budget: Budget::playouts(300),
            // A wider search (exploration 0.3) played all but at random on large
            // boards, where random play favours the Y: Black won 64-69% of side-10
            // games with no stone placed in the contract (27% with this one).
            settings: base,
            playouts: Playouts::Uniform,
            contract: contract::BEGINNER,
            pass_guard: None,
            contract_search: Some(Level::Easy),
            contract_checks: 0,
            solver_nodes: 0,
            threads: 1,
        },
        Level::Easy => AiConfig {
            budget: Budget::playouts(1_000),
            settings: base,
            playouts: Playouts::Bridges,
            contract: contract::EASY,
            pass_guard: None,
            contract_search: None,
            contract_checks: 0,
            solver_nodes: 0,
            threads: 1,
        },
        Level::Strong => AiConfig {
            budget: Budget::playouts(20_000),
            settings: base,
            playouts: Playouts::Bridges,
            contract: contract::STRONG,
            pass_guard: Some(PASS_GUARD),
            contract_search: None,
            contract_checks: 0,
            solver_nodes: STRONG_SOLVER_NODES,
            threads: 1,
        },
        Level::Maximum => AiConfig {
            budget: Budget::time(Duration::from_secs(2)),
            settings: base,
            playouts: Playouts::Careful,
            contract: contract::MAX,
            pass_guard: Some(PASS_GUARD),
            contract_search: None,
            contract_checks: CONTRACT_CHECKS,
            solver_nodes: MAX_SOLVER_NODES,
            threads: all_cores().min(MAX_TREES),
        },
    }
}

/// The own moves within which strong and max look for a forced win (or loss) before
/// they search.
pub const SOLVER_DEPTH: u8 = 3;

/// Positions the strong level's solver may search a move: about a tenth of a second on
/// one core (the solver searches some 300,000 positions a second on sides 6 and 8), a
/// share of its 20,000 playouts; a count, not a time, so that a seed gives the same game.
pub const STRONG_SOLVER_NODES: u64 = 40_000;

/// Positions the max level's solver may search a move: about half a second of its two
/// (and a quarter of its time at most); the search has the rest.
pub const MAX_SOLVER_NODES: u64 = 150_000;

/// The most trees the max level searches at once, a core each: each tree holds about a
/// move's playouts (some 250 MB at 2 s on side 8), so a machine of sixteen cores would
/// hold sixteen of them; four keep the memory within a gigabyte.
pub const MAX_TREES: usize = 4;

/// Where strong and max pass whatever their pass point ([`AiConfig::pass_guard`]):
/// taking Black worth seven games in ten by the review's reading of the contract (which
/// counts the stones round the centre). High enough to take over where the pass point
/// misreads the stones, hardly ever in the level's own contracts: strong's side-6 check
/// (seed 3006) is the same 200 games, move for move, as without it (at 0.6, 2 of the
/// first 40 changed); side 4's changed 8 of 200 and stay fair. Within what the
/// contract's decisions already miss by (Black's chance climbs from a third to two
/// thirds over less than a stone of the estimate).
pub const PASS_GUARD: f32 = 0.7;

/// Candidate stones checked by the strongest level (see [`AiConfig::contract_checks`]).
pub const CONTRACT_CHECKS: u32 = 4;

impl AiConfig {
    /// `pos` searched as this level searches in play.
    pub fn searched(&self, mut pos: UnlurPos) -> UnlurPos {
        pos.playouts = self.playouts;
        pos
    }

    /// `pos` searched with the playouts this level's pass points and the chances'
    /// calibration were measured with ([`Playouts::measured`]): for the contract's
    /// searches and for chances read from the estimate.
    pub fn measured(&self, mut pos: UnlurPos) -> UnlurPos {
        pos.playouts = self.playouts.measured();
        pos
    }
}

/// How an AI player searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AiConfig {
    /// Budget per move.
    pub budget: Budget,
    /// Search tuning.
    pub settings: SearchSettings,
    /// How its playouts choose their stones in play; the contract's searches use the
    /// playouts its pass points were measured with ([`Playouts::measured`]).
    pub playouts: Playouts,
    /// In the contract, where to pass: once the search's estimate of Black's chances
    /// (White to move) reaches the side's fair estimate, at which Black and White are
    /// even between players of this level (random playouts undervalue the Y, so it sits
    /// well below one half; measured by self-play, see [`super::contract`]).
    pub contract: Contract,
    /// In the contract, pass also once taking Black is worth this much by the review's
    /// reading ([`super::chance::pass_worth`] on this level's pass point), and place no
    /// stone that hands the opponent such a pass: the pass point reads the stones as
    /// the playouts do, and they undervalue a group round the centre (twelve black
    /// stones there read below the strong level's point, and Black won 26 of 40
    /// Strong-vs-Strong games from them). `None`: the pass point alone.
    pub pass_guard: Option<f32>,
    /// In the contract, the search of this level (its budget, settings and playouts)
    /// instead of its own: the beginner's few uniform playouts cannot tell one contract
    /// from the next (its passes came as if at random, whatever its pass point), so it
    /// decides the contract with the easy level's search, its stones in play still a
    /// beginner's.
    pub contract_search: Option<Level>,
    /// In the contract, how many candidate stones get a search of their own (the
    /// opponent's view after the stone: pass or not); 0 trusts the stone search's own
    /// statistics, which are thin for the stones it does not favour.
    pub contract_checks: u32,
    /// After the contract, positions the exact solver may search before the move's
    /// search (0: no solver): a win it proves within [`SOLVER_DEPTH`] own moves is played
    /// at once, a proven loss gets the longest defence, and a lone threat of the
    /// opponent's is always blocked.
    pub solver_nodes: u64,
    /// Trees searched at once, a thread each ([`crate::ai::Forest`]): the strongest level thinks
    /// on every core, the others on one (their playouts, and so their strength, are the
    /// same on any machine).
    pub threads: usize,
}
