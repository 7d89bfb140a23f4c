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
                // The lesson's own answer does what its goal says.
                if let Some(goal) = &step.goal
                    && !goal
                        .holds(run.table(), copy.as_ref(), run.student())
                        .map_err(at)?
                {
                    return Err(at(format!("`{text}` does not meet its goal {goal:?}")));
                }
                // An answer that wins: every winning action is right (it does what was
                // asked), so the step must say `goal = win`.
                if copy.winner() == Some(run.student())
                    && step.goal.is_none()
                    && let Some(other) = super::goal::other_win(run.table(), text, run.student())
                {
                    return Err(at(format!(
                        "`{other}` wins too: the step needs `goal = win`"
                    )));
                }
            }
            Action::Free(spec) => {
                let level = spec
                    .strip_prefix("ai:")
                    .and_then(crate::ai::Level::from_name);
                if level.is_none() {
                    return Err(at(format!(
                        "free = {spec}: not ai:beginner|easy|strong|max"
                    )));
                }
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
    use crate::rules::GameId;

    #[test]
    fn every_lesson_file_reads_and_holds_against_the_rules() {
        let (lessons, problems) = crate::lessons::all();
        assert!(problems.is_empty(), "{problems:#?}");
        for lesson in lessons {
            check(lesson).unwrap();
        }
        // At least six for Unlur, five for the dice games.
        for (game, least) in [
            (GameId::Unlur, 6),
            (GameId::RoyalUr, 5),
            (GameId::Uckers, 5),
        ] {
            let n = lessons.iter().filter(|l| l.game == game).count();
            assert!(n >= least, "{game:?}: {n} lessons");
        }
    }

    #[test]
    fn a_lesson_whose_action_is_illegal_or_whose_try_is_the_answer_is_refused() {
        let text = |play: &str, tries: &str| {
            format!(
                "game = unlur\ntitle.en = T\ntitle.fr = T\nposition:\n[Game \"Unlur\"]\n[Size \"4\"]\n\
                 [Player1 \"a\"]\n[Player2 \"b\"]\n[Result \"*\"]\n\nend\nstep\nsay.en = s\nsay.fr = s\n\
                 play = {play}\ngood.en = g\ngood.fr = g\nwrong.en = w\nwrong.fr = w\ntry = {tries}\n"
            )
        };
        let lesson = crate::lessons::parse("unlur/01-x", &text("d4", "c3")).unwrap();
        check(&lesson).unwrap();
        // An edge cell in the contract.
        let bad = crate::lessons::parse("unlur/01-x", &text("a1", "c3")).unwrap();
        let e = check(&bad).unwrap_err();
        assert!(e.contains("unlur-1: step 1: `a1`"), "{e}");
        let bad = crate::lessons::parse("unlur/01-x", &text("d4", "d4")).unwrap();
        let e = check(&bad).unwrap_err();
        assert!(e.contains("try `d4` is the expected action"), "{e}");
    }
}
