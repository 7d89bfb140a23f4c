//! A game of Unlur reviewed: each position searched by the strongest level's MCTS for a
//! time, its estimate made a seat's chance of winning by [`super::chance`] (through the
//! contract too, before colours are known); after the contract the exact solver first
//! ([`super::solver`]): a proven win is 100%, a proven loss 0%, a move that lets a proven
//! win go, or hands the opponent one, a blunder, and no move of a lost position a
//! mistake. A move's "after" is what the search of the
//! next position leaves its mover; the positions are searched on all cores, each with a
//! seed of its own.

use std::time::Duration;

use super::chance::{SAMPLE_PLAYOUTS, contract_value, mover_chance, pass_value};
use super::levels::{SOLVER_DEPTH, config};
use super::player::{AiPlayer, Thought};
use super::solver::{Forced, Limits, Solver};
use super::{Tables, UnlurPos};
use crate::ai::Mcts;
use crate::ai::review::{MoveReview, Rating, Review};
use crate::ai::work::Work;
use crate::ai::{Budget, Level};
use crate::rules::Player;
use crate::rules::unlur::{Board, Colour, Game, Move, Phase, move_text};

/// What a search says of one position: whose turn, the chance of that seat, the best
/// move (`None`: the game is over, won by `winner`).
struct Seen {
    mover: Player,
    chance: f32,
    best: Option<Move>,
    /// The best move of the search on the calibrated count, before any further
    /// playouts (the mover's bias is measured on the moves played as it would play).
    calibrated_best: Option<Move>,
    winner: Option<Player>,
    /// What the exact solver proved for the mover (its chance is then 1 or 0).
    proven: Option<Forced>,
    /// The search's own estimate of Black's chances (the share of playouts Black won),
    /// where the chance was made from it by the calibration of the game in play.
    raw_black: Option<f32>,
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

/// What two searches of this budget may differ by with nothing between them (two
/// standard errors of a root estimate's few thousand playouts, about 1.4 points, and
/// some): a move found to lose less than this loses nothing.
const NOISE: f32 = 0.02;

/// The chance `mover` has in a position seen so.
fn left(mover: Player, seen: &Seen) -> f32 {
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
    ((time.as_secs_f64() * per_second) as u64).max(1_000)
}

/// A seed for the search of position `i`.
fn mix(i: usize) -> u64 {
    (i as u64).wrapping_mul(0x9E37_79B9)
}

/// Searches one position: on `budget` in play, seeded by `seed`, then, where `more` is
/// given, on `more` playouts again in the same tree for its best move alone (the chance
/// is read first, on the count it was calibrated on); in the contract, and just after
/// the pass that ends it, on the strong level's count of playouts, seeded by `base` and
/// the stones alone, so that the pass and the position it leaves are valued by one
/// search.
fn see(g: &Game, (budget, more): (Budget, Option<Budget>), base: u64, seed: u64) -> Seen {
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

/// The time a position whose count of playouts ([`review_playouts`]) the chances were
/// calibrated on: the default review's.
pub const CALIBRATED_TIME: Duration = Duration::from_millis(600);

/// Reviews `game` as `work` says (`None`: cancelled): each position searched on the
/// playouts of its time ([`review_playouts`]), seeded by its seed; a chance is read on
/// the playouts of [`CALIBRATED_TIME`] at most, the rest look for a better move.
pub fn review(game: &Game, work: &Work) -> Option<Review> {
    review_calibrated_on(game, work, review_playouts(CALIBRATED_TIME, game.board()))
}

/// [`review`], its chances read on `calibrated` playouts at most: a longer review's
/// chances and the losses its verdicts come from are the default review's (the same
/// searches, the same seeds: the calibration holds on that count, and more playouts make
/// an estimate bolder, not a chance truer), and its further playouts look for better
/// moves. So the same move gets the same verdict whatever the review's time, unless a
/// longer look finds a better move than the one it was judged against.
fn review_calibrated_on(game: &Game, work: &Work, calibrated: u64) -> Option<Review> {
    let playouts = review_playouts(work.time, game.board());
    let budget = Budget::playouts(playouts.min(calibrated));
    let more = (playouts > calibrated).then(|| Budget::playouts(playouts - calibrated));
    let seed = work.seed;
    let mut replay = Game::new(game.board().clone(), game.first_player());
    let mut positions = vec![replay.clone()];
    for &mv in game.history() {
        if replay.play(mv).is_err() {
            break;
        }
        positions.push(replay.clone());
    }
    let indexed: Vec<(usize, Game)> = positions.into_iter().enumerate().collect();
    // Every position, then at most one more for each move (the best's, where the search
    // preferred another): the plan is cut to what is needed once that is known.
    work.progress.plan(2 * indexed.len());
    let seen = work.in_parallel(&indexed, |(i, g)| {
        see(g, (budget, more), seed, seed ^ mix(*i))
    })?;
    // Where the search preferred another move, the position after that move is searched
    // too: the best move and the one played are then both valued by the search of the
    // position they leave, alike (a root's own estimate runs a few points high).
    let better: Vec<(usize, Game)> = indexed
        .iter()
        .zip(game.history())
        .filter_map(|((i, g), &mv)| {
            let best = seen[*i].best.filter(|&b| b != mv)?;
            let mut after = g.clone();
            after.play(best).ok()?;
            Some((*i, after))
        })
        .collect();
    work.progress.plan(indexed.len() + better.len());
    let after_best = work.in_parallel(&better, |(i, g)| {
        (*i, see(g, (budget, None), seed, seed ^ mix(*i) ^ 0x5555))
    })?;
    let mut moves = judge(game, &indexed, (&seen, &after_best), &[]);
    // Near a line between ratings, the two positions a move is judged by are searched
    // again, on the same count with other seeds, and each valued by the mean of its two
    // searches: a verdict that one search's noise would tip either way is steadier, and
    // the same whatever the review's time (the count is the calibrated one).
    let near = near_a_line(&moves, &indexed, &seen, &better, &after_best);
    if !near.is_empty() {
        work.progress
            .plan(indexed.len() + better.len() + near.len());
        let second =
            work.in_parallel(&near, |(_, g, s)| see(g, (budget, None), seed, seed ^ *s))?;
        // Each move's two second searches (the position its move left, then its best
        // move's), as its mover's chances.
        let again: Vec<(usize, f32, f32)> = near
            .chunks(2)
            .zip(second.chunks(2))
            .filter_map(|(jobs, seen_again)| {
                let i = jobs.first()?.0;
                let mover = seen[i].mover;
                Some((i, left(mover, &seen_again[0]), left(mover, &seen_again[1])))
            })
            .collect();
        moves = judge(game, &indexed, (&seen, &after_best), &again);
    }
    // Each search's root overstates its mover's chance (the most visited move's mean,
    // the opponent's replies below it explored rather than best): a move played as the
    // search would have played it read a few points lost. That bias, measured on those
    // moves, is taken off each position in play, half from each side's view; the
    // ratings (the best move and the one played, valued alike) do not change.
    let in_play: Vec<bool> = indexed
        .iter()
        .zip(&seen)
        .map(|((_, g), s)| g.phase() == Phase::Play && s.winner.is_none() && s.proven.is_none())
        .collect();
    let mut gaps: Vec<f32> = moves
        .iter()
        .enumerate()
        .zip(game.history())
        .filter(|((i, _), mv)| {
            in_play[*i] && in_play[i + 1] && seen[*i].calibrated_best == Some(**mv)
        })
        .map(|((_, m), _)| m.before - m.after)
        .collect();
    gaps.sort_by(f32::total_cmp);
    let bias = gaps
        .get(gaps.len() / 2)
        .map_or(0.0, |g| (g / 2.0).clamp(0.0, 0.1));
    for (i, m) in moves.iter_mut().enumerate() {
        if in_play[i] {
            m.before = (m.before - bias).max(0.0);
        }
        if in_play[i + 1] {
            m.after = (m.after + bias).min(1.0);
        }
    }
    Some(Review { moves })
}

/// How near a line between ratings a move's loss must be to be searched again: about
/// what two searches of the calibrated count differ by with nothing between them.
const NEAR: f32 = 0.02;

/// The positions to search again for the moves whose loss lies within [`NEAR`] of a
/// line between ratings, both of whose positions were valued by a search (no proof, no
/// end, no contract): for each such move `i`, the position it left, then the one its
/// best move leaves, each with the seed of its second search.
fn near_a_line(
    moves: &[MoveReview],
    indexed: &[(usize, Game)],
    seen: &[Seen],
    better: &[(usize, Game)],
    after_best: &[(usize, Seen)],
) -> Vec<(usize, Game, u64)> {
    const LINES: [f32; 4] = [0.02, 0.05, 0.10, 0.20];
    let searched = |s: &Seen| s.raw_black.is_some();
    let mut again = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let near = LINES.iter().any(|line| (m.lost - line).abs() < NEAR);
        let best = after_best.iter().find(|(j, _)| *j == i);
        let game = better.iter().find(|(j, _)| *j == i);
        let (Some((_, best)), Some((_, after))) = (best, game) else {
            continue;
        };
        if m.rating == Rating::Forced
            || !near
            || seen[i].proven.is_some()
            || !searched(&seen[i + 1])
            || !searched(best)
        {
            continue;
        }
        again.push((i, indexed[i + 1].1.clone(), mix(i + 1) ^ 0xA6A1));
        again.push((i, after.clone(), mix(i) ^ 0x5555 ^ 0xA6A1));
    }
    again
}

/// Each move of `game` judged: what it and the best move found leave its mover (the
/// positions' searches `seen`, and `after_best`, the searches after the best moves that
/// were not played), its rating, and the proofs' word where the solver has one; where
/// `again` has a move (its index, then what the second searches of the position it left
/// and of its best move's leave its mover), it is judged on the means of both searches
/// (the chances shown stay the first searches': the graph is the same at any time).
fn judge(
    game: &Game,
    indexed: &[(usize, Game)],
    (seen, after_best): (&[Seen], &[(usize, Seen)]),
    again: &[(usize, f32, f32)],
) -> Vec<MoveReview> {
    let board = game.board();
    game.history()
        .iter()
        .enumerate()
        .take(seen.len().saturating_sub(1))
        .map(|(i, &mv)| {
            let (now, next) = (&seen[i], &seen[i + 1]);
            // The mover's chance after its move, from the next position's search (a
            // root move's own estimate in this search was tried: its moves other than
            // the best are seen too rarely, and the ratings agreed less between seeds).
            let shown = left(now.mover, next);
            let forced = indexed[i].1.legal_moves().len() <= 1;
            let best = now.best.unwrap_or(mv);
            // What the best move leaves the mover, valued as the move played was.
            let best_left = after_best
                .iter()
                .find(|(j, _)| *j == i)
                .map(|(_, b)| left(now.mover, b));
            let (after, best_left) = match again.iter().find(|(j, ..)| *j == i) {
                Some(&(_, a, b)) => ((shown + a) / 2.0, best_left.map(|l| (l + b) / 2.0)),
                None => (shown, best_left),
            };
            // Less the searches' own noise (a difference they cannot tell is none); never
            // below what the move played left.
            let best_after = best_left.map_or(after, |l| (l - NOISE).max(after));
            // In the contract a seat can count on no more than its best choice leaves it:
            // where every stone hands the opponent a Black worth more than half, "about
            // half" is too much (a best stone read as losing 12 points).
            let before = if indexed[i].1.phase() == Phase::Contract {
                now.chance.min(best_after.max(after) + NOISE)
            } else {
                now.chance
            };
            let mut reviewed = MoveReview::new(
                now.mover.index() as u8,
                (move_text(board, mv), move_text(board, best)),
                (before, best_after, after),
                forced,
            );
            reviewed.after = shown;
            match now.proven {
                // A proven win within the solver's reach that the move played does not
                // keep (the next position is not a proven loss for the opponent): a
                // blunder, whatever the search's chances say.
                Some(Forced::Wins(_))
                    if next.winner != Some(now.mover)
                        && !matches!(next.proven, Some(Forced::Loses(_))) =>
                {
                    reviewed.rating = Rating::Blunder;
                }
                // Lost whatever the mover does: no move is a mistake for losing.
                Some(Forced::Loses(_)) if !forced => {
                    reviewed.lost = 0.0;
                    reviewed.rating = Rating::from_loss(0.0);
                }
                // Not proven lost, and the move hands the opponent a proven win (a lone
                // threat left open reads as a blunder, not a "mistake" of some points).
                None if !forced
                    && next.winner.is_none()
                    && matches!(next.proven, Some(Forced::Wins(_))) =>
                {
                    reviewed.rating = Rating::Blunder;
                }
                _ => {}
            }
            reviewed
        })
        .collect()
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
