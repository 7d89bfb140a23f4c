//! One side of an online game, without the network: it reads each line the peer sends,
//! checks it (the protocol, the turn, the dice, the rules, the position's hash) and
//! either applies it or refuses it, changing nothing; what this side does goes through
//! the same checks before it is sent. The lines to send wait in [`Session::outbox`]; what the peer sends is read in
//! `receive.rs`, takebacks are `takeback.rs`.

mod ending;
mod event;
mod receive;
mod saved;
mod takeback;
pub mod throws;

pub use ending::{Ending, OtherApp};
pub use event::Event;

use super::dice::{Chain, Link};
use super::protocol::{Message, PROTOCOL, position_hash};
use crate::i18n::Said;
use crate::rules::table::Table;
use crate::rules::{GameId, Player};

/// Which side of the invitation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Sent the invitation, chose the game.
    Host,
    /// Joined with it.
    Guest,
}

/// One side of an online game.
#[derive(Debug)]
pub struct Session {
    role: Role,
    code: String,
    my_name: String,
    peer_name: Option<String>,
    /// The game, its options and the host's seat, once known.
    setup: Option<(GameId, String, Player)>,
    chain: Chain,
    peer_tip: Option<Link>,
    /// How many elements of this side's chain were revealed.
    mine: usize,
    /// The peer's revealed elements, by throw.
    theirs: Vec<Link>,
    table: Option<Box<dyn Table>>,
    /// Who played each action, and the hash after it.
    played: Vec<(Player, String)>,
    /// What the throws since the last action are for, and their dice.
    intent: Option<String>,
    pending: Vec<Vec<u8>>,
    /// An undo asked and not answered: the action, and whether this side asked.
    undo: Option<(usize, bool)>,
    /// Throws below this one were begun before the last takeback: void (a throw of the
    /// other side's that crossed the request), whenever their second half comes.
    spent: usize,
    ending: Option<Ending>,
    outbox: Vec<Message>,
}

impl Session {
    /// The host of a new game of `game` with `options`, in `seat`.
    pub fn host(game: GameId, options: &str, seat: Player, name: &str, code: &str) -> Session {
        let mut s = Session::new(Role::Host, name, code, Chain::random());
        s.setup = Some((game, options.to_string(), seat));
        s
    }

    /// The guest of the invitation whose code is `code`; its hello waits in the outbox.
    pub fn guest(name: &str, code: &str) -> Session {
        let mut s = Session::new(Role::Guest, name, code, Chain::random());
        s.hello();
        s
    }

    fn new(role: Role, name: &str, code: &str, chain: Chain) -> Session {
        Session {
            role,
            code: code.to_string(),
            my_name: name.to_string(),
            peer_name: None,
            setup: None,
            chain,
            peer_tip: None,
            mine: 0,
            theirs: Vec::new(),
            table: None,
            played: Vec::new(),
            intent: None,
            pending: Vec::new(),
            undo: None,
            spent: 0,
            ending: None,
            outbox: Vec::new(),
        }
    }

    fn hello(&mut self) {
        let code = match self.role {
            Role::Host => "-".to_string(),
            Role::Guest => self.code.clone(),
        };
        self.outbox.push(Message::Hello {
            protocol: PROTOCOL,
            app: env!("CARGO_PKG_VERSION").into(),
            code,
            name: self.my_name.clone(),
        });
    }

    /// After a new connection to the same peer: the guest says hello again (each side
    /// then says how far it is, and sends again what the other may have missed).
    pub fn reconnected(&mut self) {
        self.undo = None;
        if self.role == Role::Guest {
            self.hello();
        }
    }

    /// The connection to the peer dropped. A guest that leaves the host before the game's
    /// first action frees the seat with nothing of its game kept (its commitment, the
    /// throws begun with it; the host takes a fresh chain): whoever comes next with the
    /// invitation starts afresh (an intruder who said hello and left stalled the friend).
    /// Its name stays until the next hello, so that the window can say who left.
    pub fn peer_gone(&mut self) {
        if self.role != Role::Host || !self.played.is_empty() || self.ending.is_some() {
            return;
        }
        self.chain = Chain::random();
        self.peer_tip = None;
        self.mine = 0;
        self.theirs.clear();
        self.table = None;
        self.intent = None;
        self.pending.clear();
        self.undo = None;
        self.spent = 0;
        self.outbox.clear();
    }

    /// The lines to send, oldest first; taking them empties the box.
    pub fn outbox(&mut self) -> Vec<Message> {
        std::mem::take(&mut self.outbox)
    }

    /// Which side of the invitation this is.
    pub fn role(&self) -> Role {
        self.role
    }

    /// This side's seat, once known.
    pub fn seat(&self) -> Option<Player> {
        self.setup.as_ref().map(|&(_, _, host)| match self.role {
            Role::Host => host,
            Role::Guest => host.other(),
        })
    }

    /// The game being played, known from the start on the host's side (before the
    /// guest is there), on the guest's once the host said it.
    pub fn game(&self) -> Option<GameId> {
        self.setup.as_ref().map(|(game, ..)| *game)
    }

    /// The game, once it has begun.
    pub fn table(&self) -> Option<&dyn Table> {
        self.table.as_deref()
    }

    /// The peer's name (empty until it said hello).
    pub fn peer_name(&self) -> &str {
        self.peer_name.as_deref().unwrap_or_default()
    }

    /// The players' names by seat (the peer's once it said hello).
    pub fn names(&self) -> [String; 2] {
        let peer = self.peer_name.clone().unwrap_or_default();
        match self.seat() {
            Some(Player::Two) => [peer, self.my_name.clone()],
            _ => [self.my_name.clone(), peer],
        }
    }

    /// The dice drawn for the action to come, in order.
    pub fn pending_throws(&self) -> &[Vec<u8>] {
        &self.pending
    }

    /// How it ended, if it did (a game over by the rules has not: see the table).
    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    /// Whether nothing more will be played: over by the rules, resigned or broken.
    pub fn finished(&self) -> bool {
        self.ending.is_some() || self.table.as_ref().is_some_and(|t| t.to_move().is_none())
    }

    /// Whether it is this side's turn to act.
    pub fn my_turn(&self) -> bool {
        self.ending.is_none()
            && self.undo.is_none()
            && self.table.as_ref().and_then(|t| t.to_move()) == self.seat()
            && self.seat().is_some()
    }

    /// The result in the words of `unlur replay`, with a resignation said.
    pub fn result(&self) -> String {
        match (&self.ending, &self.table) {
            (Some(Ending::Resigned(p)), Some(t)) => t.id().resigned_line(*p),
            (Some(Ending::Resigned(p)), None) => GameId::Unlur.resigned_line(*p),
            (Some(e), _) => format!("stopped: {}", e.stopped().unwrap_or_default()),
            (None, Some(t)) => t.result(),
            (None, None) => "not begun".into(),
        }
    }

    /// The record of the game so far (empty before it begins), with its result and who
    /// resigned once a side did.
    pub fn record(&self) -> String {
        let [a, b] = self.names();
        let Some(t) = self.table.as_ref() else {
            return String::new();
        };
        let text = t.record([&a, &b]);
        match &self.ending {
            // Who resigned, and the other side's win.
            Some(Ending::Resigned(p)) => t.id().resigned_record(&text, *p),
            _ => text,
        }
    }

    /// Writes the game's record to `path` (`--save`); what went wrong, naming the file.
    pub fn save_record(&self, path: &std::path::Path) -> Result<(), Said> {
        crate::storage::write_atomically(path, self.record().as_bytes()).map_err(|e| {
            Said::new("online.error.not_written")
                .with("file", crate::storage::shown(path))
                .with("why", e)
        })
    }

    fn peer_seat(&self) -> Option<Player> {
        self.seat().map(Player::other)
    }

    fn playing(&self) -> Result<&dyn Table, Said> {
        match &self.ending {
            Some(Ending::Resigned(p)) => {
                Err(Said::new("online.error.resigned").with("player", p.number()))
            }
            Some(e) => {
                Err(Said::new("online.error.stopped").with("why", e.stopped().unwrap_or_default()))
            }
            None => self.table.as_deref().ok_or_else(not_begun),
        }
    }

    /// Checks action `text` by `by` against the turn, the dice drawn and the rules; the
    /// table after it.
    fn checked(&self, by: Player, text: &str) -> Result<Box<dyn Table>, Said> {
        let t = self.playing()?;
        if t.to_move() != Some(by) {
            return Err(Said::new("online.error.not_their_turn")
                .with("action", text)
                .with("player", by.number()));
        }
        let refused = |why: Said| {
            Said::new("online.error.action")
                .with("action", text)
                .with_said("why", why)
        };
        match t.draws(text).map_err(refused)? {
            None if !self.pending.is_empty() => {
                return Err(Said::new("online.error.dice_unused").with("action", text));
            }
            Some(d) if d.throws != self.pending || self.intent.as_ref() != Some(&d.intent) => {
                let drawn: Vec<String> = self.pending.iter().map(|d| dice_words(d)).collect();
                let said = match &self.intent {
                    Some(i) => Said::new("online.error.other_dice_for").with("intent", i),
                    None => Said::new("online.error.other_dice"),
                }
                .with("action", text);
                return Err(if drawn.is_empty() {
                    said.with_said("drawn", Said::new("online.error.none_yet"))
                } else {
                    said.with("drawn", drawn.join(", "))
                });
            }
            _ => {}
        }
        let mut after = t.boxed();
        after.play(text).map_err(refused)?;
        Ok(after)
    }

    fn apply(&mut self, by: Player, after: Box<dyn Table>, hash: String) {
        self.table = Some(after);
        self.played.push((by, hash));
        self.pending.clear();
        self.intent = None;
        self.undo = None;
    }

    /// Plays this side's action `text` (checked as the peer will check it) and sends it.
    pub fn play(&mut self, text: &str) -> Result<(), Said> {
        let me = self.seat().ok_or_else(not_begun)?;
        if self.undo.is_some() {
            return Err(Said::new("online.error.undo_waits"));
        }
        let after = self.checked(me, text)?;
        let hash = position_hash(&after.key());
        let n = after.moves();
        let text = after.texts().last().cloned().unwrap_or_default();
        self.outbox.push(Message::Move {
            n,
            hash: hash.clone(),
            text,
        });
        self.apply(me, after, hash);
        Ok(())
    }

    /// Resigns.
    pub fn resign(&mut self) -> Result<(), Said> {
        self.playing()?;
        let me = self.seat().ok_or_else(not_begun)?;
        self.outbox.push(Message::Resign);
        self.ending = Some(Ending::Resigned(me));
        Ok(())
    }

    /// Sends a chat line.
    pub fn chat(&mut self, text: &str) {
        self.outbox.push(Message::Chat(text.to_string()));
    }

    /// Leaves: the peer is told (the game can resume later).
    pub fn leave(&mut self) {
        self.outbox.push(Message::Bye);
    }

    /// What the dice thrown for the action to come are for (`None` before a throw).
    pub fn pending_intent(&self) -> Option<&str> {
        self.intent.as_deref()
    }
}

/// Why nothing can be played yet: the game has not begun.
pub fn not_begun() -> Said {
    Said::new("online.error.not_begun")
}

/// One throw's dice as the messages and the saved file write them: `6-2`.
fn dice_words(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}
