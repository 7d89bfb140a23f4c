//! How a session ended outside the game's rules, and why in English.

use super::super::protocol::PROTOCOL;
use crate::rules::Player;

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A player resigned.
    Resigned(Player),
    /// The two apps speak different versions of the protocol: the other's, and its app's.
    Versions {
        /// The other app's protocol version.
        theirs: u32,
        /// The other app's version.
        app: String,
    },
    /// The game cannot go on: the sides disagree (positions).
    Broken(String),
}

impl Ending {
    /// Why the game stopped, in English (the command line, the log), if it did not end by
    /// a resignation.
    pub fn stopped(&self) -> Option<String> {
        match self {
            Ending::Resigned(_) => None,
            Ending::Versions { theirs, app } => Some(format!(
                "the other app speaks version {theirs} of the online protocol (unlur {app}), this one version {PROTOCOL} (unlur {}): both need the same version",
                env!("CARGO_PKG_VERSION")
            )),
            Ending::Broken(why) => Some(why.clone()),
        }
    }
}
