//! The dice of the session: this side's half of each throw revealed, and the throw
//! drawn once both halves are in.

use super::super::dice::{DieStream, Link};
use super::super::protocol::Message;
use super::{Event, Role, Session};
use crate::i18n::Said;
use crate::rules::table;

/// What a plain roll is thrown for: one throw an action (a declaration may take more).
pub const ROLL: &str = "roll";

impl Session {
    pub(super) fn throw_dice(&self, k: usize, peer: &Link) -> Option<DieStream> {
        let mine = self.chain.reveal(k)?;
        Some(match self.role {
            Role::Host => DieStream::of_throw(k, &mine, peer),
            Role::Guest => DieStream::of_throw(k, peer, &mine),
        })
    }

    /// Reveals this side's element for the next throw.
    pub(super) fn reveal(&mut self, intent: &str) -> Result<(), Said> {
        let k = self.mine;
        let link = self
            .chain
            .reveal(k)
            .ok_or_else(|| Said::new("online.error.chain_used_up"))?;
        self.mine += 1;
        self.outbox.push(Message::Roll {
            k,
            link,
            intent: intent.to_string(),
        });
        Ok(())
    }

    /// Both elements of throw `k` are known: its dice.
    pub(super) fn drawn(&mut self, k: usize) -> Result<Vec<Event>, Said> {
        let mut stream = self
            .throw_dice(k, &self.theirs[k])
            .ok_or_else(|| Said::new("online.error.chain_used_up"))?;
        if k == 0 {
            let (game, options, _) = self
                .setup
                .clone()
                .ok_or_else(|| Said::new("online.refuse.no_setup"))?;
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
    pub fn throw(&mut self, intent: &str) -> Result<(), Said> {
        let t = self.playing()?;
        if t.dice_per_throw() == 0 {
            return Err(Said::new("online.error.no_dice").with("game", t.id().record_name()));
        }
        if !self.my_turn() {
            return Err(Said::new("online.error.not_your_turn"));
        }
        if self.waiting_for_dice() {
            return Err(Said::new("online.error.throw_unanswered"));
        }
        if intent == ROLL && !self.pending.is_empty() {
            return Err(Said::new("online.error.thrown_already"));
        }
        if let Some(other) = self.intent.as_deref().filter(|i| *i != intent) {
            return Err(Said::new("online.error.other_intent")
                .with("for", other)
                .with("intent", intent));
        }
        self.intent = Some(intent.to_string());
        self.reveal(intent)
    }

    /// Whether the dice this side would throw for `intent` are thrown already or on their
    /// way: asked again, there is nothing to do ([`Session::throw`] refuses it).
    pub fn dice_coming(&self, intent: &str) -> bool {
        self.waiting_for_dice() || (intent == ROLL && !self.pending.is_empty())
    }

    /// Whether this side threw and waits for the peer's half of the dice.
    pub fn waiting_for_dice(&self) -> bool {
        self.mine > self.theirs.len()
    }
}
