//! A lesson on the board: its position put there, the teacher's replies and the dice
//! shown, the student's actions judged once the board has them (a right one moves the
//! lesson on, a wrong one is taken back), a free game's end, a lesson done.

use bevy::prelude::*;

use super::{Lesson, LessonGame, Said, seat_of};
use crate::app::ground::settings::AppSettings;
use crate::app::session::driven;
use crate::app::session::driven::{BoardStep, board_move_text, board_moves, show_steps};
use crate::app::session::registry;
use crate::lessons::Verdict;

/// How long a wrong action stays on the board (its own animation included) before it is
/// taken back, in seconds.
const WRONG_SHOWN: f32 = 1.0;

/// Puts the lesson's position on the board when it is not there, shows the teacher's
/// replies and the dice, and throws the step's dice when the student asks for them.
pub(super) fn pump(world: &mut World) {
    with_lesson(world, pump_lesson);
}

/// Runs `f` on the lesson under way (if any), out of the world while `f` has it.
fn with_lesson(world: &mut World, f: impl FnOnce(&mut World, &mut LessonGame)) {
    let Some(mut l) = world
        .get_resource_mut::<Lesson>()
        .and_then(|mut l| l.0.take())
    else {
        return;
    };
    f(world, &mut l);
    world.resource_mut::<Lesson>().0 = Some(l);
}

fn pump_lesson(world: &mut World, l: &mut LessonGame) {
    let entry = registry::entry(l.run.lesson.game).online;
    if !l.put {
        let t = world.resource::<AppSettings>().tr();
        let mut names = [t.tr("lessons.you"), t.tr("lessons.teacher")];
        if l.run.student().index() == 1 {
            names.swap(0, 1);
        }
        let record = l.run.table().record(names);
        match driven::put_on_board(world, &record, |i| seat_of(l, i)) {
            Ok(()) => l.put = true,
            Err(e) => warn!("lesson position: {e}"),
        }
        l.steps.clear();
        l.thrown = 0;
    } else if !l.shown {
        // Until the board has it, what is on the board is another game's.
        l.shown = driven::board_shows(world, l.run.lesson.game, &l.run.table().texts());
    } else if let Some(entry) = entry {
        for problem in show_steps(world, &mut l.steps, entry) {
            warn!("lesson: {problem}");
        }
        // The dice the student asks for: the step's, in order (asked again before they
        // land, nothing more); asking for them for something else is a wrong action.
        if let Some(dice) = entry.dice
            && let Some(intent) = (dice.asked)(world)
            && l.steps.is_empty()
            && l.run.free_ai().is_none()
            && !l.run.done()
        {
            match l.run.dice_for(&intent) {
                Some(throws) => {
                    if let Some(throw) = throws.get(l.thrown) {
                        l.steps.push_back(BoardStep::Dice(intent, throw.clone()));
                        l.thrown += 1;
                    }
                }
                None => {
                    if let Some(step) = l.run.step() {
                        l.said = Said::Wrong(step.wrong.clone());
                        l.wrongs += 1;
                    }
                    // The board asks afresh.
                    l.put_again();
                }
            }
        }
    }
}

/// Judges the student's action once the board has it: a right one moves the lesson on
/// (the teacher's replies to show), a wrong one is taken back; a free game's end.
pub(super) fn judge(world: &mut World) {
    with_lesson(world, judge_lesson);
}

fn judge_lesson(world: &mut World, l: &mut LessonGame) {
    let now = world.resource::<Time>().elapsed_secs();
    if !l.steps.is_empty() {
        // The teacher's replies go on the board one after another.
        world
            .resource_mut::<crate::app::ground::pace::Frames>()
            .now();
    }
    if let Some(at) = l.wrong_at {
        world
            .resource_mut::<crate::app::ground::pace::Frames>()
            .within(WRONG_SHOWN - (now - at));
        // The wrong action was seen: taken back.
        if now - at >= WRONG_SHOWN {
            l.wrong_at = None;
            l.put_again();
        }
        return;
    }
    if l.shown && l.steps.is_empty() {
        let on_board = board_moves(world);
        let played = l.run.table().moves();
        if l.run.free_ai().is_some() {
            free_game(world, l);
        } else if on_board < played {
            // Taken back on the board: the lesson's position again.
            l.put_again();
        } else if on_board > played && !l.run.done() {
            let text = board_move_text(world, played).unwrap_or_default();
            let step = l.run.step().cloned();
            match (l.run.judge(&text), step) {
                (Verdict::Right, Some(step)) => {
                    l.said = Said::Good(step.good);
                    l.wrongs = 0;
                    l.wrongs = 0;
                    l.thrown = 0;
                    match l.run.advance_with(Some(&text)) {
                        Ok(replies) => {
                            let mut n = played + 1;
                            for reply in replies {
                                if let Some(draws) = reply.draws {
                                    for dice in draws.throws {
                                        l.steps
                                            .push_back(BoardStep::Dice(draws.intent.clone(), dice));
                                    }
                                }
                                n += 1;
                                l.steps.push_back(BoardStep::Remote(n, reply.text));
                            }
                        }
                        Err(e) => warn!("lesson: {e}"),
                    }
                    if l.run.done() {
                        done(world, l);
                    } else if l.run.free_ai().is_some() {
                        // The free game: once the replies are shown, the AI takes
                        // the other seat.
                        l.steps.clear();
                        l.put_again();
                    }
                }
                (_, Some(step)) => {
                    l.said = Said::Wrong(step.wrong);
                    l.wrongs += 1;
                    l.wrong_at = Some(now);
                }
                (_, None) => {}
            }
        }
    }
}

/// The free game: won, the lesson is done; lost, it says so (and is started again from
/// the card).
fn free_game(world: &mut World, l: &mut LessonGame) {
    // Looked at every frame of the free game: the record only once it is over.
    let Some(record) = driven::on_board(world, |m| m.over().then(|| m.record())).flatten() else {
        return;
    };
    let Ok((table, _)) = crate::rules::table::from_record(&record) else {
        return;
    };
    let Some(step) = l.run.step().cloned() else {
        return;
    };
    if table.winner() == Some(l.run.student()) {
        l.said = Said::Good(step.good);
        l.run.finish_free();
        done(world, l);
    } else {
        l.said = Said::Lost(step.wrong);
        l.run.finish_free();
    }
}

/// The lesson is done, well done: kept with the settings.
fn done(world: &mut World, l: &LessonGame) {
    let (game, number) = (l.run.lesson.game, l.run.lesson.number);
    world
        .resource_mut::<AppSettings>()
        .update(|s| s.lessons_done.mark(game, number));
}
