//! The replay viewer's panel: the record's title, the step shown and the game's state
//! there, the buttons and slider that step through it, play on, or close.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, RichText};

use crate::app::look::ACCENT;

use crate::app::screens::playing::HudFrame;

use crate::app::look::MUTED;

use crate::app::look::bold;

use crate::app::look::coloured_move_list;

use super::review::{self, Reviews};
use crate::app::look::column_card;
use crate::app::session::on_screen::OnScreen;
use crate::app::session::records::{Replay, ReplayCommand};
use crate::app::session::screen::Screen;
use crate::app::table::palette::ViewPalette;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_replay_panel
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

/// The replay viewer's panel: which record, the move shown and its text, the buttons.
fn draw_replay_panel(
    mut frame: HudFrame,
    replay: Res<Replay>,
    mut commands: MessageWriter<ReplayCommand>,
    on_screen: OnScreen,
    screen: Res<State<Screen>>,
    (reviews, palette): (Res<Reviews>, Res<ViewPalette>),
) -> Result {
    let Some(full) = &replay.full else {
        return Ok(());
    };
    if *screen.get() != Screen::Replay {
        return Ok(());
    }
    let t = frame.settings.tr();
    let takebacks =
        crate::app::session::game::takebacks_for(Some(&frame.settings), &full.player_seats());
    let (step, last) = (replay.step, full.moves());
    // A fixed width: the slider's length is the steps' scale.
    let [r, g, b, _] = review::arrows::colours(palette.0)
        .1
        .to_srgba()
        .to_u8_array();
    let better = egui::Color32::from_rgb(r, g, b);
    // The review's card: at the right in a wide window, beside the viewer's in a narrow one.
    let compact = crate::app::look::compact(frame.ctx()?.content_rect());
    let (mut asked, mut goto) = (None, None);
    let mut review_card = |ui: &mut egui::Ui, width: f32| {
        column_card(ui, width, |ui| {
            let (request, to) = review::panel::card(ui, (t, better), (full, step), &reviews);
            let (lines, colours) = review::panel::rated_lines(t, full, reviews.shown.as_ref());
            let tall = if compact { 220.0 } else { 400.0 };
            let list = coloured_move_list(ui, &lines, &colours, Some(step), (tall, 32.0));
            (asked, goto) = (request, to.or(list));
        });
    };
    if !compact {
        frame.right_column("review-panel", 360.0, &mut review_card)?;
    }
    let cards = if compact { 2 } else { 1 };
    frame.left_column("replay-panel", (360.0, 360.0), cards, |ui, width, _, _| {
        column_card(ui, width, |ui| {
            ui.label(
                RichText::new(t.tr("replay.title"))
                    .font(bold(28.0))
                    .color(ACCENT),
            );
            ui.label(
                RichText::new(format!(
                    "{} - {}",
                    crate::app::session::registry::game_name(t, full.game()),
                    replay.title
                ))
                .color(MUTED),
            );
            ui.add_space(6.0);
            ui.label(
                RichText::new(t.trf("replay.step", &[("step", &step), ("last", &last)]))
                    .font(bold(20.0)),
            );
            // The move as the lists write it (in French a pass is "passe").
            let text = full
                .move_text(step)
                .map(|text| full.move_words(t, &text))
                .unwrap_or_else(|| t.tr("replay.start").to_string());
            ui.label(RichText::new(text).monospace().size(16.0));
            if let Some(status) = on_screen.current().map(|m| m.replay_status(t)) {
                ui.label(RichText::new(status).size(15.0));
            }
            ui.add_space(6.0);
            let mut to = step;
            ui.spacing_mut().slider_width = 340.0;
            let slider = ui.add(egui::Slider::new(&mut to, 0..=last).show_value(false));
            if slider.changed() && to != step {
                commands.write(ReplayCommand::Goto(to));
            }
            ui.horizontal_wrapped(|ui| {
                let mut button = |ui: &mut egui::Ui, key: &str, enabled: bool, c| {
                    if ui
                        .add_enabled(enabled, egui::Button::new(t.tr(key)))
                        .clicked()
                    {
                        commands.write(c);
                    }
                };
                button(ui, "replay.first", step > 0, ReplayCommand::First);
                button(ui, "replay.back", step > 0, ReplayCommand::Back);
                button(ui, "replay.forward", step < last, ReplayCommand::Forward);
                button(ui, "replay.last", step < last, ReplayCommand::Last);
            });
            ui.horizontal_wrapped(|ui| {
                // Playing on from an earlier move of the game in progress takes moves
                // back: only where the settings allow takebacks.
                let allowed = !replay.from_game || takebacks;
                let play = ui.add_enabled(
                    allowed,
                    egui::Button::new(RichText::new(t.tr("replay.play_here")).font(bold(16.0))),
                );
                if play
                    .on_disabled_hover_text(t.tr("common.takebacks_off"))
                    .clicked()
                {
                    commands.write(ReplayCommand::PlayFromHere);
                }
                let close = if replay.from_game {
                    "replay.back_to_game"
                } else {
                    "replay.close"
                };
                if ui.button(t.tr(close)).clicked() {
                    commands.write(ReplayCommand::Close);
                }
            });
            ui.label(
                RichText::new(t.tr("replay.keys"))
                    .color(MUTED)
                    .size(crate::app::look::SMALL),
            );
        });
        if compact {
            review_card(ui, width);
        }
    })?;
    if let Some(k) = goto {
        commands.write(ReplayCommand::Goto(k));
    }
    frame.ask_review(asked);
    Ok(())
}
