//! Unlur: a hex connection game with a contract phase (see `shared/rules/unlur.md`).
//!
//! Pure rules, no Bevy: usable by the app, the AI and the command line.

mod board;
mod game;
mod record;
pub mod table;
#[cfg(test)]
mod tests;

pub use board::{Board, Cell, CellName, CellParseError, MAX_SIDE, MIN_SIDE, Side, SideMask};
pub use game::{Colour, Game, Goal, Move, Outcome, Phase, Played, Player, RuleError, WinReason};
pub use record::{
    Record, RecordError, move_text, outcome_line, parse_move, read_record, read_record_partly,
    result_text, write_record,
};
