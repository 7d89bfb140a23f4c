//! Unlur for the search: a compact position built for fast playouts, checked against the
//! rules in tests, and the contract decisions.

use std::sync::Arc;

use crate::ai::{Rng64, SearchGame};
#[cfg(test)]
use crate::rules::unlur::Phase;
use crate::rules::unlur::{Board, Cell, Game, Move, Player};
use threats::Stone;

const NONE: u16 = u16::MAX;
const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
const LINE: u8 = 1;
const Y: u8 = 2;
const UNKNOWN: u8 = u8::MAX;
/// Cells of the largest board (side 12).
const MAX_CELLS: usize =
    3 * crate::rules::unlur::MAX_SIDE * (crate::rules::unlur::MAX_SIDE - 1) + 1;

/// How many times a careful playout draws again rather than complete only the other
/// goal ([`Playouts::Careful`]); if every draw would, the last is played.
const CAREFUL_DRAWS: u32 = 4;

/// Per-side tables shared by every position of a board size.
#[derive(Debug)]
pub struct Tables {
    board: Arc<Board>,
    neighbours: Vec<[u16; 6]>,
    side_bits: Vec<u8>,
    interior: Vec<bool>,
    /// For a cell x: (y, a, b) for each neighbour y of x, where a and b are the two cells
    /// next to both x and y. A stone at x threatens the bridge a–b; y saves it.
    bridges: Vec<[(u16, u16, u16); 6]>,
    /// Which goals (LINE | Y bits) a group touching a set of sides makes.
    goals: [u8; 64],
}

impl Tables {
    /// The tables of a board.
    pub fn new(board: Arc<Board>) -> Arc<Tables> {
        let n = board.cell_count();
        let neighbours: Vec<[u16; 6]> = board.cells().map(|c| *board.neighbour_slots(c)).collect();
        let side_bits = board.cells().map(|c| board.sides_of(c).0).collect();
        let interior = board.cells().map(|c| !board.is_edge(c)).collect();
        let is_nb = |a: u16, b: u16| neighbours[a as usize].contains(&b);
        let mut bridges = vec![[(NONE, NONE, NONE); 6]; n];
        for x in 0..n as u16 {
            let mut k = 0;
            for &y in neighbours[x as usize].iter().filter(|&&y| y != NONE) {
                let common: Vec<u16> = neighbours[x as usize]
                    .iter()
                    .copied()
                    .filter(|&a| a != NONE && a != y && is_nb(a, y))
                    .collect();
                if let [a, b] = common[..] {
                    bridges[x as usize][k] = (y, a, b);
                    k += 1;
                }
            }
        }
        let mut goals = [0u8; 64];
        for (mask, g) in goals.iter_mut().enumerate() {
            let m = crate::rules::unlur::SideMask(mask as u8);
            *g = if m.is_line() { LINE } else { 0 } | if m.is_y() { Y } else { 0 };
        }
        Arc::new(Tables {
            board,
            neighbours,
            side_bits,
            interior,
            bridges,
            goals,
        })
    }
}

impl Tables {
    /// The board these tables describe.
    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }
}

/// A position of Unlur for the search: players 0 (Player 1) and 1 (Player 2).
#[derive(Clone, Debug)]
pub struct UnlurPos {
    t: Arc<Tables>,
    stones: Vec<u8>,
    parent: Vec<u16>,
    sides: Vec<u8>,
    to_move: u8,
    /// The player who plays Black, or UNKNOWN during the contract.
    black: u8,
    winner: u8,
    empty_interior: u16,
    /// How its playouts choose their stones.
    pub playouts: Playouts,
}

/// How a playout chooses its stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// Every free cell alike.
    Uniform,
    /// A stone that breaks into a bridge of the player to move gets the bridge saved;
    /// otherwise every free cell alike.
    Bridges,
    /// As [`Playouts::Bridges`], and a stone that completes only the other player's
    /// goal (and so loses at once) is drawn again while another may not: random
    /// players who complete the opponent's goal by accident end many playouts, mostly
    /// Black's lines, which is much of why uniform playouts undervalue the Y.
    Careful,
}

impl Playouts {
    /// The playouts the pass points ([`contract`]) and the chances' calibration
    /// ([`chance`]) were measured with, for searches whose estimate they read.
    pub fn measured(self) -> Playouts {
        match self {
            Playouts::Careful => Playouts::Bridges,
            other => other,
        }
    }
}

fn player_index(p: Player) -> u8 {
    p.index() as u8
}

impl UnlurPos {
    /// The empty board of a game whose first player is `first` (0 or 1).
    pub fn new(tables: Arc<Tables>, first: u8) -> UnlurPos {
        let n = tables.board.cell_count();
        UnlurPos {
            stones: vec![EMPTY; n],
            parent: (0..n as u16).collect(),
            sides: tables.side_bits.clone(),
            to_move: first,
            black: UNKNOWN,
            winner: UNKNOWN,
            empty_interior: tables.board.interior_count() as u16,
            playouts: Playouts::Bridges,
            t: tables,
        }
    }

    /// The position of a game of the rules.
    pub fn from_game(game: &Game, tables: Arc<Tables>) -> UnlurPos {
        let mut pos = UnlurPos::new(tables, player_index(game.first_player()));
        for &mv in game.history() {
            if mv == Move::Resign {
                pos.winner = 1 - pos.to_move;
                break;
            }
            pos.apply(mv);
        }
        pos
    }

    /// The board's tables.
    pub fn tables(&self) -> &Arc<Tables> {
        &self.t
    }

    /// The same stones after the contract, with `black` as the Black player and
    /// `to_move` to move: for asking "how good is Black here?".
    pub fn as_play_phase(&self, black: u8, to_move: u8) -> UnlurPos {
        let mut p = self.clone();
        p.black = black;
        p.to_move = to_move;
        p
    }

    /// In the contract, the same stones once the mover passes: the mover Black, the
    /// other player (White) to move. Its search says what passing now is worth.
    pub fn passed(&self) -> UnlurPos {
        let me = self.to_move;
        self.as_play_phase(me, 1 - me)
    }

    fn find(&mut self, mut x: u16) -> u16 {
        while self.parent[x as usize] != x {
            let p = self.parent[x as usize];
            self.parent[x as usize] = self.parent[p as usize];
            x = p;
        }
        x
    }

    /// Places a stone of the mover's colour, updates the winner; no legality check.
    #[inline]
    fn place(&mut self, cell: u16) {
        let colour = if self.black == UNKNOWN || self.to_move == self.black {
            BLACK
        } else {
            WHITE
        };
        let i = cell as usize;
        self.stones[i] = colour;
        if self.t.interior[i] {
            self.empty_interior -= 1;
        }
        let mut root = self.find(cell);
        let slots = self.t.neighbours[i];
        for n in slots {
            if n == NONE {
                break;
            }
            if self.stones[n as usize] == colour {
                let r = self.find(n);
                if r != root {
                    // Union by index keeps it simple; path halving keeps finds short.
                    let (keep, gone) = if r < root { (r, root) } else { (root, r) };
                    self.parent[gone as usize] = keep;
                    self.sides[keep as usize] |= self.sides[gone as usize];
                    root = keep;
                }
            }
        }
        if self.black != UNKNOWN {
            let g = self.t.goals[self.sides[root as usize] as usize];
            if g != 0 {
                let own = if colour == BLACK { Y } else { LINE };
                self.winner = if g & own != 0 {
                    self.to_move
                } else {
                    1 - self.to_move
                };
            }
        }
        self.to_move = 1 - self.to_move;
    }

    /// The cell that saves a bridge of the player to move that the last stone (at
    /// `last`) broke into, if any.
    #[inline]
    fn bridge_reply(&self, last: u16) -> Option<u16> {
        let mine = if self.to_move == self.black {
            BLACK
        } else {
            WHITE
        };
        for &(y, a, b) in &self.t.bridges[last as usize] {
            if y == NONE {
                break;
            }
            if self.stones[y as usize] == EMPTY
                && self.stones[a as usize] == mine
                && self.stones[b as usize] == mine
            {
                return Some(y);
            }
        }
        None
    }
}

impl SearchGame for UnlurPos {
    type Move = Move;

    fn to_move(&self) -> u8 {
        self.to_move
    }

    fn winner(&self) -> Option<u8> {
        (self.winner != UNKNOWN).then_some(self.winner)
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.winner != UNKNOWN {
            return;
        }
        let contract = self.black == UNKNOWN;
        for (i, &s) in self.stones.iter().enumerate() {
            if s == EMPTY && (!contract || self.t.interior[i]) {
                out.push(Move::Place(Cell(i as u16)));
            }
        }
        if contract {
            out.push(Move::Pass);
        }
    }

    fn apply(&mut self, mv: Move) {
        match mv {
            Move::Place(c) => self.place(c.0),
            Move::Pass => {
                self.black = self.to_move;
                self.to_move = 1 - self.to_move;
            }
            Move::Resign => self.winner = 1 - self.to_move,
        }
    }

    fn move_index(&self, mv: Move) -> usize {
        match mv {
            Move::Place(c) => c.index(),
            Move::Pass => self.stones.len(),
            Move::Resign => self.stones.len() + 1,
        }
    }

    fn move_space(&self) -> usize {
        self.stones.len() + 2
    }

    fn playout(&mut self, rng: &mut Rng64, trace: &mut Vec<(u8, Move)>) -> u8 {
        if self.black == UNKNOWN {
            // A playout from the contract: the player to move passes.
            trace.push((self.to_move, Move::Pass));
            self.apply(Move::Pass);
        }
        // Fixed arrays on the stack (the largest board has 397 cells): no allocation.
        let mut order = [0u16; MAX_CELLS];
        let mut pos = [NONE; MAX_CELLS];
        let mut len = 0;
        for (i, &s) in self.stones.iter().enumerate() {
            if s == EMPTY {
                pos[i] = len as u16;
                order[len] = i as u16;
                len += 1;
            }
        }
        let mut next = 0;
        let mut last = NONE;
        while self.winner == UNKNOWN && next < len {
            let reply = if self.playouts != Playouts::Uniform && last != NONE {
                self.bridge_reply(last)
            } else {
                None
            };
            let j = match reply {
                Some(y) => pos[y as usize] as usize,
                None => {
                    let mut j = next + rng.below(len - next);
                    if self.playouts == Playouts::Careful {
                        for _ in 0..CAREFUL_DRAWS {
                            if self.stone_if(order[j], self.to_move) != Stone::Loses {
                                break;
                            }
                            j = next + rng.below(len - next);
                        }
                    }
                    j
                }
            };
            // Move the chosen cell to position `next`.
            let (a, b) = (order[next], order[j]);
            order[next] = b;
            order[j] = a;
            pos[b as usize] = next as u16;
            pos[a as usize] = j as u16;
            next += 1;
            trace.push((self.to_move, Move::Place(Cell(b))));
            self.place(b);
            last = b;
        }
        // The rules guarantee a winner before the board is full.
        if self.winner == UNKNOWN {
            1 - self.to_move
        } else {
            self.winner
        }
    }
}

/// The position `unlur bench` and `cargo bench` measure: four black stones in the
/// middle of the board, then Player 1 passes (Player 1 is Black, White to move).
/// `None` for a side outside 3 to 12.
pub fn benchmark_position(side: usize) -> Option<Game> {
    let board = Board::new(side)?;
    let mut game = Game::new(board.clone(), Player::One);
    let centre = board.cell_at(side - 1, side - 1)?;
    for cell in std::iter::once(centre).chain(board.neighbours(centre).take(3)) {
        game.play(Move::Place(cell)).ok()?;
    }
    game.play(Move::Pass).ok()?;
    Some(game)
}

pub mod chance;
pub mod contender;
pub mod contract;
pub mod levels;
pub mod player;
pub mod positions;
pub mod review;
mod seen;
pub mod solver;
pub mod threats;
pub mod why;

#[cfg(test)]
pub(crate) mod tests;
