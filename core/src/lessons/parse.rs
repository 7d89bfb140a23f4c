//! Reading a lesson file (the format is in the module's documentation). Every problem
//! names the file and the line.

use super::{Action, Lesson, Step, Texts};
use crate::rules::GameId;

/// A step as it is read, before it is complete.
#[derive(Default)]
struct Draft {
    line: usize,
    say: Texts,
    then: Option<Texts>,
    action: Option<Action>,
    goal: Option<super::goal::Goal>,
    good: Texts,
    wrong: Texts,
    tries: Vec<String>,
    replies: Vec<String>,
}

/// Sets one language of a text; a second value for it is a problem.
fn set(texts: &mut Texts, lang: &str, value: &str) -> Result<(), String> {
    let slot = match lang {
        "en" => &mut texts.en,
        "fr" => &mut texts.fr,
        other => return Err(format!("no language `{other}` (en, fr)")),
    };
    if !slot.is_empty() {
        return Err(format!("a second `{lang}` text"));
    }
    *slot = value.replace("\\n", "\n");
    Ok(())
}

/// Both languages there.
fn complete(texts: &Texts, what: &str) -> Result<(), String> {
    for (lang, text) in [("en", &texts.en), ("fr", &texts.fr)] {
        if text.trim().is_empty() {
            return Err(format!("`{what}.{lang}` is missing"));
        }
    }
    Ok(())
}

impl Draft {
    fn finish(self, name: &str) -> Result<Step, String> {
        let at = |e: String| format!("{name}: the step of line {}: {e}", self.line);
        complete(&self.say, "say").map_err(at)?;
        if let Some(then) = &self.then {
            complete(then, "then").map_err(at)?;
        }
        complete(&self.good, "good").map_err(at)?;
        complete(&self.wrong, "wrong").map_err(at)?;
        let action = self
            .action
            .ok_or_else(|| at("no `play` or `free`".into()))?;
        Ok(Step {
            say: self.say,
            then: self.then,
            action,
            goal: self.goal,
            good: self.good,
            wrong: self.wrong,
            tries: self.tries,
            replies: self.replies,
        })
    }
}

/// Reads the lesson file `name` (`GAME/NN-words`, its number from `NN`).
pub fn parse(name: &str, text: &str) -> Result<Lesson, String> {
    let number = name
        .rsplit('/')
        .next()
        .and_then(|file| file.split('-').next())
        .and_then(|n| n.parse::<u32>().ok())
        .filter(|n| *n > 0)
        .ok_or_else(|| format!("{name}: the file's name does not start with its number"))?;
    let mut game = None;
    let mut title = Texts::default();
    let mut position: Option<String> = None;
    let mut steps = Vec::new();
    let mut step: Option<Draft> = None;
    let mut lines = text.lines().enumerate();
    while let Some((i, raw)) = lines.next() {
        let n = i + 1;
        let at = |e: String| format!("{name}:{n}: {e}");
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line == "position:" {
            if position.is_some() {
                return Err(at("a second position".into()));
            }
            let mut record = String::new();
            loop {
                match lines.next() {
                    Some((_, l)) if l.trim() == "end" => break,
                    Some((_, l)) => {
                        record.push_str(l.trim());
                        record.push('\n');
                    }
                    None => return Err(at("the position has no `end` line".into())),
                }
            }
            position = Some(record);
            continue;
        }
        if line == "step" {
            if let Some(done) = step.take() {
                steps.push(done.finish(name)?);
            }
            step = Some(Draft {
                line: n,
                ..Draft::default()
            });
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .map(|(k, v)| (k.trim(), v.trim()))
            .ok_or_else(|| at(format!("`{line}` is not `key = text`")))?;
        if value.is_empty() {
            return Err(at(format!("`{key}` has no value")));
        }
        let (field, lang) = match key.split_once('.') {
            Some((f, l)) => (f, Some(l)),
            None => (key, None),
        };
        match (&mut step, field, lang) {
            (None, "game", None) => {
                game = Some(GameId::parse(value).ok_or_else(|| at(format!("no game `{value}`")))?)
            }
            (None, "title", Some(l)) => set(&mut title, l, value).map_err(at)?,
            (Some(s), "say", Some(l)) => set(&mut s.say, l, value).map_err(at)?,
            (Some(s), "then", Some(l)) => {
                set(s.then.get_or_insert_with(Texts::default), l, value).map_err(at)?
            }
            (Some(s), "good", Some(l)) => set(&mut s.good, l, value).map_err(at)?,
            (Some(s), "wrong", Some(l)) => set(&mut s.wrong, l, value).map_err(at)?,
            (Some(s), "play" | "free", None) => {
                if s.action.is_some() {
                    return Err(at("a second `play` or `free` in one step".into()));
                }
                s.action = Some(match field {
                    "play" => Action::Play(value.to_string()),
                    _ => Action::Free(value.to_string()),
                });
            }
            (Some(s), "goal", None) => {
                s.goal = Some(super::goal::Goal::parse(value).map_err(at)?);
            }
            (Some(s), "try", None) => s.tries.push(value.to_string()),
            (Some(s), "reply", None) => s.replies.push(value.to_string()),
            _ => return Err(at(format!("`{key}` is not expected here"))),
        }
    }
    if let Some(done) = step.take() {
        steps.push(done.finish(name)?);
    }
    let game = game.ok_or_else(|| format!("{name}: no `game`"))?;
    complete(&title, "title").map_err(|e| format!("{name}: {e}"))?;
    let position = position.ok_or_else(|| format!("{name}: no `position:`"))?;
    if steps.is_empty() {
        return Err(format!("{name}: no step"));
    }
    if let Some(i) = steps[..steps.len() - 1]
        .iter()
        .position(|s| matches!(s.action, Action::Free(_)))
    {
        return Err(format!(
            "{name}: step {}: a free game can only be the last step",
            i + 1
        ));
    }
    Ok(Lesson {
        game,
        number,
        title,
        position,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::parse;

    const GOOD: &str = "game = ur\ntitle.en = T\ntitle.fr = T\nposition:\n[Game \"Royal Ur\"]\nend\n\
                        step\nsay.en = s\nsay.fr = s\nplay = 3 D-3\ngood.en = g\ngood.fr = g\n\
                        wrong.en = w\nwrong.fr = w\n";

    #[test]
    fn a_lesson_file_reads_with_its_number_from_its_name() {
        let l = parse("ur/04-x", GOOD).unwrap();
        assert_eq!((l.id(), l.steps.len()), ("ur-4".to_string(), 1));
        assert_eq!(l.position, "[Game \"Royal Ur\"]\n");
    }

    #[test]
    fn each_problem_names_the_file_and_the_line() {
        let cases = [
            (GOOD.replace("say.fr = s\n", ""), "ur/01-x: the step of line 7: `say.fr` is missing"),
            (GOOD.replace("game = ur", "game = chess"), "ur/01-x:1: no game `chess`"),
            (GOOD.replace("play = 3 D-3", "plays = 3 D-3"), "ur/01-x:10: `plays` is not expected here"),
            (GOOD.replace("say.en = s", "say.de = s"), "ur/01-x:8: no language `de`"),
            (GOOD.replace("end\n", ""), "ur/01-x:4: the position has no `end` line"),
            (GOOD.replace("play = 3 D-3\n", ""), "ur/01-x: the step of line 7: no `play` or `free`"),
            (GOOD.replace("say.en = s", "say.en ="), "ur/01-x:8: `say.en` has no value"),
            (format!("{GOOD}step\nsay.en = s\nsay.fr = s\nplay = 2 D-2\ngood.en = g\ngood.fr = g\nwrong.en = w\nwrong.fr = w\n")
                .replacen("play = 3 D-3", "free = ai:easy", 1),
             "ur/01-x: step 1: a free game can only be the last step"),
        ];
        for (text, expected) in cases {
            let e = parse("ur/01-x", &text).unwrap_err();
            assert!(e.starts_with(expected), "{e}\n  expected: {expected}");
        }
        assert!(
            parse("ur/x", GOOD)
                .unwrap_err()
                .contains("does not start with its number")
        );
    }
}
