//! Takebacks: one side asks back its last action (and the other's replies to it), the
//! other answers; an accepted takeback is done on both sides alike, checked by the
//! position's hash, and the dice of the action taken back are held for it again.

use super::super::protocol::{Message, position_hash};
use super::{Event, Session};
use crate::i18n::Said;
use crate::rules::Player;

impl Session {
    /// The number (1-based) of `who`'s last action, if it has one.
    pub(super) fn last_of(&self, who: Player) -> Option<usize> {
        self.played
            .iter()
            .rposition(|(by, _)| *by == who)
            .map(|i| i + 1)
    }

    /// Whether this side's last action was a turn that moved nothing (a dice game's
    /// roll with no move, which its notation writes `--`: `6 --`, `Y 4-3: --`).
    pub fn my_last_turn_passed(&self) -> bool {
        let last = self.seat().and_then(|me| self.last_of(me));
        let texts = self.table().map(|t| t.texts()).unwrap_or_default();
        last.and_then(|n| texts.get(n - 1))
            .is_some_and(|text| text.ends_with("--"))
    }

    /// Whether this side has an action to ask back (and no undo waits).
    pub fn can_ask_undo(&self) -> bool {
        !self.finished()
            && self.undo.is_none()
            && self.seat().and_then(|me| self.last_of(me)).is_some()
    }

    /// Asks the peer to take back this side's last action (and the peer's replies to it).
    pub fn ask_undo(&mut self) -> Result<(), Said> {
        self.playing()?;
        let me = self.seat().ok_or_else(super::not_begun)?;
        let n = self
            .last_of(me)
            .filter(|_| !self.finished())
            .ok_or_else(|| Said::new("online.error.nothing_to_take_back"))?;
        if self.undo.is_some() {
            return Err(Said::new("online.error.undo_waits"));
        }
        self.undo = Some((n, true));
        self.outbox.push(Message::Undo(n));
        Ok(())
    }

    /// Answers the peer's undo request; accepted, the takeback is done here and the
    /// position's hash after it goes with the answer, for the asker to check.
    pub fn answer_undo(&mut self, yes: bool) -> Result<Vec<Event>, Said> {
        let Some((n, false)) = self.undo else {
            return Err(Said::new("online.error.no_undo_asked"));
        };
        self.undo = None;
        if !yes {
            self.outbox.push(Message::UndoNo(n));
            return Ok(Vec::new());
        }
        let events = self.take_back(n);
        let hash = self.hash_now();
        self.outbox.push(Message::UndoYes { n, hash });
        Ok(events)
    }

    /// The peer answers this side's request to take back action `n` (yes or no): it must
    /// be the request this side made; it waits no more.
    pub(super) fn answered(&mut self, n: usize) -> Result<(), Said> {
        if self.undo != Some((n, true)) {
            return Err(Said::new("online.refuse.no_undo_of").with("n", n));
        }
        self.undo = None;
        Ok(())
    }

    /// The hash of the position now (the start's before any action).
    pub(super) fn hash_now(&self) -> String {
        self.played.last().map_or_else(
            || {
                self.table
                    .as_ref()
                    .map_or_else(String::new, |t| position_hash(&t.key()))
            },
            |(_, h)| h.clone(),
        )
    }

    /// Takes back action `n` and every action after it. The dice action `n` was played
    /// with are drawn again for it: a takeback never rerolls (no dice-fishing), and both
    /// sides hold the same dice after it.
    pub(super) fn take_back(&mut self, n: usize) -> Vec<Event> {
        let text = self
            .table
            .as_ref()
            .zip(n.checked_sub(1))
            .and_then(|(t, i)| t.texts().get(i).cloned());
        while let Some(t) = self.table.as_mut()
            && t.moves() >= n
            && t.undo()
        {
            self.played.pop();
        }
        self.pending.clear();
        self.intent = None;
        // A throw under way when the takeback was agreed (the other side's, crossing the
        // request) is void on both sides, whichever half of it comes later.
        self.spent = self.mine.max(self.theirs.len());
        if let (Some(t), Some(text)) = (&self.table, text)
            && let Ok(Some(draws)) = t.draws(&text)
        {
            self.pending = draws.throws;
            self.intent = Some(draws.intent);
        }
        vec![Event::Undone]
    }
}
