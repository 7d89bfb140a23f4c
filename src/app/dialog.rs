//! The new-game dialog: the game, its options, names, who plays, who moves first.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::ActiveGame;

use super::game::{NewGameRequest, Seat};
use super::hud::{ACCENT, HudState, MUTED, bold};
use super::text;
use crate::ai::player::Level;
use crate::rules::unlur::Player;

/// The dialog, over whichever game is on screen.
pub(super) fn draw_new_game_dialog(
    mut contexts: EguiContexts,
    mut state: ResMut<HudState>,
    mut new_game: MessageWriter<NewGameRequest>,
    mut demo: MessageWriter<super::demo::DemoRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    new_game_dialog(&ctx, &mut state, &mut new_game, &mut demo);
    Ok(())
}

/// Shows the dialog; Start sends a [`NewGameRequest`], Cancel or Esc closes it.
pub(super) fn new_game_dialog(
    ctx: &egui::Context,
    state: &mut HudState,
    new_game: &mut MessageWriter<NewGameRequest>,
    demo_requests: &mut MessageWriter<super::demo::DemoRequest>,
) {
    let mut start = false;
    let mut cancel = false;
    let mut demo = false;
    let modal = egui::Modal::new("new-game".into()).show(ctx, |ui| {
        ui.set_width(520.0);
        ui.label(RichText::new("New game").font(bold(26.0)).color(ACCENT));
        ui.add_space(6.0);
        ui.label(RichText::new("Game").font(bold(18.0)));
        ui.horizontal(|ui| {
            ui.radio_value(&mut state.draft.game, ActiveGame::Unlur, "Unlur");
            ui.radio_value(&mut state.draft.game, ActiveGame::RoyalUr, "Royal d'Ûr");
            ui.radio_value(&mut state.draft.game, ActiveGame::Uckers, "Uckers");
        });
        if state.draft.game == ActiveGame::Uckers {
            uckers_options(ui, &mut state.draft.uckers);
        }
        if state.draft.game == ActiveGame::Unlur {
            ui.add_space(6.0);
            ui.label(RichText::new("Board").font(bold(18.0)));
            ui.horizontal(|ui| {
                ui.radio_value(&mut state.draft.side, 6, "Side 6 - quick (91 cells)");
                ui.radio_value(&mut state.draft.side, 8, "Side 8 - original (169 cells)");
            });
        }
        let four = state.draft.game == ActiveGame::Uckers && state.draft.uckers.players == 4;
        ui.add_space(6.0);
        ui.label(RichText::new("Players").font(bold(18.0)));
        if four {
            let u = &mut state.draft.uckers;
            for c in crate::rules::uckers::Colour::ALL {
                let i = c.index();
                ui.horizontal(|ui| {
                    ui.label(format!("{:<6}", c.name()));
                    seat_combo(ui, ("seat4", i), &mut u.seats[i]);
                    ui.add(
                        egui::TextEdit::singleline(&mut u.names[i])
                            .desired_width(200.0)
                            .char_limit(24),
                    );
                });
            }
        }
        for i in 0..2 {
            if four {
                break;
            }
            ui.horizontal(|ui| {
                let label = match (state.draft.game, i) {
                    (ActiveGame::Uckers, 0) => "Yellow and green".to_string(),
                    (ActiveGame::Uckers, _) => "Red and blue".to_string(),
                    _ => format!("Player {}", i + 1),
                };
                ui.label(label);
                seat_combo(ui, ("seat", i), &mut state.draft.seats[i]);
                ui.add(
                    egui::TextEdit::singleline(&mut state.draft.names[i])
                        .desired_width(200.0)
                        .char_limit(24),
                );
            });
        }
        if state.draft.game != ActiveGame::Uckers {
            ui.horizontal(|ui| {
                ui.label("Moves first:");
                ui.radio_value(&mut state.draft.first, Player::One, "Player 1");
                ui.radio_value(&mut state.draft.first, Player::Two, "Player 2");
            });
        }
        ui.add_space(4.0);
        let help = match state.draft.game {
            ActiveGame::Unlur => text::CONTRACT_HELP,
            ActiveGame::RoyalUr => text::UR_HELP,
            ActiveGame::Uckers => text::UCKERS_HELP,
        };
        ui.label(RichText::new(help).color(MUTED).size(14.0));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            start = ui
                .button(RichText::new("Start (Enter)").font(bold(18.0)))
                .clicked()
                || ui.input(|i| i.key_pressed(egui::Key::Enter));
            cancel = ui.button("Cancel (Esc)").clicked();
            demo = ui
                .button("Watch a demo")
                .on_hover_text("The AI plays itself without end; any key or click comes back")
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
                format!("Player {}", i + 1)
            } else {
                trimmed.to_string()
            };
        }
        state.draft = setup.clone();
        new_game.write(NewGameRequest(setup));
        state.new_game_open = false;
        state.toast = None;
    } else if cancel {
        state.new_game_open = false;
    }
}

fn seat_combo(ui: &mut egui::Ui, id: (&str, usize), seat: &mut Seat) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(seat_text(*seat))
        .show_ui(ui, |ui| {
            ui.selectable_value(seat, Seat::Human, seat_text(Seat::Human));
            for level in Level::ALL {
                ui.selectable_value(seat, Seat::Ai(level), seat_text(Seat::Ai(level)));
            }
        });
}

/// The Uckers part of the dialog: two or four players, and the optional rules.
fn uckers_options(ui: &mut egui::Ui, u: &mut super::uckers::UckersSetup) {
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new("Players").font(bold(18.0)));
        ui.radio_value(&mut u.players, 2, "2 (a partnership each)");
        ui.radio_value(&mut u.players, 4, "4 (a colour each)");
    });
    ui.label(RichText::new("Options").font(bold(18.0)));
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut u.options.wafu_snake_eyes, "WAFU snake eyes")
            .on_hover_text(
                "The double-one opening counts only when called, for the caller's pieces only",
            );
        ui.checkbox(&mut u.options.superblobs, "Superblobs")
            .on_hover_text("Three or more pieces of one colour on a square cannot move");
        ui.checkbox(&mut u.options.suckback, "Suckback and blowback")
            .on_hover_text("Fights between a piece in a tube and one on the tube's end");
        ui.checkbox(&mut u.options.layered_blobs, "Layered mixed blobs")
            .on_hover_text("On a square shared by partners, only the top piece may leave");
    });
}

fn seat_text(seat: Seat) -> String {
    match seat {
        Seat::Human => "Human".to_string(),
        Seat::Ai(level) => format!("AI - {}", level.name()),
    }
}
