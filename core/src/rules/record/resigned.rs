//! A game that ended by a resignation outside its moves (an online game, where either
//! side may resign at any moment, also out of turn): its record says who resigned in a
//! `Resigned` header, and its `Result` is the other side's win. Every game's reader
//! reads it alike; a game already over by its moves ignores it (with a warning).

use super::RecordText;
use crate::i18n::Said;
use crate::rules::Player;

/// The header that names the side that resigned (`1` or `2`).
pub const RESIGNED: &str = "Resigned";

/// `record` (a record's text as a game's writer wrote it, unfinished: `[Result "*"]`)
/// ended by `by`'s resignation: its `Result` is `result` (the other side's win, as the
/// game writes it) and a `Resigned` header follows it. A record with no `Result` line
/// gets both before its moves.
pub fn with_resignation(record: &str, by: Player, result: &str) -> String {
    let headers = format!("[Result \"{result}\"]\n[{RESIGNED} \"{}\"]\n", by.number());
    let mut out = String::with_capacity(record.len() + headers.len());
    let mut done = false;
    for line in record.split_inclusive('\n') {
        let is_result = line.trim_start().starts_with("[Result ");
        let body_starts = line.trim().is_empty() || !line.trim_start().starts_with('[');
        if !done && (is_result || body_starts) {
            out.push_str(&headers);
            done = true;
            if is_result {
                continue;
            }
        }
        out.push_str(line);
    }
    if !done {
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&headers);
    }
    out
}

/// How a record's game ended beyond its moves, as its reader settles it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The side that resigned, if the game ended so.
    pub resigned: Option<Player>,
    /// The result the record's `Result` header should say: the moves' own, or the
    /// other side's win after a resignation.
    pub result: String,
    /// A `Resigned` header that cannot be read, or that comes after a game already
    /// over by its moves: said, and ignored.
    pub warning: Option<Said>,
}

impl RecordText<'_> {
    /// The game's end: `actual` is the result its moves give (`*` when they leave it
    /// unfinished), `result_of` writes a winner as the `Result` header does.
    pub fn settled(&self, actual: &str, result_of: impl Fn(Player) -> String) -> Settled {
        let unread = |why: &'static str| Settled {
            resigned: None,
            result: actual.to_string(),
            warning: Some(
                Said::new(why)
                    .with("value", super::quote(self.get(RESIGNED).unwrap_or("")))
                    .with("line", self.line_of(RESIGNED)),
            ),
        };
        let Some(value) = self.get(RESIGNED) else {
            return Settled {
                resigned: None,
                result: actual.to_string(),
                warning: None,
            };
        };
        let Some(by) = value
            .trim()
            .parse::<u8>()
            .ok()
            .and_then(Player::from_number)
        else {
            return unread("record.bad_resigned");
        };
        if actual != "*" {
            return unread("record.resigned_after_end");
        }
        Settled {
            resigned: Some(by),
            result: result_of(by.other()),
            warning: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "[Game \"Royal Ur\"]\n[Player1 \"Ann\"]\n[Result \"*\"]\n\n5 D-5\n";

    fn read(text: &str) -> RecordText<'_> {
        RecordText::parse(text).unwrap()
    }

    #[test]
    fn a_resignation_replaces_the_open_result_and_reads_back() {
        let text = with_resignation(SAMPLE, Player::Two, "1");
        assert_eq!(
            text,
            "[Game \"Royal Ur\"]\n[Player1 \"Ann\"]\n[Result \"1\"]\n[Resigned \"2\"]\n\n5 D-5\n"
        );
        let settled = read(&text).settled("*", |p| p.number().to_string());
        assert_eq!(settled.resigned, Some(Player::Two));
        assert_eq!(settled.result, "1");
        assert_eq!(settled.warning, None);
        // Without a Result line, both go before the moves.
        let bare = with_resignation("[Game \"Royal Ur\"]\n\n5 D-5\n", Player::One, "2");
        assert_eq!(
            bare,
            "[Game \"Royal Ur\"]\n[Result \"2\"]\n[Resigned \"1\"]\n\n5 D-5\n"
        );
    }

    #[test]
    fn a_resigned_header_that_cannot_hold_is_said_and_ignored() {
        let bad = SAMPLE.replace("[Result \"*\"]", "[Resigned \"3\"]");
        let settled = read(&bad).settled("*", |p| p.number().to_string());
        assert_eq!(settled.resigned, None);
        assert_eq!(settled.result, "*");
        let w = settled.warning.expect("said").to_string();
        assert!(
            w.contains("`Resigned \"3\"`") && w.contains("line 3"),
            "{w}"
        );
        // A game over by its moves was not resigned.
        let over = SAMPLE.replace("[Result \"*\"]", "[Resigned \"1\"]");
        let settled = read(&over).settled("2", |p| p.number().to_string());
        assert_eq!((settled.resigned, settled.result.as_str()), (None, "2"));
        let w = settled.warning.expect("said").to_string();
        assert!(w.contains("already over"), "{w}");
        // No header: the moves' result, nothing said.
        let settled = read(SAMPLE).settled("*", |p| p.number().to_string());
        assert_eq!(
            settled,
            Settled {
                resigned: None,
                result: "*".into(),
                warning: None
            }
        );
    }
}
