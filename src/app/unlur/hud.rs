//! Unlur's panel in the HUD: phase, turn, colours, buttons, move list, hint, result.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::ai_player::{AiState, HintRequest};
use super::game::{Match, MovePlayed, MoveRefused, MoveRequest, UndoRequest};
use crate::app::camera::UiInsets;
use crate::app::game::GameSet;
use crate::app::hud::{
    ACCENT, GameHud, HudState, MUTED, REFUSAL_SECONDS, TOAST_SECONDS, WARN, bold, card,
    fonts_ready, hud_shown, player_frame,
};
use crate::app::settings::AppSettings;
use crate::app::text;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Move, Phase, Player};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        note_events
            .after(GameSet::Rules)
            .run_if(crate::app::unlur_active),
    )
    .add_systems(
        EguiPrimaryContextPass,
        draw_hud
            .run_if(hud_shown)
            .run_if(crate::app::unlur_active)
            .run_if(fonts_ready)
            .in_set(GameHud),
    );
}

fn note_events(
    time: Res<Time>,
    current: Res<Match>,
    settings: Res<AppSettings>,
    mut state: ResMut<HudState>,
    mut played: MessageReader<MovePlayed>,
    mut refused: MessageReader<MoveRefused>,
) {
    let dt = time.delta_secs();
    let t = settings.tr();
    let state = &mut *state;
    for slot in [&mut state.toast, &mut state.refusal] {
        if let Some((_, left)) = slot {
            *left -= dt;
            if *left <= 0.0 {
                *slot = None;
            }
        }
    }
    for p in played.read() {
        if p.played.contract_ended.is_some()
            && let Some(line) = text::contract_result(t, &current)
        {
            state.toast = Some((line, TOAST_SECONDS));
        }
        state.refusal = None;
    }
    for r in refused.read() {
        let reason = text::rule_error(t, &r.error);
        let line = match r.mv {
            Move::Place(c) => t.trf(
                "unlur.cell_refusal",
                &[("cell", &current.game.board().name(c)), ("reason", &reason)],
            ),
            _ => reason,
        };
        state.refusal = Some((line, REFUSAL_SECONDS));
    }
}

/// A coloured disc for a stone colour, or a question mark while undecided.
fn colour_chip(ui: &mut egui::Ui, colour: Option<Colour>) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
    let p = ui.painter();
    match colour {
        Some(Colour::Black) => {
            p.circle(
                rect.center(),
                10.0,
                Color32::from_rgb(12, 12, 14),
                Stroke::new(1.5, Color32::from_gray(150)),
            );
        }
        Some(Colour::White) => {
            p.circle(
                rect.center(),
                10.0,
                Color32::from_rgb(238, 235, 226),
                Stroke::new(1.5, Color32::from_gray(90)),
            );
        }
        None => {
            p.circle_stroke(rect.center(), 10.0, Stroke::new(1.5, MUTED));
            p.text(
                rect.center(),
                Align2::CENTER_CENTER,
                "?",
                FontId::proportional(14.0),
                MUTED,
            );
        }
    }
}

fn draw_hud(
    mut contexts: EguiContexts,
    mut state: ResMut<HudState>,
    current: Res<Match>,
    mut settings: ResMut<AppSettings>,
    mut insets: ResMut<UiInsets>,
    mut moves: MessageWriter<MoveRequest>,
    mut undo: MessageWriter<UndoRequest>,
    ai: Res<AiState>,
    mut hint: MessageWriter<HintRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let zoom = ctx.zoom_factor();
    let m = &*current;
    let t = settings.tr();
    let muted = settings.get().muted;
    let screen = ctx.content_rect();
    let mut new_insets = UiInsets::default();
    let mut actions = Actions::default();
    // Wide windows get a column on each side; narrow ones one card across the top.
    let compact = screen.width() < screen.height() * 1.45;
    if compact {
        let top = egui::Area::new("hud-top".into())
            .anchor(Align2::LEFT_TOP, [10.0, 10.0])
            .show(&ctx, |ui| {
                card().show(ui, |ui| {
                    ui.set_width(screen.width() - 52.0);
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width((screen.width() - 100.0) * 0.45);
                            status_block(ui, t, m);
                        });
                        ui.separator();
                        ui.vertical(|ui| {
                            players_block(ui, t, m, &ai);
                            buttons_block(ui, t, m, muted, &ai, &mut actions);
                            hint_line(ui, t, m, &ai);
                            refusal_line(ui, t, &state);
                            let list = text::move_list(t, m);
                            let tail: Vec<&str> = list
                                .iter()
                                .rev()
                                .take(3)
                                .rev()
                                .map(String::as_str)
                                .collect();
                            if !tail.is_empty() {
                                ui.label(
                                    RichText::new(
                                        t.trf("unlur.last_moves", &[("moves", &tail.join(",  "))]),
                                    )
                                    .color(MUTED)
                                    .size(14.0),
                                );
                            }
                        });
                    });
                });
            });
        new_insets.top = top.response.rect.bottom() + 8.0;
    } else {
        let left = egui::Area::new("hud-left".into())
            .anchor(Align2::LEFT_TOP, [14.0, 14.0])
            .show(&ctx, |ui| {
                card().show(ui, |ui| {
                    ui.set_width(300.0);
                    status_block(ui, t, m);
                    ui.separator();
                    players_block(ui, t, m, &ai);
                    ui.separator();
                    buttons_block(ui, t, m, muted, &ai, &mut actions);
                    hint_line(ui, t, m, &ai);
                    refusal_line(ui, t, &state);
                });
            });
        new_insets.left = left.response.rect.right() + 12.0;
        let right = egui::Area::new("hud-right".into())
            .anchor(Align2::RIGHT_TOP, [-14.0, 14.0])
            .show(&ctx, |ui| {
                card().show(ui, |ui| {
                    ui.set_width(190.0);
                    moves_block(ui, t, m, screen.height() - 120.0);
                });
            });
        new_insets.right = screen.right() - right.response.rect.left() + 12.0;
    }
    if actions.pass {
        moves.write(MoveRequest(Move::Pass));
    }
    if actions.undo {
        undo.write(UndoRequest);
    }
    if actions.hint {
        hint.write(HintRequest);
    }
    if actions.new_game {
        state.new_game_open = true;
    }
    if actions.mute {
        settings.update(|s| s.muted = !s.muted);
    }
    if actions.fullscreen {
        settings.update(|s| s.fullscreen = !s.fullscreen);
    }
    if actions.settings {
        settings.open = true;
    }

    // Top: the end of the contract, plainly, for a few seconds.
    if let Some((line, _)) = &state.toast {
        egui::Area::new("hud-toast".into())
            .anchor(Align2::CENTER_TOP, [0.0, 16.0])
            .show(&ctx, |ui| {
                card()
                    .fill(Color32::from_rgba_premultiplied(60, 40, 10, 240))
                    .show(ui, |ui| {
                        ui.label(RichText::new(line).font(bold(22.0)).color(ACCENT));
                    });
            });
    }

    // Bottom: the result.
    if let (Some(head), Some(reason)) = (text::result_headline(t, m), text::result_reason(t, m)) {
        let result = egui::Area::new("hud-result".into())
            .anchor(Align2::CENTER_BOTTOM, [0.0, -18.0])
            .show(&ctx, |ui| {
                card().stroke(Stroke::new(2.0, ACCENT)).show(ui, |ui| {
                    ui.set_max_width(620.0);
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(head).font(bold(34.0)).color(ACCENT));
                        ui.label(RichText::new(reason).size(19.0));
                        ui.add_space(6.0);
                        ui.horizontal(|ui| {
                            if ui
                                .button(RichText::new(t.tr("common.new_game")).font(bold(17.0)))
                                .clicked()
                            {
                                state.new_game_open = true;
                            }
                            if ui.button(t.tr("common.undo_last")).clicked() {
                                undo.write(UndoRequest);
                            }
                        });
                    });
                });
            });
        new_insets.bottom = screen.bottom() - result.response.rect.top() + 8.0;
    }

    let scaled = UiInsets {
        left: new_insets.left * zoom,
        right: new_insets.right * zoom,
        top: new_insets.top * zoom,
        bottom: new_insets.bottom * zoom,
    };
    insets.set_if_neq(scaled);
    Ok(())
}

/// What the HUD's buttons asked for this frame.
#[derive(Default)]
struct Actions {
    pass: bool,
    hint: bool,
    undo: bool,
    new_game: bool,
    mute: bool,
    fullscreen: bool,
    settings: bool,
}

fn status_block(ui: &mut egui::Ui, t: Tr, m: &Match) {
    let g = &m.game;
    ui.label(
        RichText::new(t.tr("unlur.title"))
            .font(bold(30.0))
            .color(ACCENT),
    );
    ui.label(
        RichText::new(t.trf(
            "unlur.board_line",
            &[
                ("side", &g.board().side()),
                ("cells", &g.board().cell_count()),
            ],
        ))
        .color(MUTED),
    );
    ui.add_space(6.0);
    ui.label(RichText::new(text::phase_title(t, m)).font(bold(22.0)));
    ui.label(RichText::new(text::turn_line(t, m)).size(17.0));
    ui.add_space(4.0);
    if g.phase() == Phase::Contract {
        ui.label(
            RichText::new(t.tr("unlur.help.contract"))
                .color(MUTED)
                .size(14.0),
        );
    } else {
        if let Some(line) = text::contract_result(t, m) {
            ui.label(RichText::new(line).size(14.0));
        }
        ui.label(
            RichText::new(t.tr("unlur.help.goals"))
                .color(MUTED)
                .size(14.0),
        );
    }
}

fn players_block(ui: &mut egui::Ui, t: Tr, m: &Match, ai: &AiState) {
    let g = &m.game;
    for p in [Player::One, Player::Two] {
        let to_move = g.to_move() == p && g.phase() != Phase::Over;
        let winner = g.outcome().map(|o| o.winner) == Some(p);
        player_frame(to_move).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                colour_chip(ui, g.colour_of(p));
                ui.vertical(|ui| {
                    let mut name = m.name(p).to_string();
                    if winner {
                        name = format!("{name}  - {}", t.tr("common.winner"));
                    } else if to_move {
                        name = format!("{name}  - {}", t.tr("common.to_move"));
                    }
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(name).font(bold(18.0)));
                        if ai.thinking() == Some(p) {
                            ui.add(egui::Spinner::new().size(16.0));
                            ui.label(
                                RichText::new(t.tr("common.thinking"))
                                    .color(ACCENT)
                                    .size(14.0),
                            );
                        }
                    });
                    ui.label(
                        RichText::new(format!(
                            "{} - {}",
                            text::player_role(t, m, p),
                            m.seat(p).label(t)
                        ))
                        .color(MUTED)
                        .size(14.0),
                    );
                });
            });
        });
    }
}

fn buttons_block(
    ui: &mut egui::Ui,
    t: Tr,
    m: &Match,
    muted: bool,
    ai: &AiState,
    actions: &mut Actions,
) {
    let g = &m.game;
    let human = m.human_to_move() && g.phase() != Phase::Over;
    ui.horizontal_wrapped(|ui| {
        if g.phase() == Phase::Contract && human {
            actions.pass |= ui
                .add(
                    egui::Button::new(RichText::new(t.tr("unlur.pass_button")).font(bold(17.0)))
                        .fill(Color32::from_rgb(120, 78, 20)),
                )
                .on_hover_text(t.tr("unlur.pass_hover"))
                .clicked();
        }
        actions.undo |= ui
            .add_enabled(
                !g.history().is_empty(),
                egui::Button::new(t.tr("common.undo")),
            )
            .clicked();
        if human {
            let label = if ai.hint_pending() {
                t.tr("unlur.hint_thinking")
            } else {
                t.tr("unlur.hint")
            };
            actions.hint |= ui
                .add_enabled(!ai.hint_pending(), egui::Button::new(label))
                .on_hover_text(t.tr("unlur.hint_hover"))
                .clicked();
        }
        actions.new_game |= ui.button(t.tr("common.new_game_key")).clicked();
        actions.mute |= ui
            .button(if muted {
                t.tr("common.sound_off")
            } else {
                t.tr("common.sound_on")
            })
            .clicked();
        actions.fullscreen |= ui.button(t.tr("common.fullscreen")).clicked();
        actions.settings |= ui.button(t.tr("common.settings")).clicked();
    });
    if human {
        ui.label(RichText::new(t.tr("keys.cells")).color(MUTED).size(13.0));
    }
}

fn hint_line(ui: &mut egui::Ui, t: Tr, m: &Match, ai: &AiState) {
    if let Some(mv) = ai.current_hint(m) {
        let what = crate::rules::unlur::move_text(m.game.board(), mv);
        ui.label(
            RichText::new(t.trf("unlur.hint_line", &[("move", &what)]))
                .color(Color32::from_rgb(120, 220, 150))
                .size(17.0),
        );
    }
}

fn refusal_line(ui: &mut egui::Ui, t: Tr, state: &HudState) {
    if let Some((reason, _)) = &state.refusal {
        ui.add_space(4.0);
        ui.label(
            RichText::new(t.trf("common.not_allowed", &[("reason", reason)]))
                .color(WARN)
                .size(15.0),
        );
    }
}

fn moves_block(ui: &mut egui::Ui, t: Tr, m: &Match, max_height: f32) {
    ui.label(RichText::new(t.tr("unlur.moves")).font(bold(20.0)));
    let list = text::move_list(t, m);
    if list.is_empty() {
        ui.label(RichText::new(t.tr("unlur.no_move")).color(MUTED));
    }
    egui::ScrollArea::vertical()
        .max_height(max_height.max(120.0))
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for line in list {
                ui.label(RichText::new(line).size(15.0));
            }
        });
}
