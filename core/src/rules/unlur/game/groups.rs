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

    /// The winning group's cells that trace its goal, in the order a finger follows
    /// them: for a Line, a shortest chain of the group from one side to the other; for
    /// a Y, a shortest chain from the first side to the cell where the group's arms meet,
    /// then the two other arms together (their cells alternate). Each cell once; empty
    /// when no group won (a resignation, a game not over).
    pub fn winning_path(&self) -> Vec<Cell> {
        let sides = self.winning_sides();
        let group = self.winning_group();
        if sides.len() < 2 || group.is_empty() {
            return Vec::new();
        }
        let spread: Vec<Spread> = sides.iter().map(|&s| self.spread(&group, s)).collect();
        // Where the arms meet: the cell nearest all the sides together (for a Line,
        // any cell of a shortest chain; the one nearest the second side is taken).
        let meet = group
            .iter()
            .copied()
            .filter(|c| spread.iter().all(|sp| sp.dist[c.index()] != u16::MAX))
            .min_by_key(|c| {
                let total: u32 = spread.iter().map(|sp| sp.dist[c.index()] as u32).sum();
                (total, spread[1].dist[c.index()])
            });
        let Some(meet) = meet else {
            return Vec::new();
        };
        // The first arm, from its side to the meeting cell.
        let mut path = spread[0].walk(meet);
        path.reverse();
        // The other arms, from the meeting cell out to their sides, side by side.
        let arms: Vec<Vec<Cell>> = spread[1..].iter().map(|sp| sp.walk(meet)).collect();
        let longest = arms.iter().map(Vec::len).max().unwrap_or(0);
        for step in 0..longest {
            for arm in &arms {
                if let Some(&c) = arm.get(step)
                    && !path.contains(&c)
                {
                    path.push(c);
                }
            }
        }
        path
    }

    /// How far each cell of `group` is from `side`, going through the group, and the
    /// step back towards it.
    fn spread(&self, group: &[Cell], side: Side) -> Spread {
        let n = self.stones.len();
        let mut dist = vec![u16::MAX; n];
        let mut back = vec![u16::MAX; n];
        let mut in_group = vec![false; n];
        for c in group {
            in_group[c.index()] = true;
        }
        let mut queue = std::collections::VecDeque::new();
        for &c in group {
            if self.board.sides_of(c).contains(side) {
                dist[c.index()] = 0;
                queue.push_back(c);
            }
        }
        while let Some(c) = queue.pop_front() {
            for nb in self.board.neighbours(c) {
                if in_group[nb.index()] && dist[nb.index()] == u16::MAX {
                    dist[nb.index()] = dist[c.index()] + 1;
                    back[nb.index()] = c.0;
                    queue.push_back(nb);
                }
            }
        }
        Spread { dist, back }
    }
}

/// Distances through a group from one side, and each cell's step back towards it.
struct Spread {
    dist: Vec<u16>,
    back: Vec<u16>,
}

impl Spread {
    /// The cells from `from` back to the side, `from` first.
    fn walk(&self, from: Cell) -> Vec<Cell> {
        let mut out = vec![from];
        let mut c = from;
        while self.back[c.index()] != u16::MAX {
            c = Cell(self.back[c.index()]);
            out.push(c);
        }
        out
    }
}
