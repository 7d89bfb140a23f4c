//! A lesson checked against the rules: its position is a legal game in progress, the
//! student is to act at every step, every expected action, reply and wrong try is legal
//! (and a try is not the expected action), a free game's AI exists, and the lesson has
//! something to get wrong. Both languages are complete once it is read.

use super::run::{LessonRun, Verdict};
use super::{Action, Lesson};

/// Why the lesson does not hold, naming the step.
pub fn check(lesson: &Lesson) -> Result<(), String> {
    let name = lesson.id();
    let mut run = LessonRun::start(lesson.clone()).map_err(|e| format!("{name}: {e}"))?;
    let mut wrongs = 0;
    while let Some(step) = run.step().cloned() {
        let n = run.at() + 1;
        let at = |e: String| format!("{name}: step {n}: {e}");
        if run.table().to_move() != Some(run.student()) {
            return Err(at("the student is not the one to act".into()));
        }
        match &step.action {
            Action::Play(text) => {
                let mut copy = run.table().boxed();
                copy.play(text).map_err(|e| at(format!("`{text}`: {e}")))?;
            }
            Action::Free(spec) => {
                crate::ai::seat::seat_player(lesson.game, spec, 0)
                    .map_err(|e| at(format!("free = {spec}: {e}")))?;
                wrongs += 1;
                break;
            }
        }
        for t in &step.tries {
            let mut copy = run.table().boxed();
            copy.play(t)
                .map_err(|e| at(format!("try `{t}` is not legal: {e}")))?;
            if run.judge(t) == Verdict::Right {
                return Err(at(format!("try `{t}` is the expected action")));
            }
            wrongs += 1;
        }
        run.advance().map_err(at)?;
    }
    if wrongs == 0 {
        return Err(format!("{name}: no wrong action to try (`try = …`)"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_file_reads_and_holds_against_the_rules() {
        let (lessons, problems) = crate::lessons::all();
        assert!(problems.is_empty(), "{problems:#?}");
        for lesson in &lessons {
            check(lesson).unwrap();
        }
    }
}
