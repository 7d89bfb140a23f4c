//! Board geometry of Unlur: a hexagon of hexagonal cells, rows lettered from the bottom.
//!
//! Cells are numbered row by row from the bottom row (`a`) upwards and, inside a row,
//! from the left. The geometry is computed once per side and shared (`Arc`) by every
//! game state of that side, so cloning a game stays cheap.

use std::sync::Arc;

mod names;
pub use names::{CellName, CellParseError};

/// Smallest side the engine accepts.
pub const MIN_SIDE: usize = 3;
/// Largest side the engine accepts (rows then go up to the letter `w`).
pub const MAX_SIDE: usize = 12;

/// One of the six sides of the hexagon, as a bit in a [`SideMask`].
///
/// Clockwise from the flat top: N, NE, SE, S, SW, NW.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The flat top side (the last row).
    N,
    /// The upper right slanted side.
    NE,
    /// The lower right slanted side.
    SE,
    /// The flat bottom side (row `a`).
    S,
    /// The lower left slanted side.
    SW,
    /// The upper left slanted side.
    NW,
}

impl Side {
    /// The six sides, clockwise from N.
    pub const ALL: [Side; 6] = [Side::N, Side::NE, Side::SE, Side::S, Side::SW, Side::NW];

    /// This side's bit in a [`SideMask`].
    pub const fn bit(self) -> SideMask {
        SideMask(1 << self as u8)
    }

    /// The side across the board.
    pub const fn opposite(self) -> Side {
        Side::ALL[(self as usize + 3) % 6]
    }

    /// Short upper-case name (`N`, `NE`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Side::N => "N",
            Side::NE => "NE",
            Side::SE => "SE",
            Side::S => "S",
            Side::SW => "SW",
            Side::NW => "NW",
        }
    }
}

/// A set of sides, one bit per [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SideMask(pub u8);

/// The three pairs of opposite sides: any one of them makes a Line.
const LINE_PAIRS: [u8; 3] = [
    (1 << Side::N as u8) | (1 << Side::S as u8),
    (1 << Side::NE as u8) | (1 << Side::SW as u8),
    (1 << Side::NW as u8) | (1 << Side::SE as u8),
];
/// The two triples of pairwise non-adjacent sides: either makes a Y.
const Y_TRIPLES: [u8; 2] = [
    (1 << Side::N as u8) | (1 << Side::SE as u8) | (1 << Side::SW as u8),
    (1 << Side::S as u8) | (1 << Side::NE as u8) | (1 << Side::NW as u8),
];

impl SideMask {
    /// No side at all.
    pub const EMPTY: SideMask = SideMask(0);

    /// Whether `side` is in the set.
    pub const fn contains(self, side: Side) -> bool {
        self.0 & side.bit().0 != 0
    }

    /// The union of two sets.
    pub const fn union(self, other: SideMask) -> SideMask {
        SideMask(self.0 | other.0)
    }

    /// Whether every side in the bit set `sides` is in this set.
    const fn covers(self, sides: u8) -> bool {
        self.0 & sides == sides
    }

    /// Whether a group touching these sides is a Line (two opposite sides).
    pub fn is_line(self) -> bool {
        LINE_PAIRS.iter().any(|&p| self.covers(p))
    }

    /// Whether a group touching these sides is a Y (three pairwise non-adjacent sides).
    pub fn is_y(self) -> bool {
        Y_TRIPLES.iter().any(|&t| self.covers(t))
    }

    /// The sides in the set, clockwise from N.
    pub fn sides(self) -> impl Iterator<Item = Side> {
        Side::ALL.into_iter().filter(move |s| self.contains(*s))
    }

    /// The sides that make the Line in this set, if any (for explanations on screen).
    pub fn line_sides(self) -> Option<[Side; 2]> {
        [
            (Side::N, Side::S),
            (Side::NE, Side::SW),
            (Side::NW, Side::SE),
        ]
        .into_iter()
        .find(|(a, b)| self.contains(*a) && self.contains(*b))
        .map(|(a, b)| [a, b])
    }

    /// The sides that make the Y in this set, if any (for explanations on screen).
    pub fn y_sides(self) -> Option<[Side; 3]> {
        [[Side::N, Side::SE, Side::SW], [Side::S, Side::NE, Side::NW]]
            .into_iter()
            .find(|t| t.iter().all(|s| self.contains(*s)))
    }
}

/// A cell of a board, by its index (row by row from the bottom, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u16);

impl Cell {
    /// The index of the cell, usable to index per-cell arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The geometry of one board size: rows, neighbours, sides touched.
#[derive(Debug)]
pub struct Board {
    side: usize,
    /// Index of the first cell of each row.
    row_start: Vec<u16>,
    /// Row and column (0-based) of each cell.
    coords: Vec<(u8, u8)>,
    /// Neighbours of each cell; unused slots hold `u16::MAX`.
    neighbours: Vec<[u16; 6]>,
    /// Sides touched by each cell.
    sides: Vec<SideMask>,
    interior_count: usize,
}

impl Board {
    /// The board of side `side` (3 to 12), or `None` if it is out of range.
    pub fn new(side: usize) -> Option<Arc<Board>> {
        if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return None;
        }
        let rows = 2 * side - 1;
        let row_len = |r: usize| side + r.min(rows - 1 - r);
        let mut row_start = Vec::with_capacity(rows);
        let mut coords = Vec::new();
        for r in 0..rows {
            row_start.push(coords.len() as u16);
            for c in 0..row_len(r) {
                coords.push((r as u8, c as u8));
            }
        }
        // Horizontal position of a cell in half cell widths: rows shift by half a cell.
        let x2 = |r: usize, c: usize| (r as isize - (side as isize - 1)).unsigned_abs() + 2 * c;
        let find = |r: isize, x: usize| -> Option<u16> {
            if r < 0 || r as usize >= rows {
                return None;
            }
            let r = r as usize;
            let offset = (r as isize - (side as isize - 1)).unsigned_abs();
            if x < offset || !(x - offset).is_multiple_of(2) {
                return None;
            }
            let c = (x - offset) / 2;
            (c < row_len(r)).then(|| row_start[r] + c as u16)
        };
        let mut neighbours = Vec::with_capacity(coords.len());
        let mut sides = Vec::with_capacity(coords.len());
        let mut interior_count = 0;
        for &(r, c) in &coords {
            let (r, c) = (r as usize, c as usize);
            let x = x2(r, c);
            let mut n = [u16::MAX; 6];
            let candidates = [
                find(r as isize, x.wrapping_sub(2)),
                find(r as isize, x + 2),
                find(r as isize - 1, x.wrapping_sub(1)),
                find(r as isize - 1, x + 1),
                find(r as isize + 1, x.wrapping_sub(1)),
                find(r as isize + 1, x + 1),
            ];
            for (slot, cand) in n.iter_mut().zip(candidates.into_iter().flatten()) {
                *slot = cand;
            }
            neighbours.push(n);
            let last = row_len(r) - 1;
            let mut m = SideMask::EMPTY;
            if r == 0 {
                m = m.union(Side::S.bit());
            }
            if r == rows - 1 {
                m = m.union(Side::N.bit());
            }
            if c == 0 && r < side {
                m = m.union(Side::SW.bit());
            }
            if c == 0 && r >= side - 1 {
                m = m.union(Side::NW.bit());
            }
            if c == last && r < side {
                m = m.union(Side::SE.bit());
            }
            if c == last && r >= side - 1 {
                m = m.union(Side::NE.bit());
            }
            if m == SideMask::EMPTY {
                interior_count += 1;
            }
            sides.push(m);
        }
        Some(Arc::new(Board {
            side,
            row_start,
            coords,
            neighbours,
            sides,
            interior_count,
        }))
    }

    /// Cells on each side of the hexagon.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Number of rows (`2 * side - 1`).
    pub fn rows(&self) -> usize {
        self.row_start.len()
    }

    /// Number of cells in row `row` (0 = bottom row `a`).
    pub fn row_len(&self, row: usize) -> usize {
        let rows = self.rows();
        self.side + row.min(rows - 1 - row)
    }

    /// Total number of cells: `3n(n-1)+1`.
    pub fn cell_count(&self) -> usize {
        self.coords.len()
    }

    /// Number of cells that touch no side.
    pub fn interior_count(&self) -> usize {
        self.interior_count
    }

    /// Every cell, in index order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        (0..self.coords.len() as u16).map(Cell)
    }

    /// The cell at `row` (0 = bottom) and `column` (0 = leftmost), if on the board.
    pub fn cell_at(&self, row: usize, column: usize) -> Option<Cell> {
        (row < self.rows() && column < self.row_len(row))
            .then(|| Cell(self.row_start[row] + column as u16))
    }

    /// Row (0 = bottom) and column (0 = leftmost) of a cell.
    pub fn coords(&self, cell: Cell) -> (usize, usize) {
        let (r, c) = self.coords[cell.index()];
        (r as usize, c as usize)
    }

    /// The neighbours of a cell (up to six).
    pub fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.neighbours[cell.index()]
            .iter()
            .take_while(|&&n| n != u16::MAX)
            .map(|&n| Cell(n))
    }

    /// Raw neighbour table of a cell (`u16::MAX` marks an unused slot); for hot loops.
    pub fn neighbour_slots(&self, cell: Cell) -> &[u16; 6] {
        &self.neighbours[cell.index()]
    }

    /// The sides a cell touches (empty for interior cells, two for corners).
    pub fn sides_of(&self, cell: Cell) -> SideMask {
        self.sides[cell.index()]
    }

    /// Whether the cell is on the outer ring (touches at least one side).
    pub fn is_edge(&self, cell: Cell) -> bool {
        self.sides[cell.index()] != SideMask::EMPTY
    }

    /// Position of the cell's centre in a plane where neighbouring centres are 1 apart;
    /// x grows to the right, y grows upwards (towards the N side); the centre is (0, 0).
    pub fn centre(&self, cell: Cell) -> (f32, f32) {
        let (r, c) = self.coords(cell);
        let offset = (r as isize - (self.side as isize - 1)).unsigned_abs();
        let x2 = offset + 2 * c;
        let x = (x2 as f32 - (2 * self.side - 2) as f32) * 0.5;
        let y = (r as f32 - (self.side - 1) as f32) * (3f32.sqrt() / 2.0);
        (x, y)
    }
}

#[cfg(test)]
mod tests;
