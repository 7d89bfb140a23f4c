//! Move notation and game records (read and write, round trip).
//!
//! A record is UTF-8 text: `[Key "Value"]` header lines, a blank line, then the moves
//! separated by white space, optionally numbered (`1. d4 2. pass`).

use std::fmt::Write as _;

use super::board::{Board, CellParseError};
use super::game::{Game, Move, Player, RuleError};
use crate::i18n::{Said, Says};
use crate::rules::record::{
    BadHeader, BadValue, HeadError, RecordText, at_line, at_move, bad_value, clean_value,
    is_move_number, quote,
};

/// Writes a move in the notation (`d4`, `pass`, `resign`).
pub fn move_text(board: &Board, mv: Move) -> String {
    match mv {
        Move::Place(c) => board.name(c).to_string(),
        Move::Pass => "pass".to_string(),
        Move::Resign => "resign".to_string(),
    }
}

/// Reads a move in the notation, in any case.
pub fn parse_move(board: &Board, text: &str) -> Result<Move, CellParseError> {
    match text.to_ascii_lowercase().as_str() {
        "pass" => Ok(Move::Pass),
        "resign" => Ok(Move::Resign),
        _ => board.parse_cell(text).map(Move::Place),
    }
}

/// Why a record could not be read. Nothing of a failed record is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A header line is not of the form `[Key "Value"]`.
    BadHeader(BadHeader),
    /// A required header is absent (and where the headers end).
    MissingHeader(&'static str, usize),
    /// The `Game` header names another game (its value, its line).
    WrongGame(String, usize),
    /// The `Size` header is not a side from 3 to 12.
    BadSize(BadValue),
    /// The `FirstPlayer` header is not 1 or 2.
    BadFirstPlayer(BadValue),
    /// The `Result` header is not 1, 2 or *.
    BadResult(BadValue),
    /// A move cannot be read.
    Unreadable {
        /// 1-based move number, passes counted.
        number: usize,
        /// 1-based line of the file.
        line: usize,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        source: CellParseError,
    },
    /// A move is against the rules.
    Illegal {
        /// 1-based move number, passes counted.
        number: usize,
        /// 1-based line of the file.
        line: usize,
        /// The move as written.
        text: String,
        /// The rule it breaks.
        source: RuleError,
    },
}

impl From<BadHeader> for RecordError {
    fn from(bad: BadHeader) -> Self {
        RecordError::BadHeader(bad)
    }
}

impl Says for RecordError {
    fn said(&self) -> Said {
        match self {
            RecordError::BadHeader(bad) => bad.said(),
            RecordError::MissingHeader(key, line) => {
                at_line(*line, Said::new("record.no_header").with("key", key))
            }
            RecordError::WrongGame(found, line) => at_line(
                *line,
                Said::new("record.wrong_game")
                    .with("found", found)
                    .with("game", "Unlur"),
            ),
            RecordError::BadSize(v) => bad_value("Size", v, "record.must.side"),
            RecordError::BadFirstPlayer(v) => bad_value("FirstPlayer", v, "record.must.one_two"),
            RecordError::BadResult(v) => bad_value("Result", v, "record.must.one_two_open"),
            RecordError::Unreadable {
                number,
                line,
                text,
                source,
            } => at_move("move", *number, *line, text, source.said()),
            RecordError::Illegal {
                number,
                line,
                text,
                source,
            } => at_move("move", *number, *line, text, source.said()),
        }
    }
}

crate::said_in_english!(RecordError);

impl From<HeadError> for RecordError {
    fn from(error: HeadError) -> Self {
        match error {
            HeadError::BadHeader(bad) => RecordError::BadHeader(bad),
            HeadError::MissingGame { line } => RecordError::MissingHeader("Game", line),
            HeadError::WrongGame { found, line, .. } => RecordError::WrongGame(found, line),
        }
    }
}

/// An Unlur game record: names, the game replayed through the rules, and any warnings.
pub type Record = crate::rules::record::Record<Game>;

/// The `Result` header value for a game: `1`, `2` or `*`.
pub fn result_text(game: &Game) -> &'static str {
    match game.outcome().map(|o| o.winner) {
        Some(Player::One) => "1",
        Some(Player::Two) => "2",
        None => "*",
    }
}

/// The final line of `unlur replay`: `white wins`, `black wins` or `ongoing`.
pub fn outcome_line(game: &Game) -> &'static str {
    match game.outcome().map(|o| o.colour) {
        Some(super::game::Colour::White) => "white wins",
        Some(super::game::Colour::Black) => "black wins",
        None => "ongoing",
    }
}

/// Writes a record of `game`.
pub fn write_record(game: &Game, player1: &str, player2: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "[Game \"Unlur\"]");
    let _ = writeln!(out, "[Size \"{}\"]", game.board().side());
    let _ = writeln!(out, "[Player1 \"{}\"]", clean_value(player1));
    let _ = writeln!(out, "[Player2 \"{}\"]", clean_value(player2));
    let _ = writeln!(out, "[FirstPlayer \"{}\"]", game.first_player().number());
    let _ = writeln!(out, "[Result \"{}\"]", result_text(game));
    out.push('\n');
    for (i, mv) in game.history().iter().enumerate() {
        if i > 0 {
            out.push(if i % 10 == 0 { '\n' } else { ' ' });
        }
        let _ = write!(out, "{}. {}", i + 1, move_text(game.board(), *mv));
    }
    out.push('\n');
    out
}

/// The headers an Unlur record reads.
pub const HEADERS: [&str; 6] = [
    "Game",
    "Size",
    "Player1",
    "Player2",
    "FirstPlayer",
    "Result",
];

/// Reads a record and replays its moves through the rules.
pub fn read_record(text: &str) -> Result<Record, RecordError> {
    let (record, error) = read_record_partly(text)?;
    error.map_or(Ok(record), Err)
}

/// Reads a record as far as it can: the game up to the first move that cannot be read
/// or played, and that move's error (headers that cannot be read are an error).
pub fn read_record_partly(text: &str) -> Result<(Record, Option<RecordError>), RecordError> {
    let record = RecordText::of_game(
        text,
        "Unlur",
        |name| name.trim().eq_ignore_ascii_case("unlur"),
        &HEADERS,
    )?;
    let get = |key: &str| record.get(key);
    let size_text = get("Size").ok_or(RecordError::MissingHeader("Size", record.headers_end()))?;
    let board = size_text
        .trim()
        .parse::<usize>()
        .ok()
        .and_then(Board::new)
        .ok_or_else(|| RecordError::BadSize(record.bad("Size")))?;
    let first = record
        .player("FirstPlayer")
        .map_err(RecordError::BadFirstPlayer)?
        .unwrap_or(Player::One);
    record.result().map_err(RecordError::BadResult)?;
    let mut game = Game::new(board, first);
    let mut number = 0;
    let mut error = None;
    'lines: for &(line, text) in &record.body {
        // `;` starts a comment to the end of the line.
        let text = text.split(';').next().unwrap_or("");
        for token in text.split_whitespace() {
            if is_move_number(token) {
                continue;
            }
            // Accept `1.d4` as well as `1. d4`.
            let token = match token.split_once('.') {
                Some((n, rest)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => rest,
                _ => token,
            };
            number += 1;
            let failed = match parse_move(game.board(), token) {
                Err(source) => Some(RecordError::Unreadable {
                    number,
                    line,
                    text: quote(token),
                    source,
                }),
                Ok(mv) => game.play(mv).err().map(|source| RecordError::Illegal {
                    number,
                    line,
                    text: quote(token),
                    source,
                }),
            };
            if failed.is_some() {
                error = failed;
                break 'lines;
            }
        }
    }
    let actual = result_text(&game);
    Ok((record.finish(game, actual, "moves", Vec::new()), error))
}
