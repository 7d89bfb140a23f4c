//! How a session ended outside the game's rules, and why in English (with the test of two
//! versions meeting).

use super::super::protocol::PROTOCOL;
use crate::rules::Player;

/// The other app, as its hello says it: the version of the online protocol it speaks,
/// and its own version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherApp {
    /// Its protocol version.
    pub protocol: u32,
    /// Its version (`0.1.0`).
    pub app: String,
}

impl OtherApp {
    /// That it speaks another version than this app, in English (the command line, the
    /// log, the refusal sent to it).
    pub fn differs(&self) -> String {
        format!(
            "the other app speaks version {} of the online protocol (unlur {}), this one version {PROTOCOL} (unlur {}): both need the same version",
            self.protocol,
            self.app,
            env!("CARGO_PKG_VERSION")
        )
    }
}

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A player resigned.
    Resigned(Player),
    /// The two apps speak different versions of the protocol (the other app's).
    Versions(OtherApp),
    /// The game cannot go on: the sides disagree (positions).
    Broken(String),
    /// The host did not let this guest in (the host's words): a wrong code, a game
    /// already played with someone else.
    Refused(String),
}

impl Ending {
    /// Why the game stopped, in English (the command line, the log), if it did not end by
    /// a resignation.
    pub fn stopped(&self) -> Option<String> {
        match self {
            Ending::Resigned(_) => None,
            Ending::Versions(other) => Some(other.differs()),
            Ending::Broken(why) => Some(why.clone()),
            Ending::Refused(why) => Some(format!("the host's app did not let this one in: {why}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::protocol::PROTOCOL;
    use super::super::{Event, Session};
    use super::*;
    use crate::rules::GameId;

    #[test]
    fn different_protocol_versions_are_told_on_both_sides() {
        // The host reads a guest of another version: it says its own version (its hello),
        // refuses, and waits on for a friend of its version.
        let mut host = Session::host(GameId::RoyalUr, "", Player::One, "Ann", "c0de");
        let turned = host.receive("hello 99 9.9.9 c0de Bob").unwrap();
        let other = OtherApp {
            protocol: 99,
            app: "9.9.9".into(),
        };
        assert_eq!(turned, vec![Event::TurnedAway(other.clone())]);
        assert_eq!(host.ending(), None);
        let told: Vec<String> = host.outbox().iter().map(|m| m.line()).collect();
        assert!(
            told[0].starts_with(&format!("hello {PROTOCOL} ")),
            "{told:?}"
        );
        assert!(
            told[1].starts_with("refuse ") && told[1].contains("version 99"),
            "{told:?}"
        );
        assert_eq!(told.len(), 2, "{told:?}");
        // The guest of version 99 sees the same from its side (here: a guest reading a host of
        // version 99): its game cannot begin, it refuses nothing (the host said it all), and
        // the host's refusal that follows adds nothing.
        let mut guest = Session::guest("Bob", "c0de");
        guest.outbox();
        assert_eq!(guest.receive("hello 99 9.9.9 - Ann"), Ok(Vec::new()));
        let versions = Ending::Versions(other);
        assert_eq!(guest.ending(), Some(&versions));
        assert!(guest.outbox().is_empty());
        assert_eq!(guest.receive(&told[1]), Ok(Vec::new()));
        assert!(
            guest
                .result()
                .starts_with("stopped: the other app speaks version 99")
        );
        // A session kept with that ending reads back the same.
        let kept = Session::restore(&guest.saved()).unwrap();
        assert_eq!(kept.ending(), Some(&versions));
        // The friend comes back with the host's version: the game is set up for it.
        let app = env!("CARGO_PKG_VERSION");
        let events = host
            .receive(&format!("hello {PROTOCOL} {app} c0de Bob"))
            .unwrap();
        assert_eq!(events, vec![Event::Connected("Bob".into())]);
        assert!(
            host.outbox().iter().any(|m| m.line().starts_with("game ")),
            "the game is sent"
        );
        let wrong_code = Session::host(GameId::RoyalUr, "", Player::One, "Ann", "c0de")
            .receive(&format!("hello {PROTOCOL} {app} beef Bob"))
            .unwrap_err()
            .to_string();
        assert!(wrong_code.contains("code"), "{wrong_code}");
    }
}
