//! The network's news: read into the session (at most a frame's worth each frame), what
//! the board must show handed on, and the window woken when news comes.

use bevy::prelude::*;

use super::{Conn, Note, Online, OnlineGame};
use crate::online::peer::News;
use crate::online::session::{Ending, Event, Role};

/// The network thread wakes the window when news comes: the window sleeps while
/// nothing moves (`pace`), and a friend's move is drawn at once all the same.
pub(super) fn wake_on_news(
    online: Res<Online>,
    waker: Option<Res<crate::app::ground::pace::WindowWaker>>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) {
    if online.0.as_ref().is_some_and(|g| g.more_news) {
        // More news waits than one frame reads.
        frames.now();
    }
    let link = online.0.as_ref().and_then(|g| g.peer.link());
    if let (Some(link), Some(waker)) = (link, waker) {
        link.wake_with(waker.0.clone());
    }
}

/// The network's news read in one frame, at most (the rest in the next ones).
const NEWS_A_FRAME: usize = 64;

impl OnlineGame {
    /// The network's news into the session; what the board must show, in order.
    pub(super) fn take_news(&mut self) -> Vec<Event> {
        let mut shown = std::mem::take(&mut self.owed);
        self.more_news = true;
        let mut silent = false;
        for _ in 0..NEWS_A_FRAME {
            let Some(news) = self.peer.poll() else {
                self.more_news = false;
                break;
            };
            match news {
                News::Invitation(text) => {
                    self.invitation = Some(text);
                    self.conn = Conn::Waiting;
                }
                News::Connected { relayed, again } => {
                    if again {
                        // The session re-synchronised: a request in flight is gone.
                        self.undo_waiting = false;
                        self.undo_asked = false;
                    }
                    self.conn = Conn::Connected { relayed };
                }
                News::Route { relayed } => self.conn = Conn::Connected { relayed },
                News::Events(events) => shown.extend(events),
                // Once the game has ended (the refusal that stopped it, or a line after
                // the end), the ending's own words say it.
                News::Refused(_) if self.peer.session.ending().is_some() => {}
                News::Refused(why) => self.note(Note::Refused(why)),
                // A host whose game has not begun just waits for the friend again.
                News::Lost(_)
                    if self.peer.session.role() == Role::Host
                        && self.peer.session.table().is_none() =>
                {
                    self.conn = Conn::Waiting;
                }
                News::Lost(lost) => {
                    silent |= lost.silent;
                    self.conn = Conn::Reconnecting(lost.loss);
                }
                News::Failed(why) => self.conn = Conn::Failed(why),
            }
        }
        // Away from the first loss (or the start of a resumed game) until connected
        // again: from the silence that told it, where one did.
        match self.conn {
            Conn::Connected { .. } => self.away_since = None,
            _ if self.peer.session.table().is_some() => {
                let now = std::time::Instant::now();
                let quiet = if silent {
                    crate::online::endpoint::IDLE_TIMEOUT
                } else {
                    std::time::Duration::ZERO
                };
                self.away_since
                    .get_or_insert_with(|| now.checked_sub(quiet).unwrap_or(now));
            }
            _ => {}
        }
        for e in &shown {
            match e {
                Event::UndoAsked => self.undo_asked = true,
                Event::Undone => self.undo_waiting = false,
                // Said on the side that asked (the wait just vanished).
                Event::UndoDeclined => {
                    self.undo_waiting = false;
                    let name = self.peer.session.peer_name().to_string();
                    self.note(Note::Declined(name));
                }
                Event::PeerRefused(why) => self.note(Note::TheyRefused(why.clone())),
                Event::Chat(text) => self.note(Note::Chat(text.clone())),
                Event::TurnedAway(other) => self.turned_away = Some(other.clone()),
                Event::Connected(_) => (self.turned_away, self.peer_left) = (None, false),
                Event::PeerLeft => self.peer_left = true,
                _ => {}
            }
        }
        self.peer.flush();
        if self.peer.session.role() == Role::Guest
            && matches!(self.peer.session.ending(), Some(Ending::Versions(_)))
            && self.peer.link().is_some()
        {
            // The host's app plays another version: dialling it again would only be
            // turned away again.
            self.peer.hang_up();
            self.conn = Conn::Closed;
        }
        shown
    }
}
