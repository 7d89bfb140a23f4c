//! One side of an online game: its session and its connection together. What the
//! network brings goes into the session (a reconnection re-synchronises it, lines are
//! checked and applied) and comes back as [`News`] for whoever drives the side (the
//! app's window, a bot) to react to in its own way; what the session has to say goes out
//! while connected.

use std::time::Duration;

use super::link::{Link, Lost, NetEvent};
use super::session::{Event, Session};

/// What came from the network, once the session has taken it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// The host's invitation, ready to send.
    Invitation(String),
    /// Connected, directly or through a relay; `again` after an earlier connection (the
    /// session has re-synchronised).
    Connected {
        /// Through a relay.
        relayed: bool,
        /// Not the first connection.
        again: bool,
    },
    /// The connection now goes directly or through a relay.
    Route {
        /// Through a relay.
        relayed: bool,
    },
    /// What the peer's lines did, in order.
    Events(Vec<Event>),
    /// A line refused (nothing changed), and why.
    Refused(crate::i18n::Said),
    /// The connection dropped; the guest dials again, the host waits.
    Lost(Lost),
    /// Nothing more can be done.
    Failed(crate::i18n::Said),
}

/// A session and its link.
pub struct Peer {
    /// This side's session.
    pub session: Session,
    /// The connection (none once hung up).
    link: Option<Link>,
    connected: bool,
    ever: bool,
    /// The host kept its game for the friend connected ([`Link::pin`]).
    pinned: bool,
}

impl Peer {
    /// A side not connected yet.
    pub fn new(session: Session, link: Link) -> Peer {
        Peer {
            session,
            link: Some(link),
            connected: false,
            ever: false,
            pinned: false,
        }
    }

    /// The side is resumed after a restart: its first connection is a reconnection.
    pub fn resume(&mut self) {
        self.ever = true;
    }

    /// Whether it is connected now.
    pub fn connected(&self) -> bool {
        self.connected
    }

    /// The connection, until hung up.
    pub fn link(&self) -> Option<&Link> {
        self.link.as_ref()
    }

    /// Says goodbye and closes the connection for good (this side cannot play with the
    /// other: the versions differ).
    pub fn hang_up(&mut self) {
        self.session.leave();
        self.flush();
        self.let_go();
    }

    /// Lets go of the connection without a word: it ends on a thread of its own
    /// ([`Link::let_go`]), so a window never waits for it.
    pub fn let_go(&mut self) {
        if let Some(link) = self.link.take() {
            link.let_go();
        }
        self.connected = false;
    }

    /// The next news, if the network has any now.
    pub fn poll(&mut self) -> Option<News> {
        let event = self.link.as_ref()?.poll()?;
        Some(self.take(event))
    }

    /// The next news, waiting up to `wait` for it.
    pub fn wait(&mut self, wait: Duration) -> Option<News> {
        let Some(link) = &self.link else {
            std::thread::sleep(wait);
            return None;
        };
        let event = link.wait(wait)?;
        Some(self.take(event))
    }

    /// Sends what the session has to say, while connected. A host whose game is under
    /// way with the friend connected keeps it for that friend ([`Link::pin`]).
    pub fn flush(&mut self) {
        if let Some(link) = self.link.as_ref().filter(|_| self.connected) {
            if !self.pinned
                && self.session.role() == super::session::Role::Host
                && self.session.table().is_some_and(|t| t.moves() > 0)
            {
                link.pin();
                self.pinned = true;
            }
            for m in self.session.outbox() {
                link.send(m.line());
            }
        }
    }

    fn take(&mut self, event: NetEvent) -> News {
        match event {
            NetEvent::Invitation(text) => News::Invitation(text),
            NetEvent::Route { relayed } if self.connected => News::Route { relayed },
            // A connection (a new one may come while the old one is not seen lost yet,
            // when the other app restarted), or a route while not connected.
            NetEvent::Connected { relayed } | NetEvent::Route { relayed } => {
                let again = self.ever;
                if again {
                    self.session.reconnected();
                }
                (self.connected, self.ever) = (true, true);
                News::Connected { relayed, again }
            }
            NetEvent::Line(line) => match self.session.receive(&line) {
                Ok(events) => News::Events(events),
                Err(why) => News::Refused(why),
            },
            NetEvent::Lost(why) => {
                self.connected = false;
                self.session.peer_gone();
                News::Lost(why)
            }
            NetEvent::Failed(why) => News::Failed(why),
        }
    }
}
