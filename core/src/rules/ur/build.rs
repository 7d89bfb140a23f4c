//! Test builders of Royal d'Ûr positions, one shape for every test that sets pieces.

use super::{PIECES, Piece, PieceId, Place, Rank, path_square};
use crate::rules::Player;

/// Piece `number` of `owner`.
pub fn id(owner: Player, number: u8) -> PieceId {
    PieceId { owner, number }
}

/// A piece of `rank` on `player`'s square `path`, held by `holder` if any.
pub fn on(player: Player, path: u8, rank: Rank, holder: Option<PieceId>) -> Piece {
    Piece {
        place: Place::On(path_square(player, path)),
        rank,
        holder,
    }
}

/// A piece out of the game.
pub const REMOVED: Piece = Piece {
    place: Place::Removed,
    rank: Rank::Soldier,
    holder: None,
};

/// `owner`'s pieces `numbers` out of the game.
pub fn removed(owner: Player, numbers: std::ops::RangeInclusive<u8>) -> Vec<(PieceId, Piece)> {
    numbers
        .filter(|n| (1..=PIECES).contains(n))
        .map(|n| (id(owner, n), REMOVED))
        .collect()
}
