//! A game of Unlur reviewed: each position searched by the strongest level's MCTS for a
//! time, its estimate made a seat's chance of winning by [`super::chance`] (through the
//! contract too, before colours are known). A move's "after" is what the search of the
//! next position leaves its mover; the positions are searched on all cores, each with a
//! seed of its own.

use std::time::Duration;

use super::chance::{contract_value, mover_chance, pass_value};
use super::player::{AiPlayer, config};
use super::{Tables, UnlurPos};
use crate::ai::Mcts;
use crate::ai::review::{MoveReview, Review};
use crate::ai::work::Work;
use crate::ai::{Budget, Level};
use crate::rules::Player;
use crate::rules::unlur::{Game, Move, Phase, move_text};

/// What a search says of one position: whose turn, the chance of that seat, the best
/// move (`None`: the game is over, won by `winner`).
struct Seen {
    mover: Player,
    chance: f32,
    best: Option<Move>,
    winner: Option<Player>,
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

/// A seed for the search of position `i`.
fn mix(i: usize) -> u64 {
    (i as u64).wrapping_mul(0x9E37_79B9)
}

/// Searches one position for `time`.
fn see(g: &Game, time: Duration, seed: u64) -> Seen {
    if let Some(o) = g.outcome() {
        return Seen {
            mover: g.to_move(),
            chance: 0.0,
            best: None,
            winner: Some(o.winner),
        };
    }
    let mut cfg = config(Level::Maximum);
    cfg.budget = Budget::time(time);
    if g.phase() == Phase::Play {
        let mut pos = UnlurPos::from_game(g, Tables::new(g.board().clone()));
        pos.smart_playouts = cfg.smart_playouts;
        if let Some(info) = Mcts::new(pos, cfg.settings, seed).search(cfg.budget) {
            return Seen {
                mover: g.to_move(),
                chance: mover_chance(g, info.value),
                best: Some(info.best),
                winner: None,
            };
        }
    }
    // The contract: the level's own decision (pass, or the stone), and what passing
    // would give the mover (searched for a forced pass, where the level does not).
    let thought = AiPlayer::new(cfg, seed).think(g);
    let raw = thought.and_then(|t| t.pass_black).unwrap_or_else(|| {
        let pos = UnlurPos::from_game(g, Tables::new(g.board().clone()));
        Mcts::new(pos.passed(), cfg.settings, seed)
            .search(cfg.budget)
            .map_or(0.5, |white| 1.0 - white.value)
    });
    Seen {
        mover: g.to_move(),
        chance: contract_value(g, pass_value(g, raw)),
        best: thought.map(|t| t.mv),
        winner: None,
    }
}

/// The chance that the first player wins from where `game` stands, searched for `time`.
pub fn first_player_chance(game: &Game, time: Duration, seed: u64) -> f32 {
    left(Player::One, &see(game, time, seed))
}

/// Reviews `game` as `work` says (`None`: cancelled): each position searched for its
/// time, seeded by its seed.
pub fn review(game: &Game, work: &Work) -> Option<Review> {
    let (time, seed) = (work.time, work.seed);
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
    let seen = work.in_parallel(&indexed, |(i, g)| see(g, time, seed ^ mix(*i)))?;
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
        (*i, see(g, time, seed ^ mix(*i) ^ 0x5555))
    })?;
    let board = game.board();
    let mut moves: Vec<MoveReview> = game
        .history()
        .iter()
        .enumerate()
        .take(seen.len().saturating_sub(1))
        .map(|(i, &mv)| {
            let (now, next) = (&seen[i], &seen[i + 1]);
            // The mover's chance after its move, from the next position's search (a
            // root move's own estimate in this search was tried: its moves other than
            // the best are seen too rarely, and the ratings agreed less between seeds).
            let after = left(now.mover, next);
            let forced = indexed[i].1.legal_moves().len() <= 1;
            let best = now.best.unwrap_or(mv);
            // What the best move leaves the mover, valued as the move played was; never
            // below what the move played left.
            // Less the searches' own noise: a difference they cannot tell is none.
            let best_after = match after_best.iter().find(|(j, _)| *j == i) {
                Some((_, b)) => (left(now.mover, b) - NOISE).max(after),
                None => after,
            };
            MoveReview::new(
                now.mover.index() as u8,
                (move_text(board, mv), move_text(board, best)),
                (now.chance, best_after, after),
                forced,
            )
        })
        .collect();
    // Each search's root overstates its mover's chance (the most visited move's mean,
    // the opponent's replies below it explored rather than best): a move played as the
    // search would have played it read a few points lost. That bias, measured on those
    // moves, is taken off each position in play, half from each side's view; the
    // ratings (the best move and the one played, valued alike) do not change.
    let in_play: Vec<bool> = indexed
        .iter()
        .zip(&seen)
        .map(|((_, g), s)| g.phase() == Phase::Play && s.winner.is_none())
        .collect();
    let mut gaps: Vec<f32> = moves
        .iter()
        .enumerate()
        .filter(|(i, m)| in_play[*i] && in_play[i + 1] && m.played == m.best)
        .map(|(_, m)| m.before - m.after)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::review::Rating;
    use crate::ai::unlur::player::RandomPlayer;

    /// The stones that win at once for the player to move.
    fn winning(g: &Game) -> Vec<Move> {
        let mover = g.to_move();
        g.legal_moves()
            .into_iter()
            .filter(|&mv| {
                let mut after = g.clone();
                after.play(mv).is_ok() && after.outcome().is_some_and(|o| o.winner == mover)
            })
            .collect()
    }

    /// A position of a random game on a small board where the player to move can win at
    /// once and the opponent could too: the game so far, the winning stone, and a stone
    /// that does neither (after which the opponent wins at once).
    fn race() -> (Game, Move, Move) {
        in_random_games("a race", |g| {
            let win = *winning(g).first()?;
            let miss = g.legal_moves().into_iter().find(|&mv| {
                let mut after = g.clone();
                after.play(mv).is_ok() && after.outcome().is_none() && !winning(&after).is_empty()
            })?;
            Some((g.clone(), win, miss))
        })
    }

    /// The first position of seeded random games on side 4, after the contract, where
    /// `found` finds something (`what`, for the panic when none does).
    fn in_random_games<T>(what: &str, found: impl Fn(&Game) -> Option<T>) -> T {
        for seed in 0..500 {
            let mut random = RandomPlayer::new(seed);
            let Some(mut g) = Game::with_side(4, Player::One) else {
                continue;
            };
            while g.outcome().is_none() {
                if g.phase() == Phase::Play
                    && let Some(t) = found(&g)
                {
                    return t;
                }
                let Some(mv) = random.choose(&g) else { break };
                if g.play(mv).is_err() {
                    break;
                }
            }
        }
        panic!("no {what} in 500 random games");
    }

    /// A position of a random game on a small board where a stone would complete only
    /// the opponent's goal (and lose at once) while another stone keeps the game going:
    /// the game so far, the losing stone and the other.
    fn self_defeat() -> (Game, Move, Move) {
        in_random_games("stone completing only the opponent's goal", |g| {
            let mover = g.to_move();
            let ends = |mv: Move| {
                let mut after = g.clone();
                after.play(mv).ok()?;
                Some(after.outcome().map(|o| o.winner))
            };
            let moves = g.legal_moves();
            let losing = moves
                .iter()
                .copied()
                .find(|&mv| mv != Move::Resign && ends(mv) == Some(Some(mover.other())))?;
            let quiet = moves
                .iter()
                .copied()
                .find(|&mv| matches!(mv, Move::Place(_)) && ends(mv) == Some(None))?;
            Some((g.clone(), losing, quiet))
        })
    }

    /// A quick review's budget: 40 ms a position on 2 threads, seeded by `seed`.
    fn quick(seed: u64) -> Work {
        Work {
            time: Duration::from_millis(40),
            threads: 2,
            seed,
            ..Work::default_for(crate::rules::GameId::Unlur)
        }
    }

    /// A contract played by two equal AIs on side 6, then two stones of play.
    fn equal_contract(seed: u64) -> Game {
        let mut players = [
            AiPlayer::new(config(Level::Easy), seed),
            AiPlayer::new(config(Level::Easy), seed + 1),
        ];
        let mut g = Game::with_side(6, Player::One).unwrap();
        let mut random = RandomPlayer::new(seed);
        let mut played = 0;
        while played < 2 && g.outcome().is_none() {
            let mv = match g.phase() {
                Phase::Contract => players[g.to_move().index()].think(&g).unwrap().mv,
                _ => {
                    played += 1;
                    random.choose(&g).unwrap()
                }
            };
            g.play(mv).unwrap();
        }
        g
    }

    /// Through the contract a chance is a seat's chance of winning the game: between
    /// equal players it stays near one half, and a move rated best changes its mover's
    /// chance by a few points at most (the first stone read "best" while its mover's
    /// chance fell from 86% to 13%).
    #[test]
    fn through_the_contract_equal_players_keep_about_half() {
        for seed in [1, 2] {
            let g = equal_contract(seed);
            let contract = g.history().iter().position(|&mv| mv == Move::Pass).unwrap() + 1;
            let reviewed = review(&g, &quick(seed)).unwrap();
            for (i, m) in reviewed.moves[..contract].iter().enumerate() {
                let first = if m.mover == 0 { m.after } else { 1.0 - m.after };
                assert!(
                    (0.25..=0.75).contains(&first),
                    "move {} {m:?}: the first player's chance {first}",
                    i + 1
                );
                if m.rating == Rating::Best {
                    assert!((m.after - m.before).abs() <= 0.1, "move {} {m:?}", i + 1);
                }
            }
        }
    }

    /// The stone that completes only the opponent's goal is a blunder (the review's
    /// better move another), the quiet one is not.
    #[test]
    fn completing_only_the_opponents_goal_is_a_blunder() {
        let (g, losing, quiet) = self_defeat();
        let k = g.history().len();
        let rated = |mv: Move| {
            let mut played = g.clone();
            played.play(mv).unwrap();
            review(&played, &quick(5)).unwrap().moves[k].clone()
        };
        let lost = rated(losing);
        assert_eq!(lost.rating, Rating::Blunder, "{lost:?}");
        assert_eq!(lost.after, 0.0, "{lost:?}");
        assert_ne!(lost.best, lost.played);
        let kept = rated(quiet);
        assert!(kept.lost < lost.lost, "{kept:?} against {lost:?}");
    }

    /// Missing a win at once while the opponent threatens one is a blunder; the stone
    /// that wins is best.
    #[test]
    fn missing_an_immediate_win_is_a_blunder_and_the_winning_stone_best() {
        let (g, win, miss) = race();
        let k = g.history().len();
        for (mv, wanted) in [(win, Rating::Best), (miss, Rating::Blunder)] {
            let mut played = g.clone();
            played.play(mv).unwrap();
            // The opponent's reply, if the game goes on: its own win.
            if let Some(&reply) = winning(&played).first() {
                played.play(reply).unwrap();
            }
            let reviewed = review(&played, &quick(7)).unwrap();
            let m = &reviewed.moves[k];
            assert!(
                m.rating == wanted || (wanted == Rating::Blunder && m.rating == Rating::Mistake),
                "{m:?}"
            );
        }
    }
}
