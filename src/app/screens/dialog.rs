//! The new-game dialog: the game, its options, names, who plays, who moves first.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::look::ACCENT;

use crate::app::session::hud_state::HudState;

use crate::app::look::MUTED;

use crate::ai::Level;
use crate::app::ground::settings::AppSettings;
use crate::app::look::bold;
use crate::app::session::game::{NewGameRequest, Seat};
use crate::app::session::registry;
use crate::app::session::registry::games;
use crate::app::session::screen::Screen;
use crate::i18n::Tr;
use crate::rules::Player;

/// The new-game dialog over any screen (windowed app only: it needs egui), drawn after
/// the games' own panels.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HudState>()
        .add_systems(Update, |mut state: ResMut<HudState>| {
            if !state.new_game_open && state.dialog_frames != 0 {
                state.dialog_frames = 0;
            }
        })
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            draw_new_game_dialog
                .run_if(|state: Res<HudState>| state.new_game_open)
                .run_if(not(in_state(crate::app::session::screen::Screen::Demo)))
                .run_if(crate::app::look::fonts_ready)
                .after(crate::app::look::GameHud)
                .after(crate::app::look::install_fonts),
        );
}

/// The dialog, over whichever game is on screen.
pub(crate) fn draw_new_game_dialog(
    mut contexts: EguiContexts,
    mut state: ResMut<HudState>,
    mut new_game: MessageWriter<NewGameRequest>,
    mut demo: MessageWriter<super::demo::DemoRequest>,
    settings: Res<AppSettings>,
    mut screen: ResMut<NextState<Screen>>,
    mut learn: ResMut<crate::app::session::lesson::LearnScreen>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // New to a game (none of its lessons done): its lessons are offered.
    let game = state.draft.game;
    let new_to = !settings.get().lessons_done.any(game);
    let mut offer = new_to.then_some(false);
    let started = new_game_dialog(
        &ctx,
        settings.tr(),
        &mut state,
        &mut new_game,
        &mut demo,
        &mut offer,
    );
    if started {
        screen.set(Screen::Playing);
    }
    if offer == Some(true) {
        state.new_game_open = false;
        learn.open_on(state.draft.game);
    }
    Ok(())
}

/// Shows the dialog; Start sends a [`NewGameRequest`] (and says so: the game comes in
/// front), Cancel or Esc closes it. With `offer` (`Some(false)`), the game's lessons are
/// offered; `Some(true)` once that offer is taken.
pub(crate) fn new_game_dialog(
    ctx: &egui::Context,
    t: Tr,
    state: &mut HudState,
    new_game: &mut MessageWriter<NewGameRequest>,
    demo_requests: &mut MessageWriter<super::demo::DemoRequest>,
    offer: &mut Option<bool>,
) -> bool {
    let mut start = false;
    let mut cancel = false;
    let mut demo = false;
    let mut typing = false;
    state.dialog_frames = state.dialog_frames.saturating_add(1);
    let modal = crate::app::look::modal("new-game").show(ctx, |ui| {
        ui.set_width(520.0);
        ui.label(
            RichText::new(t.tr("common.new_game"))
                .font(bold(26.0))
                .color(ACCENT),
        );
        ui.add_space(6.0);
        ui.label(RichText::new(t.tr("dialog.game")).font(bold(18.0)));
        ui.horizontal(|ui| {
            for game in games() {
                ui.radio_value(&mut state.draft.game, game.id, game.name(t));
            }
        });
        let entry = registry::entry(state.draft.game);
        (entry.dialog.options)(ui, t, &mut state.draft);
        ui.add_space(6.0);
        ui.label(RichText::new(t.tr("dialog.players")).font(bold(18.0)));
        let own_seats = (entry.dialog.seats)(ui, t, &mut state.draft);
        if !own_seats {
            let labels = [0, 1].map(|i| (entry.dialog.seat_label)(t, i));
            let rows = labels
                .iter()
                .zip(state.draft.seats.iter_mut())
                .zip(state.draft.names.iter_mut())
                .map(|((label, seat), name)| (label.as_str(), seat, name));
            typing |= seat_rows(ui, t, "seat", rows);
        }
        if entry.dialog.chooses_first {
            ui.horizontal(|ui| {
                ui.label(t.tr("dialog.moves_first"));
                ui.radio_value(
                    &mut state.draft.first,
                    Player::One,
                    registry::player_n(t, 0),
                );
                ui.radio_value(
                    &mut state.draft.first,
                    Player::Two,
                    registry::player_n(t, 1),
                );
            });
        }
        ui.add_space(4.0);
        ui.label(
            RichText::new(t.tr(entry.dialog.help_key))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
        if let Some(taken) = offer.as_mut() {
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                let name = registry::entry(state.draft.game).name(t);
                ui.label(RichText::new(t.trf("lessons.offer", &[("game", &name)])).color(ACCENT));
                *taken = ui
                    .button(RichText::new(t.tr("lessons.offer_button")).font(bold(16.0)))
                    .clicked();
            });
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            // Enter starts the game, unless the keyboard is on another control (a radio,
            // a list, a button: Enter is theirs) or it is the Enter that opened the
            // dialog (from the menu) in this frame. In a name, Enter ends the typing
            // and starts.
            let focus_elsewhere = ui.memory(|m| m.focused()).is_some() && !typing;
            start = ui
                .button(RichText::new(t.tr("dialog.start")).font(bold(18.0)))
                .clicked()
                || (state.dialog_frames > 1
                    && !focus_elsewhere
                    && ui.input(|i| i.key_pressed(egui::Key::Enter)));
            cancel = ui.button(t.tr("dialog.cancel")).clicked();
            demo = ui
                .button(t.tr("dialog.demo"))
                .on_hover_text(t.tr("dialog.demo_hover"))
                .clicked();
        });
    });
    if modal.should_close() {
        cancel = true;
    }
    if demo {
        demo_requests.write(super::demo::DemoRequest);
        state.new_game_open = false;
    } else if start {
        let mut setup = state.draft.clone();
        for (i, name) in setup.names.iter_mut().enumerate() {
            let trimmed = name.trim();
            *name = if trimmed.is_empty() {
                registry::player_n(t, i)
            } else {
                trimmed.to_string()
            };
        }
        state.draft = setup.clone();
        new_game.write(NewGameRequest(setup));
        state.new_game_open = false;
        state.toast = None;
        return true;
    } else if cancel {
        state.new_game_open = false;
    }
    false
}

/// The players' rows, one a seat: its label, who plays it (a person or the AI at a
/// level) and the player's name, in a grid so that the labels, the choices and the names
/// line up whatever their widths ("Yellow and green" beside "Red and blue", "AI - strong"
/// beside "Human"). Whether a name is being typed.
pub(crate) fn seat_rows<'a>(
    ui: &mut egui::Ui,
    t: Tr,
    id: &str,
    rows: impl Iterator<Item = (&'a str, &'a mut Seat, &'a mut String)>,
) -> bool {
    ui.scope(|ui| seat_grid(ui, t, id, rows)).inner
}

fn seat_grid<'a>(
    ui: &mut egui::Ui,
    t: Tr,
    id: &str,
    rows: impl Iterator<Item = (&'a str, &'a mut Seat, &'a mut String)>,
) -> bool {
    let mut typing = false;
    // Every cell as tall as the choice's button, so that the label and the name are
    // centred on it (a row begins as tall as `interact_size`, the button grows it
    // downwards: the label and the name stood higher).
    let text = egui::TextStyle::Button.resolve(ui.style()).size;
    let spacing = ui.spacing_mut();
    spacing.interact_size.y = (text.max(spacing.icon_width) + 2.0 * spacing.button_padding.y)
        .max(spacing.interact_size.y);
    egui::Grid::new((id, "rows"))
        .num_columns(3)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            for (i, (label, seat, name)) in rows.enumerate() {
                ui.label(label);
                egui::ComboBox::from_id_salt((id, i))
                    .selected_text(seat.choice(t))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(seat, Seat::Human, Seat::Human.choice(t));
                        for level in Level::ALL {
                            let choice = Seat::Ai(level);
                            ui.selectable_value(seat, choice, choice.choice(t));
                        }
                    });
                let name = ui.add(
                    egui::TextEdit::singleline(name)
                        .desired_width(200.0)
                        .char_limit(24),
                );
                typing |= name.has_focus() || name.lost_focus();
                ui.end_row();
            }
        });
    typing
}

#[cfg(test)]
#[path = "dialog_tests.rs"]
mod tests;
