//! What a session tells whoever drives it (the window, a bot): what happened, in order.

use super::OtherApp;
use crate::rules::Player;

/// What happened, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The peer said hello: its name.
    Connected(String),
    /// The game began (who starts is drawn).
    Started,
    /// A throw's dice.
    Thrown(Vec<u8>),
    /// An action was played.
    Moved {
        /// Who played it.
        by: Player,
        /// In the notation.
        text: String,
    },
    /// The peer asks to take back the last action.
    UndoAsked,
    /// The last action was taken back.
    Undone,
    /// The peer declined the undo.
    UndoDeclined,
    /// A player resigned.
    Resigned(Player),
    /// A chat line from the peer.
    Chat(String),
    /// The peer left; the game waits for it.
    PeerLeft,
    /// The peer refused something this side sent, saying why.
    PeerRefused(String),
    /// The host turned away a friend whose app plays another version of the protocol;
    /// the invitation stays open.
    TurnedAway(OtherApp),
}
