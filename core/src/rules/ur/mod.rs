//! Royal d'Ûr: the Royal Game of Ur with prisoners and officers (see
//! `shared/rules/royal-ur.md`).
//!
//! Pure rules, no Bevy. The die is an input: a turn is a roll and the move chosen for
//! it, so a list of turns replays a game exactly.

mod board;
/// Positions built by hand, for tests (the app's too: the core's `testing` feature).
#[cfg(any(test, feature = "testing"))]
pub mod build;
mod game;
mod position;
mod record;
pub mod table;
#[cfg(test)]
mod tests;

pub use board::{ARRIVAL, PATH_LEN, Square, path_index, path_square, step_label};
pub use game::Game;
pub use position::{
    Counts, Dir, Move, PIECES, Piece, PieceId, Place, Played, Position, Rank, RuleError, Turn,
};
pub use record::{
    Record, RecordError, TurnError, is_game_name, outcome_line, parse_turn, read_record,
    read_record_partly, result_text, turn_said, turn_text, write_record,
};
