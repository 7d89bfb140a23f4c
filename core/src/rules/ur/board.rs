//! The board: 20 squares in three rows of eight columns, and each player's path.

use crate::rules::Player;

/// Squares on a player's path: 1–4 in its camp, 5–12 on the battlefield, 13–14 in its
/// camp again. Path index 0 is the waiting stack `D`, off the board.
pub const PATH_LEN: u8 = 14;
/// The arrival square `A`: the last square of the path.
pub const ARRIVAL: u8 = PATH_LEN;

/// A square of the board. Row 0 is player 1's camp, row 1 the battlefield, row 2
/// player 2's camp; columns run 0–7 from the entry end (the seed's columns 1–8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// 0, 1 or 2.
    pub row: u8,
    /// 0 to 7.
    pub col: u8,
}

impl Square {
    /// Every square of the board, row by row.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..3u8)
            .flat_map(|row| (0..8u8).map(move |col| Square { row, col }))
            .filter(|s| s.exists())
    }

    /// Whether the square is on the board (the outer rows lack columns 4 and 5).
    pub fn exists(self) -> bool {
        self.row < 3 && self.col < 8 && (self.row == 1 || !(4..=5).contains(&self.col))
    }

    /// The historical board's rosettes: decoration only in this variant.
    pub fn is_rosette(self) -> bool {
        matches!((self.row, self.col), (0 | 2, 0) | (0 | 2, 6) | (1, 3))
    }

    /// Whether this is the shared middle row.
    pub fn is_battlefield(self) -> bool {
        self.row == 1
    }

    /// The player whose camp this square is in (none for the battlefield).
    pub fn camp_of(self) -> Option<Player> {
        match self.row {
            0 => Some(Player::One),
            2 => Some(Player::Two),
            _ => None,
        }
    }

    /// A dense index 0..24 (row × 8 + column), for tables.
    pub fn index(self) -> usize {
        self.row as usize * 8 + self.col as usize
    }
}

/// The row of a player's camp.
pub fn camp_row(player: Player) -> u8 {
    match player {
        Player::One => 0,
        Player::Two => 2,
    }
}

/// The square at path index `p` (1–14) of `player`'s path.
pub fn path_square(player: Player, p: u8) -> Square {
    debug_assert!((1..=PATH_LEN).contains(&p), "path index {p}");
    let camp = camp_row(player);
    match p {
        1..=4 => Square {
            row: camp,
            col: 4 - p,
        },
        5..=12 => Square { row: 1, col: p - 5 },
        13 => Square { row: camp, col: 7 },
        _ => Square { row: camp, col: 6 },
    }
}

/// How the board labels path index `p`: `D` for the waiting stack (0), `A` for the
/// arrival square (14), the number otherwise.
pub fn step_label(p: u8) -> String {
    match p {
        0 => "D".to_string(),
        ARRIVAL => "A".to_string(),
        p => p.to_string(),
    }
}

/// The index of `square` on `player`'s path, if it is on it.
pub fn path_index(player: Player, square: Square) -> Option<u8> {
    if square.row == 1 {
        return (square.col < 8).then_some(square.col + 5);
    }
    if square.row != camp_row(player) {
        return None;
    }
    match square.col {
        0..=3 => Some(4 - square.col),
        7 => Some(13),
        6 => Some(14),
        _ => None,
    }
}
