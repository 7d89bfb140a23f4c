//! Declarations in place of a roll: sixing a blob, suckback and blowback.

use super::super::board::{Colour, HOME, PIECES, TUBE_END};
use super::super::types::{Declaration, Dice, Move, PieceId, Played, RuleError, Throws};
use super::{Position, Square};

impl Position {
    /// The declarations the colour to move may make now, in place of its roll.
    pub fn declarations(&self) -> Vec<Declaration> {
        match self.lifted() {
            Some(lifted) => lifted.declarations_now(),
            None => self.declarations_now(),
        }
    }

    pub(super) fn declarations_now(&self) -> Vec<Declaration> {
        let mut out = Vec::new();
        let Some(mc) = self.moving_colour().filter(|_| self.winner.is_none()) else {
            return out;
        };
        let cells = self.cells();
        let team = mc.partnership();
        let mut seen: Vec<Option<u8>> = Vec::new();
        for index in 0..PIECES {
            let piece = PieceId { colour: mc, index };
            let step = self.step(piece);
            if self.moved_this_turn(piece) || !self.can_leave(&cells, piece) || seen.contains(&step)
            {
                continue;
            }
            seen.push(step);
            match step {
                None if cells.opponent_blob(mc.doorstep(), team).is_some() => {
                    out.push(Declaration::Attack { piece });
                }
                Some(s) if s < TUBE_END => {
                    let here = mc.track_square(s);
                    if !cells.mixed(here)
                        && cells.opponent_blob(mc.track_square(s + 1), team).is_some()
                    {
                        out.push(Declaration::Attack { piece });
                    }
                    if self.options.suckback {
                        self.suckbacks(piece, here, &mut out);
                    }
                }
                Some(s) if s > TUBE_END && s < HOME && self.options.suckback => {
                    let end = mc.tube_end();
                    if cells.colours(end).any(|(c, _)| c.partnership() != team) {
                        out.push(Declaration::Blowback { piece });
                    }
                }
                _ => {}
            }
        }
        out
    }

    fn suckbacks(&self, piece: PieceId, here: u8, out: &mut Vec<Declaration>) {
        let (c, i) = (piece.colour.index(), piece.index as usize);
        // It landed there during the previous round, not this turn.
        if self.turn.saturating_sub(self.landed[c][i]) > 4 {
            return;
        }
        for owner in Colour::ALL {
            if owner.partnership() == piece.colour.partnership() || owner.tube_end() != here {
                continue;
            }
            let mut seen = Vec::new();
            for index in 0..PIECES {
                let target = PieceId {
                    colour: owner,
                    index,
                };
                if let Some(s) = self.step(target).filter(|&s| s > TUBE_END && s < HOME)
                    && !seen.contains(&s)
                {
                    seen.push(s);
                    out.push(Declaration::Suckback { piece, target });
                }
            }
        }
    }

    /// How many sixes an attack needs (`None` if `decl` is not an attack possible now).
    pub fn sixes_needed(&self, decl: Declaration) -> Option<u8> {
        let Declaration::Attack { piece } = decl else {
            return None;
        };
        let cells = self.cells();
        let team = piece.colour.partnership();
        match self.step(piece) {
            None => cells
                .opponent_blob(piece.colour.doorstep(), team)
                .map(|x| x + 2),
            Some(s) if s < TUBE_END => cells
                .opponent_blob(piece.colour.track_square(s + 1), team)
                .map(|x| x + 1),
            _ => None,
        }
    }

    /// The exact distance a suckback or blowback throw must show.
    pub fn distance(&self, decl: Declaration) -> Option<u8> {
        let tube = match decl {
            Declaration::Suckback { target, .. } => target,
            Declaration::Blowback { piece } => piece,
            Declaration::Attack { .. } => return None,
        };
        self.step(tube)
            .filter(|&s| s > TUBE_END && s < HOME)
            .map(|s| s - TUBE_END)
    }

    /// Where `throws` leave declaration `decl`: another throw due, or its result. Throws
    /// past the point where the rules stop are an error.
    pub fn judge_throws(&self, decl: Declaration, throws: &[Dice]) -> Result<Throws, RuleError> {
        if let Some(d) = throws.iter().find(|d| !d.is_valid()) {
            return Err(RuleError::BadDice(d.0, d.1));
        }
        let too_many = |at: usize| RuleError::TooManyThrows {
            after: at,
            more: throws.len() - at,
        };
        if let Some(need) = self.sixes_needed(decl) {
            let mut count = 0;
            for (i, d) in throws.iter().enumerate() {
                count += d.sixes();
                if d.sixes() < 2 || count >= need {
                    return if i + 1 < throws.len() {
                        Err(too_many(i + 1))
                    } else {
                        Ok(Throws::Done(count >= need))
                    };
                }
            }
            return Ok(Throws::More);
        }
        let k = self.distance(decl).ok_or(RuleError::IllegalDeclaration)?;
        match throws {
            [] => Ok(Throws::More),
            [d] => Ok(Throws::Done(d.0 == k || d.1 == k || d.sum() == k)),
            _ => Err(too_many(1)),
        }
    }

    /// Plays a declaration with all its throws.
    pub fn declare(&mut self, decl: Declaration, throws: &[Dice]) -> Result<Played, RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::GameOver);
        }
        if !self.declarations().contains(&decl) {
            return Err(RuleError::IllegalDeclaration);
        }
        let Throws::Done(success) = self.judge_throws(decl, throws)? else {
            return Err(RuleError::TooFewThrows);
        };
        let mut played = Played {
            success: Some(success),
            ..Played::default()
        };
        match decl {
            Declaration::Attack { piece } if success => {
                let to = self.step(piece).map_or(0, |s| s + 1);
                self.apply_move(
                    Move {
                        piece,
                        from: self.step(piece),
                        to,
                    },
                    Some(&mut played),
                );
            }
            Declaration::Suckback { target, .. } if success => {
                played.captured.push((target, self.square(target)));
                self.put(target, None);
            }
            Declaration::Suckback { piece, .. } => {
                let cells = self.cells();
                if let Some(to) = self.target(&cells, piece, 1) {
                    let from = self.step(piece);
                    self.apply_move(Move { piece, from, to }, Some(&mut played));
                }
            }
            Declaration::Blowback { piece } if success => {
                let end = piece.colour.tube_end();
                let team = piece.colour.partnership();
                for q in PieceId::all() {
                    if q.colour.partnership() != team && self.track_square(q) == Some(end) {
                        self.put(q, None);
                        played.captured.push((q, Square::Track(end)));
                    }
                }
            }
            _ => {}
        }
        self.settle(false, &mut played);
        Ok(played)
    }
}
