//! The connection between the two apps: iroh (QUIC dialled by key, hole punching,
//! public relays) on a thread of its own with its own async runtime, spoken to through
//! channels: lines to send go in, [`NetEvent`]s come out (bounded, each one waking the
//! owner). How each side reaches the other is `dial`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use tokio::sync::mpsc as amp;

use super::invitation::Invitation;

/// What the connection did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetEvent {
    /// The host's invitation, once it can be reached.
    Invitation(String),
    /// Connected to the peer, directly or through a relay.
    Connected {
        /// Through a relay.
        relayed: bool,
    },
    /// The route changed (hole punching found a direct path, or lost it).
    Route {
        /// Through a relay.
        relayed: bool,
    },
    /// A line from the peer.
    Line(String),
    /// The connection dropped: the guest dials again, the host waits.
    Lost(Lost),
    /// Nothing more can be done (no network, a bad invitation).
    Failed(crate::i18n::Said),
}

/// Why the connection is down: what kind of loss (which the screen says in its language)
/// and the network's own account of it (English, for logs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lost {
    /// What kind.
    pub loss: Loss,
    /// The network's words.
    pub detail: String,
    /// Nothing came for [`crate::online::endpoint::IDLE_TIMEOUT`]: the other app was
    /// gone that long before the loss was known (a friend "away for 1 s" had been
    /// silent for seven).
    pub silent: bool,
}

/// What kind of loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// The connection dropped (a network gone, a cut).
    Dropped,
    /// The other app closed it.
    Closed,
    /// The host could not be reached (the guest dials again).
    Unreachable,
}

impl Lost {
    pub(super) fn new(loss: Loss, detail: impl std::fmt::Display) -> Lost {
        let detail = detail.to_string();
        Lost {
            loss,
            detail,
            silent: false,
        }
    }

    /// The connection lost as `e` says: [`Lost::silent`] where it timed out.
    pub(super) fn reading(e: iroh::endpoint::ReadError) -> Lost {
        use iroh::endpoint::{ConnectionError, ReadError};
        let silent = matches!(e, ReadError::ConnectionLost(ConnectionError::TimedOut));
        Lost {
            silent,
            ..Lost::new(Loss::Dropped, e)
        }
    }
}

impl std::fmt::Display for Lost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.loss {
            Loss::Dropped => "the connection dropped",
            Loss::Closed => "the other player closed the connection",
            Loss::Unreachable => "cannot reach the host",
        };
        match self.detail.as_str() {
            "" => f.write_str(what),
            detail => write!(f, "{what}: {detail}"),
        }
    }
}

/// Wakes the link's owner when news comes (a window that sleeps while nothing happens
/// draws the news at once).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Events the owner has not read yet, at most: a peer that sends more at once than
/// the owner reads is cut off (memory stays flat).
pub const EVENTS_KEPT: usize = 4096;

/// What the owner is told when the other side flooded it.
pub fn flooded() -> crate::i18n::Said {
    crate::i18n::Said::new("online.net.flooded")
}

/// The same, as the detail of a lost connection (in the log).
pub const FLOODED: &str =
    "the other side sent messages faster than they could be read: the connection was cut";

/// The network thread's end of the events: each one queued wakes the owner.
#[derive(Clone)]
pub(super) struct Events {
    tx: mpsc::SyncSender<NetEvent>,
    wake: Arc<Mutex<Option<Wake>>>,
    flooded: Arc<AtomicBool>,
}

/// Why an event was not queued.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Unqueued {
    /// [`EVENTS_KEPT`] events wait already: the sender is cut off.
    Full,
    /// The owner is gone.
    Gone,
}

impl Events {
    /// Queues `event` for the owner and wakes it.
    pub(super) fn send(&self, event: NetEvent) -> Result<(), Unqueued> {
        let queued = match self.tx.try_send(event) {
            Ok(()) => Ok(()),
            Err(mpsc::TrySendError::Full(_)) => {
                self.flooded.store(true, Ordering::Relaxed);
                Err(Unqueued::Full)
            }
            Err(mpsc::TrySendError::Disconnected(_)) => Err(Unqueued::Gone),
        };
        let wake = self.wake.lock().ok().and_then(|w| w.clone());
        if let Some(wake) = wake {
            wake();
        }
        queued
    }
}

/// What the link's owner asks of the connection.
pub(super) enum Control {
    /// A line to send.
    Line(String),
    /// Drops the connection (for tests of a cut).
    Cut,
    /// The host keeps the game for the peer connected now: another app that comes with
    /// the invitation is turned away.
    Pin,
}

/// One side's connection, on its thread.
pub struct Link {
    to_net: amp::UnboundedSender<Control>,
    /// In a mutex so that the link can live in a Bevy resource (shared between threads).
    events: std::sync::Mutex<mpsc::Receiver<NetEvent>>,
    wake: Arc<Mutex<Option<Wake>>>,
    flooded: Arc<AtomicBool>,
    /// A host's link: a flood ends the connection that sent it, the host waits on.
    host: bool,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// How long a guest that has never reached the host tries before it gives up and says
/// so (the host may have closed its app, or the invitation is an old one). Once the game
/// is under way the guest waits for the host however long it is away.
pub const GIVE_UP: Duration = Duration::from_secs(180);

/// Where the link may go: `local` keeps to this machine (loopback only, no relays, no
/// discovery: for tests and a game on one computer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Loopback only.
    pub local: bool,
}

impl Link {
    /// Hosts a game whose code is `code` as the endpoint of secret `key` (the same key
    /// keeps an invitation valid after a restart), on `port` (0: any): the
    /// invitation comes as the first event.
    pub fn host(code: String, key: [u8; 32], port: u16, reach: Reach) -> Link {
        Link::spawn(true, move |events, lines, stop| async move {
            super::dial::host((code, key, port), reach, events, lines, stop).await
        })
    }

    /// Joins the game of `invitation` as a new app (a key of its own), giving up after
    /// [`GIVE_UP`] without reaching the host.
    pub fn join(invitation: Invitation, reach: Reach) -> Link {
        Link::join_as(invitation, new_key(), reach)
    }

    /// Joins the game of `invitation` as the endpoint of secret `key`: the friend's app
    /// keeps its key with the game, so that the host knows it again after a restart
    /// (once a game is under way, the host lets in that key alone).
    pub fn join_as(invitation: Invitation, key: [u8; 32], reach: Reach) -> Link {
        Link::join_giving_up(invitation, key, reach, Some(GIVE_UP))
    }

    /// The guest of a game under way (resumed from disk) dialling its host again as the
    /// endpoint of secret `key`: it never gives up, the host's app may come back at any
    /// time.
    pub fn rejoin(invitation: Invitation, key: [u8; 32], reach: Reach) -> Link {
        Link::join_giving_up(invitation, key, reach, None)
    }

    /// [`Link::join_as`], giving up after `give_up` without ever reaching the host
    /// (`None`: never).
    pub fn join_giving_up(
        invitation: Invitation,
        key: [u8; 32],
        reach: Reach,
        give_up: Option<Duration>,
    ) -> Link {
        Link::spawn(false, move |events, lines, stop| async move {
            super::dial::join((invitation, key), reach, give_up, events, lines, stop).await
        })
    }

    fn spawn<F, Fut>(host: bool, body: F) -> Link
    where
        F: FnOnce(
                Events,
                amp::UnboundedReceiver<Control>,
                tokio::sync::oneshot::Receiver<()>,
            ) -> Fut
            + Send
            + 'static,
        Fut: std::future::Future<Output = Result<(), crate::i18n::Said>>,
    {
        let (tx, events) = mpsc::sync_channel(EVENTS_KEPT);
        let wake = Arc::new(Mutex::new(None));
        let flooded = Arc::new(AtomicBool::new(false));
        let events_tx = Events {
            tx,
            wake: wake.clone(),
            flooded: flooded.clone(),
        };
        let (to_net, lines) = amp::unbounded_channel();
        let (stop_tx, stop) = tokio::sync::oneshot::channel();
        let thread = std::thread::Builder::new()
            .name("online".into())
            .spawn(move || {
                let failed = events_tx.clone();
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .build();
                let result = match runtime {
                    Ok(rt) => rt.block_on(body(events_tx, lines, stop)),
                    Err(e) => Err(crate::i18n::Said::new("online.net.no_runtime").with("why", e)),
                };
                if let Err(e) = result {
                    let _ = failed.send(NetEvent::Failed(e));
                }
            })
            .ok();
        Link {
            to_net,
            events: std::sync::Mutex::new(events),
            wake,
            flooded,
            host,
            stop: Some(stop_tx),
            thread,
        }
    }

    /// Sends a line (lost if the connection is down: the session sends again what
    /// matters once it is back).
    pub fn send(&self, line: String) {
        let _ = self.to_net.send(Control::Line(line));
    }

    /// The host's game belongs to the peer connected now (its first action is played):
    /// from now on another app that comes with the invitation is turned away, and the
    /// friend can always come back.
    pub fn pin(&self) {
        let _ = self.to_net.send(Control::Pin);
    }

    /// Drops the connection as a network failure would (tests).
    pub fn cut(&self) {
        let _ = self.to_net.send(Control::Cut);
    }

    /// Wakes `wake` whenever an event comes (replacing a waker given before).
    pub fn wake_with(&self, wake: Wake) {
        if let Ok(mut slot) = self.wake.lock() {
            *slot = Some(wake);
        }
    }

    /// The next event, if one came. Once every event queued is read, a flood is told
    /// (`Link::flood`).
    pub fn poll(&self) -> Option<NetEvent> {
        match self.events.lock().ok()?.try_recv() {
            Ok(e) => Some(e),
            Err(_) if self.flooded.swap(false, Ordering::Relaxed) => Some(self.flood()),
            Err(_) => None,
        }
    }

    /// What a flood did: a host lost that connection ([`FLOODED`]) and waits on for the
    /// friend; a guest cannot go on with that host.
    fn flood(&self) -> NetEvent {
        if self.host {
            NetEvent::Lost(Lost::new(Loss::Dropped, FLOODED))
        } else {
            NetEvent::Failed(flooded())
        }
    }

    /// The next event, waiting up to `wait`.
    pub fn wait(&self, wait: Duration) -> Option<NetEvent> {
        let Ok(events) = self.events.lock() else {
            return None;
        };
        match events.recv_timeout(wait) {
            Ok(e) => Some(e),
            Err(mpsc::RecvTimeoutError::Timeout) if self.flooded.swap(false, Ordering::Relaxed) => {
                Some(self.flood())
            }
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                std::thread::sleep(wait);
                None
            }
        }
    }
}

impl Link {
    /// Stops the connection and lets its thread end on a thread of its own (saying
    /// goodbye and closing may take a few seconds on a network): for a window, which
    /// must not wait for it. Dropping a link waits for its thread.
    pub fn let_go(self) {
        let spawned = std::thread::Builder::new()
            .name("online end".into())
            .spawn(move || drop(self));
        // No thread to spare: it is dropped here, and waited for.
        drop(spawned);
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// A new secret key for a host's endpoint.
pub fn new_key() -> [u8; 32] {
    iroh::SecretKey::generate().to_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use iroh::endpoint::{ConnectionError, ReadError};

    /// A link that timed out says so (the friend's absence counts from the silence);
    /// one reset or closed does not.
    #[test]
    fn a_timed_out_read_is_a_silence_and_a_reset_is_not() {
        let timed_out = Lost::reading(ReadError::ConnectionLost(ConnectionError::TimedOut));
        assert!(timed_out.silent);
        assert_eq!(timed_out.loss, Loss::Dropped);
        let reset = Lost::reading(ReadError::ConnectionLost(ConnectionError::Reset));
        assert!(!reset.silent);
        assert!(!Lost::new(Loss::Closed, "").silent);
    }
}
