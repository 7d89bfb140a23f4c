//! One side of an online game, without the network: it reads each line the peer sends,
//! checks it (the protocol, the turn, the dice, the rules, the position's hash) and
//! either applies it or refuses it, changing nothing; what this side does goes through
//! the same checks before it is sent. The lines to send wait in [`Session::outbox`].

use super::dice::{Chain, DieStream, Link, follows};
use super::protocol::{Message, PROTOCOL, position_hash};
use crate::rules::table::{self, Table};
use crate::rules::{GameId, Player};

/// Which side of the invitation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Sent the invitation, chose the game.
    Host,
    /// Joined with it.
    Guest,
}

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
}

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A player resigned.
    Resigned(Player),
    /// The game cannot go on: the sides disagree (versions, positions).
    Broken(String),
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

    /// The lines to send, oldest first; taking them empties the box.
    pub fn outbox(&mut self) -> Vec<Message> {
        std::mem::take(&mut self.outbox)
    }

    /// This side's seat, once known.
    pub fn seat(&self) -> Option<Player> {
        self.setup.as_ref().map(|&(_, _, host)| match self.role {
            Role::Host => host,
            Role::Guest => host.other(),
        })
    }

    /// The game, once it has begun.
    pub fn table(&self) -> Option<&dyn Table> {
        self.table.as_deref()
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
            (Some(Ending::Resigned(p)), _) => format!(
                "player{} wins (player{} resigned)",
                p.other().number(),
                p.number()
            ),
            (Some(Ending::Broken(why)), _) => format!("stopped: {why}"),
            (None, Some(t)) => t.result(),
            (None, None) => "not begun".into(),
        }
    }

    /// The record of the game so far (empty before it begins).
    pub fn record(&self) -> String {
        let [a, b] = self.names();
        self.table
            .as_ref()
            .map_or_else(String::new, |t| t.record([&a, &b]))
    }

    fn peer_seat(&self) -> Option<Player> {
        self.seat().map(Player::other)
    }

    fn playing(&self) -> Result<&dyn Table, String> {
        match &self.ending {
            Some(Ending::Broken(why)) => Err(format!("the game was stopped: {why}")),
            Some(Ending::Resigned(p)) => Err(format!(
                "the game is over: player {} resigned",
                p.number()
            )),
            None => self
                .table
                .as_deref()
                .ok_or_else(|| "the game has not begun".to_string()),
        }
    }

    fn throw_dice(&self, k: usize, peer: &Link) -> Option<DieStream> {
        let mine = self.chain.reveal(k)?;
        Some(match self.role {
            Role::Host => DieStream::of_throw(k, &mine, peer),
            Role::Guest => DieStream::of_throw(k, peer, &mine),
        })
    }

    /// Reveals this side's element for the next throw.
    fn reveal(&mut self, intent: &str) -> Result<(), String> {
        let k = self.mine;
        let link = self
            .chain
            .reveal(k)
            .ok_or("the dice chain is used up (a game of 20000 throws)")?;
        self.mine += 1;
        self.outbox.push(Message::Roll {
            k,
            link,
            intent: intent.to_string(),
        });
        Ok(())
    }

    /// Both elements of throw `k` are known: its dice.
    fn drawn(&mut self, k: usize) -> Result<Vec<Event>, String> {
        let mut stream = self
            .throw_dice(k, &self.theirs[k])
            .ok_or("the dice chain is used up")?;
        if k == 0 {
            let (game, options, _) = self.setup.clone().ok_or("no game was set up")?;
            self.table = Some(table::start(game, &options, &mut || stream.die())?);
            return Ok(vec![Event::Started]);
        }
        let n = self.table.as_ref().map_or(0, |t| t.dice_per_throw());
        let dice = stream.dice(n);
        self.pending.push(dice.clone());
        Ok(vec![Event::Thrown(dice)])
    }

    /// Throws the dice for the action to come, for `intent` (`roll`, or a declaration
    /// as written): the peer answers with its element and both sides draw the same dice.
    pub fn throw(&mut self, intent: &str) -> Result<(), String> {
        let t = self.playing()?;
        if t.dice_per_throw() == 0 {
            return Err(format!("{} has no dice", t.id().record_name()));
        }
        if !self.my_turn() {
            return Err("it is not your turn".into());
        }
        if self.mine > self.theirs.len() {
            return Err("the last throw is not answered yet".into());
        }
        if self.intent.as_deref().is_some_and(|i| i != intent) {
            return Err(format!(
                "these throws are for `{}`, not `{intent}`",
                self.intent.as_deref().unwrap_or_default()
            ));
        }
        self.intent = Some(intent.to_string());
        self.reveal(intent)
    }

    /// Checks action `text` by `by` against the turn, the dice drawn and the rules; the
    /// table after it.
    fn checked(&self, by: Player, text: &str) -> Result<Box<dyn Table>, String> {
        let t = self.playing()?;
        if t.to_move() != Some(by) {
            return Err(format!("`{text}`: it is not player {}'s turn", by.number()));
        }
        let draws = t.draws(text).map_err(|e| format!("`{text}`: {e}"))?;
        match draws {
            None if !self.pending.is_empty() => {
                return Err(format!("`{text}` leaves the dice thrown unused"));
            }
            Some(d) if d.throws != self.pending || self.intent.as_ref() != Some(&d.intent) => {
                let drawn: Vec<String> = self
                    .pending
                    .iter()
                    .map(|d| d.iter().map(u8::to_string).collect::<Vec<_>>().join("-"))
                    .collect();
                return Err(format!(
                    "`{text}` is not played with the dice drawn ({}{})",
                    if drawn.is_empty() { "none yet".into() } else { drawn.join(", ") },
                    self.intent
                        .as_ref()
                        .map_or(String::new(), |i| format!(", for `{i}`"))
                ));
            }
            _ => {}
        }
        let mut after = t.boxed();
        after.play(text).map_err(|e| format!("`{text}`: {e}"))?;
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
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let me = self.seat().ok_or("the game has not begun")?;
        if self.undo.is_some() {
            return Err("an undo waits for its answer".into());
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

    /// Asks the peer to take back the last action.
    pub fn ask_undo(&mut self) -> Result<(), String> {
        let n = self.playing()?.moves();
        if n == 0 || self.finished() {
            return Err("there is no action to take back".into());
        }
        if self.undo.is_some() {
            return Err("an undo waits for its answer".into());
        }
        self.undo = Some((n, true));
        self.outbox.push(Message::Undo(n));
        Ok(())
    }

    /// Answers the peer's undo request.
    pub fn answer_undo(&mut self, yes: bool) -> Result<Vec<Event>, String> {
        let Some((n, false)) = self.undo else {
            return Err("the other player asked for no undo".into());
        };
        self.outbox.push(Message::UndoAnswer { n, yes });
        self.undo = None;
        Ok(if yes { self.take_back() } else { Vec::new() })
    }

    fn take_back(&mut self) -> Vec<Event> {
        if let Some(t) = self.table.as_mut()
            && t.undo()
        {
            self.played.pop();
        }
        self.pending.clear();
        self.intent = None;
        vec![Event::Undone]
    }

    /// Resigns.
    pub fn resign(&mut self) -> Result<(), String> {
        self.playing()?;
        let me = self.seat().ok_or("the game has not begun")?;
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

    /// Reads a line from the peer: the events it makes, or why it is refused (the
    /// refusal is also sent back; nothing changes). A line that shows the two sides
    /// disagree stops the game.
    pub fn receive(&mut self, line: &str) -> Result<Vec<Event>, String> {
        let result = Message::parse(line).and_then(|m| self.handle(m));
        if let Err(why) = &result
            && !line.starts_with("refuse")
        {
            self.outbox.push(Message::Refuse(why.clone()));
        }
        result
    }

    fn stop(&mut self, why: String) -> String {
        self.ending = Some(Ending::Broken(why.clone()));
        why
    }

    fn handle(&mut self, m: Message) -> Result<Vec<Event>, String> {
        match m {
            Message::Hello {
                protocol,
                app,
                code,
                name,
            } => self.on_hello(protocol, &app, &code, name),
            Message::Game {
                game,
                options,
                host_seat,
                tip,
            } => {
                if self.role == Role::Host {
                    return Err("only the host sets up the game".into());
                }
                let setup = (game, options, host_seat);
                if self.peer_tip.is_some() {
                    return if self.peer_tip == Some(tip) && self.setup.as_ref() == Some(&setup)
                    {
                        self.resend_setup();
                        Ok(Vec::new())
                    } else {
                        Err("the game was set up already".into())
                    };
                }
                // The options are checked now (any dice will do for that).
                let mut face = 0;
                table::start(setup.0, &setup.1, &mut || {
                    face = face % 6 + 1;
                    face
                })?;
                self.setup = Some(setup);
                self.peer_tip = Some(tip);
                self.outbox.push(Message::Commit(self.chain.tip()));
                self.reveal("start")?;
                Ok(Vec::new())
            }
            Message::Commit(tip) => {
                if self.role == Role::Guest {
                    return Err("only the guest commits after the game".into());
                }
                if let Some(known) = self.peer_tip {
                    return if known == tip {
                        Ok(Vec::new())
                    } else {
                        Err("the dice were committed to already".into())
                    };
                }
                self.peer_tip = Some(tip);
                self.reveal("start")?;
                Ok(Vec::new())
            }
            Message::Roll { k, link, intent } => self.on_roll(k, link, intent),
            Message::Move { n, hash, text } => {
                let moves = self.playing()?.moves();
                if n <= moves {
                    return Err(format!("action {n} was played already (a message replayed)"));
                }
                if n > moves + 1 {
                    return Err(format!("action {n} before action {} (out of order)", moves + 1));
                }
                let peer = self.peer_seat().ok_or("the game has not begun")?;
                if self.undo.is_some_and(|(_, mine)| !mine) {
                    return Err("you asked for an undo: wait for its answer".into());
                }
                let after = self.checked(peer, &text)?;
                let mine = position_hash(&after.key());
                if mine != hash {
                    return Err(self.stop(format!(
                        "after action {n} `{text}` the positions differ (hash {hash}, here {mine}): the game stops"
                    )));
                }
                self.apply(peer, after, hash);
                Ok(vec![Event::Moved { by: peer, text }])
            }
            Message::Sync { n, hash } => self.on_sync(n, &hash),
            Message::Undo(n) => {
                let moves = self.playing()?.moves();
                if n != moves || n == 0 || self.finished() {
                    return Err(format!("action {n} is not the last one ({moves})"));
                }
                if self.undo.is_some() {
                    return Err("an undo is already asked".into());
                }
                self.undo = Some((n, false));
                Ok(vec![Event::UndoAsked])
            }
            Message::UndoAnswer { n, yes } => {
                if self.undo != Some((n, true)) {
                    return Err(format!("no undo of action {n} was asked"));
                }
                self.undo = None;
                Ok(if yes {
                    self.take_back()
                } else {
                    vec![Event::UndoDeclined]
                })
            }
            Message::Resign => {
                self.playing()?;
                let peer = self.peer_seat().ok_or("the game has not begun")?;
                self.ending = Some(Ending::Resigned(peer));
                Ok(vec![Event::Resigned(peer)])
            }
            Message::Chat(text) => Ok(vec![Event::Chat(text)]),
            Message::Refuse(why) => Ok(vec![Event::PeerRefused(why)]),
            Message::Bye => Ok(vec![Event::PeerLeft]),
        }
    }

    fn on_hello(
        &mut self,
        protocol: u32,
        app: &str,
        code: &str,
        name: String,
    ) -> Result<Vec<Event>, String> {
        if protocol != PROTOCOL {
            return Err(self.stop(format!(
                "the other app speaks version {protocol} of the online protocol (unlur {app}), this one version {PROTOCOL} (unlur {}): both need the same version",
                env!("CARGO_PKG_VERSION")
            )));
        }
        if self.role == Role::Host {
            if code != self.code {
                return Err(format!(
                    "this invitation's code is {}, not `{}`",
                    self.code,
                    crate::rules::record::quote_at_most(code, 20)
                ));
            }
            self.hello();
            if self.peer_tip.is_none()
                && let Some((game, options, host_seat)) = self.setup.clone()
            {
                self.outbox.push(Message::Game {
                    game,
                    options,
                    host_seat,
                    tip: self.chain.tip(),
                });
            }
        }
        self.peer_name = Some(name.clone());
        self.resend_setup();
        self.send_sync();
        Ok(vec![Event::Connected(name)])
    }

    /// Sends again what the peer may have missed before the table: the setup and this
    /// side's first element.
    fn resend_setup(&mut self) {
        if self.table.is_some() || self.mine == 0 {
            return;
        }
        if self.role == Role::Guest {
            self.outbox.push(Message::Commit(self.chain.tip()));
        } else if let Some((game, options, host_seat)) = self.setup.clone() {
            self.outbox.push(Message::Game {
                game,
                options,
                host_seat,
                tip: self.chain.tip(),
            });
        }
        if let Some(link) = self.chain.reveal(0) {
            self.outbox.push(Message::Roll {
                k: 0,
                link,
                intent: "start".into(),
            });
        }
    }

    /// After a reconnection: how far this side is, and its elements of the throws not
    /// used yet.
    fn send_sync(&mut self) {
        let Some(t) = &self.table else { return };
        let n = t.moves();
        let hash = self
            .played
            .last()
            .map_or_else(|| position_hash(&t.key()), |(_, h)| h.clone());
        self.outbox.push(Message::Sync { n, hash });
        let from = self.mine.min(self.theirs.len()) - self.pending.len();
        for k in from..self.mine {
            if let Some(link) = self.chain.reveal(k) {
                self.outbox.push(Message::Roll {
                    k,
                    link,
                    intent: self.intent.clone().unwrap_or_else(|| "roll".into()),
                });
            }
        }
    }

    fn on_sync(&mut self, n: usize, hash: &str) -> Result<Vec<Event>, String> {
        let t = self.playing()?;
        let moves = t.moves();
        let texts = t.texts();
        let me = self.seat().ok_or("the game has not begun")?;
        if n > moves {
            return Ok(Vec::new());
        }
        if let Some(mine) = n.checked_sub(1).and_then(|i| self.played.get(i)).map(|(_, h)| h.clone())
            && mine != hash
        {
            return Err(self.stop(format!(
                "after {n} actions the positions differ (hash {hash}, here {mine}): the game stops"
            )));
        }
        for i in n..moves {
            let (by, h) = self.played[i].clone();
            if by != me {
                return Err(self.stop(format!(
                    "the other app lacks action {} `{}`, which it played: the game stops",
                    i + 1,
                    texts[i]
                )));
            }
            self.outbox.push(Message::Move {
                n: i + 1,
                hash: h,
                text: texts[i].clone(),
            });
        }
        Ok(Vec::new())
    }

    fn on_roll(&mut self, k: usize, link: Link, intent: String) -> Result<Vec<Event>, String> {
        let tip = self.peer_tip.ok_or("a throw before the dice were committed to")?;
        if let Some(known) = self.theirs.get(k) {
            return if *known == link {
                Ok(Vec::new())
            } else {
                Err(format!("throw {k} was revealed already, with another element"))
            };
        }
        if k != self.theirs.len() {
            return Err(format!(
                "throw {k} before throw {} (out of order)",
                self.theirs.len()
            ));
        }
        let before = if k == 0 { tip } else { self.theirs[k - 1] };
        if !follows(&link, &before) {
            return Err(format!(
                "throw {k}: the element does not match the dice committed to"
            ));
        }
        if k == 0 {
            if intent != "start" || self.table.is_some() {
                return Err("throw 0 draws who starts".into());
            }
        } else {
            let t = self.playing()?;
            if t.dice_per_throw() == 0 {
                return Err(format!("{} has no dice", t.id().record_name()));
            }
            let peer_moves = t.to_move() == self.peer_seat();
            if k >= self.mine && !peer_moves {
                return Err(format!("throw {k}: it is not your turn to throw"));
            }
            if self.undo.is_some() {
                return Err("an undo waits for its answer".into());
            }
            if self.intent.as_ref().is_some_and(|i| *i != intent) {
                return Err(format!(
                    "throw {k} is for `{intent}`, the throws before it for `{}`",
                    self.intent.as_deref().unwrap_or_default()
                ));
            }
        }
        self.theirs.push(link);
        if k > 0 {
            self.intent = Some(intent.clone());
        }
        if self.mine <= k {
            self.reveal(&intent)?;
        }
        self.drawn(k)
    }
}

impl Session {
    /// Whether this side threw and waits for the peer's half of the dice.
    pub fn waiting_for_dice(&self) -> bool {
        self.mine > self.theirs.len()
    }

    /// What the dice thrown for the action to come are for (`None` before a throw).
    pub fn pending_intent(&self) -> Option<&str> {
        self.intent.as_deref()
    }
}
