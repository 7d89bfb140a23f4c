//! The Uckers HUD: whose turn and what to do, the dice once they have landed, each
//! colour's pieces by where they are, the plays to choose from, the declarations
//! (attacks on blobs) as buttons, the last actions, the result and the back of the
//! board; the keys (Space or Enter rolls).

use crate::app::game_core::{PlayRequest, UndoRequest};
use bevy::prelude::*;

use crate::app::dice_core::Requests;
use bevy_egui::egui::{self, RichText};

use super::keys::{KeyChoice, cursor_list, shown_plays};
use super::outcomes::{action_result, sting_words};
use super::pick::{UckersPick, describe};
use super::words::*;
use super::{Stage, StingBoard, UckersDeclareRequest, UckersMatch, UckersRollRequest};
use crate::app::look::{
    ACCENT, MUTED, Notice, bold, column_card, dice_line, move_list, notice_line, title, undo_button,
};
use crate::app::screens::playing::{HudFrame, shell_buttons};
use crate::app::table::input::KeyCursor;
use crate::rules::logged::Outcomes;
use crate::rules::uckers::Colour;

/// How many plays the list of plays shows before it scrolls.
const PLAYS_SHOWN: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        super::words::demo_caption
            .run_if(in_state(crate::app::session::screen::Screen::Demo))
            .run_if(crate::app::dice_core::active::<UckersMatch>),
    );
    crate::app::dice_core::hud_plugin::<UckersMatch>(app, draw_hud.into_configs());
}

fn draw_hud(
    mut frame: HudFrame,
    mut current: ResMut<UckersMatch>,
    notice: Res<Notice>,
    mut pick: ResMut<UckersPick>,
    stings: Res<StingBoard>,
    cursor: Res<KeyCursor>,
    mut ask: Requests<UckersMatch>,
    mut declare: MessageWriter<UckersDeclareRequest>,
    mut outcomes: Local<Outcomes<crate::rules::uckers::Position>>,
) -> Result {
    let outcomes = outcomes.of(&current.game);
    let last_result = current
        .game
        .history()
        .last()
        .zip(outcomes.last())
        .and_then(|(a, p)| action_result(frame.settings.tr(), &current, a, p));
    let human = current.human_to_move();
    let t = frame.settings.tr();
    let mut jump = None;
    let mut review = false;
    let offers_after =
        frame.offers_after(crate::app::session::game_match::GameMatch::over(&*current));
    let takebacks = frame.takebacks(crate::app::session::game_match::GameMatch::player_seats(
        &*current,
    ));
    let concluded = frame.concluded();
    let ended = concluded.is_some() || current.resigned.is_some();
    let waiting = frame.online_wait();
    let status = concluded
        .or_else(|| waiting.clone())
        .unwrap_or_else(|| status_line(t, &current));
    // The winning moment: the result, large, over the board's foot.
    let head = (current.stage == Stage::Over)
        .then(|| super::words::result_headline(t, &current))
        .flatten();
    if let Some(head) = head
        && frame.result((&head, &status), offers_after.then_some(takebacks))?
    {
        ask.undo.write(UndoRequest::<UckersMatch>::default());
    }
    frame.left_column(
        "uckers-hud",
        (290.0, 390.0),
        3,
        |ui, width, hud, settings| {
            column_card(ui, width, |ui| {
                title(ui, t.tr("uckers.title"));
                let m = &*current;
                // The base game's options ("none") are not said: a line less, and
                // the column's last lines stay in the window.
                let subtitle = if m.game.options() == Default::default() {
                    t.trf("uckers.subtitle_plain", &[("players", &m.players)])
                } else {
                    let options = super::words::options_words(t, m.game.options());
                    t.trf(
                        "uckers.subtitle",
                        &[("players", &m.players), ("options", &options)],
                    )
                };
                ui.label(
                    RichText::new(subtitle)
                        .color(MUTED)
                        .size(crate::app::look::SMALL),
                );
                ui.add_space(6.0);
                // The dice of the turn under way only: before the roll they show nothing
                // (the last roll was another turn's, and is in the last turns' list).
                let shown = match (&m.stage, m.shown_dice) {
                    (Stage::Tumbling { .. }, _) => Some("? ?".to_string()),
                    // The game over: nothing more to throw.
                    (Stage::Over, _) => Some(String::new()),
                    (Stage::Roll, _) => None,
                    (_, d) => d.map(|d| format!("{}  {}", d.0, d.1)),
                };
                dice_line(
                    ui,
                    t.tr("uckers.dice"),
                    shown.as_deref(),
                    32.0,
                    t.tr("uckers.dice_idle"),
                );
                ui.label(RichText::new(&status).size(16.0));
                if let Some(line) = &last_result {
                    ui.label(RichText::new(line).color(ACCENT).size(16.0));
                }
                notice_line(ui, &notice);
                if m.game.history().is_empty() && !m.roll_off.is_empty() {
                    ui.label(
                        RichText::new(super::words::roll_off_words(t, &m.roll_off))
                            .color(MUTED)
                            .size(crate::app::look::SMALL),
                    );
                }
            });
            let m = &mut *current;
            // The choices: plays to click, or declarations before the roll.
            column_card(ui, width, |ui| {
                let keyed = cursor_list(m, &pick);
                let at = cursor
                    .shown
                    .then(|| keyed.get(cursor.at(keyed.len())).copied())
                    .flatten();
                if let Stage::Choose { plays, .. } = &m.stage
                    && human
                {
                    // The keys on the heading's line (the whole sentence on hover): two
                    // lines under the list pushed the column's last lines off the window.
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(t.tr("uckers.plays")).font(bold(16.0)));
                        ui.label(
                            RichText::new(t.tr("keys.choose_short"))
                                .color(MUTED)
                                .size(crate::app::look::SMALL),
                        )
                        .on_hover_text(t.tr("keys.choose"));
                    });
                    let shown = shown_plays(m, plays, &pick.0);
                    // In a scroll area of its own, three plays tall: a long list pushed
                    // the players' rows and the last actions off the screen (the UI
                    // scales with the window, so at every size). The keyboard's choice
                    // is kept in view; every play is also on the board.
                    let row = ui.text_style_height(&egui::TextStyle::Button)
                        + 2.0 * ui.spacing().button_padding.y
                        + ui.spacing().item_spacing.y;
                    let most = row * PLAYS_SHOWN;
                    egui::ScrollArea::vertical()
                        .id_salt("uckers-plays")
                        .max_height(most)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            for play in &shown {
                                let chosen = at == Some(KeyChoice::Play(*play));
                                let button =
                                    egui::Button::new(describe(t, m.game.position(), *play))
                                        .selected(chosen);
                                let response = ui.add(button);
                                if chosen && cursor.is_changed() {
                                    response.scroll_to_me(None);
                                }
                                if response.clicked() {
                                    ask.play.write(PlayRequest::<UckersMatch>(*play));
                                    pick.0.clear();
                                }
                            }
                        });
                }
                // The Roll button stays where it is, greyed while the dice are out (a
                // declaration's throws are thrown by themselves): it vanished.
                let can_roll = m.stage == Stage::Roll && human && waiting.is_none() && !ended;
                ui.horizontal_wrapped(|ui| {
                    let roll = egui::Button::new(
                        RichText::new(t.tr("common.roll_space")).font(bold(17.0)),
                    )
                    .selected(can_roll && at == Some(KeyChoice::Roll));
                    if ui.add_enabled(can_roll, roll).clicked() {
                        ask.roll.write(UckersRollRequest);
                    }
                    let p = m.game.position();
                    if can_roll
                        && m.game.options().wafu_snake_eyes
                        && p.rolls_made(p.to_move()) == 0
                    {
                        ui.checkbox(&mut m.snake_call, t.tr("uckers.call_snake_eyes"));
                    }
                    // Undo beside Roll, as in Royal d'Ûr: the game's own actions on one
                    // row, the shell's below (a row less, so the column's last lines
                    // stay in a 1080p window in French too).
                    let moves = !m.game.history().is_empty();
                    if undo_button(ui, t, "common.undo", moves, takebacks) {
                        ask.undo.write(UndoRequest::<UckersMatch>::default());
                    }
                });
                if can_roll {
                    for d in m.game.position().declarations() {
                        let button = egui::Button::new(declaration_words(t, m.game.position(), d))
                            .selected(at == Some(KeyChoice::Declare(d)));
                        if ui.add(button).clicked() {
                            declare.write(UckersDeclareRequest(d));
                        }
                    }
                }
                ui.horizontal_wrapped(|ui| {
                    if offers_after {
                        review = crate::app::screens::review::panel::review_button(ui, t);
                    }
                    shell_buttons(ui, hud, settings);
                });
            });
            let m = &*current;
            column_card(ui, width, |ui| {
                let colours = super::palette::uckers(settings.get().palette).colours;
                for c in Colour::ALL {
                    colour_block(ui, t, m, c, &colours, ended);
                }
                ui.add_space(4.0);
                ui.label(RichText::new(t.tr("uckers.last_actions")).font(bold(15.0)));
                let lines: Vec<String> = m
                    .game
                    .history_texts()
                    .iter()
                    .enumerate()
                    .map(|(i, text)| {
                        let text = super::words::shown_text(t, text);
                        let failed = outcomes.get(i).and_then(|o| o.success) == Some(false);
                        match failed {
                            true => format!("{}. {text}  ({})", i + 1, t.tr("uckers.log_failed")),
                            false => format!("{}. {text}", i + 1),
                        }
                    })
                    .collect();
                // The back of the board below it keeps its lines in view.
                let stings_room = 50.0 + 17.0 * stings.list.len().min(5) as f32;
                jump = move_list(ui, &lines, None, (150.0, stings_room));
                ui.add_space(4.0);
                // Nobody yet: said on the heading's line (a line less in the column).
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(t.tr("uckers.stings")).font(bold(15.0)))
                        .on_hover_text(t.tr("uckers.stings_what"));
                    if stings.list.is_empty() {
                        ui.label(
                            RichText::new(t.tr("uckers.stings_none"))
                                .color(MUTED)
                                .size(crate::app::look::SMALL),
                        );
                    }
                });
                for s in stings.list.iter().rev().take(5) {
                    ui.label(
                        RichText::new(format!("{}  {}", s.date, sting_words(t, &s.names)))
                            .size(crate::app::look::SMALL)
                            .color(MUTED),
                    );
                }
            });
        },
    )?;
    frame.jump(jump);
    frame.review(review);
    Ok(())
}
