//! What the review's search says of one position of Unlur: whose turn, that seat's
//! chance (from the strongest level's MCTS made a chance by [`super::chance`]; in the
//! contract, from the strong level's own decision and pass search; after it, the exact
//! solver's proof first) and the best move found. [`super::review`] judges the moves of
//! a game from these.

use std::time::Duration;

use super::chance::{SAMPLE_PLAYOUTS, contract_value, mover_chance, pass_value};
use super::levels::{SOLVER_DEPTH, config};
use super::player::{AiPlayer, Thought};
use super::solver::{Forced, Limits, Solver};
use super::{Tables, UnlurPos};
use crate::ai::Mcts;
use crate::ai::{Budget, Level};
use crate::rules::Player;
use crate::rules::unlur::{Board, Colour, Game, Move, Phase};

/// What a search says of one position: whose turn, the chance of that seat, the best
/// move (`None`: the game is over, won by `winner`).
pub(super) struct Seen {
    pub(super) mover: Player,
    pub(super) chance: f32,
    pub(super) best: Option<Move>,
    /// The best move of the search on the calibrated count, before any further
    /// playouts (the mover's bias is measured on the moves played as it would play).
    pub(super) calibrated_best: Option<Move>,
    pub(super) winner: Option<Player>,
    /// What the exact solver proved for the mover (its chance is then 1 or 0).
    pub(super) proven: Option<Forced>,
    /// The search's own estimate of Black's chances (the share of playouts Black won),
    /// where the chance was made from it by the calibration of the game in play.
    pub(super) raw_black: Option<f32>,
}

/// Positions the exact solver may search in each position after the contract before
/// the position's search: about a fifth of a second on one core; a count, so that the
/// same record gets the same verdicts whatever the review's time.
const REVIEW_SOLVER_NODES: u64 = 60_000;

/// What the solver proves of `g` (after the contract): the mover's chance is then 1 or 0
/// and its best move the fastest win or the longest defence.
fn proven(g: &Game) -> Option<Seen> {
    let limits = Limits {
        nodes: Some(REVIEW_SOLVER_NODES),
        ..Limits::depth(SOLVER_DEPTH)
    };
    let (forced, best) = Solver::for_game(g).solve(g, limits).forced()?;
    Some(Seen {
        mover: g.to_move(),
        chance: forced.chance(),
        best,
        calibrated_best: None,
        winner: None,
        proven: Some(forced),
        raw_black: None,
    })
}

/// The chance `mover` has in a position seen so.
pub(super) fn left(mover: Player, seen: &Seen) -> f32 {
    match seen.winner {
        Some(w) => f32::from(u8::from(w == mover)),
        None if seen.mover == mover => seen.chance,
        None => 1.0 - seen.chance,
    }
}

/// The playouts of a review's search of a position in play on `board` for `time` of a
/// core: a count, not a time, so that the same record gets the same chances and
/// verdicts on any machine and however busy it is (the app reviews at low priority
/// while it draws; the command line on every core), given the same seed. The
/// calibration's count, [`SAMPLE_PLAYOUTS`], for the default 0.6 s, in proportion to
/// the time; on boards larger than side 8 fewer, as their playouts are longer (about
/// what one core of an optimised build runs in that time: side 8's 169 cells, about
/// 75,000 a second).
pub fn review_playouts(time: Duration, board: &Board) -> u64 {
    let larger = (169.0 / board.cell_count().max(1) as f64).min(1.0);
    let per_second = SAMPLE_PLAYOUTS as f64 / 0.6 * larger;
    crate::ai::review::review_positions(time, per_second).max(1_000)
}

/// A seed for the search of position `i`.
pub(super) fn mix(i: usize) -> u64 {
    (i as u64).wrapping_mul(0x9E37_79B9)
}

/// Searches one position: on `budget` in play, seeded by `seed`, then, where `more` is
/// given, on `more` playouts again in the same tree for its best move alone (the chance
/// is read first, on the count it was calibrated on); in the contract, and just after
/// the pass that ends it, on the strong level's count of playouts, seeded by `base` and
/// the stones alone, so that the pass and the position it leaves are valued by one
/// search.
pub(super) fn see(
    g: &Game,
    (budget, more): (Budget, Option<Budget>),
    base: u64,
    seed: u64,
) -> Seen {
    if let Some(o) = g.outcome() {
        return Seen {
            mover: g.to_move(),
            chance: 0.0,
            best: None,
            calibrated_best: None,
            winner: Some(o.winner),
            proven: None,
            raw_black: None,
        };
    }
    if g.phase() == Phase::Contract {
        return contract(g, base);
    }
    if let Some(seen) = proven(g) {
        return seen;
    }
    let cfg = config(Level::Maximum);
    let pos = cfg.measured(UnlurPos::from_game(g, Tables::new(g.board().clone())));
    let mut search = Mcts::new(pos, cfg.settings, seed);
    let info = search.search(budget);
    let black_moves = g.colour_of(g.to_move()) == Some(Colour::Black);
    let (chance, raw_black) = match (just_passed(g), &info) {
        // What the pass took Black at, the other seat's chance the rest.
        (Some(before), _) => (1.0 - pass_worth(&before, base), None),
        (None, Some(i)) => (
            mover_chance(g, i.value),
            Some(if black_moves { i.value } else { 1.0 - i.value }),
        ),
        (None, None) => (0.5, None),
    };
    let calibrated_best = info.as_ref().map(|i| i.best);
    let best = match more {
        Some(more) if info.is_some() => search.search(more).map(|i| i.best),
        _ => calibrated_best,
    };
    Seen {
        mover: g.to_move(),
        chance,
        best,
        calibrated_best,
        winner: None,
        proven: None,
        raw_black,
    }
}

/// The contract just before the pass that ended it, if `g` is the position that pass
/// left.
fn just_passed(g: &Game) -> Option<Game> {
    let (&last, earlier) = g.history().split_last()?;
    if last != Move::Pass || earlier.contains(&Move::Pass) {
        return None;
    }
    let mut before = Game::new(g.board().clone(), g.first_player());
    for &mv in earlier {
        before.play(mv).ok()?;
    }
    Some(before)
}

/// A contract position: the strong level's own decision (pass, or the stone), and what
/// passing would give the mover.
fn contract(g: &Game, base: u64) -> Seen {
    let (worth, thought) = contract_search(g, base);
    // The level's own value of its decision: a pass, a stone that leaves the opponent
    // no Black worth more than half (about half), or the least of stones that all do.
    let chance = thought.map_or_else(|| contract_value(g, worth), |t| t.win_chance.max(worth));
    // Black worth more than half to the mover: passing is best, whatever the level's
    // own pass point says (it reads the stones round the centre as the playouts do, and
    // would place another: a stone that hands the opponent that Black).
    let best = if worth > 0.5 {
        Some(Move::Pass)
    } else {
        thought.map(|t| t.mv)
    };
    Seen {
        mover: g.to_move(),
        chance,
        best,
        calibrated_best: None,
        winner: None,
        proven: None,
        raw_black: None,
    }
}

/// What passing now gives the mover of contract position `g` (Black's chance, White
/// to move).
fn pass_worth(g: &Game, base: u64) -> f32 {
    contract_search(g, base).0
}

/// The strong level's decision in contract position `g` and what passing is worth to
/// its mover: the search its pass point was measured on, on its count of playouts (the
/// same whatever the review's time: a few points of its estimate are a stone's worth),
/// seeded by the stones placed (a forced pass is searched here, where the level does
/// not).
fn contract_search(g: &Game, base: u64) -> (f32, Option<Thought>) {
    let cfg = config(Level::Strong);
    let stones = g.history().len() as u64;
    let seed = base ^ mix(stones as usize) ^ 0xC0_27AC7;
    let thought = AiPlayer::new(cfg, seed).think(g);
    let raw = thought.and_then(|t| t.pass_black).unwrap_or_else(|| {
        let pos = cfg.measured(UnlurPos::from_game(g, Tables::new(g.board().clone())));
        Mcts::new(pos.passed(), cfg.settings, seed)
            .search(cfg.budget.divided(2))
            .map_or(0.5, |white| 1.0 - white.value)
    });
    (pass_value(g, raw), thought)
}

/// The chance that the first player wins from where `game` stands, searched for `time`.
pub fn first_player_chance(game: &Game, time: Duration, seed: u64) -> f32 {
    left(
        Player::One,
        &see(game, (Budget::time(time), None), seed, seed),
    )
}

/// What the review says of one position, searched on `budget` (seeded by `seed`): its
/// mover, that seat's chance as the review shows it, and, where that chance was made
/// from the search's estimate by the calibration of the game in play, the estimate of
/// Black's chances itself (what the calibration is fitted to).
pub fn position_chance(g: &Game, budget: Budget, seed: u64) -> (Player, f32, Option<f32>) {
    let seen = see(g, (budget, None), seed, seed);
    (g.to_move(), left(g.to_move(), &seen), seen.raw_black)
}
