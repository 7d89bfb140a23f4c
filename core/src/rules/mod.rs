//! Game rules, one module per game. No Bevy imports here: the rules are plain Rust,
//! shared by the app, the AI and the command line.

mod game_id;
pub mod logged;
pub mod record;
pub mod table;

pub use game_id::GameId;
pub mod uckers;
pub mod unlur;
pub mod ur;

/// A seat at the table: the first or the second player of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Player 1.
    One,
    /// Player 2.
    Two,
}

impl Player {
    /// The other player.
    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 1 or 2.
    pub const fn number(self) -> u8 {
        match self {
            Player::One => 1,
            Player::Two => 2,
        }
    }

    /// 0 for player 1, 1 for player 2: an index into per-player arrays.
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// Player from 1 or 2.
    pub const fn from_number(n: u8) -> Option<Player> {
        match n {
            1 => Some(Player::One),
            2 => Some(Player::Two),
            _ => None,
        }
    }
}
