//! What the dice games' record readers and writers share: why a turn's text cannot be
//! played, the line that failed, the end of a record (its result and turn lines), and
//! the errors of their headers.

use std::fmt::Write as _;

use crate::i18n::{Said, Says};

/// Why a turn's text (a dice game's roll and move, or action) cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError<R> {
    /// The text is not in the notation.
    Syntax(Said),
    /// The text does not fit the position.
    Mismatch(Said),
    /// The turn is against the rules.
    Rule(R),
}

impl<R> From<R> for TurnError<R> {
    fn from(rule: R) -> Self {
        TurnError::Rule(rule)
    }
}

impl<R: Says> Says for TurnError<R> {
    fn said(&self) -> Said {
        match self {
            TurnError::Syntax(s) | TurnError::Mismatch(s) => s.clone(),
            TurnError::Rule(r) => r.said(),
        }
    }
}

impl<R: Says> std::fmt::Display for TurnError<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl<R: Says + std::fmt::Debug> std::error::Error for TurnError<R> {}

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeadError {
    /// A header line is not of the form `[Key "Value"]`.
    BadHeader(super::BadHeader),
    /// The `Game` header is absent.
    MissingGame {
        /// Where the headers end.
        line: usize,
    },
    /// The `Game` header names another game.
    WrongGame {
        /// The header's value, quoted.
        found: String,
        /// The game the reader reads.
        game: &'static str,
        /// The header's line.
        line: usize,
    },
}

impl From<super::BadHeader> for HeadError {
    fn from(bad: super::BadHeader) -> Self {
        HeadError::BadHeader(bad)
    }
}

impl Says for HeadError {
    fn said(&self) -> Said {
        match self {
            HeadError::BadHeader(bad) => bad.said(),
            HeadError::MissingGame { line } => {
                at_line(*line, Said::new("record.no_header").with("key", "Game"))
            }
            HeadError::WrongGame { found, game, line } => at_line(
                *line,
                Said::new("record.wrong_game")
                    .with("found", found)
                    .with("game", game),
            ),
        }
    }
}

crate::said_in_english!(HeadError);

/// A header's value that cannot be used: quoted, with its line in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadValue {
    /// The value, quoted.
    pub value: String,
    /// Its line in the file.
    pub line: usize,
}

/// `why`, said of line `line` of the file.
pub fn at_line(line: usize, why: Said) -> Said {
    Said::new("record.at_line")
        .with("line", line)
        .with_said("why", why)
}

/// A header whose value cannot be used: `header`, its value (quoted, with its line) and
/// what it must be (the key of the words: `record.must.…`).
pub fn bad_value(header: &str, bad: &BadValue, must: &'static str) -> Said {
    at_line(
        bad.line,
        Said::new("record.bad_value")
            .with("header", header)
            .with("value", &bad.value)
            .with_said("must", Said::new(must)),
    )
}

/// A move that cannot be read or played: what the game calls its moves (`kind`:
/// `move`, `turn` or `line`), its `number` among them, its `line` in the file, its
/// `text` (quoted) and why.
pub fn at_move(kind: &str, number: usize, line: usize, text: &str, why: Said) -> Said {
    Said::new("record.at_move")
        .with("kind", kind)
        .with("number", number)
        .with("line", line)
        .with("text", text)
        .with_said("why", why)
}

impl<E: Says> LineFailure<E> {
    /// What failed, where (`kind`: what the game calls its moves, as [`at_move`]).
    pub fn said_as(&self, kind: &str) -> Said {
        at_move(kind, self.number, self.line, &self.text, self.source.said())
    }
}
