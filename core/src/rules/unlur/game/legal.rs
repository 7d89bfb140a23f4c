//! Which moves are legal now, and why one is not.

use super::*;

impl Game {
    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Why `mv` is illegal now, or `Ok` if it is legal.
    pub fn check(&self, mv: Move) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        match mv {
            Move::Pass if self.phase == Phase::Contract => Ok(()),
            Move::Pass => Err(RuleError::PassAfterContract),
            Move::Resign if self.phase == Phase::Play => Ok(()),
            Move::Resign => Err(RuleError::ResignDuringContract),
            Move::Place(cell) => {
                if cell.index() >= self.stones.len() {
                    return Err(RuleError::NoSuchCell(cell.0));
                }
                let name = || self.board.name(cell).to_string();
                if self.stones[cell.index()] != NO_STONE {
                    Err(RuleError::Occupied(name()))
                } else if self.phase == Phase::Contract && self.board.is_edge(cell) {
                    Err(RuleError::EdgeDuringContract(name()))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Every legal move now, placements in cell order, then pass (in the contract).
    /// Resignation is always possible in play and is not listed.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = self
            .board
            .cells()
            .map(Move::Place)
            .filter(|&m| self.is_legal(m))
            .collect();
        if self.phase == Phase::Contract {
            moves.push(Move::Pass);
        }
        moves
    }

    /// Whether placing at `cell` is legal now (for hover marks).
    pub fn can_place(&self, cell: Cell) -> bool {
        self.is_legal(Move::Place(cell))
    }

    /// Whether the contract's only legal move is to pass (no empty interior cell).
    pub fn must_pass(&self) -> bool {
        self.phase == Phase::Contract && self.empty_interior == 0
    }
}
