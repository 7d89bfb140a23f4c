//! The rolls of a dice game taken back, kept to come again: a takeback never rerolls
//! (no fishing for a better roll), and never shows the dice to come once the game goes
//! another way (no peeking: see `docs/decisions.md`).

/// The rolls that came and were taken back: they come again, in the order they came,
/// while the game replays the turns they came in. Once a turn is played otherwise than
/// it was, the rolls of the turns after it are forgotten: they would have been thrown
/// in another game, and a player who took back a move would know them.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptRolls<R> {
    /// The next roll last, with whether its turn began with it (a roll, not the throws
    /// of a declaration).
    stack: Vec<(R, bool)>,
    /// The turns the rolls came in, the next last: its number in the game (0-based)
    /// and how it was played (`None`: not played, the dice were still in hand).
    line: Vec<(usize, Option<String>)>,
}

impl<R> Default for KeptRolls<R> {
    fn default() -> Self {
        KeptRolls {
            stack: Vec::new(),
            line: Vec::new(),
        }
    }
}

impl<R: Copy> KeptRolls<R> {
    /// Keeps the rolls of turn `at` (0-based), taken back (`played`: how it was played;
    /// `None` when its dice were still in hand); `rolled`: it began with the first of
    /// them.
    pub fn take_back(&mut self, rolls: &[R], rolled: bool, at: usize, played: Option<String>) {
        for (i, &r) in rolls.iter().enumerate().rev() {
            self.stack.push((r, rolled && i == 0));
        }
        self.line.push((at, played));
    }

    /// The next roll that came before, if the game so far (`history`, each turn's text)
    /// went the way it went then; otherwise the kept rolls are forgotten.
    pub fn take(&mut self, history: &[String]) -> Option<R> {
        self.follow(history);
        self.stack.pop().map(|(r, _)| r)
    }

    /// The next kept roll, if it begins the turn to play.
    pub fn next_roll(&self) -> Option<R> {
        self.stack
            .last()
            .filter(|&&(_, rolled)| rolled)
            .map(|&(r, _)| r)
    }

    /// Whether the next kept roll began its turn.
    pub fn waits_for_roll(&self) -> bool {
        self.stack.last().is_some_and(|&(_, rolled)| rolled)
    }

    /// Checks the turns played since against those the rolls came in: a turn played
    /// otherwise forgets every roll kept.
    fn follow(&mut self, history: &[String]) {
        while let Some((at, played)) = self.line.last() {
            let Some(now) = history.get(*at) else {
                return;
            };
            if played.as_ref().is_some_and(|p| p != now) {
                self.stack.clear();
                self.line.clear();
                return;
            }
            self.line.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::KeptRolls;

    fn texts(t: &[&str]) -> Vec<String> {
        t.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn rolls_taken_back_come_again_in_the_order_they_came() {
        let mut kept = KeptRolls::default();
        // Undone last first: a declaration's throws (3, 4), then the roll 2 before it.
        kept.take_back(&[3, 4], false, 1, Some("declare 3 4".into()));
        kept.take_back(&[2], true, 0, Some("2 move".into()));
        assert!(kept.waits_for_roll(), "the turn began with a roll");
        assert_eq!(kept.take(&[]), Some(2));
        assert!(
            !kept.waits_for_roll(),
            "a declaration's throws wait for its choice"
        );
        // Played as it was: the next rolls come again.
        let same = texts(&["2 move"]);
        assert_eq!(
            (kept.take(&same), kept.take(&same), kept.take(&same)),
            (Some(3), Some(4), None)
        );
    }

    #[test]
    fn a_turn_played_otherwise_forgets_the_rolls_of_the_turns_after_it() {
        let mut kept = KeptRolls::default();
        // The AI's turn (5) and the person's (4) taken back; the person's die comes
        // again, whatever they play.
        kept.take_back(&[5], true, 1, Some("5 ai".into()));
        kept.take_back(&[4], true, 0, Some("4 person".into()));
        assert_eq!(kept.take(&[]), Some(4));
        // Played another way: the AI's 5 is not known in advance any more.
        assert_eq!(kept.take(&texts(&["4 other"])), None);
        assert!(!kept.waits_for_roll());
        // Dice still in hand when taken back come again, whatever is played with them.
        let mut kept = KeptRolls::default();
        kept.take_back(&[6], true, 2, None);
        kept.take_back(&[1], true, 1, Some("1 a".into()));
        assert_eq!(kept.take(&texts(&["x"])), Some(1));
        assert_eq!(kept.take(&texts(&["x", "1 a"])), Some(6));
    }
}
