//! A seat played by an AI over a [`Link`]: network events go into the session, the
//! AI's steps come out, until the game is over and the other side has had its last
//! line. `unlur host` and `unlur join` run one; the tests run two against each other.

use std::time::{Duration, Instant};

use super::link::{Link, NetEvent};
use super::session::{Event, Session};
use crate::ai::seat::{SeatPlayer, Step, seat_player};

/// An AI at one side of an online game.
pub struct Bot {
    session: Session,
    link: Link,
    spec: String,
    seed: u64,
    player: Option<Box<dyn SeatPlayer>>,
    connected: bool,
    ever: bool,
    done_at: Option<Instant>,
    peer_done: bool,
    invitation: Option<String>,
    log: Vec<String>,
}

/// What happened, in words, for the log.
pub fn words(event: &Event) -> String {
    match event {
        Event::Connected(name) => format!("playing with {name}"),
        Event::Started => "the game begins".into(),
        Event::Thrown(dice) => format!("dice: {dice:?}"),
        Event::Moved { by, text } => format!("player{}: {text}", by.number()),
        Event::UndoAsked => "the other player asks to take back the last action".into(),
        Event::Undone => "the last action was taken back".into(),
        Event::UndoDeclined => "the undo was declined".into(),
        Event::Resigned(p) => format!("player{} resigned", p.number()),
        Event::Chat(text) => format!("chat: {text}"),
        Event::PeerLeft => "the other player left: waiting for them to come back".into(),
        Event::PeerRefused(why) => format!("the other app refused: {why}"),
    }
}

impl Bot {
    /// A bot with the AI `spec` (`ai:LEVEL`) in the session's seat, seeded.
    pub fn new(session: Session, link: Link, spec: &str, seed: u64) -> Bot {
        Bot {
            session,
            link,
            spec: spec.to_string(),
            seed,
            player: None,
            connected: false,
            ever: false,
            done_at: None,
            peer_done: false,
            invitation: None,
            log: Vec::new(),
        }
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The connection.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// The host's invitation, once known.
    pub fn invitation(&self) -> Option<&str> {
        self.invitation.as_deref()
    }

    /// What happened since the last call, in words.
    pub fn take_log(&mut self) -> Vec<String> {
        std::mem::take(&mut self.log)
    }

    /// Handles what came (waiting up to `wait` for it) and takes the AI's next step;
    /// true once the game is over and the other side had its last line.
    pub fn tick(&mut self, wait: Duration) -> Result<bool, String> {
        if let Some(event) = self.link.wait(wait) {
            self.on_net(event)?;
        }
        if self.player.is_none()
            && let Some(t) = self.session.table()
        {
            self.player = Some(seat_player(t.id(), &self.spec, self.seed)?);
        }
        if self.connected
            && self.session.my_turn()
            && let (Some(p), Some(t)) = (self.player.as_mut(), self.session.table())
        {
            match p.step(
                t,
                self.session.pending_intent(),
                self.session.pending_throws(),
            )? {
                Step::Throw(intent) => {
                    if !self.session.waiting_for_dice() {
                        self.session.throw(&intent)?;
                    }
                }
                Step::Play(text) => self.session.play(&text)?,
            }
        }
        if self.session.finished() && self.done_at.is_none() {
            self.done_at = Some(Instant::now());
            self.session.leave();
        }
        if self.connected {
            for m in self.session.outbox() {
                self.link.send(m.line());
            }
        }
        Ok(self
            .done_at
            .is_some_and(|at| self.peer_done || at.elapsed() > Duration::from_secs(5)))
    }

    fn on_net(&mut self, event: NetEvent) -> Result<(), String> {
        match event {
            NetEvent::Invitation(text) => self.invitation = Some(text),
            NetEvent::Connected { relayed } => {
                if self.ever {
                    self.session.reconnected();
                }
                (self.connected, self.ever) = (true, true);
                self.log.push(format!(
                    "connected ({})",
                    if relayed { "relayed" } else { "direct" }
                ));
            }
            NetEvent::Route { relayed } => {
                self.log.push(format!(
                    "now {}",
                    if relayed { "relayed" } else { "direct" }
                ));
            }
            NetEvent::Line(line) => match self.session.receive(&line) {
                Ok(events) => {
                    for e in events {
                        self.log.push(words(&e));
                        match e {
                            // A bot lets its friend take back a move.
                            Event::UndoAsked => {
                                self.session.answer_undo(true)?;
                            }
                            Event::PeerLeft if self.session.finished() => self.peer_done = true,
                            _ => {}
                        }
                    }
                }
                Err(why) => self.log.push(format!("refused: {why}")),
            },
            NetEvent::Lost(why) => {
                self.connected = false;
                self.log
                    .push(format!("{why}: waiting for the connection to come back"));
                if self.done_at.is_some() {
                    self.peer_done = true;
                }
            }
            NetEvent::Failed(why) => return Err(why),
        }
        Ok(())
    }
}
