//! What one stone would do, read before it is placed (it makes its player's own goal
//! and wins, makes only the opponent's and loses, or neither), and from it where each
//! side wins next: the exact solver's pruning and the AI's block of a lone threat.

use std::sync::Arc;

use super::{BLACK, EMPTY, LINE, NONE, Tables, UnlurPos, WHITE, Y};
use crate::rules::unlur::{Cell, Game, Move, Phase};

/// The outcome of one stone, seen before it is placed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stone {
    Wins,
    Loses,
    Quiet,
}

impl UnlurPos {
    fn colour_of(&self, player: u8) -> u8 {
        if player == self.black { BLACK } else { WHITE }
    }

    fn root(&self, mut x: u16) -> u16 {
        while self.parent[x as usize] != x {
            x = self.parent[x as usize];
        }
        x
    }

    /// What a stone of `player` on the empty `cell` would do.
    pub(super) fn stone_if(&self, cell: u16, player: u8) -> Stone {
        let colour = self.colour_of(player);
        let mut sides = self.t.side_bits[cell as usize];
        for n in self.t.neighbours[cell as usize] {
            if n == NONE {
                break;
            }
            if self.stones[n as usize] == colour {
                sides |= self.sides[self.root(n) as usize];
            }
        }
        let goals = self.t.goals[sides as usize];
        let own = if colour == BLACK { Y } else { LINE };
        if goals & own != 0 {
            Stone::Wins
        } else if goals != 0 {
            Stone::Loses
        } else {
            Stone::Quiet
        }
    }
}

/// The empty cells of `pos` sorted by what a stone of `player` would do there.
pub(super) struct Scan {
    /// Where the stone wins at once.
    pub(super) wins: Vec<u16>,
    /// Where it neither wins nor loses.
    pub(super) quiet: Vec<u16>,
}

pub(super) fn scan(pos: &UnlurPos, player: u8) -> Scan {
    let mut s = Scan {
        wins: Vec::new(),
        quiet: Vec::new(),
    };
    for (i, &stone) in pos.stones.iter().enumerate() {
        if stone != EMPTY {
            continue;
        }
        match pos.stone_if(i as u16, player) {
            Stone::Wins => s.wins.push(i as u16),
            Stone::Quiet => s.quiet.push(i as u16),
            Stone::Loses => {}
        }
    }
    s
}

/// The one cell the side to move of `game` must take, after the contract: the
/// opponent would win there next, nowhere else, and taking it does not lose at once;
/// `None` otherwise (no threat, two of them, or the mover wins first).
pub fn forced_block(game: &Game, tables: Arc<Tables>) -> Option<Move> {
    if game.phase() != Phase::Play {
        return None;
    }
    let pos = UnlurPos::from_game(game, tables);
    let me = pos.to_move;
    let mine = scan(&pos, me);
    let theirs = scan(&pos, 1 - me);
    match (mine.wins.is_empty(), &theirs.wins[..]) {
        (true, &[t]) if mine.quiet.contains(&t) => Some(Move::Place(Cell(t))),
        _ => None,
    }
}
