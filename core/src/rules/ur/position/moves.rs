//! Which moves a roll allows: where a piece's move takes it, or why it may not go.

use super::*;

impl Position {
    /// Where a move of the player to move would take its piece: (from, to) path
    /// indices, 0 standing for `D`. A bounce ends on 28 − from − roll.
    pub fn target(&self, mv: Move, roll: u8) -> Result<(u8, u8), RuleError> {
        if !(1..=6).contains(&roll) {
            return Err(RuleError::BadRoll(roll));
        }
        if roll == 6 {
            return Err(RuleError::SixPasses);
        }
        let n = mv.number;
        if !(1..=PIECES).contains(&n) {
            return Err(RuleError::NoSuchPiece(n));
        }
        let id = PieceId {
            owner: self.to_move,
            number: n,
        };
        let piece = self.piece(id);
        let from = match (piece.place, piece.holder) {
            (Place::Removed, _) => return Err(RuleError::Removed(n)),
            (_, Some(_)) => return Err(RuleError::Prisoner(n)),
            (Place::Waiting, None) => {
                let next = self.next_to_enter(self.to_move).unwrap_or(n);
                if next != n {
                    return Err(RuleError::NotNextToEnter { number: n, next });
                }
                if mv.dir == Dir::Backward {
                    return Err(RuleError::BackwardFromD(n));
                }
                return Ok((0, roll));
            }
            (Place::On(sq), None) => path_index(id.owner, sq).unwrap_or(ARRIVAL),
        };
        let to = match (piece.rank, mv.dir) {
            (Rank::Soldier, Dir::Backward) => return Err(RuleError::SoldierBackward(n)),
            (Rank::Soldier, Dir::Forward) if from + roll > ARRIVAL => {
                return Err(RuleError::PastArrival {
                    number: n,
                    from,
                    roll,
                });
            }
            (Rank::Officer, Dir::Backward) if from <= roll => {
                return Err(RuleError::BeforeStart {
                    number: n,
                    from,
                    roll,
                });
            }
            (Rank::Officer, Dir::Backward) => from - roll,
            (_, Dir::Forward) if from + roll > ARRIVAL => 2 * ARRIVAL - from - roll,
            (_, Dir::Forward) => from + roll,
        };
        Ok((from, to))
    }

    /// Appends the legal moves for `roll` to `out`: none for a 6. Pieces of one stack
    /// are listed each (they may differ in rank and prisoners); an officer on `A` is
    /// listed once, moving backward (both directions are the same move there).
    pub fn legal_moves(&self, roll: u8, out: &mut Vec<Move>) {
        self.each_legal_move(roll, |mv| {
            out.push(mv);
            true
        });
    }

    /// Whether any move is legal with `roll`.
    pub fn has_move(&self, roll: u8) -> bool {
        let mut any = false;
        self.each_legal_move(roll, |_| {
            any = true;
            false
        });
        any
    }

    /// Calls `visit` with each legal move for `roll`, in the order of
    /// [`Position::legal_moves`], until it returns `false`.
    pub(super) fn each_legal_move(&self, roll: u8, mut visit: impl FnMut(Move) -> bool) {
        if self.winner.is_some() || !(1..=5).contains(&roll) {
            return;
        }
        let next = self.next_to_enter(self.to_move);
        for n in 1..=PIECES {
            let id = PieceId {
                owner: self.to_move,
                number: n,
            };
            let piece = self.piece(id);
            match (piece.place, piece.holder) {
                (Place::Waiting, None)
                    if next == Some(n)
                        && !visit(Move {
                            number: n,
                            dir: Dir::Forward,
                        }) =>
                {
                    return;
                }
                (Place::On(sq), None) => {
                    let at_arrival = path_index(id.owner, sq) == Some(ARRIVAL);
                    for dir in [Dir::Forward, Dir::Backward] {
                        if at_arrival && dir == Dir::Forward {
                            continue;
                        }
                        let mv = Move { number: n, dir };
                        if self.target(mv, roll).is_ok() && !visit(mv) {
                            return;
                        }
                    }
                }
                _ => {}
            }
        }
    }
}
