//! What the games' records share: `[Key "Value"]` headers, then a body of moves.

/// A header line that is not of the form `[Key "Value"]`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: `{text}` is not a header of the form [Key \"Value\"]")]
pub struct BadHeader {
    /// 1-based line number.
    pub line: usize,
    /// The line (its first 80 characters).
    pub text: String,
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
