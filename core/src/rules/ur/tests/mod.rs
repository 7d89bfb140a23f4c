//! One test per decision of `shared/rules/royal-ur.md`.

use super::*;
use crate::rules::Player::{self, One, Two};

mod captures;
mod moves;
mod notation;

/// A position with player one to move and only these pieces out.
fn one_to_move(pieces: &[(PieceId, Piece)]) -> Position {
    Position::setup(One, pieces)
}

fn id(owner: Player, number: u8) -> PieceId {
    PieceId { owner, number }
}

fn on(owner: Player, path: u8) -> Place {
    Place::On(path_square(owner, path))
}

fn soldier(place: Place) -> Piece {
    Piece {
        place,
        rank: Rank::Soldier,
        holder: None,
    }
}

fn officer(place: Place) -> Piece {
    Piece {
        place,
        rank: Rank::Officer,
        holder: None,
    }
}

fn held(piece: Piece, by: PieceId) -> Piece {
    Piece {
        holder: Some(by),
        ..piece
    }
}

fn fwd(number: u8) -> Move {
    Move {
        number,
        dir: Dir::Forward,
    }
}

fn back(number: u8) -> Move {
    Move {
        number,
        dir: Dir::Backward,
    }
}

fn turn(roll: u8, mv: Move) -> Turn {
    Turn { roll, mv: Some(mv) }
}

fn moves(p: &Position, roll: u8) -> Vec<Move> {
    let mut out = Vec::new();
    p.legal_moves(roll, &mut out);
    out
}

/// Player 1's officer on 13 holds player 2's last piece, the other six removed: a
/// forward 1 arrives and wins.
fn one_step_from_winning() -> Position {
    let s = on(One, 13);
    let mut pieces: Vec<(PieceId, Piece)> = (1..=6)
        .map(|n| (id(Two, n), soldier(Place::Removed)))
        .collect();
    pieces.push((id(One, 1), officer(s)));
    pieces.push((id(Two, 7), held(soldier(s), id(One, 1))));
    Position::setup(One, &pieces)
}
