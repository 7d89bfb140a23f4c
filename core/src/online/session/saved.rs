//! A session kept on disk, to resume an online game after a restart of either app: the
//! side, the game, this side's chain secret, the peer's links, the actions with who
//! played them and the hash after each. Read back, every action is played again through
//! the rules and every hash checked: a file that does not replay is refused, whole.

use std::fmt::Write as _;

use super::super::dice::{Chain, DieStream, hex, link_from_hex};
use super::super::protocol::position_hash;
use super::{Ending, Role, Session};
use crate::rules::{GameId, Player, table};

/// The first line of a saved session.
const HEAD: &str = "unlur-online 1";

impl Session {
    /// The session as text, to keep (its chain secret included: keep it private).
    pub fn saved(&self) -> String {
        let mut out = format!("{HEAD}\n");
        let role = match self.role {
            Role::Host => "host",
            Role::Guest => "guest",
        };
        let _ = writeln!(out, "role {role}");
        let _ = writeln!(out, "code {}", self.code);
        let _ = writeln!(out, "name {}", self.my_name);
        if let Some(peer) = &self.peer_name {
            let _ = writeln!(out, "peer {peer}");
        }
        if let Some((game, options, host)) = &self.setup {
            let options = if options.is_empty() { "-" } else { options };
            let _ = writeln!(out, "game {} {options} {}", game.word(), host.number());
        }
        let _ = writeln!(out, "secret {}", hex(&self.chain.secret()));
        if let Some(tip) = self.peer_tip {
            let _ = writeln!(out, "tip {}", hex(&tip));
        }
        let _ = writeln!(out, "mine {}", self.mine);
        if self.spent > 0 {
            let _ = writeln!(out, "spent {}", self.spent);
        }
        for link in &self.theirs {
            let _ = writeln!(out, "link {}", hex(link));
        }
        // The dice drawn for the action to come, as they fell (after a takeback they are
        // those of the action taken back, not the last throws drawn).
        for dice in &self.pending {
            let _ = writeln!(out, "throw {}", super::dice_words(dice));
        }
        if let Some(intent) = &self.intent {
            let _ = writeln!(out, "intent {intent}");
        }
        match &self.ending {
            Some(Ending::Resigned(p)) => {
                let _ = writeln!(out, "resigned {}", p.number());
            }
            Some(Ending::Versions(other)) => {
                let _ = writeln!(out, "versions {} {}", other.protocol, other.app);
            }
            Some(Ending::Broken(why)) => {
                let _ = writeln!(out, "broken {why}");
            }
            Some(Ending::Refused(why)) => {
                let _ = writeln!(out, "refused {why}");
            }
            None => {}
        }
        let texts = self.table.as_ref().map(|t| t.texts()).unwrap_or_default();
        for ((by, hash), text) in self.played.iter().zip(texts) {
            let _ = writeln!(out, "action {} {hash} {text}", by.number());
        }
        out
    }

    /// A saved session read back; the error says which line is wrong, or which action
    /// does not replay.
    pub fn restore(text: &str) -> Result<Session, String> {
        let mut lines = text.lines().enumerate();
        if lines.next().map(|(_, l)| l) != Some(HEAD) {
            return Err(format!("not a saved online game (it starts with `{HEAD}`)"));
        }
        let mut s: Option<Session> = None;
        // The dice pending: `throw` lines (each throw's dice), or, in a file of an
        // earlier version, `pending N` (the last N throws drawn).
        let mut pending = Pending::Last(0);
        let mut actions = Vec::new();
        for (i, line) in lines {
            let at = |why: String| format!("line {}: {why}", i + 1);
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let number = |v: &str| {
                v.parse::<usize>()
                    .map_err(|_| at(format!("`{v}` is not a number")))
            };
            let link = |v: &str| link_from_hex(v).ok_or_else(|| at("not 64 hex digits".into()));
            if key == "role" {
                let role = match value {
                    "host" => Role::Host,
                    "guest" => Role::Guest,
                    _ => return Err(at(format!("`{value}` is neither host nor guest"))),
                };
                s = Some(Session::new(role, "", "", Chain::from_secret([0; 32])));
                continue;
            }
            let s = s
                .as_mut()
                .ok_or_else(|| at("the role comes first".into()))?;
            match key {
                "code" => s.code = value.to_string(),
                "name" => s.my_name = value.to_string(),
                "peer" => s.peer_name = Some(value.to_string()),
                "game" => {
                    let f: Vec<&str> = value.split(' ').collect();
                    let [g, options, seat] = f[..] else {
                        return Err(at("a game is its word, options and the host's seat".into()));
                    };
                    let game =
                        GameId::parse(g).ok_or_else(|| at(format!("`{g}` is not a game")))?;
                    let host = seat
                        .parse::<u8>()
                        .ok()
                        .and_then(Player::from_number)
                        .ok_or_else(|| at(format!("`{seat}` is not seat 1 or 2")))?;
                    let options = if options == "-" {
                        String::new()
                    } else {
                        options.into()
                    };
                    s.setup = Some((game, options, host));
                }
                "secret" => s.chain = Chain::from_secret(link(value)?),
                "tip" => s.peer_tip = Some(link(value)?),
                "mine" => s.mine = number(value)?,
                "spent" => s.spent = number(value)?,
                "link" => s.theirs.push(link(value)?),
                "pending" => pending = Pending::Last(number(value)?),
                "throw" => {
                    let dice: Option<Vec<u8>> = value
                        .split('-')
                        .map(|d| d.parse::<u8>().ok().filter(|d| (1..=6).contains(d)))
                        .collect();
                    let dice = dice.ok_or_else(|| at(format!("`{value}` is not dice")))?;
                    match &mut pending {
                        Pending::Dice(throws) => throws.push((dice, i + 1)),
                        last => *last = Pending::Dice(vec![(dice, i + 1)]),
                    }
                }
                "intent" => s.intent = Some(value.to_string()),
                "resigned" => {
                    let p = value.parse::<u8>().ok().and_then(Player::from_number);
                    s.ending = Some(Ending::Resigned(
                        p.ok_or_else(|| at("not seat 1 or 2".into()))?,
                    ));
                }
                "versions" => {
                    let (protocol, app) = value.split_once(' ').unwrap_or((value, ""));
                    let protocol = protocol
                        .parse()
                        .map_err(|_| at(format!("`{protocol}` is not a protocol version")))?;
                    let app = app.to_string();
                    s.ending = Some(Ending::Versions(super::OtherApp { protocol, app }));
                }
                "broken" => s.ending = Some(Ending::Broken(value.to_string())),
                "refused" => s.ending = Some(Ending::Refused(value.to_string())),
                "action" => {
                    let f: Vec<&str> = value.splitn(3, ' ').collect();
                    let [by, hash, text] = f[..] else {
                        return Err(at("an action is its player, hash and text".into()));
                    };
                    let by = by.parse::<u8>().ok().and_then(Player::from_number);
                    actions.push((
                        by.ok_or_else(|| at("not seat 1 or 2".into()))?,
                        hash,
                        text,
                        i + 1,
                    ));
                }
                _ => return Err(at(format!("`{key}` is not a line of a saved online game"))),
            }
        }
        let mut s = s.ok_or("no role")?;
        s.replay(&actions, pending)?;
        Ok(s)
    }

    /// Builds the table again: the start from throw 0, every action checked, then the
    /// dice drawn for the action to come.
    fn replay(
        &mut self,
        actions: &[(Player, &str, &str, usize)],
        pending: Pending,
    ) -> Result<(), String> {
        let drawn = self.mine.min(self.theirs.len());
        if drawn == 0 {
            return if actions.is_empty() {
                Ok(())
            } else {
                Err("actions before the start was drawn".into())
            };
        }
        let (game, options, _) = self.setup.clone().ok_or("no game")?;
        let mut stream = self.stream(0)?;
        let mut t =
            table::start(game, &options, &mut || stream.die()).map_err(|e| e.to_string())?;
        for &(by, hash, text, line) in actions {
            if t.to_move() != Some(by) {
                return Err(format!(
                    "line {line}: it is not player {}'s turn",
                    by.number()
                ));
            }
            t.play(text)
                .map_err(|e| format!("line {line}: `{text}`: {e}"))?;
            if position_hash(&t.key()) != hash {
                return Err(format!(
                    "line {line}: the position after `{text}` is not the one kept"
                ));
            }
            self.played.push((by, hash.to_string()));
        }
        let per = t.dice_per_throw();
        self.table = Some(t);
        match pending {
            Pending::Last(n) => {
                if n >= drawn {
                    return Err("more dice pending than were drawn".into());
                }
                for k in drawn - n..drawn {
                    let dice = self.stream(k)?.dice(per);
                    self.pending.push(dice);
                }
            }
            Pending::Dice(throws) => {
                for (dice, line) in throws {
                    if dice.len() != per {
                        return Err(format!("line {line}: a throw here is {per} dice"));
                    }
                    self.pending.push(dice);
                }
            }
        }
        Ok(())
    }

    fn stream(&self, k: usize) -> Result<DieStream, String> {
        let peer = self
            .theirs
            .get(k)
            .ok_or("a throw without the peer's link")?;
        self.throw_dice(k, peer)
            .ok_or_else(|| "the dice chain is used up".into())
    }
}

/// The dice pending for the action to come, as a saved file says them.
enum Pending {
    /// The last `n` throws drawn (files of an earlier version).
    Last(usize),
    /// Each throw's dice, with its line.
    Dice(Vec<(Vec<u8>, usize)>),
}
