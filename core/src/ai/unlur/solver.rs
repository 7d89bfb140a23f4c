//! An exact solver for Unlur after the contract (colours known): it proves that the side
//! to move wins within `n` of its own moves, or loses whatever it does, where Monte-Carlo
//! search only estimates. Depth-first AND/OR search with a transposition table, using
//! what the game gives:
//! - a stone wins at once when it makes its player's own goal, and loses at once when it
//!   makes only the opponent's (the rules' order): such a stone is never worth trying;
//! - stones never move nor go, so a cell where the opponent would win next is only
//!   stopped by taking it: when the opponent threatens two, the mover loses; one, it
//!   must take it;
//! - a player's winning cells come only from its own stones, so a win on the next move
//!   needs a threat now: with none, and a reply that is not suicide, it is not there.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use super::threats::scan;
use super::{EMPTY, NONE, Tables, UnlurPos, WHITE};
use crate::ai::{Rng64, Stop};
use crate::rules::unlur::{Cell, Game, Move, Phase};

/// What the solver proved about the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// It wins within `moves` of its own moves (the fewest), by any of `first` (every
    /// first move that does, best first).
    Wins {
        /// Its own moves to the win, the winning one included.
        moves: u8,
        /// Every first move that wins within `moves`.
        first: Vec<Move>,
    },
    /// It loses whatever it does: the opponent wins within `moves` of its own moves
    /// after the longest defence, `defence` (`None` when every stone loses at once).
    Loses {
        /// The opponent's moves to its win against the longest defence.
        moves: u8,
        /// The move that holds out longest.
        defence: Option<Move>,
    },
    /// Neither within the depth asked (or the time ran out).
    Unknown,
}

/// A result the exact solver proved for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forced {
    /// It wins by force within this many of its own moves (the move chosen included).
    Wins(u8),
    /// It loses whatever it does: the opponent wins within this many of its own moves
    /// against the move chosen, the longest defence (0: the move chosen loses at once,
    /// as every move does).
    Loses(u8),
}

impl Forced {
    /// The side to move's chance of winning, proven: 1 or 0.
    pub fn chance(self) -> f32 {
        match self {
            Forced::Wins(_) => 1.0,
            Forced::Loses(_) => 0.0,
        }
    }
}

impl Proof {
    /// What it proved for the side to move, with the move to play: the fastest win, or
    /// the longest defence (`None` when every stone loses at once); `None` when unknown.
    pub fn forced(&self) -> Option<(Forced, Option<Move>)> {
        match self {
            Proof::Wins { moves, first } => Some((Forced::Wins(*moves), first.first().copied())),
            Proof::Loses { moves, defence } => Some((Forced::Loses(*moves), *defence)),
            Proof::Unknown => None,
        }
    }
}

/// The solver's limits: how deep (in the side to move's own moves), and when to give up
/// (a time, a number of positions: the AI's, so that a seed gives the same moves; a
/// stop from whoever waits).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// The most own moves a win may take.
    pub depth: u8,
    /// When to give up (`None`: never).
    pub deadline: Option<Instant>,
    /// The most positions to search (`None`: no limit).
    pub nodes: Option<u64>,
    /// Ends the search early once set.
    pub stop: Option<Stop>,
}

impl Limits {
    /// Within `depth` own moves, with no other limit.
    pub fn depth(depth: u8) -> Limits {
        Limits {
            depth,
            ..Limits::default()
        }
    }
}

/// Out of time, of positions, or stopped.
struct Stopped;

type Found = Result<bool, Stopped>;

/// What the table knows of a position (the side to move's wins).
#[derive(Clone, Copy, Default)]
struct Known {
    /// The fewest own moves proven to win (0: none proven).
    wins_in: u8,
    /// The most own moves proven not to be enough (0: none proven).
    fails_in: u8,
}

/// A solver for the positions of one board; it keeps its table between questions.
pub struct Solver {
    tables: Arc<Tables>,
    keys: Vec<[u64; 2]>,
    known: HashMap<u64, Known>,
    limits: Limits,
    /// Positions searched so far.
    pub nodes: u64,
}

impl Solver {
    /// A solver for the board of these tables.
    pub fn new(tables: Arc<Tables>) -> Solver {
        let mut rng = Rng64::new(0x501_7E5);
        let keys = (0..tables.board.cell_count())
            .map(|_| [rng.next_u64(), rng.next_u64()])
            .collect();
        Solver {
            tables,
            keys,
            known: HashMap::new(),
            limits: Limits::default(),
            nodes: 0,
        }
    }

    /// A solver for the board of `game`.
    pub fn for_game(game: &Game) -> Solver {
        Solver::new(Tables::new(game.board().clone()))
    }

    fn key(&self, pos: &UnlurPos) -> u64 {
        let mut h = if pos.to_move == pos.black {
            0x9E37_79B9_7F4A_7C15
        } else {
            0
        };
        for (i, &s) in pos.stones.iter().enumerate() {
            if s != EMPTY {
                h ^= self.keys[i][(s == WHITE) as usize];
            }
        }
        h
    }

    fn tick(&mut self) -> Result<(), Stopped> {
        self.nodes += 1;
        let limits = &self.limits;
        if limits.nodes.is_some_and(|n| self.nodes > n)
            || self.nodes.is_multiple_of(1024)
                && (limits.deadline.is_some_and(|d| Instant::now() >= d)
                    || limits.stop.as_ref().is_some_and(Stop::stopped))
        {
            return Err(Stopped);
        }
        Ok(())
    }

    /// What can be proven about the side to move of `game` within `limits`.
    pub fn solve(&mut self, game: &Game, limits: Limits) -> Proof {
        if game.phase() != Phase::Play || limits.depth == 0 {
            return Proof::Unknown;
        }
        let pos = UnlurPos::from_game(game, self.tables.clone());
        let depth = limits.depth;
        (self.limits, self.nodes) = (limits, 0);
        self.solve_pos(&pos, depth).unwrap_or(Proof::Unknown)
    }

    fn solve_pos(&mut self, pos: &UnlurPos, depth: u8) -> Result<Proof, Stopped> {
        let me = pos.to_move;
        for n in 1..=depth {
            if self.wins(pos, n)? {
                let first = self.winning_moves(pos, n)?;
                return Ok(Proof::Wins { moves: n, first });
            }
        }
        // Lost? Every move the opponent answers with a win within the depth.
        let mine = scan(pos, me);
        let mut longest: Option<(u8, u16)> = None;
        for c in self.order(pos, &mine.quiet) {
            let mut after = pos.clone();
            after.place(c);
            let mut theirs = None;
            for n in 1..=depth {
                if self.wins(&after, n)? {
                    theirs = Some(n);
                    break;
                }
            }
            match theirs {
                None => return Ok(Proof::Unknown),
                Some(n) if longest.is_none_or(|(m, _)| n > m) => longest = Some((n, c)),
                Some(_) => {}
            }
        }
        Ok(match longest {
            Some((moves, c)) => Proof::Loses {
                moves,
                defence: Some(Move::Place(Cell(c))),
            },
            // Every stone makes the opponent's goal: the next one loses.
            None => Proof::Loses {
                moves: 0,
                defence: None,
            },
        })
    }

    /// Every first move of the side to move that wins within `n` own moves.
    fn winning_moves(&mut self, pos: &UnlurPos, n: u8) -> Result<Vec<Move>, Stopped> {
        let me = pos.to_move;
        let mine = scan(pos, me);
        let mut first: Vec<Move> = mine.wins.iter().map(|&c| Move::Place(Cell(c))).collect();
        if n > 1 {
            for &c in &mine.quiet {
                let mut after = pos.clone();
                after.place(c);
                if self.all_replies_lose(&after, n - 1)? {
                    first.push(Move::Place(Cell(c)));
                }
            }
        }
        Ok(first)
    }

    /// Whether the side to move of `pos` (no winner yet) wins within `n` own moves.
    fn wins(&mut self, pos: &UnlurPos, n: u8) -> Found {
        self.tick()?;
        let me = pos.to_move;
        let mine = scan(pos, me);
        if !mine.wins.is_empty() {
            return Ok(true);
        }
        if n <= 1 {
            return Ok(false);
        }
        let key = self.key(pos);
        let known = self.known.get(&key).copied().unwrap_or_default();
        if known.wins_in != 0 && known.wins_in <= n {
            return Ok(true);
        }
        if known.fails_in >= n {
            return Ok(false);
        }
        let theirs = scan(pos, 1 - me);
        let result = match theirs.wins.len() {
            // Two threats: one of them stays.
            2.. => false,
            // One: only taking it stops it (if taking it is not suicide).
            1 => {
                let t = theirs.wins[0];
                mine.quiet.contains(&t) && {
                    let mut after = pos.clone();
                    after.place(t);
                    self.all_replies_lose(&after, n - 1)?
                }
            }
            0 => {
                let mut found = false;
                for c in self.order(pos, &mine.quiet) {
                    let mut after = pos.clone();
                    after.place(c);
                    if self.all_replies_lose(&after, n - 1)? {
                        found = true;
                        break;
                    }
                }
                found
            }
        };
        let entry = self.known.entry(key).or_default();
        if result {
            entry.wins_in = if entry.wins_in == 0 {
                n
            } else {
                entry.wins_in.min(n)
            };
        } else {
            entry.fails_in = entry.fails_in.max(n);
        }
        Ok(result)
    }

    /// Whether, whatever the side to move of `pos` replies, the other side (who just
    /// moved, and has no win yet) then wins within `n` own moves.
    fn all_replies_lose(&mut self, pos: &UnlurPos, n: u8) -> Found {
        self.tick()?;
        let them = pos.to_move;
        let theirs = scan(pos, them);
        if !theirs.wins.is_empty() {
            return Ok(false);
        }
        // Every reply is suicide: the next stone loses.
        if theirs.quiet.is_empty() {
            return Ok(true);
        }
        let mine = scan(pos, 1 - them);
        let replies = match mine.wins.len() {
            2.. => return Ok(true),
            1 => {
                let t = mine.wins[0];
                if !theirs.quiet.contains(&t) {
                    // Taking it would lose for them; anything else leaves it.
                    return Ok(true);
                }
                vec![t]
            }
            // No threat: a win on the very next move is not there.
            0 if n <= 1 => return Ok(false),
            0 => self.order(pos, &theirs.quiet),
        };
        for r in replies {
            let mut after = pos.clone();
            after.place(r);
            if !self.wins(&after, n)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Cells in the order to try them: next to stones first (most neighbouring stones
    /// first), the rest after.
    fn order(&self, pos: &UnlurPos, cells: &[u16]) -> Vec<u16> {
        let mut scored: Vec<(u8, u16)> = cells
            .iter()
            .map(|&c| {
                let near = self.tables.neighbours[c as usize]
                    .iter()
                    .filter(|&&n| n != NONE && pos.stones[n as usize] != EMPTY)
                    .count() as u8;
                (near, c)
            })
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        scored.into_iter().map(|(_, c)| c).collect()
    }
}

#[cfg(test)]
#[path = "solver_tests.rs"]
mod tests;
