//! What the games' records share: `[Key "Value"]` headers, then a body of moves.

use crate::i18n::{Said, Says};
use crate::rules::Player;

mod quote;
mod resigned;
mod turns;
pub use quote::{QUOTE_BYTES, quote, quote_at_most};
pub use resigned::{RESIGNED, Settled, with_resignation};
pub use turns::{
    BadValue, HeadError, LineFailure, TurnError, at_line, at_move, bad_value, end_with_turns,
};

/// Why a record's headers cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadHeader {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong (the line's text quoted, at most [`QUOTE_BYTES`] bytes).
    pub why: Said,
}

impl Says for BadHeader {
    fn said(&self) -> Said {
        Said::new("record.at_line")
            .with("line", self.line)
            .with_said("why", self.why.clone())
    }
}

crate::said_in_english!(BadHeader);

/// Headers any record may carry beside its game's own: who sits where (the app's saved
/// games), the usual details of a game (PGN's names) and a puzzle's (`crate::puzzles`).
pub const COMMON_HEADERS: [&str; 15] = [
    "Seats",
    RESIGNED,
    "Event",
    "Site",
    "Date",
    "Round",
    "Time",
    "Annotator",
    "Comment",
    "Source",
    "Puzzle",
    "Solutions",
    "Roll",
    "Margin",
    "Rating",
];

/// A game record read and replayed: the names, the game after every move, and any
/// warnings (non-fatal remarks, such as a `Result` header that the moves contradict).
#[derive(Clone, Debug)]
pub struct Record<G> {
    /// Player 1's name.
    pub player1: String,
    /// Player 2's name.
    pub player2: String,
    /// The game after every move of the record.
    pub game: G,
    /// The player who resigned, if the game ended so (the `Resigned` header).
    pub resigned: Option<Player>,
    /// Non-fatal remarks.
    pub warnings: Vec<Said>,
}

/// A record read and replayed, as every game's reader gives it: with its warnings.
pub trait ReadRecord {
    /// The reader's non-fatal remarks.
    fn warnings(&self) -> &[Said];
}

impl<G> ReadRecord for Record<G> {
    fn warnings(&self) -> &[Said] {
        &self.warnings
    }
}

/// A record split into its headers and the lines after them.
#[derive(Clone, Debug)]
pub struct RecordText<'a> {
    /// Each header's key, value and 1-based line.
    headers: Vec<(&'a str, &'a str, usize)>,
    /// Remarks about the headers (a header given twice with the same value, an
    /// unknown header): the readers pass them on as warnings.
    pub warnings: Vec<Said>,
    /// The lines after the headers, each with its 1-based line number.
    pub body: Vec<(usize, &'a str)>,
}

impl<'a> RecordText<'a> {
    /// Splits a record: a leading byte-order mark and blank lines are skipped, then
    /// every leading `[...]` line must be a header. A header given twice is an error
    /// when the values differ (which one was meant cannot be known), a warning when
    /// they agree.
    pub fn parse(text: &'a str) -> Result<Self, BadHeader> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut headers: Vec<(&str, &str, usize)> = Vec::new();
        let mut warnings = Vec::new();
        let mut lines = text.lines().enumerate().peekable();
        while let Some((_, line)) = lines.peek() {
            if line.trim().is_empty() && headers.is_empty() {
                lines.next();
                continue;
            }
            if !line.trim_start().starts_with('[') {
                break;
            }
            let Some((i, line)) = lines.next() else { break };
            let Some((key, value)) = parse_header(line.trim()) else {
                return Err(BadHeader {
                    line: i + 1,
                    why: Said::new("record.not_header").with("text", quote(line.trim())),
                });
            };
            if let Some(&(_, first, at)) = headers.iter().find(|h| h.0.eq_ignore_ascii_case(key)) {
                if first != value {
                    return Err(BadHeader {
                        line: i + 1,
                        why: Said::new("record.header_twice_differs")
                            .with("key", quote(key))
                            .with("first", quote(first))
                            .with("at", at)
                            .with("value", quote(value)),
                    });
                }
                warnings.push(
                    Said::new("record.header_twice")
                        .with("line", i + 1)
                        .with("key", quote(key))
                        .with("at", at),
                );
                continue;
            }
            headers.push((key, value, i + 1));
        }
        Ok(RecordText {
            headers,
            warnings,
            body: lines.map(|(i, l)| (i + 1, l)).collect(),
        })
    }

    /// The player named by header `key` (`1` or `2`), if the header is there; any other
    /// value is returned as the error.
    pub fn player(&self, key: &str) -> Result<Option<Player>, BadValue> {
        self.get(key)
            .map(|v| {
                v.trim()
                    .parse::<u8>()
                    .ok()
                    .and_then(Player::from_number)
                    .ok_or_else(|| self.bad(key))
            })
            .transpose()
    }

    /// The `Result` header, if there is one: `1`, `2` or `*`; any other value is
    /// returned as the error.
    pub fn result(&self) -> Result<Option<&'a str>, BadValue> {
        self.result_among(&["1", "2", "*"])
    }

    /// The `Result` header, if there is one and it is one of `allowed`; any other value is
    /// returned as the error.
    pub fn result_among(&self, allowed: &[&str]) -> Result<Option<&'a str>, BadValue> {
        match self.get("Result").map(str::trim) {
            None => Ok(None),
            Some(v) if allowed.contains(&v) => Ok(Some(v)),
            Some(_) => Err(self.bad("Result")),
        }
    }

    /// Header `key`'s value as an error: quoted, with its line (the line where the
    /// headers end when it is absent).
    pub fn bad(&self, key: &str) -> BadValue {
        BadValue {
            value: quote(self.get(key).unwrap_or("")),
            line: self.line_of(key),
        }
    }

    /// The line of header `key`; where the headers end when it is absent.
    pub fn line_of(&self, key: &str) -> usize {
        self.headers
            .iter()
            .find(|(k, _, _)| k.eq_ignore_ascii_case(key))
            .map_or_else(|| self.headers_end(), |&(_, _, line)| line)
    }

    /// The first line after the headers (where a missing header is said to be missed).
    pub fn headers_end(&self) -> usize {
        self.body
            .first()
            .map(|&(line, _)| line)
            .or_else(|| self.headers.last().map(|&(_, _, line)| line + 1))
            .unwrap_or(1)
    }

    /// A warning when the `Result` header is missing or disagrees with `actual`, what the
    /// moves give (`moves` names them in the warning: "moves", "turns", "actions").
    pub fn result_warning(&self, actual: &str, moves: &str) -> Option<Said> {
        match self.get("Result").map(str::trim) {
            Some(claimed) if claimed != actual => Some(
                Said::new("record.result_differs")
                    .with("claimed", quote(claimed))
                    .with("moves", moves)
                    .with("actual", actual),
            ),
            Some(_) => None,
            None => Some(Said::new("record.no_header").with("key", "Result")),
        }
    }

    /// The record once its moves are replayed into `game`: the names from the headers,
    /// and a warning when the `Result` header is missing or disagrees with `actual`, what
    /// the moves give (`moves` names them in the warning: "moves", "turns").
    pub fn finish<G>(&self, game: G, actual: &str, moves: &str, warnings: Vec<Said>) -> Record<G> {
        let settled = self.settled(actual, |p| p.number().to_string());
        let mut warnings = [self.warnings.clone(), warnings].concat();
        warnings.extend(settled.warning);
        warnings.extend(self.result_warning(&settled.result, moves));
        Record {
            player1: self.get("Player1").unwrap_or("Player 1").to_string(),
            player2: self.get("Player2").unwrap_or("Player 2").to_string(),
            game,
            resigned: settled.resigned,
            warnings,
        }
    }

    /// The move lines of the body, each with its 1-based number among them (the number
    /// errors give) and its line in the file: a `;` starts a comment, a leading move
    /// number (`12.`) is dropped, blank and comment-only lines are skipped.
    pub fn move_lines(&self) -> impl Iterator<Item = (usize, usize, &'a str)> + '_ {
        self.body
            .iter()
            .filter_map(|&(line, raw)| {
                let text = raw.split(';').next().unwrap_or("").trim();
                let text = match text.split_once(char::is_whitespace) {
                    Some((n, rest)) if is_move_number(n) => rest.trim(),
                    _ => text,
                };
                (!text.is_empty()).then_some((line, text))
            })
            .enumerate()
            .map(|(i, (line, text))| (i + 1, line, text))
    }

    /// Plays the move lines in turn with `play` until one fails, and says which.
    pub fn play_lines<E>(
        &self,
        mut play: impl FnMut(&str) -> Result<(), E>,
    ) -> Option<LineFailure<E>> {
        self.move_lines().find_map(|(number, line, text)| {
            play(text).err().map(|source| LineFailure {
                number,
                line,
                text: quote(text),
                source,
            })
        })
    }

    /// A game's record: the text's headers, with a `Game` header that names this game
    /// (`is_game`; `game` is its name in messages) and no header it would misread
    /// (`known`, see [`RecordText::check_headers`]).
    pub fn of_game(
        text: &'a str,
        game: &'static str,
        is_game: fn(&str) -> bool,
        known: &[&str],
    ) -> Result<Self, HeadError> {
        let mut record = RecordText::parse(text)?;
        let name = record.get("Game").ok_or(HeadError::MissingGame {
            line: record.headers_end(),
        })?;
        if !is_game(name) {
            return Err(HeadError::WrongGame {
                found: quote(name),
                game,
                line: record.line_of("Game"),
            });
        }
        record.check_headers(known)?;
        Ok(record)
    }

    /// The value of a header, its key in any case.
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.headers
            .iter()
            .find(|(k, _, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v, _)| *v)
    }

    /// Checks the headers against those the game reads (`known`) and
    /// [`COMMON_HEADERS`]: a header one or two letters away from a known one is a
    /// misspelling, an error that names both (its value would be silently lost, and
    /// the game read wrongly); any other unknown header is kept as a warning.
    pub fn check_headers(&mut self, known: &[&str]) -> Result<(), BadHeader> {
        let all = || known.iter().chain(COMMON_HEADERS.iter());
        for &(key, _, line) in &self.headers {
            if all().any(|k| k.eq_ignore_ascii_case(key)) {
                continue;
            }
            if let Some(meant) = known.iter().find(|k| close(k, key)) {
                return Err(BadHeader {
                    line,
                    why: Said::new("record.header_misspelt")
                        .with("key", quote(key))
                        .with("meant", meant)
                        .with("known", known.join(", ")),
                });
            }
            self.warnings.push(
                Said::new("record.header_unknown")
                    .with("line", line)
                    .with("key", quote(key))
                    .with("known", known.join(", ")),
            );
        }
        Ok(())
    }
}

/// Whether two header names are at most two edits apart (a misspelling), ignoring case:
/// the optimal string alignment distance, where a swap of two letters counts as one edit.
fn close(a: &str, b: &str) -> bool {
    strsim::osa_distance(&a.to_lowercase(), &b.to_lowercase()) <= 2
}

fn parse_header(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (key, rest) = inner.split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    (!key.is_empty() && !value.contains('"')).then_some((key, value))
}

/// A header value made safe to write between quotes on one line.
pub fn clean_value(s: &str) -> String {
    s.replace(['"', '\n', '\r'], "")
}

/// Whether a token is a move number such as `12.` (skipped when reading).
pub fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    token.ends_with('.') && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Which game a record is of: its `Game` header, if the headers can be read.
pub fn game_of(text: &str) -> Option<String> {
    RecordText::parse(text)
        .ok()?
        .get("Game")
        .map(|g| g.trim().to_string())
}
