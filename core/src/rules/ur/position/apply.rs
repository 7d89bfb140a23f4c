//! Playing a turn: the move's captures, prisoners and promotions, and the log of what it
//! did for the views.

use super::*;

impl Position {
    /// Plays a turn, or refuses it and changes nothing.
    pub fn apply(&mut self, turn: Turn) -> Result<(), RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::GameOver);
        }
        let Some(mv) = turn.mv else {
            if !(1..=6).contains(&turn.roll) {
                return Err(RuleError::BadRoll(turn.roll));
            }
            if self.has_move(turn.roll) {
                return Err(RuleError::MustMove(turn.roll));
            }
            self.to_move = self.to_move.other();
            return Ok(());
        };
        let (_, to) = self.target(mv, turn.roll)?;
        let player = self.to_move;
        let mover = PieceId {
            owner: player,
            number: mv.number,
        };
        let dest = path_square(player, to);
        // Leaving: the mover takes its own prisoners; what they hold stays, free.
        for i in 0..self.pieces.len() {
            if self.pieces[i].holder == Some(mover) {
                self.pieces[i].place = Place::On(dest);
                let prisoner = PieceId::from_slot(i);
                for held in self.pieces.iter_mut() {
                    if held.holder == Some(prisoner) {
                        held.holder = None;
                    }
                }
            }
        }
        self.pieces[mover.slot()].place = Place::On(dest);
        // Landing: every free opponent piece there becomes the mover's prisoner, with
        // whatever it holds (already on this square).
        for (i, p) in self.pieces.iter_mut().enumerate() {
            if PieceId::from_slot(i).owner != player
                && p.holder.is_none()
                && p.place == Place::On(dest)
            {
                p.holder = Some(mover);
            }
        }
        if to == ARRIVAL {
            self.arrive(mover);
        }
        let opponent = player.other();
        if self.counts(opponent).removed == PIECES {
            self.winner = Some(player);
        } else {
            self.to_move = opponent;
        }
        Ok(())
    }

    /// Ending a move exactly on `A`: a soldier becomes an officer, and its prisoners
    /// leave the game (anything they held is left free on `A`).
    pub(super) fn arrive(&mut self, mover: PieceId) {
        self.pieces[mover.slot()].rank = Rank::Officer;
        for i in 0..self.pieces.len() {
            if self.pieces[i].holder == Some(mover) {
                self.pieces[i] = Piece {
                    place: Place::Removed,
                    holder: None,
                    ..self.pieces[i]
                };
                let removed = PieceId::from_slot(i);
                for held in self.pieces.iter_mut() {
                    if held.holder == Some(removed) {
                        held.holder = None;
                    }
                }
            }
        }
    }

    /// Plays a turn and says what it did (see [`Played`]).
    pub fn apply_logged(&mut self, turn: Turn) -> Result<Played, RuleError> {
        let before = *self;
        let player = self.to_move;
        let from_to = match turn.mv {
            Some(mv) => Some(self.target(mv, turn.roll)?),
            None => None,
        };
        self.apply(turn)?;
        let piece = turn.mv.map(|mv| PieceId {
            owner: player,
            number: mv.number,
        });
        let mut played = Played {
            player,
            turn,
            piece,
            from_to,
            path: Vec::new(),
            carried: Vec::new(),
            captured: Vec::new(),
            released: Vec::new(),
            removed: Vec::new(),
            promoted: false,
            winner: self.winner,
        };
        let (Some(mover), Some((from, to)), Some(mv)) = (piece, from_to, turn.mv) else {
            return Ok(played);
        };
        played.path = steps(from, turn.roll, mv.dir)
            .map(|p| path_square(player, p))
            .collect();
        debug_assert_eq!(played.path.last(), Some(&path_square(player, to)));
        played.promoted = before.piece(mover).rank != self.piece(mover).rank;
        for (id, now) in self.pieces() {
            let was = before.piece(id);
            if now.place == Place::Removed && was.place != Place::Removed {
                played.removed.push(id);
            } else if now.holder == Some(mover) && was.holder == Some(mover) {
                played.carried.push(id);
            } else if now.holder == Some(mover) {
                played.captured.push(id);
            } else if now.holder.is_none() && was.holder.is_some() {
                played.released.push(id);
            }
        }
        Ok(played)
    }
}

/// The path indices a move enters, in order: forward moves bounce on `A`.
fn steps(from: u8, roll: u8, dir: Dir) -> impl Iterator<Item = u8> {
    let mut at = from;
    let mut dir = dir;
    (0..roll).map(move |_| {
        if dir == Dir::Forward && at == ARRIVAL {
            dir = Dir::Backward;
        }
        match dir {
            Dir::Forward => at += 1,
            Dir::Backward => at -= 1,
        }
        at
    })
}
