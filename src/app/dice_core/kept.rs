//! The rolls of a dice game taken back, kept to come again: a takeback never rerolls.

/// The rolls that came and were taken back: they come again, in the order they came,
/// so that a takeback never rerolls the dice.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptRolls<R> {
    /// The next roll last, with whether its turn began with it (a roll, not the throws
    /// of a declaration).
    stack: Vec<(R, bool)>,
}

impl<R> Default for KeptRolls<R> {
    fn default() -> Self {
        KeptRolls { stack: Vec::new() }
    }
}

impl<R: Copy> KeptRolls<R> {
    /// Keeps the rolls of a turn taken back (`rolled`: it began with the first of them).
    pub fn take_back(&mut self, rolls: &[R], rolled: bool) {
        for (i, &r) in rolls.iter().enumerate().rev() {
            self.stack.push((r, rolled && i == 0));
        }
    }

    /// The next roll that came before, if any.
    pub fn take(&mut self) -> Option<R> {
        self.stack.pop().map(|(r, _)| r)
    }

    /// Whether the next kept roll began its turn.
    pub fn waits_for_roll(&self) -> bool {
        self.stack.last().is_some_and(|&(_, rolled)| rolled)
    }
}

#[cfg(test)]
mod tests {
    use super::KeptRolls;

    #[test]
    fn rolls_taken_back_come_again_in_the_order_they_came() {
        let mut kept = KeptRolls::default();
        // Undone last first: a declaration's throws (3, 4), then the roll 2 before it.
        kept.take_back(&[3, 4], false);
        kept.take_back(&[2], true);
        assert!(kept.waits_for_roll(), "the turn began with a roll");
        assert_eq!(kept.take(), Some(2));
        assert!(
            !kept.waits_for_roll(),
            "a declaration's throws wait for its choice"
        );
        assert_eq!(
            (kept.take(), kept.take(), kept.take()),
            (Some(3), Some(4), None)
        );
    }
}
