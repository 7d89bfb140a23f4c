//! The lessons on screen: the Learn window (each game's lessons, new or done, the first
//! not done marked), and during a lesson its card at the top of the board: the lesson,
//! the step, the instruction, what the last action earned, and Restart, Next, Leave
//! (Enter: the next lesson, or again after a lost game; Backspace: start again).

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::session::lesson::{LearnScreen, Lesson};

use crate::app::session::lesson::LessonRequest;

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, WARN, bold, modal};
use crate::app::session::lesson::Said;
use crate::app::session::registry;
use crate::i18n::Tr;
use crate::rules::GameId;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_learn, draw_card)
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    )
    .add_systems(Update, keys);
}

/// Enter and Backspace during a lesson.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    lesson: Res<Lesson>,
    learn: Res<LearnScreen>,
    mut asked: MessageWriter<LessonRequest>,
) {
    let Some(l) = lesson.0.as_ref().filter(|_| !learn.open) else {
        return;
    };
    let enter = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter);
    if enter && l.run.done() {
        asked.write(match l.said {
            Said::Lost(_) => LessonRequest::Restart,
            _ => LessonRequest::Next,
        });
    } else if keys.just_pressed(KeyCode::Backspace) {
        asked.write(LessonRequest::Restart);
    }
}

/// The Learn window: the games side by side, each lesson a button with its state.
fn draw_learn(
    mut contexts: EguiContexts,
    mut learn: ResMut<LearnScreen>,
    settings: Res<AppSettings>,
    mut asked: MessageWriter<LessonRequest>,
) -> Result {
    if !learn.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let done = settings.get().lessons_done;
    let mut close = false;
    let shown = modal("learn").show(&ctx, |ui| {
        ui.set_width(720.0);
        ui.label(
            RichText::new(t.tr("lessons.title"))
                .font(bold(26.0))
                .color(ACCENT),
        );
        ui.label(RichText::new(t.tr("lessons.intro")).color(MUTED));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            for game in GameId::ALL {
                ui.selectable_value(
                    &mut learn.game,
                    game,
                    RichText::new(registry::game_name(t, game)).font(bold(20.0)),
                );
            }
        });
        ui.separator();
        let lessons = crate::lessons::of(learn.game);
        let first_new = lessons.iter().position(|l| !done.done(l.game, l.number));
        for (i, lesson) in lessons.iter().enumerate() {
            let is_done = done.done(lesson.game, lesson.number);
            ui.horizontal(|ui| {
                let label = format!("{}. {}", lesson.number, lesson.title.get(t.0));
                let mut text = RichText::new(label).size(20.0);
                if Some(i) == first_new {
                    text = text.color(ACCENT);
                }
                let button = ui.add(egui::Button::new(text).min_size(egui::vec2(480.0, 34.0)));
                if Some(i) == first_new && !ui.ctx().memory(|m| m.focused().is_some()) {
                    button.request_focus();
                }
                if button.clicked() {
                    asked.write(LessonRequest::Start(lesson.game, lesson.number));
                }
                let state = if is_done {
                    "lessons.done"
                } else {
                    "lessons.new"
                };
                ui.label(RichText::new(t.tr(state)).color(if is_done { MUTED } else { ACCENT }));
            });
        }
        ui.add_space(10.0);
        ui.label(
            RichText::new(t.tr("lessons.keys"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
        if ui.button(t.tr("lessons.close")).clicked() {
            close = true;
        }
    });
    if shown.should_close() || close {
        learn.open = false;
    }
    Ok(())
}

/// The words of a step: its instruction, once its dice are thrown its `then`.
fn instruction(t: Tr, l: &crate::app::session::lesson::LessonGame) -> String {
    match l.run.step() {
        Some(step) => match (&step.then, l.thrown()) {
            (Some(then), true) => then.get(t.0).to_string(),
            _ => step.say.get(t.0).to_string(),
        },
        None => match l.said {
            Said::Lost(_) => t.tr("lessons.lost").to_string(),
            _ => t.tr("lessons.complete").to_string(),
        },
    }
}

/// The size of what the last action earned, and of the instruction, on the card.
const SAID: f32 = 19.0;
const SAYS: f32 = 21.0;

/// The room the lesson card's words need at their tallest over the whole lesson: the
/// instruction, and what an action earns (praise, or why it is wrong) above it, kept
/// from the start (the card grew when the first action was judged, and the board under
/// it moved by 25 px: the next click landed on another cell); laid out at the card's
/// width.
fn words_room(ui: &egui::Ui, t: Tr, lesson: &crate::lessons::Lesson) -> f32 {
    let width = ui.available_width();
    let high = |text: &str, size: f32| {
        ui.painter()
            .layout(
                text.to_string(),
                egui::FontId::proportional(size),
                egui::Color32::WHITE,
                width,
            )
            .size()
            .y
    };
    let gap = ui.spacing().item_spacing.y;
    let ends = [t.tr("lessons.complete"), t.tr("lessons.lost")];
    lesson
        .steps
        .iter()
        .map(|step| {
            // The count of a second wrong action stands after its words.
            let again = format!(
                "{} {}",
                step.wrong.get(t.0),
                t.trf("lessons.wrong_again", &[("n", &9)])
            );
            let said = high(step.good.get(t.0), SAID).max(high(&again, SAID)) + gap;
            let says = std::iter::once(&step.say)
                .chain(&step.then)
                .map(|text| high(text.get(t.0), SAYS))
                .chain(ends.iter().map(|e| high(e, SAYS)))
                .fold(0.0, f32::max);
            said + says
        })
        .fold(0.0, f32::max)
}

/// The lesson's card, at the top of the board.
fn draw_card(
    mut contexts: EguiContexts,
    lesson: Res<Lesson>,
    learn: Res<LearnScreen>,
    settings: Res<AppSettings>,
    screen: Res<State<crate::app::session::screen::Screen>>,
    mut asked: MessageWriter<LessonRequest>,
    mut top: ResMut<crate::app::look::TopCards>,
    refusals: (
        Option<Res<crate::app::session::hud_state::HudState>>,
        Option<Res<crate::app::look::Notice>>,
    ),
) -> Result {
    // Why the rules refused the last action (a stone on the edge during the contract),
    // said on the card where the student reads, not only beside the board.
    let refusal = refusals
        .0
        .as_ref()
        .and_then(|h| h.refusal.as_ref())
        .or(refusals.1.as_ref().and_then(|n| n.0.as_ref()))
        .map(|(line, _)| line.clone());
    let shown = lesson
        .0
        .as_ref()
        .filter(|_| !learn.open && *screen.get() == crate::app::session::screen::Screen::Playing);
    let Some(l) = shown else {
        top.lesson = 0.0;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let run = &l.run;
    let total = run.lesson.steps.len();
    let of_game = crate::lessons::of(run.lesson.game).len();
    // The board keeps clear of the card.
    top.lesson = top.show(&ctx, "lesson-card", |ui| {
        ui.set_width(620.0);
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(t.trf(
                    "lessons.heading",
                    &[("n", &run.lesson.number), ("of", &of_game)],
                ))
                .color(MUTED),
            );
            ui.label(
                RichText::new(run.lesson.title.get(t.0))
                    .font(bold(20.0))
                    .color(ACCENT),
            );
            if !run.done() {
                ui.label(
                    RichText::new(t.trf("lessons.step", &[("n", &(run.at() + 1)), ("of", &total)]))
                        .color(MUTED),
                );
            }
        });
        ui.add_space(4.0);
        // The words take the room of the lesson's longest, so the card keeps one height
        // and the board below it stays still from step to step.
        let room = words_room(ui, t, &run.lesson);
        ui.vertical(|ui| {
            ui.set_min_height(room);
            match (&l.said, &refusal) {
                (_, Some(line)) => {
                    ui.label(RichText::new(line).size(SAID).color(WARN));
                }
                (Said::Good(text), None) => {
                    ui.label(RichText::new(text.get(t.0)).size(SAID).color(ACCENT));
                }
                (Said::Wrong(text), None) if l.wrongs > 1 => {
                    // The same words again: the count shows the click was seen.
                    let again = t.trf("lessons.wrong_again", &[("n", &l.wrongs)]);
                    let line = format!("{} {again}", text.get(t.0));
                    ui.label(RichText::new(line).size(SAID).color(WARN));
                }
                (Said::Wrong(text) | Said::Lost(text), None) => {
                    ui.label(RichText::new(text.get(t.0)).size(SAID).color(WARN));
                }
                (Said::Nothing, None) => {}
            }
            ui.label(RichText::new(instruction(t, l)).size(SAYS));
        });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if run.done() {
                let (key, request) = match l.said {
                    Said::Lost(_) => ("lessons.again", LessonRequest::Restart),
                    _ => ("lessons.next", LessonRequest::Next),
                };
                if ui
                    .button(RichText::new(t.tr(key)).font(bold(18.0)))
                    .clicked()
                {
                    asked.write(request);
                }
            }
            if ui.button(t.tr("lessons.restart")).clicked() {
                asked.write(LessonRequest::Restart);
            }
            if ui.button(t.tr("lessons.leave")).clicked() {
                asked.write(LessonRequest::Leave);
            }
        });
    });
    Ok(())
}
