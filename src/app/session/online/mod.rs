//! Online play in the window: one game with a friend on another computer. The session
//! and the connection are `crate::online`'s; here they meet the screen: the friend's
//! seat is [`crate::app::session::game::Seat::Remote`], the friend's actions are played on the board as the game's
//! own players play theirs (through the registry's [`crate::app::session::registry::OnlineEntry`]),
//! and this side's actions, once on the board, are sent. The online window's choices
//! ([`OnlineScreen`]) are kept here, where the game that starts closes the window; the
//! window (host, join, waiting) and the card in the game are drawn by
//! `crate::app::screens::online`.

mod board;
pub mod kept;
mod news;
pub mod requests;
pub mod start;

use board::{pump, send_own_actions};
pub use requests::OnlineRequest;

use bevy::prelude::*;

use crate::app::ground::order::Step;
use crate::app::session::game::NewGame;
use crate::online::link::{Link, Loss};
use crate::online::peer::Peer;
use crate::online::session::{Event, OtherApp, Session};
use crate::rules::{GameId, Player};

/// The connection as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Conn {
    /// The network is being opened.
    Opening,
    /// The host waits for the friend (the invitation is out).
    Waiting,
    /// The guest dials the host.
    Connecting,
    /// Connected, directly or through a relay.
    Connected {
        /// Through a relay.
        relayed: bool,
    },
    /// The connection dropped: the guest dials again, the host waits; what kind of loss.
    Reconnecting(Loss),
    /// Nothing more can be done: why.
    Failed(crate::i18n::Said),
    /// This side closed the connection: it cannot play with the other app.
    Closed,
}

/// The online game under way.
pub struct OnlineGame {
    /// This side's session and its connection.
    pub peer: Peer,
    /// The connection.
    pub conn: Conn,
    /// The host's invitation, once it can be sent.
    pub invitation: Option<String>,
    /// What the player should read: refusals, chat, problems (newest last).
    pub notes: Vec<Note>,
    /// The friend asks to take back the last action.
    pub undo_asked: bool,
    /// This side asked, and waits for the answer.
    pub undo_waiting: bool,
    /// The app of the last friend the host turned away, while no one has joined since.
    pub turned_away: Option<OtherApp>,
    /// The game is on the board.
    pub shown: bool,
    /// The game's end outside its rules (resigned, stopped) is on the board.
    ended_shown: bool,
    /// What the board is to show, in order, each once it is ready for it: dice drawn,
    /// the friend's actions.
    pub(crate) board: crate::app::session::driven::Steps,
    /// What this side's own requests did that the board must show too (an accepted
    /// takeback), shown with the network's news of the frame.
    owed: Vec<Event>,
    /// The session's game was put on the board (a takeback, a start) and the board does
    /// not show it yet: what the board still holds is not this side's to send (after a
    /// takeback, the action taken back would be sent again).
    reput: bool,
    /// The last frame read as much news as a frame reads: more may wait.
    more_news: bool,
    /// The friend said goodbye (they may come back: the game can be resumed).
    pub(crate) peer_left: bool,
    /// Since when the friend has been out of reach (the connection lost, or never made
    /// since this app resumed the game); `None` while connected. Public so that a test can
    /// stand for a longer absence than it waits.
    pub away_since: Option<std::time::Instant>,
    /// How to reach the friend again after a restart: this side's endpoint key (the
    /// host's keeps its invitation valid, the guest's is the one the host lets in once
    /// the game is under way), the invitation the guest joined, whether it keeps to this
    /// computer.
    key: Option<[u8; 32]>,
    joined: Option<String>,
    local: bool,
}

/// A line for the player on the online card, kept as what it says so that it is worded
/// in the window's language when drawn (the network's and the rules' own details stay
/// English: they are for a bug report).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The friend's chat line.
    Chat(String),
    /// This side refused a line of the friend's app (nothing changed): why.
    Refused(crate::i18n::Said),
    /// The friend's app refused a line of this one (nothing changed): why.
    TheyRefused(String),
    /// Something went wrong on this side (a file not written, a board that could not
    /// show the game, a request the game could not take): what.
    Problem(crate::i18n::Said),
    /// The friend declined to take back this side's move (the friend's name).
    Declined(String),
}

impl Note {
    /// The note in the window's language.
    pub fn words(&self, t: crate::i18n::Tr) -> String {
        let (key, detail) = match self {
            Note::Chat(text) => return text.clone(),
            Note::Refused(why) => {
                return t.trf("online.note_refused", &[("why", &t.said(why))]);
            }
            // The refusals every version words alike, in the player's language.
            Note::TheyRefused(why) => match crate::online::protocol::refusal_key(why) {
                Some(known) => return t.tr(known).to_string(),
                None => ("online.note_they_refused", why),
            },
            Note::Problem(what) => {
                return t.trf("online.note_problem", &[("why", &t.said(what))]);
            }
            Note::Declined(name) => return t.trf("online.note_declined", &[("name", name)]),
        };
        t.trf(key, &[("why", detail)])
    }
}

/// The online game, if one is under way.
#[derive(Resource, Default)]
pub struct Online(pub Option<OnlineGame>);

impl Online {
    /// Puts `game` in place of the online game there was. The one replaced lets go of
    /// its connection, which ends on a thread of its own: leaving never waits for the
    /// network.
    fn replace(&mut self, game: Option<OnlineGame>) {
        if let Some(mut old) = std::mem::replace(&mut self.0, game) {
            old.peer.let_go();
        }
    }

    /// How far the camera turns for the game `game` on the board ([`yaw_for`] this
    /// side's seat, when online).
    pub fn yaw(&self, game: GameId) -> f32 {
        yaw_for(self.0.as_ref().and_then(|o| o.peer.session.seat()), game)
    }

    /// Whether the game on the board is an online game (its takebacks go through the
    /// friend).
    pub fn on_board(&self) -> bool {
        self.0.as_ref().is_some_and(|o| o.shown)
    }
}

/// How far the camera turns for a player in `seat` of an online game of `game`: Royal
/// d'Ûr's second player sees its own camp nearest (half a turn); Uckers' partnerships
/// each have a camp on the near side already, and Unlur's board has no camps.
pub fn yaw_for(seat: Option<Player>, game: GameId) -> f32 {
    if seat == Some(Player::Two) && game == GameId::RoyalUr {
        std::f32::consts::PI
    } else {
        0.0
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .init_resource::<OnlineScreen>()
        .add_message::<OnlineRequest>()
        .add_systems(
            Update,
            (
                requests::requests,
                // What it asks of the board is applied in the same frame.
                pump.in_set(Step::Input),
                send_own_actions.in_set(Step::View),
                kept::keep,
                news::wake_on_news,
            )
                .chain(),
        )
        .add_plugins(start::plugin)
        .init_resource::<kept::Waiting>()
        .add_systems(Startup, kept::load_waiting);
}

impl OnlineGame {
    fn new(session: Session, link: Link, conn: Conn) -> OnlineGame {
        OnlineGame {
            peer: Peer::new(session, link),
            conn,
            invitation: None,
            notes: Vec::new(),
            undo_asked: false,
            undo_waiting: false,
            turned_away: None,
            shown: false,
            ended_shown: false,
            board: Default::default(),
            owed: Vec::new(),
            reput: false,
            more_news: false,
            peer_left: false,
            away_since: None,
            key: None,
            joined: None,
            local: false,
        }
    }

    /// Keeps a line for the player (the last twenty, a repeat once).
    fn note(&mut self, line: Note) {
        if self.notes.last() != Some(&line) {
            self.notes.push(line);
        }
        let extra = self.notes.len().saturating_sub(20);
        self.notes.drain(..extra);
    }
}

/// Which half of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// Host a game.
    #[default]
    Host,
    /// Join one.
    Join,
}

/// The online window's choices.
#[derive(Resource, Debug)]
pub struct OnlineScreen {
    /// Shown.
    pub open: bool,
    /// Host or join.
    pub tab: Tab,
    /// The game and its options (the new-game dialog's).
    pub draft: NewGame,
    /// The host's seat.
    pub seat: Player,
    /// This player's name.
    pub name: String,
    /// The invitation pasted.
    pub invitation: String,
    /// Why the invitation pasted cannot be joined (said under it until it changes).
    pub problem: Option<crate::i18n::Said>,
    /// Keep to this computer.
    pub local: bool,
    /// The game the command line asked for, held while a kept game is offered instead
    /// (`unlur host` run with another game waiting): started only when chosen.
    pub asked: Option<OnlineRequest>,
}

impl Default for OnlineScreen {
    fn default() -> Self {
        OnlineScreen {
            open: false,
            tab: Tab::Host,
            draft: NewGame::default(),
            seat: Player::One,
            name: String::new(),
            invitation: String::new(),
            problem: None,
            local: false,
            asked: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A problem on this side is said whole in the player's language (it was English
    /// inside a French sentence).
    #[test]
    fn a_problem_is_said_in_the_players_language() {
        let note = Note::Problem(crate::i18n::Said::new("online.error.undo_waits"));
        assert_eq!(
            note.words(crate::i18n::Tr::FR),
            "Un problème ici : une reprise attend sa réponse"
        );
        assert_eq!(
            note.words(crate::i18n::Tr::EN),
            "Something went wrong here: an undo waits for its answer"
        );
    }

    /// Royal d'Ûr's second player sees its own camp nearest; no other turn.
    #[test]
    fn each_player_sees_its_own_camp_nearest() {
        assert_eq!(
            yaw_for(Some(Player::Two), GameId::RoyalUr),
            std::f32::consts::PI
        );
        assert_eq!(yaw_for(Some(Player::One), GameId::RoyalUr), 0.0);
        assert_eq!(yaw_for(Some(Player::Two), GameId::Uckers), 0.0);
        assert_eq!(yaw_for(None, GameId::RoyalUr), 0.0);
        assert_eq!(Online::default().yaw(GameId::RoyalUr), 0.0);
    }
}
