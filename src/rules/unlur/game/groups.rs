//! Groups of stones: joining a placed stone to its neighbours (union–find), the sides a
//! group touches, and the group that won.

use super::*;

impl Game {
    /// Puts a stone and merges its group; returns the sides its group touches.
    pub(super) fn place(&mut self, cell: Cell, colour: Colour) -> SideMask {
        let code = match colour {
            Colour::Black => BLACK,
            Colour::White => WHITE,
        };
        let i = cell.index();
        self.stones[i] = code;
        self.empty -= 1;
        if !self.board.is_edge(cell) {
            self.empty_interior -= 1;
        }
        let board = Arc::clone(&self.board);
        for &n in board.neighbour_slots(cell) {
            if n == u16::MAX {
                break;
            }
            if self.stones[n as usize] == code {
                self.union(i as u16, n);
            }
        }
        let root = self.find(i as u16);
        self.sides[root as usize]
    }

    pub(super) fn find(&mut self, mut x: u16) -> u16 {
        while self.parent[x as usize] != x {
            let p = self.parent[x as usize];
            self.parent[x as usize] = self.parent[p as usize];
            x = p;
        }
        x
    }

    pub(super) fn union(&mut self, a: u16, b: u16) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let (big, small) = if self.size[ra as usize] >= self.size[rb as usize] {
            (ra, rb)
        } else {
            (rb, ra)
        };
        self.parent[small as usize] = big;
        self.size[big as usize] += self.size[small as usize];
        self.sides[big as usize] = self.sides[big as usize].union(self.sides[small as usize]);
    }

    /// The sides touched by the group of the stone on `cell` (empty if no stone).
    pub fn group_sides(&self, cell: Cell) -> SideMask {
        if self.stone(cell).is_none() {
            return SideMask::EMPTY;
        }
        let mut x = cell.0;
        while self.parent[x as usize] != x {
            x = self.parent[x as usize];
        }
        self.sides[x as usize]
    }

    /// The cells of the group containing `cell` (same colour, connected), in cell order.
    pub fn group(&self, cell: Cell) -> Vec<Cell> {
        let Some(colour) = self.stone(cell) else {
            return Vec::new();
        };
        let mut seen = vec![false; self.stones.len()];
        let mut stack = vec![cell];
        let mut out = Vec::new();
        seen[cell.index()] = true;
        while let Some(c) = stack.pop() {
            out.push(c);
            for n in self.board.neighbours(c) {
                if !seen[n.index()] && self.stone(n) == Some(colour) {
                    seen[n.index()] = true;
                    stack.push(n);
                }
            }
        }
        out.sort();
        out
    }

    /// The group that decided the game (empty for a resignation or an unfinished game).
    pub fn winning_group(&self) -> Vec<Cell> {
        self.outcome
            .and_then(|o| o.last_stone)
            .map(|c| self.group(c))
            .unwrap_or_default()
    }

    /// The sides of the goal that decided the game, for explanations on screen.
    pub fn winning_sides(&self) -> Vec<Side> {
        let Some(outcome) = self.outcome else {
            return Vec::new();
        };
        let Some(cell) = outcome.last_stone else {
            return Vec::new();
        };
        let mask = self.group_sides(cell);
        let goal = match outcome.reason {
            WinReason::OwnGoal(g) | WinReason::OpponentMadeGoal(g) => g,
            WinReason::Resignation => return Vec::new(),
        };
        match goal {
            Goal::Line => mask.line_sides().map(|s| s.to_vec()),
            Goal::Y => mask.y_sides().map(|s| s.to_vec()),
        }
        .unwrap_or_default()
    }
}
