//! What the peer sends: each line checked, then applied or refused.

use super::super::dice::{Link, follows};
use super::super::protocol::{Message, PROTOCOL, position_hash};
use super::{Ending, Event, OtherApp, Role, Session, not_begun};
use crate::i18n::Said;
use crate::rules::{Player, table};

impl Session {
    /// Reads a line from the peer: the events it makes, or why it is refused (the
    /// refusal is also sent back; nothing changes). A line that shows the two sides
    /// disagree stops the game.
    pub fn receive(&mut self, line: &str) -> Result<Vec<Event>, Said> {
        let result = Message::parse(line)
            .map_err(|why| Said::new("online.refuse.unreadable").with("why", why))
            .and_then(|m| self.handle(m));
        if let Err(why) = &result
            && !line.starts_with("refuse")
        {
            // In English, as every version sent it.
            self.outbox.push(Message::Refuse(why.to_string()));
        }
        result
    }

    /// The game stops: the two sides disagree (kept in English, for a bug report).
    fn stop(&mut self, why: Said) -> Said {
        self.ending = Some(Ending::Broken(why.to_string()));
        why
    }

    fn handle(&mut self, m: Message) -> Result<Vec<Event>, Said> {
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
                    return Err(Said::new("online.refuse.host_sets_up"));
                }
                let setup = (game, options, host_seat);
                if self.peer_tip.is_some() {
                    return if self.peer_tip == Some(tip) && self.setup.as_ref() == Some(&setup) {
                        self.resend_setup();
                        Ok(Vec::new())
                    } else {
                        Err(Said::new("online.refuse.set_up_already"))
                    };
                }
                table::check_options(setup.0, &setup.1)?;
                self.setup = Some(setup);
                self.peer_tip = Some(tip);
                self.outbox.push(Message::Commit(self.chain.tip()));
                self.reveal("start")?;
                Ok(Vec::new())
            }
            Message::Commit(tip) => {
                if self.role == Role::Guest {
                    return Err(Said::new("online.refuse.guest_commits"));
                }
                if let Some(known) = self.peer_tip {
                    return if known == tip {
                        Ok(Vec::new())
                    } else {
                        Err(Said::new("online.refuse.committed_already"))
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
                    return Err(Said::new("online.refuse.played_already").with("n", n));
                }
                if n > moves + 1 {
                    return Err(Said::new("online.refuse.out_of_order")
                        .with("n", n)
                        .with("next", moves + 1));
                }
                let peer = self.peer_seat().ok_or_else(not_begun)?;
                if self.undo.is_some_and(|(_, mine)| !mine) {
                    return Err(Said::new("online.refuse.undo_asked"));
                }
                let after = self.checked(peer, &text)?;
                let mine = position_hash(&after.key());
                if mine != hash {
                    return Err(self.stop(
                        Said::new("online.refuse.differ_after")
                            .with("n", n)
                            .with("action", &text)
                            .with("hash", &hash)
                            .with("mine", &mine),
                    ));
                }
                self.apply(peer, after, hash);
                Ok(vec![Event::Moved { by: peer, text }])
            }
            Message::Sync { n, hash } => self.on_sync(n, &hash),
            Message::Undo(n) => {
                self.playing()?;
                let peer = self.peer_seat().ok_or_else(not_begun)?;
                if self.finished() || n == 0 || self.last_of(peer) != Some(n) {
                    return Err(Said::new("online.refuse.not_last").with("n", n));
                }
                if self.undo.is_some() {
                    return Err(Said::new("online.refuse.undo_already"));
                }
                self.undo = Some((n, false));
                Ok(vec![Event::UndoAsked])
            }
            Message::UndoYes { n, hash } => {
                self.answered(n)?;
                let events = self.take_back(n);
                let mine = self.hash_now();
                if mine != hash {
                    return Err(self.stop(
                        Said::new("online.refuse.differ_takeback")
                            .with("n", n)
                            .with("hash", &hash)
                            .with("mine", &mine),
                    ));
                }
                Ok(events)
            }
            Message::UndoNo(n) => {
                self.answered(n)?;
                Ok(vec![Event::UndoDeclined])
            }
            Message::Resign => {
                self.playing()?;
                let peer = self.peer_seat().ok_or_else(not_begun)?;
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
    ) -> Result<Vec<Event>, Said> {
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
                return Err(Said::new("online.wrong_code"));
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

    fn on_sync(&mut self, n: usize, hash: &str) -> Result<Vec<Event>, Said> {
        let t = self.playing()?;
        let moves = t.moves();
        let texts = t.texts();
        let me = self.seat().ok_or_else(not_begun)?;
        if n > moves {
            return Ok(Vec::new());
        }
        if let Some(mine) = n
            .checked_sub(1)
            .and_then(|i| self.played.get(i))
            .map(|(_, h)| h.clone())
            && mine != hash
        {
            return Err(self.stop(
                Said::new("online.refuse.differ_at")
                    .with("n", n)
                    .with("hash", hash)
                    .with("mine", &mine),
            ));
        }
        let missing: Vec<(Player, String)> = self.played[n..moves].to_vec();
        for (i, ((by, hash), text)) in missing.into_iter().zip(&texts[n..]).enumerate() {
            if by != me {
                return Err(self.stop(
                    Said::new("online.refuse.lacks")
                        .with("n", n + i + 1)
                        .with("action", text),
                ));
            }
            self.outbox.push(Message::Move {
                n: n + i + 1,
                hash,
                text: text.clone(),
            });
        }
        Ok(Vec::new())
    }

    fn on_roll(&mut self, k: usize, link: Link, intent: String) -> Result<Vec<Event>, Said> {
        let tip = self
            .peer_tip
            .ok_or_else(|| Said::new("online.refuse.throw_uncommitted"))?;
        if let Some(known) = self.theirs.get(k) {
            return if *known == link {
                Ok(Vec::new())
            } else {
                Err(Said::new("online.refuse.throw_revealed").with("k", k))
            };
        }
        if k != self.theirs.len() {
            return Err(Said::new("online.refuse.throw_out_of_order")
                .with("k", k)
                .with("next", self.theirs.len()));
        }
        let before = if k == 0 { tip } else { self.theirs[k - 1] };
        if !follows(&link, &before) {
            return Err(Said::new("online.refuse.throw_unmatched").with("k", k));
        }
        if k > 0 && k < self.spent {
            // Begun before the last takeback (its other half was this side's): void.
            self.theirs.push(link);
            return Ok(Vec::new());
        }
        if k == 0 {
            if intent != "start" || self.table.is_some() {
                return Err(Said::new("online.refuse.throw_zero"));
            }
        } else {
            let t = self.playing()?;
            if t.dice_per_throw() == 0 {
                return Err(Said::new("online.error.no_dice").with("game", t.id().record_name()));
            }
            let peer_moves = t.to_move() == self.peer_seat();
            if k >= self.mine && !peer_moves {
                return Err(Said::new("online.refuse.throw_not_your_turn").with("k", k));
            }
            // The other side may throw while this side's request crosses it (the throw is
            // void if the takeback is agreed), and answer this side's throw at any time;
            // it throws nothing new while it asked for a takeback itself.
            if k >= self.mine && self.undo.is_some_and(|(_, mine)| !mine) {
                return Err(Said::new("online.error.undo_waits"));
            }
            if k >= self.mine && intent == super::throws::ROLL && !self.pending.is_empty() {
                return Err(Said::new("online.refuse.throw_thrown").with("k", k));
            }
            if self.intent.as_ref().is_some_and(|i| *i != intent) {
                return Err(Said::new("online.refuse.throw_intent")
                    .with("k", k)
                    .with("intent", &intent)
                    .with("before", self.intent.as_deref().unwrap_or_default()));
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
