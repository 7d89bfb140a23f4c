//! What the games' records share: `[Key "Value"]` headers, then a body of moves.

use crate::rules::Player;

/// A header line that is not of the form `[Key "Value"]`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: `{text}` is not a header of the form [Key \"Value\"]")]
pub struct BadHeader {
    /// 1-based line number.
    pub line: usize,
    /// The line (its first 80 characters).
    pub text: String,
}

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
    /// Non-fatal remarks.
    pub warnings: Vec<String>,
}

/// A record split into its headers and the lines after them.
#[derive(Clone, Debug)]
pub struct RecordText<'a> {
    headers: Vec<(&'a str, &'a str)>,
    /// The lines after the headers, each with its 1-based line number.
    pub body: Vec<(usize, &'a str)>,
}

impl<'a> RecordText<'a> {
    /// Splits a record: a leading byte-order mark and blank lines are skipped, then
    /// every leading `[...]` line must be a header.
    pub fn parse(text: &'a str) -> Result<Self, BadHeader> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut headers = Vec::new();
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
            let Some(pair) = parse_header(line.trim()) else {
                return Err(BadHeader {
                    line: i + 1,
                    text: line.trim().chars().take(80).collect(),
                });
            };
            headers.push(pair);
        }
        Ok(RecordText {
            headers,
            body: lines.map(|(i, l)| (i + 1, l)).collect(),
        })
    }

    /// The player named by header `key` (`1` or `2`), if the header is there; any other
    /// value is returned as the error.
    pub fn player(&self, key: &str) -> Result<Option<Player>, String> {
        self.get(key)
            .map(|v| {
                v.trim()
                    .parse::<u8>()
                    .ok()
                    .and_then(Player::from_number)
                    .ok_or_else(|| v.to_string())
            })
            .transpose()
    }

    /// The `Result` header, if there is one: `1`, `2` or `*`; any other value is
    /// returned as the error.
    pub fn result(&self) -> Result<Option<&'a str>, String> {
        self.result_among(&["1", "2", "*"])
    }

    /// The `Result` header, if there is one and it is one of `allowed`; any other value is
    /// returned as the error.
    pub fn result_among(&self, allowed: &[&str]) -> Result<Option<&'a str>, String> {
        match self.get("Result").map(str::trim) {
            None => Ok(None),
            Some(v) if allowed.contains(&v) => Ok(Some(v)),
            Some(v) => Err(v.to_string()),
        }
    }

    /// A warning when the `Result` header is missing or disagrees with `actual`, what the
    /// moves give (`moves` names them in the warning: "moves", "turns").
    pub fn result_warning(&self, actual: &str, moves: &str) -> Option<String> {
        match self.get("Result").map(str::trim) {
            Some(claimed) if claimed != actual => Some(format!(
                "the header says `Result \"{claimed}\"` but the {moves} give `{actual}`; the {moves} are kept"
            )),
            Some(_) => None,
            None => Some("the record has no `Result` header".to_string()),
        }
    }

    /// The record once its moves are replayed into `game`: the names from the headers,
    /// and a warning when the `Result` header is missing or disagrees with `actual`, what
    /// the moves give (`moves` names them in the warning: "moves", "turns").
    pub fn finish<G>(
        &self,
        game: G,
        actual: &str,
        moves: &str,
        mut warnings: Vec<String>,
    ) -> Record<G> {
        warnings.extend(self.result_warning(actual, moves));
        Record {
            player1: self.get("Player1").unwrap_or("Player 1").to_string(),
            player2: self.get("Player2").unwrap_or("Player 2").to_string(),
            game,
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

    /// The value of a header, its key in any case.
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| *v)
    }
}

fn parse_header(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (key, rest) = inner.split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    (!key.is_empty() && !value.contains('"')).then_some((key, value))
}

/// A header value made safe to write between quotes on one line.
pub fn clean_value(s: &str) -> String {
    s.replace(['"', '\n', '\r', ']'], "")
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
