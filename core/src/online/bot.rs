//! A seat played by an AI over a [`Link`]: network events go into the session, the
//! AI's steps come out, until the game is over and the other side has had its last
//! line. `unlur host` and `unlur join` run one; the tests run two against each other.

use std::time::{Duration, Instant};

use super::link::Link;
use super::peer::{News, Peer};
use super::session::{Event, Session};
use crate::ai::games::seat_player;
use crate::ai::seat::{SeatPlayer, Step};

/// An AI at one side of an online game.
pub struct Bot {
    peer: Peer,
    spec: String,
    seed: u64,
    player: Option<Box<dyn SeatPlayer>>,
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
        Event::TurnedAway(other) => format!(
            "turned away a friend ({}): the invitation stays open",
            other.differs()
        ),
    }
}

impl Bot {
    /// A bot with the AI `spec` (`ai:LEVEL`) in the session's seat, seeded.
    pub fn new(session: Session, link: Link, spec: &str, seed: u64) -> Bot {
        Bot {
            peer: Peer::new(session, link),
            spec: spec.to_string(),
            seed,
            player: None,
            done_at: None,
            peer_done: false,
            invitation: None,
            log: Vec::new(),
        }
    }

    /// The bot of a game resumed after a restart: its first connection is a
    /// reconnection (each side says how far it is).
    pub fn resumed(mut self) -> Bot {
        self.peer.resume();
        self
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.peer.session
    }

    /// The connection, until hung up.
    pub fn link(&self) -> Option<&Link> {
        self.peer.link()
    }

    /// Whether the other side is connected now.
    pub fn connected(&self) -> bool {
        self.peer.connected()
    }

    /// The host's invitation, once known.
    pub fn invitation(&self) -> Option<&str> {
        self.invitation.as_deref()
    }

    /// Asks the friend to take back the bot's last action (a test of the friend's side).
    pub fn ask_undo(&mut self) -> Result<(), String> {
        self.peer.session.ask_undo()?;
        self.peer.flush();
        Ok(())
    }

    /// Resigns the game (a test of the friend's side).
    pub fn resign(&mut self) -> Result<(), String> {
        self.peer.session.resign()?;
        self.peer.flush();
        Ok(())
    }

    /// Says goodbye to the friend (a test of the friend's side; the game can be
    /// resumed later).
    pub fn leave(&mut self) {
        self.peer.session.leave();
        self.peer.flush();
    }

    /// What happened since the last call, in words.
    pub fn take_log(&mut self) -> Vec<String> {
        std::mem::take(&mut self.log)
    }

    /// Handles what came (waiting up to `wait` for it) and takes the AI's next step;
    /// true once the game is over and the other side had its last line.
    pub fn tick(&mut self, wait: Duration) -> Result<bool, String> {
        if let Some(news) = self.peer.wait(wait) {
            self.on_news(news)?;
        }
        let connected = self.peer.connected();
        let session = &mut self.peer.session;
        if self.player.is_none()
            && let Some(t) = session.table()
        {
            // The command line checked the spec before: said in English if it fails.
            self.player =
                Some(seat_player(t.id(), &self.spec, self.seed).map_err(|e| e.to_string())?);
        }
        if connected
            && session.my_turn()
            && let (Some(p), Some(t)) = (self.player.as_mut(), session.table())
        {
            match p.step(t, session.pending_intent(), session.pending_throws())? {
                Step::Throw(intent) => {
                    if !session.waiting_for_dice() {
                        session.throw(&intent)?;
                    }
                }
                Step::Play(text) => session.play(&text)?,
            }
        }
        if session.finished() && self.done_at.is_none() {
            self.done_at = Some(Instant::now());
            session.leave();
        }
        self.peer.flush();
        Ok(self
            .done_at
            .is_some_and(|at| self.peer_done || at.elapsed() > Duration::from_secs(5)))
    }

    fn on_news(&mut self, news: News) -> Result<(), String> {
        let how = |relayed: bool| if relayed { "relayed" } else { "direct" };
        match news {
            News::Invitation(text) => self.invitation = Some(text),
            News::Connected { relayed, .. } => {
                self.log.push(format!("connected ({})", how(relayed)));
            }
            News::Route { relayed } => self.log.push(format!("now {}", how(relayed))),
            News::Events(events) => {
                for e in events {
                    self.log.push(words(&e));
                    match e {
                        // A bot lets its friend take back a move.
                        Event::UndoAsked => {
                            for done in self.peer.session.answer_undo(true)? {
                                self.log.push(words(&done));
                            }
                        }
                        Event::PeerLeft if self.peer.session.finished() => self.peer_done = true,
                        _ => {}
                    }
                }
            }
            News::Refused(why) => self.log.push(format!("refused: {why}")),
            News::Lost(why) => {
                self.log
                    .push(format!("{why}: waiting for the connection to come back"));
                if self.done_at.is_some() {
                    self.peer_done = true;
                }
            }
            News::Failed(why) => return Err(why.to_string()),
        }
        Ok(())
    }
}
