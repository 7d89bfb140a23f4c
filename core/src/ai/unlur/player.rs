//! Unlur players: how an AI player of a level thinks (the contract's decisions
//! included), and random moves; what each level is, [`super::levels`]; the command
//! line's contenders, [`super::contender`].

use std::sync::Arc;
use std::time::Instant;

use super::chance::pass_worth;
use super::levels::{AiConfig, SOLVER_DEPTH, config};
use super::solver::{Forced, Limits, Solver};
use super::threats::forced_block;
use super::{Tables, UnlurPos};
use crate::ai::{Forest, Rng64, SearchGame, Stop};
use crate::rules::unlur::{Game, Move, Phase};

/// What the AI thinks of the position, for hints and captions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thought {
    /// The move chosen.
    pub mv: Move,
    /// Estimated chance that the player who moves wins.
    pub win_chance: f32,
    /// Playouts spent.
    pub playouts: u64,
    /// In the contract, the search's estimate of Black's chances were the mover to pass
    /// now (they would be Black, White to move): the raw rate of the playouts won, before
    /// any calibration; `None` in play, or when the search did not run (a forced pass).
    pub pass_black: Option<f32>,
    /// What the exact solver proved of the position, if it did.
    pub forced: Option<Forced>,
}

/// An MCTS player of Unlur. Keeps its tree between moves of the same game.
pub struct AiPlayer {
    config: AiConfig,
    seed: u64,
    tables: Option<Arc<Tables>>,
    tree: Option<(Vec<Move>, Forest<UnlurPos>)>,
    searches: u64,
    stop: Stop,
}

impl AiPlayer {
    /// A player with a configuration and a seed.
    pub fn new(config: AiConfig, seed: u64) -> AiPlayer {
        AiPlayer {
            config,
            seed,
            tables: None,
            tree: None,
            searches: 0,
            stop: Stop::default(),
        }
    }

    /// Ends its searches early once `stop` is set (for this thought and the next ones,
    /// until another stop is given).
    pub fn stop_with(&mut self, stop: Stop) {
        self.stop = stop;
    }

    /// Passes at this estimate on every side (for calibration runs).
    pub fn set_pass_threshold(&mut self, threshold: f32) {
        self.config.contract = self.config.contract.with_fair(threshold);
    }

    /// Searches on at most `threads` threads (a match playing several games at once
    /// shares the cores among them).
    pub fn limit_threads(&mut self, threads: usize) {
        self.config.threads = self.config.threads.min(threads.max(1));
        self.tree = None;
    }

    fn tables(&mut self, game: &Game) -> Arc<Tables> {
        match &self.tables {
            // Boards of one side are identical: the tables serve any game of that side.
            Some(t) if t.board().side() == game.board().side() => t.clone(),
            _ => {
                let t = Tables::new(game.board().clone());
                self.tables = Some(t.clone());
                self.tree = None;
                t
            }
        }
    }

    fn next_seed(&mut self) -> u64 {
        self.searches += 1;
        self.seed ^ self.searches.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn position(&mut self, game: &Game) -> UnlurPos {
        let pos = UnlurPos::from_game(game, self.tables(game));
        self.config.searched(pos)
    }

    /// Chooses a move for the player to move. `None` if the game is over.
    pub fn think(&mut self, game: &Game) -> Option<Thought> {
        match game.phase() {
            Phase::Over => None,
            Phase::Contract => Some(self.contract_move(game)),
            Phase::Play => self.play_move(game),
        }
    }

    fn play_move(&mut self, game: &Game) -> Option<Thought> {
        let started = Instant::now();
        if let Some(proven) = self.solve(game) {
            return Some(proven);
        }
        // A time budget is the whole move's: the solver's share comes off the search's.
        let mut budget = self.config.budget;
        budget.time = budget
            .time
            .map(|t| t.saturating_sub(started.elapsed()).max(t / 2));
        let history = game.history();
        let reusable = matches!(&self.tree, Some((moves, _)) if history.starts_with(moves));
        if reusable {
            if let Some((moves, tree)) = self.tree.as_mut() {
                for &mv in &history[moves.len()..] {
                    tree.advance(mv);
                }
                *moves = history.to_vec();
            }
        } else {
            let pos = self.position(game);
            let seed = self.next_seed();
            let threads = self.config.threads;
            let tree = Forest::new(pos, self.config.settings, seed, threads);
            self.tree = Some((history.to_vec(), tree));
        }
        let (_, tree) = self.tree.as_mut()?;
        let info = tree.search_until(budget, Some(&self.stop))?;
        // The search may let a lone threat through; the levels with the solver never do.
        let block = (self.config.solver_nodes > 0)
            .then(|| forced_block(game, self.tables(game)))
            .flatten();
        Some(Thought {
            mv: block.unwrap_or(info.best),
            win_chance: info.value,
            playouts: info.playouts,
            pass_black: None,
            forced: None,
        })
    }

    /// What the exact solver proves within its share of the budget (the levels that have
    /// one): a forced win, played at once, or a forced loss, met with the longest
    /// defence; `None` when it proves neither.
    fn solve(&mut self, game: &Game) -> Option<Thought> {
        if self.config.solver_nodes == 0 {
            return None;
        }
        let mut solver = Solver::new(self.tables(game));
        let limits = Limits {
            depth: SOLVER_DEPTH,
            nodes: Some(self.config.solver_nodes),
            stop: Some(self.stop.clone()),
            // A level that thinks for a time gives the solver a quarter of it at most
            // (a slow machine or build reaches it before the count).
            deadline: self.config.budget.time.map(|t| Instant::now() + t / 4),
        };
        let (forced, mv) = solver.solve(game, limits).forced()?;
        // Every stone loses at once: any is the defence.
        let mv = mv.or_else(|| game.legal_moves().first().copied())?;
        Some(Thought {
            mv,
            win_chance: forced.chance(),
            playouts: 0,
            pass_black: None,
            forced: Some(forced),
        })
    }

    /// The contract: pass when the estimate of Black's chances here, with White to move,
    /// reaches the side's fair estimate (see [`AiConfig::contract`]), or when stones
    /// round the centre make taking Black worth the guard (see [`AiConfig::pass_guard`]);
    /// otherwise place the black stone that brings Black closest to it from below (and
    /// past no guard), so that the opponent gains least by passing next (checked by
    /// searches of their own at the strongest level, see [`AiConfig::contract_checks`]).
    fn contract_move(&mut self, game: &Game) -> Thought {
        let search = self.config.contract_search.map_or(self.config, config);
        let (own_budget, settings, threads) = (search.budget, search.settings, search.threads);
        let pos = search.measured(self.position(game));
        if game.must_pass() {
            return Thought {
                mv: Move::Pass,
                win_chance: 0.5,
                playouts: 0,
                pass_black: None,
                forced: None,
            };
        }
        let me = pos.to_move();
        let point = self.config.contract.at(game.board().side());
        let checks = self.config.contract_checks;
        // Two searches share the budget, or, with checks, half of it (the checks the rest).
        let budget = own_budget.divided(if checks == 0 { 2 } else { 4 });
        // If I pass now I am Black and White moves: White's best reply gives White's chance.
        let seed = self.next_seed();
        let mut tree = Forest::new(pos.passed(), settings, seed, threads);
        let Some(white) = tree.search_until(budget, Some(&self.stop)) else {
            return Thought {
                mv: Move::Pass,
                win_chance: 1.0,
                playouts: 0,
                pass_black: None,
                forced: None,
            };
        };
        let p_black = 1.0 - white.value;
        // What each extra black stone would give Black (Black to move on the same stones).
        let seed = self.next_seed();
        let mut tree = Forest::new(pos.as_play_phase(me, me), settings, seed, threads);
        let playouts = white.playouts;
        let Some(black) = tree.search_until(budget, Some(&self.stop)) else {
            return Thought {
                mv: Move::Pass,
                win_chance: point.black_chance(p_black),
                playouts,
                pass_black: Some(p_black),
                forced: None,
            };
        };
        let mut playouts = playouts + black.playouts;
        let mut stones: Vec<(Move, f32)> = black
            .moves
            .iter()
            .filter(|(mv, _, _)| game.is_legal(*mv))
            .map(|&(mv, n, v)| {
                // With checks, candidates are ranked by values pulled toward Black's
                // chances without the stone (a weak stone adds little to them).
                (mv, if checks > 0 { shrunk(v, n, p_black) } else { v })
            })
            .collect();
        let threshold = point.fair;
        if checks > 0 && p_black < threshold && !stones.is_empty() {
            // The stones the search did not favour have few playouts, so the highest
            // value below the threshold is mostly noise: the stone chosen so would often
            // hand the opponent a pass worth more than it seemed. Check the candidates
            // nearest the threshold with a search each of the opponent's view after the
            // stone (they pass: they are Black, White to move), the same estimate the pass
            // decision uses.
            stones.sort_by(|a, b| (a.1 - threshold).abs().total_cmp(&(b.1 - threshold).abs()));
            stones.truncate(checks as usize);
            let check_budget = own_budget.divided(2 * checks);
            for (mv, v) in &mut stones {
                let mut after = pos.clone();
                after.apply(*mv);
                let view = after.as_play_phase(1 - me, me);
                let seed = self.next_seed();
                let mut tree = Forest::new(view, settings, seed, threads);
                if let Some(white) = tree.search_until(check_budget, Some(&self.stop)) {
                    *v = 1.0 - white.value;
                    playouts += white.playouts;
                }
            }
        }
        // What taking Black now is worth to the mover, and what a stone leaves it: the
        // opponent passes after it once Black is worth more than half, or goes on.
        let pass = point.black_chance(p_black);
        let after_stone = |v: f32| 1.0 - point.black_chance(v).max(0.5);
        let thought = |mv: Move, win_chance: f32| Thought {
            mv,
            win_chance,
            playouts,
            pass_black: Some(p_black),
            forced: None,
        };
        // Stones round the centre make taking Black worth more than the pass point
        // reads (see `AiConfig::pass_guard`): past the guard, pass, and hand no such
        // pass to the opponent.
        let guarded = |g: &Game, v: f32| {
            let at = self.config.pass_guard?;
            Some(pass_worth(g, point, v)).filter(|&worth| worth >= at)
        };
        let hands_a_pass = |mv: Move, v: f32| {
            // A copy of the game for each stone only where there is a guard to read.
            self.config.pass_guard.is_some() && {
                let mut after = game.clone();
                after.play(mv).is_ok() && guarded(&after, v).is_some()
            }
        };
        if let Some(worth) = guarded(game, p_black) {
            return thought(Move::Pass, pass.max(worth));
        }
        if p_black >= threshold || stones.is_empty() {
            return thought(Move::Pass, pass);
        }
        let below = stones
            .iter()
            .filter(|&&(mv, v)| v < threshold && !hands_a_pass(mv, v))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        match below {
            Some(&(mv, v)) => thought(mv, after_stone(v)),
            None => {
                // Every stone would hand the opponent a Black worth more than half: pass,
                // unless the least of them leaves the mover more than Black is worth now.
                let (mv, v) = stones
                    .iter()
                    .copied()
                    .min_by(|a, b| a.1.total_cmp(&b.1))
                    .unwrap_or((Move::Pass, 1.0));
                if pass >= after_stone(v) {
                    thought(Move::Pass, pass)
                } else {
                    thought(mv, after_stone(v))
                }
            }
        }
    }
}

/// A root move's win chance from `wins / visits` pulled toward `prior` by a few
/// virtual visits, so a move seen once or twice does not read as 0% or 100%.
fn shrunk(value: f32, visits: u32, prior: f32) -> f32 {
    const VIRTUAL: f32 = 4.0;
    (value * visits as f32 + prior * VIRTUAL) / (visits as f32 + VIRTUAL)
}

/// A player that picks uniformly among the legal moves.
pub struct RandomPlayer(Rng64);

impl RandomPlayer {
    /// A random player with a seed.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer(Rng64::new(seed))
    }

    /// A uniformly random legal move, or `None` if the game is over.
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        let moves = game.legal_moves();
        (!moves.is_empty()).then(|| moves[self.0.below(moves.len())])
    }
}

#[cfg(test)]
#[path = "player_tests.rs"]
mod tests;
