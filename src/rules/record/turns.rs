//! What the dice games' record readers and writers share: why a turn's text cannot be
//! played, the line that failed, the end of a record (its result and turn lines), and
//! the errors of their headers.

use std::fmt::Write as _;

/// Why a turn's text (a dice game's roll and move, or action) cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnError<R> {
    /// The text is not in the notation.
    #[error("{0}")]
    Syntax(String),
    /// The text does not fit the position.
    #[error("{0}")]
    Mismatch(String),
    /// The turn is against the rules.
    #[error(transparent)]
    Rule(#[from] R),
}

/// Ends a dice game's record text: its `Result` header, a blank line, then one line a
/// turn (or action) in the notation.
pub fn end_with_turns(mut out: String, result: &str, turns: &[String]) -> String {
    let _ = writeln!(out, "[Result \"{result}\"]");
    out.push('\n');
    for text in turns {
        out.push_str(text);
        out.push('\n');
    }
    out
}

/// The turn line that could not be read or played: its number among the move lines,
/// its line in the file, its text (quoted) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineFailure<E> {
    /// 1-based number among the move lines.
    pub number: usize,
    /// 1-based line of the file.
    pub line: usize,
    /// The text as written (quoted).
    pub text: String,
    /// What is wrong with it.
    pub source: E,
}

/// Why a record's headers do not make a record of the game: they cannot be read, or
/// their `Game` header is absent or names another game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HeadError {
    /// A header line is not of the form `[Key "Value"]`.
    #[error(transparent)]
    BadHeader(#[from] super::BadHeader),
    /// The `Game` header is absent.
    #[error("the record has no `Game` header")]
    MissingGame,
    /// The `Game` header names another game.
    #[error("this is a record of `{found}`, not of {game}")]
    WrongGame {
        /// The header's value, quoted.
        found: String,
        /// The game the reader reads.
        game: &'static str,
    },
}
