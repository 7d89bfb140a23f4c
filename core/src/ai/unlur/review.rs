//! A game of Unlur reviewed: each position valued as `seen.rs` says (the
//! strongest level's MCTS made a chance, through the contract too, before colours are
//! known; after it the exact solver first), each move judged by what it and the best
//! move found leave its mover: a proven win let go, or one handed to the opponent, is a
//! blunder, and no move of a lost position a mistake. Chances are read on the count of
//! playouts they were calibrated on whatever the review's time (a longer review looks
//! further for better moves), and a move whose loss lies near a line between ratings is
//! judged on two searches of each position. The positions are searched on all cores,
//! each with a seed of its own.

use std::time::Duration;

use super::seen::{Seen, left, mix, see};
pub use super::seen::{first_player_chance, position_chance, review_playouts};
use super::solver::Forced;
use crate::ai::Budget;
use crate::ai::review::{MoveReview, Rating, Review};
use crate::ai::work::Work;
use crate::rules::unlur::{Game, Phase, move_text};

/// What two searches of this budget may differ by with nothing between them (two
/// standard errors of a root estimate's few thousand playouts, about 1.4 points, and
/// some): a move found to lose less than this loses nothing.
const NOISE: f32 = 0.02;

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
    // search would have played it read a few points lost. The chance in play takes that
    // lean off as fitted on the calibrated count (`chance::LEAN`: such moves now read
    // under a point lost, where they read about 4); what is left of it in this game (a
    // review on another count of playouts may lean otherwise), measured on those
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
    let searched = |s: &Seen| s.raw_black.is_some();
    let mut again = Vec::new();
    // `after_best` holds the search of each position of `better`, in its order.
    for ((i, after), (_, best)) in better.iter().zip(after_best) {
        let (i, Some(m)) = (*i, moves.get(*i)) else {
            continue;
        };
        let near = Rating::LINES
            .iter()
            .any(|line| (m.lost - line).abs() < NEAR);
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

#[cfg(test)]
#[path = "review_contract_tests.rs"]
mod contract_tests;
