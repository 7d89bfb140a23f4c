//! The legal plays of a roll: which pieces may leave, where a die takes them, blobs that
//! move together, and the plays the colour to move may choose among.

use super::*;

impl Position {
    pub(super) fn cells(&self) -> Cells {
        Cells(self.track_counts())
    }

    /// Whether the rules let `p` leave its square now (before counting the dice).
    pub(super) fn can_leave(&self, cells: &Cells, p: PieceId) -> bool {
        match self.step(p) {
            None => true,
            Some(HOME) => false,
            // A colour moving its partner's pieces leaves those in the tube.
            Some(s) if s > TUBE_END => p.colour == self.to_move,
            Some(s) => {
                let t = p.colour.track_square(s);
                if self.options.superblobs && cells.single_colour_count(t).is_some_and(|n| n >= 3) {
                    return false;
                }
                if self.options.layered_blobs && cells.mixed(t) {
                    let top = PieceId::all()
                        .filter(|&q| self.track_square(q) == Some(t))
                        .max_by_key(|&q| self.stamp(q));
                    return top == Some(p);
                }
                true
            }
        }
    }

    /// Whether the steps `from..=to` of `colour`'s path are free of opponent blobs.
    pub(super) fn clear(&self, cells: &Cells, colour: Colour, from: u8, to: u8) -> bool {
        let team = colour.partnership();
        (from..=to.min(TUBE_END))
            .all(|k| cells.opponent_blob(colour.track_square(k), team).is_none())
    }

    /// Where `p` goes with one die `d`, if it can.
    pub(super) fn target(&self, cells: &Cells, p: PieceId, d: u8) -> Option<u8> {
        match self.step(p) {
            None => (d == 6 && self.clear(cells, p.colour, 0, 0)).then_some(0),
            Some(s) => {
                let to = s + d;
                (to <= HOME && self.clear(cells, p.colour, s + 1, to)).then_some(to)
            }
        }
    }

    /// Where `p` goes moving the sum of both dice in one move, if it can (from base,
    /// one die must be a six; the other takes it on past its doorstep).
    pub(super) fn sum_target(&self, cells: &Cells, p: PieceId, dice: Dice) -> Option<u8> {
        match self.step(p) {
            None if dice.has_six() => {
                let on = if dice.0 == 6 { dice.1 } else { dice.0 };
                self.clear(cells, p.colour, 0, on).then_some(on)
            }
            None => None,
            Some(_) => self.target(cells, p, dice.sum()),
        }
    }

    /// The pieces of `colour` that may leave their squares, one per square (identical
    /// pieces are one choice), leaving out `except`.
    pub(super) fn movers(
        &self,
        cells: &Cells,
        colour: Colour,
        except: Option<PieceId>,
    ) -> Vec<PieceId> {
        let mut out: Vec<PieceId> = Vec::with_capacity(4);
        for index in 0..PIECES {
            let p = PieceId { colour, index };
            if Some(p) == except || !self.can_leave(cells, p) {
                continue;
            }
            if !out.iter().any(|&q| self.step(q) == self.step(p)) {
                out.push(p);
            }
        }
        out
    }

    /// Every legal play of `dice` for the colour to move (at least one: `Pass` when
    /// nothing can be played). Empty only when the game is over or the dice are invalid.
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        match self.lifted() {
            Some(lifted) => lifted.plays_now(dice),
            None => self.plays_now(dice),
        }
    }

    /// Whether the superblob rule is lifted because it freezes the board: with it, no
    /// roll of any colour could move anything (every roll `--`; an attack needing four
    /// or five sixes does not count as a way out).
    pub fn superblobs_lifted(&self) -> bool {
        self.lifted().is_some()
    }

    /// This position with the superblob rule off, when the rule freezes the board.
    pub(super) fn lifted(&self) -> Option<Position> {
        if !self.options.superblobs || self.winner.is_some() {
            return None;
        }
        // Quick ways out: a colour that can bring a piece out with a six, or no
        // superblob at all.
        let cells = self.cells();
        let can_enter = PieceId::all().any(|p| {
            self.step(p).is_none()
                && cells
                    .opponent_blob(p.colour.doorstep(), p.colour.partnership())
                    .is_none()
        });
        let superblob =
            (0..TRACK_LEN).any(|t| cells.single_colour_count(t).is_some_and(|n| n >= 3));
        if can_enter || !superblob {
            return None;
        }
        for c in Colour::ALL {
            let mut q = *self;
            q.to_move = c;
            q.moved = 0;
            if q.moving_colour().is_none() && !q.finished(c.partner()) {
                return None; // a six would let it take over its partner's pieces
            }
            for a in 1..=6 {
                for b in a..=6 {
                    if q.plays_now(Dice(a, b)) != [Play::Pass] {
                        return None;
                    }
                }
            }
        }
        let mut lifted = *self;
        lifted.options.superblobs = false;
        Some(lifted)
    }

    pub(super) fn plays_now(&self, dice: Dice) -> Vec<Play> {
        if self.winner.is_some() || !dice.is_valid() {
            return Vec::new();
        }
        let c = self.to_move;
        let Some(mc) = self.moving_colour() else {
            return vec![Play::Pass];
        };
        if dice == Dice(1, 1) {
            let rolls = self.rolls[c.index()];
            if rolls == 0 && !self.options.wafu_snake_eyes {
                return vec![Play::SnakeEyes];
            }
            if rolls == 1 && self.snake_opened[c.index()] {
                return vec![Play::SnakeEyes];
            }
        }
        let mut plays = self.moving_plays(mc, dice);
        if dice == Dice(1, 1) && self.rolls[c.index()] == 0 {
            // WAFU: a called opening, or an ordinary roll.
            plays.insert(0, Play::SnakeEyes);
        }
        plays
    }

    pub(super) fn moving_plays(&self, mc: Colour, dice: Dice) -> Vec<Play> {
        let cells = self.cells();
        let mut both = Vec::new();
        let movers = self.movers(&cells, mc, None);
        for &p in &movers {
            let from = self.step(p);
            // One piece, the sum.
            if let Some(to) = self.sum_target(&cells, p, dice) {
                both.push(Play::One(Move { piece: p, from, to }));
            }
            // Two pieces, one die each, in either order.
            let orders = if dice.is_double() {
                &[(dice.0, dice.1)][..]
            } else {
                &[(dice.0, dice.1), (dice.1, dice.0)][..]
            };
            for &(first, second) in orders {
                let Some(to) = self.target(&cells, p, first) else {
                    continue;
                };
                let m1 = Move { piece: p, from, to };
                let mut after = *self;
                after.apply_move(m1, None);
                let after_cells = after.cells();
                for q in after.movers(&after_cells, mc, Some(p)) {
                    if let Some(to) = after.target(&after_cells, q, second) {
                        let m2 = Move {
                            piece: q,
                            from: after.step(q),
                            to,
                        };
                        both.push(Play::Two(m1, m2));
                    }
                }
            }
        }
        if dice.is_double() {
            self.blob_plays(&cells, mc, dice.0, &mut both);
        }
        if !both.is_empty() {
            return both;
        }
        let single = |d: u8| -> Vec<Play> {
            movers
                .iter()
                .filter_map(|&p| {
                    let to = self.target(&cells, p, d)?;
                    Some(Play::One(Move {
                        piece: p,
                        from: self.step(p),
                        to,
                    }))
                })
                .collect()
        };
        let high = single(dice.high());
        if !high.is_empty() {
            return high;
        }
        let low = single(dice.low());
        if !low.is_empty() {
            return low;
        }
        vec![Play::Pass]
    }

    pub(super) fn blob_plays(&self, cells: &Cells, mc: Colour, d: u8, out: &mut Vec<Play>) {
        let mut seen = [false; TRACK_LEN as usize];
        for index in 0..PIECES {
            let p = PieceId { colour: mc, index };
            let Some(from) = self.step(p).filter(|&s| s <= TUBE_END) else {
                continue;
            };
            let t = mc.track_square(from);
            if seen[t as usize] {
                continue;
            }
            seen[t as usize] = true;
            let Some(n) = cells.single_colour_count(t).filter(|&n| n >= 2) else {
                continue;
            };
            if self.options.superblobs && n >= 3 {
                continue;
            }
            let to = from + d;
            // It may land on an opponent blob, not pass one.
            if to > HOME || (to > from + 1 && !self.clear(cells, mc, from + 1, to - 1)) {
                continue;
            }
            let mut pieces = (index + 1..PIECES)
                .map(|i| PieceId {
                    colour: mc,
                    index: i,
                })
                .filter(|&q| self.step(q) == Some(from));
            if let Some(q) = pieces.next() {
                out.push(Play::Blob {
                    pieces: [p, q],
                    from,
                    to,
                });
            }
        }
    }
}
