//! A lesson under way: the position, the step the student is at, and the judgement of
//! what they play. The app drives one on the board; the checks walk every lesson
//! through it.

use super::{Action, Lesson, Step};
use crate::rules::Player;
use crate::rules::table::{Draws, Table, from_record};

/// What the student played, judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The step's action (or one that leaves the same position).
    Right,
    /// Anything else: it is taken back.
    Wrong,
}

/// A lesson being played.
#[derive(Debug)]
pub struct LessonRun {
    /// The lesson.
    pub lesson: Lesson,
    table: Box<dyn Table>,
    step: usize,
    student: Player,
}

/// One of the other side's scripted replies: its text and the dice it uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The action, in the notation.
    pub text: String,
    /// Its dice, for a dice game.
    pub draws: Option<Draws>,
}

impl LessonRun {
    /// The lesson at its start; the student plays the side to move there.
    pub fn start(lesson: Lesson) -> Result<LessonRun, String> {
        let (table, _) = from_record(&lesson.position).map_err(|e| format!("the position: {e}"))?;
        let student = table.to_move().ok_or("the position is a finished game")?;
        Ok(LessonRun {
            lesson,
            table,
            step: 0,
            student,
        })
    }

    /// The game as the lesson has it now.
    pub fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// The student's side.
    pub fn student(&self) -> Player {
        self.student
    }

    /// Which step (from 0); the number of steps once done.
    pub fn at(&self) -> usize {
        self.step
    }

    /// The step to do, `None` once the lesson is done.
    pub fn step(&self) -> Option<&Step> {
        self.lesson.steps.get(self.step)
    }

    /// Whether every step is done.
    pub fn done(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }

    /// The step's action, if it is one to play (not a free game).
    pub fn expected(&self) -> Option<&str> {
        match &self.step()?.action {
            Action::Play(text) => Some(text),
            Action::Free(_) => None,
        }
    }

    /// The AI to beat, at a free game's step.
    pub fn free_ai(&self) -> Option<&str> {
        match &self.step()?.action {
            Action::Free(spec) => Some(spec),
            Action::Play(_) => None,
        }
    }

    /// Whether `text`, played now, does what the step asks: the step's action (the
    /// same position after it), or, where the step has a goal, any action after which
    /// the goal holds and the other side's scripted replies can still be played.
    pub fn judge(&self, text: &str) -> Verdict {
        let Some(expected) = self.expected() else {
            return Verdict::Wrong;
        };
        let after = |t: &str| {
            let mut copy = self.table.boxed();
            copy.play(t).ok().map(|()| copy)
        };
        let Some(played) = after(text) else {
            return Verdict::Wrong;
        };
        let Some(goal) = self.step().and_then(|s| s.goal.as_ref()) else {
            return match after(expected) {
                Some(wanted) if wanted.key() == played.key() => Verdict::Right,
                _ => Verdict::Wrong,
            };
        };
        // With a goal, the goal alone judges (after an earlier step's other answer, the
        // lesson's own answer may no longer do what the step asks).
        let met = goal.holds(self.table.as_ref(), played.as_ref(), self.student) == Ok(true);
        let mut rest = played;
        let replies = self
            .step()
            .is_some_and(|s| s.replies.iter().all(|r| rest.play(r).is_ok()));
        if met && replies {
            Verdict::Right
        } else {
            Verdict::Wrong
        }
    }

    /// The dice the step's action is thrown for `intent` with: each throw's, `None`
    /// when the action is thrown for something else (or has no dice).
    pub fn dice_for(&self, intent: &str) -> Option<Vec<Vec<u8>>> {
        let draws = self.table.draws(self.expected()?).ok()??;
        (draws.intent == intent).then_some(draws.throws)
    }

    /// Ends the free game's step, won or lost (the board played it).
    pub fn finish_free(&mut self) {
        if self.free_ai().is_some() {
            self.step += 1;
        }
    }

    /// Plays the step's action and the other side's replies, and moves to the next
    /// step; returns the replies, in order, for the board to show.
    pub fn advance(&mut self) -> Result<Vec<Reply>, String> {
        let expected = self.expected().map(str::to_string);
        self.advance_with(expected.as_deref())
    }

    /// As [`LessonRun::advance`], with `played` for the student's action (one the
    /// judge found right, perhaps not the lesson's own answer).
    pub fn advance_with(&mut self, played: Option<&str>) -> Result<Vec<Reply>, String> {
        let Some(step) = self.step().cloned() else {
            return Err("the lesson is done".into());
        };
        if let (Action::Play(_), Some(text)) = (&step.action, played) {
            self.table
                .play(text)
                .map_err(|e| format!("step {}: `{text}`: {e}", self.step + 1))?;
        }
        let mut replies = Vec::new();
        for text in &step.replies {
            let draws = self
                .table
                .draws(text)
                .map_err(|e| format!("step {}: reply `{text}`: {e}", self.step + 1))?;
            self.table
                .play(text)
                .map_err(|e| format!("step {}: reply `{text}`: {e}", self.step + 1))?;
            replies.push(Reply {
                text: text.clone(),
                draws,
            });
        }
        self.step += 1;
        Ok(replies)
    }
}
