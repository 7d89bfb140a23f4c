//! What the peer sends: each line checked, then applied or refused.

use super::super::dice::{Link, follows};
use super::super::protocol::{Message, PROTOCOL, position_hash};
use super::{Ending, Event, OtherApp, Role, Session};
use crate::rules::{Player, table};

impl Session {
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
                    return if self.peer_tip == Some(tip) && self.setup.as_ref() == Some(&setup) {
                        self.resend_setup();
                        Ok(Vec::new())
                    } else {
                        Err("the game was set up already".into())
                    };
                }
                table::check_options(setup.0, &setup.1).map_err(|e| e.to_string())?;
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
                    return Err(format!(
                        "action {n} was played already (a message replayed)"
                    ));
                }
                if n > moves + 1 {
                    return Err(format!(
                        "action {n} before action {} (out of order)",
                        moves + 1
                    ));
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
                self.playing()?;
                let peer = self.peer_seat().ok_or("the game has not begun")?;
                if self.finished() || n == 0 || self.last_of(peer) != Some(n) {
                    return Err(format!("action {n} is not your last action"));
                }
                if self.undo.is_some() {
                    return Err("an undo is already asked".into());
                }
                self.undo = Some((n, false));
                Ok(vec![Event::UndoAsked])
            }
            Message::UndoYes { n, hash } => {
                self.answered(n)?;
                let events = self.take_back(n);
                let mine = self.hash_now();
                if mine != hash {
                    return Err(self.stop(format!(
                        "after the takeback of action {n} the positions differ (hash {hash}, here {mine}): the game stops"
                    )));
                }
                Ok(events)
            }
            Message::UndoNo(n) => {
                self.answered(n)?;
                Ok(vec![Event::UndoDeclined])
            }
            Message::Resign => {
                self.playing()?;
                let peer = self.peer_seat().ok_or("the game has not begun")?;
                self.ending = Some(Ending::Resigned(peer));
                Ok(vec![Event::Resigned(peer)])
            }
            Message::Chat(text) => Ok(vec![Event::Chat(text)]),
            // Refused for versions this side has seen differ: nothing new to say.
            Message::Refuse(_) if matches!(self.ending, Some(Ending::Versions(_))) => {
                Ok(Vec::new())
            }
            // The host refused this guest before greeting it: this invitation cannot be
            // used (a wrong code, a seat taken); trying again would loop for ever.
            Message::Refuse(why) if self.role == Role::Guest && self.peer_name.is_none() => {
                self.ending = Some(Ending::Refused(why.clone()));
                Ok(vec![Event::PeerRefused(why)])
            }
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
            let other = OtherApp {
                protocol,
                app: app.to_string(),
            };
            if self.role == Role::Guest {
                // The host's hello says it all to both sides (it refuses this side's):
                // this side cannot play with it, and says nothing more.
                self.ending = Some(Ending::Versions(other));
                return Ok(Vec::new());
            }
            // The guest learns this side's version too, and says so in its own words; the
            // invitation stays open for a friend who comes back with the same version.
            self.hello();
            self.outbox.push(Message::Refuse(other.differs()));
            return Ok(vec![Event::TurnedAway(other)]);
        }
        if self.role == Role::Host {
            if code != self.code {
                // (Never the right code: whoever is refused may be a stranger.)
                return Err(super::super::protocol::WRONG_CODE.into());
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
        let hash = self.hash_now();
        self.outbox.push(Message::Sync { n, hash });
        let from = self
            .mine
            .min(self.theirs.len())
            .saturating_sub(self.pending.len());
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
        if let Some(mine) = n
            .checked_sub(1)
            .and_then(|i| self.played.get(i))
            .map(|(_, h)| h.clone())
            && mine != hash
        {
            return Err(self.stop(format!(
                "after {n} actions the positions differ (hash {hash}, here {mine}): the game stops"
            )));
        }
        let missing: Vec<(Player, String)> = self.played[n..moves].to_vec();
        for (i, ((by, hash), text)) in missing.into_iter().zip(&texts[n..]).enumerate() {
            if by != me {
                return Err(self.stop(format!(
                    "the other app lacks action {} `{text}`, which it played: the game stops",
                    n + i + 1
                )));
            }
            self.outbox.push(Message::Move {
                n: n + i + 1,
                hash,
                text: text.clone(),
            });
        }
        Ok(Vec::new())
    }

    fn on_roll(&mut self, k: usize, link: Link, intent: String) -> Result<Vec<Event>, String> {
        let tip = self
            .peer_tip
            .ok_or("a throw before the dice were committed to")?;
        if let Some(known) = self.theirs.get(k) {
            return if *known == link {
                Ok(Vec::new())
            } else {
                Err(format!(
                    "throw {k} was revealed already, with another element"
                ))
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
        if k > 0 && k < self.spent {
            // Begun before the last takeback (its other half was this side's): void.
            self.theirs.push(link);
            return Ok(Vec::new());
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
            // The other side may throw while this side's request crosses it (the throw is
            // void if the takeback is agreed), and answer this side's throw at any time;
            // it throws nothing new while it asked for a takeback itself.
            if k >= self.mine && self.undo.is_some_and(|(_, mine)| !mine) {
                return Err("an undo waits for its answer".into());
            }
            if k >= self.mine && intent == super::throws::ROLL && !self.pending.is_empty() {
                return Err(format!(
                    "throw {k}: the dice of this roll are thrown already"
                ));
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
