//! The messages two apps exchange, one line of UTF-8 text each: a word, then fields
//! separated by single spaces, free text last. A line that is not one of them is refused
//! with a message that says what is wrong.

use super::dice::{Link, hex, link_from_hex};
use crate::rules::{GameId, Player};

/// The protocol's version: both sides must speak the same (2: a takeback's answer
/// carries the position's hash after it, and the dice of the action taken back come
/// again).
pub const PROTOCOL: u32 = 2;

/// What a host says to another app that comes with the invitation of a game under way
/// with someone else (a refusal, in English on the wire: [`refusal_key`] words it).
pub const TAKEN: &str = "this game is being played with someone else";

/// What a host says to an app that does not show the invitation's code.
pub const WRONG_CODE: &str = "the invitation's code does not match (an old or mistyped invitation)";

/// The text key of a refusal every version sends in the same words (the game taken,
/// a wrong code), so that the reader's app says it in its player's language; `None` for
/// any other (said as it came).
pub fn refusal_key(why: &str) -> Option<&'static str> {
    match why {
        TAKEN => Some("online.taken"),
        WRONG_CODE => Some("online.wrong_code"),
        _ => None,
    }
}

/// The longest line a peer may send, in bytes (a record-length chat line at most).
pub const MAX_LINE: usize = 4096;

/// One message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The first line of each side: protocol, app version, the invitation's code (the
    /// host answers `-`), the player's name.
    Hello {
        /// [`PROTOCOL`] of the sender.
        protocol: u32,
        /// The sender's app version.
        app: String,
        /// The invitation's code.
        code: String,
        /// The sender's name.
        name: String,
    },
    /// The host's new game: which, its options, the host's seat, its dice commitment.
    Game {
        /// Which game.
        game: GameId,
        /// Its options as [`crate::rules::table::start`] reads them.
        options: String,
        /// The host's seat.
        host_seat: Player,
        /// The tip of the host's dice chain.
        tip: Link,
    },
    /// The guest's dice commitment.
    Commit(Link),
    /// Throw `k`'s element of the sender's chain, and what the throw is for.
    Roll {
        /// 0-based throw (throw 0 draws who starts).
        k: usize,
        /// The element.
        link: Link,
        /// `start`, `roll`, or a declaration.
        intent: String,
    },
    /// Action `n` (1-based), the hash of the position after it, its text.
    Move {
        /// 1-based.
        n: usize,
        /// [`position_hash`] after the action.
        hash: String,
        /// In the game's notation.
        text: String,
    },
    /// How far the sender is, after a reconnection: actions played, hash after them.
    Sync {
        /// Actions played.
        n: usize,
        /// The position's hash.
        hash: String,
    },
    /// Asks to take back action `n`, the sender's last, and the actions after it.
    Undo(usize),
    /// Accepts the undo of action `n`: the hash of the position after the takeback, which
    /// the asker checks against its own.
    UndoYes {
        /// The action.
        n: usize,
        /// [`position_hash`] after the takeback.
        hash: String,
    },
    /// Declines the undo of action `n`.
    UndoNo(usize),
    /// The sender resigns.
    Resign,
    /// A line of chat.
    Chat(String),
    /// The sender refuses the last message, saying why.
    Refuse(String),
    /// The sender leaves the game.
    Bye,
}

/// The hash of a position's key: 16 hexadecimal digits.
pub fn position_hash(key: &str) -> String {
    hex(&super::dice::hash(key.as_bytes())[..8])
}

fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

impl Message {
    /// The message as a line, without its newline.
    pub fn line(&self) -> String {
        match self {
            Message::Hello {
                protocol,
                app,
                code,
                name,
            } => format!("hello {protocol} {app} {code} {}", one_line(name)),
            Message::Game {
                game,
                options,
                host_seat,
                tip,
            } => format!(
                "game {} {} {} {}",
                game.word(),
                if options.is_empty() { "-" } else { options },
                host_seat.number(),
                hex(tip)
            ),
            Message::Commit(tip) => format!("commit {}", hex(tip)),
            Message::Roll { k, link, intent } => {
                format!("roll {k} {} {}", hex(link), one_line(intent))
            }
            Message::Move { n, hash, text } => format!("move {n} {hash} {}", one_line(text)),
            Message::Sync { n, hash } => format!("sync {n} {hash}"),
            Message::Undo(n) => format!("undo {n}"),
            Message::UndoYes { n, hash } => format!("undo-yes {n} {hash}"),
            Message::UndoNo(n) => format!("undo-no {n}"),
            Message::Resign => "resign".into(),
            Message::Chat(text) => format!("chat {}", one_line(text)),
            Message::Refuse(why) => format!("refuse {}", one_line(why)),
            Message::Bye => "bye".into(),
        }
    }

    /// Reads a line; the error says what is wrong with it.
    pub fn parse(line: &str) -> Result<Message, String> {
        if line.len() > MAX_LINE {
            return Err(format!(
                "a line of {} bytes (at most {MAX_LINE})",
                line.len()
            ));
        }
        let line = line.trim_end_matches(['\r', '\n']);
        // A line break inside: not one line of ours (ours write none, see `one_line`).
        if line.contains(['\r', '\n']) {
            return Err("a line break inside the line".into());
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let mut fields = rest.splitn(4, ' ');
        let mut field = |what: &str| {
            fields
                .next()
                .filter(|f| !f.is_empty())
                .ok_or_else(|| format!("`{word}` without its {what}"))
        };
        let number = |text: &str, what: &str| {
            text.parse::<usize>()
                .map_err(|_| format!("`{word}`: `{}` is not a {what}", shown(text)))
        };
        let link = |text: &str| {
            link_from_hex(text)
                .ok_or_else(|| format!("`{word}`: `{}` is not 64 hex digits", shown(text)))
        };
        Ok(match word {
            "hello" => {
                let protocol = field("protocol")?;
                let protocol = protocol.parse::<u32>().map_err(|_| {
                    format!("`hello`: `{}` is not a protocol version", shown(protocol))
                })?;
                let app = peer_text(field("app version")?, 40);
                let code = field("code")?.to_string();
                let name = peer_text(&fields_rest(rest, 3), NAME_BYTES);
                Message::Hello {
                    protocol,
                    app,
                    code,
                    name,
                }
            }
            "game" => {
                let g = field("game")?;
                let game = GameId::parse(g)
                    .ok_or_else(|| format!("`game`: `{}` is not a game", shown(g)))?;
                let options = field("options")?;
                let seat = field("seat")?;
                let host_seat = seat
                    .parse::<u8>()
                    .ok()
                    .and_then(Player::from_number)
                    .ok_or_else(|| format!("`game`: `{}` is not seat 1 or 2", shown(seat)))?;
                let tip = link(field("commitment")?)?;
                Message::Game {
                    game,
                    options: if options == "-" {
                        String::new()
                    } else {
                        options.into()
                    },
                    host_seat,
                    tip,
                }
            }
            "commit" => Message::Commit(link(field("commitment")?)?),
            "roll" => {
                let k = number(field("throw")?, "throw number")?;
                let link = link(field("element")?)?;
                let intent = fields_rest(rest, 2);
                if intent.is_empty() {
                    return Err("`roll` without what it is for".into());
                }
                Message::Roll { k, link, intent }
            }
            "move" => {
                let n = number(field("number")?, "move number")?;
                let hash = field("hash")?.to_string();
                let text = fields_rest(rest, 2);
                if text.is_empty() {
                    return Err("`move` without its text".into());
                }
                Message::Move { n, hash, text }
            }
            "sync" => Message::Sync {
                n: number(field("number")?, "move number")?,
                hash: field("hash")?.to_string(),
            },
            "undo" => Message::Undo(number(field("number")?, "move number")?),
            "undo-yes" => Message::UndoYes {
                n: number(field("number")?, "move number")?,
                hash: field("hash")?.to_string(),
            },
            "undo-no" => Message::UndoNo(number(field("number")?, "move number")?),
            "resign" => Message::Resign,
            "chat" => Message::Chat(peer_text(rest, TEXT_BYTES)),
            "refuse" => Message::Refuse(peer_text(rest, TEXT_BYTES)),
            "bye" => Message::Bye,
            _ => return Err(format!("`{}` is no message of this app", shown(word))),
        })
    }
}

/// What follows the first `n` fields of `rest` (the free text).
fn fields_rest(rest: &str, n: usize) -> String {
    rest.splitn(n + 1, ' ').nth(n).unwrap_or("").to_string()
}

/// The most bytes of a peer's name, and of its chat or refusal, that the app keeps.
const NAME_BYTES: usize = 60;
const TEXT_BYTES: usize = 400;

/// A peer's free text (a name, a chat line, a refusal), made safe for the window and a
/// terminal alike: control, direction and invisible characters escaped, cut at `most`
/// bytes ([`crate::rules::record::quote_at_most`]).
fn peer_text(text: &str, most: usize) -> String {
    crate::rules::record::quote_at_most(text, most)
}

/// At most 40 bytes of a peer's text, for an error message.
fn shown(text: &str) -> String {
    crate::rules::record::quote_at_most(text, 40)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_reads_back_as_written() {
        let l = super::super::dice::hash(b"t");
        for m in [
            Message::Hello {
                protocol: 1,
                app: "0.1.0".into(),
                code: "ab12".into(),
                name: "Ann Lee".into(),
            },
            Message::Game {
                game: GameId::Uckers,
                options: "superblobs,suckback".into(),
                host_seat: Player::Two,
                tip: l,
            },
            Message::Game {
                game: GameId::RoyalUr,
                options: String::new(),
                host_seat: Player::One,
                tip: l,
            },
            Message::Commit(l),
            Message::Roll {
                k: 3,
                link: l,
                intent: "attack g:t30:".into(),
            },
            Message::Move {
                n: 12,
                hash: "0123456789abcdef".into(),
                text: "Y 6-1: y:yB-t1".into(),
            },
            Message::Sync {
                n: 4,
                hash: "00".into(),
            },
            Message::Undo(5),
            Message::UndoNo(5),
            Message::UndoYes {
                n: 5,
                hash: "0123456789abcdef".into(),
            },
            Message::Resign,
            Message::Chat("good game".into()),
            Message::Refuse("no".into()),
            Message::Bye,
        ] {
            assert_eq!(Message::parse(&m.line()), Ok(m.clone()), "{}", m.line());
        }
    }

    #[test]
    fn garbage_is_refused_with_what_is_wrong() {
        let cases = [
            ("\u{0}\u{1}garbage", "no message of this app"),
            ("move x 00 d4", "not a move number"),
            ("move 3", "without its hash"),
            ("undo-yes 3", "without its hash"),
            ("roll 1 abc roll", "not 64 hex digits"),
            ("game chess - 1 00", "not a game"),
            ("hello one", "not a protocol version"),
            ("move 12 e4\rmove 12 e4", "a line break inside"),
        ];
        for (line, says) in cases {
            let e = Message::parse(line).unwrap_err();
            assert!(e.contains(says), "{line}: {e}");
        }
        assert!(Message::parse(&"a".repeat(MAX_LINE + 1)).is_err());
    }

    /// Issue 39: a peer's name, chat and refusal reach the window and a terminal with
    /// nothing that drives the terminal or hides text: escapes, bells, NULs, direction
    /// overrides, zero-width and line separators are shown as `\u{…}`, and the text is
    /// bounded.
    #[test]
    fn a_peers_words_cannot_drive_a_terminal() {
        let nasty = "Eve\u{1b}]0;owned\u{7}\u{1b}[2J\u{0}\u{202e}gnp.exe\u{200b}\u{2028}\u{feff}";
        let lines = [
            format!("hello 1 0.1.0 ab12 {nasty}"),
            format!("chat {}", nasty.repeat(20)),
            format!("refuse {nasty}"),
        ];
        for line in &lines {
            let text = match Message::parse(line).unwrap() {
                Message::Hello { name, .. } => name,
                Message::Chat(t) | Message::Refuse(t) => t,
                m => panic!("{m:?}"),
            };
            assert!(
                !text.chars().any(|c| c.is_control()
                    || matches!(c, '\u{202e}' | '\u{200b}' | '\u{2028}' | '\u{feff}')),
                "{text:?}"
            );
            assert!(text.starts_with("Eve\\u{1b}]0;owned\\u{7}"), "{text}");
            assert!(text.len() <= TEXT_BYTES + 3, "{} bytes", text.len());
        }
    }
}
