//! Uckers: the Royal Navy's ludo, with blobs and partners (see
//! `shared/rules/uckers.md`).
//!
//! Pure rules, no Bevy. Dice are inputs: an action is a roll and the play chosen for
//! it, or a declaration with its throws, so a list of actions replays a game exactly.

mod board;
mod game;
mod notation;
mod position;
mod record;
pub mod table;
#[cfg(test)]
mod tests;
mod types;

pub use board::{Colour, HOME, PIECES, Partnership, Square, TRACK_LEN, TUBE_END};
pub use game::{Action, Game, roll_off};
pub use notation::{TurnError, action_text, declaration_text, parse_action, play_said, play_text};
pub use position::Position;
pub use record::{
    Record, RecordError, is_game_name, outcome_line, read_record, read_record_partly, result_text,
    unknown_option, write_record,
};
pub use types::{Declaration, Dice, Move, Options, PieceId, Play, Played, RuleError, Throws};
