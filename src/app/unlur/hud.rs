//! Unlur's panel in the HUD: phase, turn, colours, buttons, move list, hint, result.

use crate::app::game_core::{PlayRequest, UndoRequest};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, Align2, Color32, RichText};

use super::ai_player::{AiState, HintRequest};
use super::game::UnlurMatch;
use super::panel::*;
use super::turns::Requests;
use super::words;
use crate::app::game_core::{Refused, ThinkingOf, TurnGame, TurnPlayed};
use crate::app::ground::order::Step;
use crate::app::ground::settings::AppSettings;
use crate::app::look::{
    ACCENT, GameHud, MUTED, REFUSAL_SECONDS, TOAST_SECONDS, bold, card, fonts_ready,
};
use crate::app::screens::playing::HudFrame;
use crate::app::session::hud_state::HudState;
use crate::app::session::records::hud_shown;
use crate::app::table::camera::UiInsets;
use crate::rules::unlur::Move;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        super::words::demo_caption
            .in_set(Step::View)
            .run_if(in_state(crate::app::session::screen::Screen::Demo))
            .run_if(crate::app::unlur::active),
    )
    .add_systems(
        Update,
        note_events
            .in_set(Step::View)
            .run_if(crate::app::unlur::active),
    )
    .add_systems(
        EguiPrimaryContextPass,
        draw_hud
            .run_if(hud_shown)
            .run_if(crate::app::unlur::active)
            .run_if(fonts_ready)
            .in_set(GameHud),
    );
}

fn note_events(
    time: Res<Time>,
    current: Res<UnlurMatch>,
    settings: Res<AppSettings>,
    mut state: ResMut<HudState>,
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    mut refused: MessageReader<Refused<UnlurMatch>>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
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
    for TurnPlayed(p) in played.read() {
        if p.played.contract_ended.is_some()
            && let Some(line) = words::contract_result(t, &current)
        {
            state.toast = Some((line, TOAST_SECONDS));
        }
        state.refusal = None;
    }
    for Refused(r) in refused.read() {
        state.refusal = Some((UnlurMatch::refusal_words(r, t), REFUSAL_SECONDS));
    }
    // A line that goes away in time wakes the window for it.
    for (_, left) in [&state.toast, &state.refusal].into_iter().flatten() {
        frames.within(*left);
    }
}

fn draw_hud(
    mut frame: HudFrame,
    current: Res<UnlurMatch>,
    mut ask: Requests,
    (ai, turn): (Res<AiState>, Res<ThinkingOf<UnlurMatch>>),
) -> Result {
    let ctx = frame.ctx()?;
    // Who is thinking now, if an AI seat is.
    let thinking = turn.busy().then(|| current.game.to_move());
    let takebacks = frame.takebacks(&current.seats);
    let concluded = frame.concluded();
    // The status line: the end outside the rules, or a takeback waiting online.
    let said = concluded.clone().or_else(|| frame.online_wait());
    let seats = frame.seat_words(current.seats);
    let below_cards = frame.top_cards_bottom();
    let offers_after =
        frame.offers_after(crate::app::session::game_match::GameMatch::over(&*current));
    let HudFrame {
        hud: state,
        settings,
        ..
    } = &mut frame;
    let m = &*current;
    let t = settings.tr();
    let muted = settings.get().muted;
    let screen = ctx.content_rect();
    let mut new_insets = UiInsets::default();
    let mut actions = Actions::default();
    let mut jump = None;
    let mut review = false;
    // Wide windows get a column on each side; narrow ones one card across the top.
    let compact = crate::app::look::compact(screen);
    if compact {
        let top = egui::Area::new("hud-top".into())
            .anchor(Align2::LEFT_TOP, [10.0, 10.0])
            .show(&ctx, |ui| {
                card().show(ui, |ui| {
                    ui.set_width(screen.width() - 52.0);
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width((screen.width() - 100.0) * 0.45);
                            status_block(ui, t, m, said.as_deref());
                        });
                        ui.separator();
                        ui.vertical(|ui| {
                            players_block(ui, t, m, (&seats, thinking), concluded.is_some());
                            buttons_block(ui, t, m, (muted, takebacks), &ai, &mut actions);
                            hint_line(ui, t, m, &ai);
                            refusal_line(ui, t, state);
                            jump = last_moves_line(ui, t, m);
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
                    status_block(ui, t, m, said.as_deref());
                    ui.separator();
                    players_block(ui, t, m, (&seats, thinking), concluded.is_some());
                    ui.separator();
                    buttons_block(ui, t, m, (muted, takebacks), &ai, &mut actions);
                    hint_line(ui, t, m, &ai);
                    refusal_line(ui, t, state);
                });
            });
        new_insets.left = left.response.rect.right() + 12.0;
        let right = egui::Area::new("hud-right".into())
            .anchor(Align2::RIGHT_TOP, [-14.0, 14.0])
            .show(&ctx, |ui| {
                card().show(ui, |ui| {
                    ui.set_width(190.0);
                    jump = moves_block(ui, t, m, screen.height() - 120.0);
                });
            });
        new_insets.right = screen.right() - right.response.rect.left() + 12.0;
    }
    if actions.pass {
        ask.moves.write(PlayRequest::<UnlurMatch>(Move::Pass));
    }
    if actions.undo {
        ask.undo.write(UndoRequest::<UnlurMatch>::default());
    }
    if actions.hint {
        ask.hint.write(HintRequest);
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

    // Top: the end of the contract, plainly, for a few seconds (below a lesson's or an
    // online game's card).
    if let Some((line, _)) = &state.toast {
        egui::Area::new("hud-toast".into())
            .anchor(Align2::CENTER_TOP, [0.0, 16.0 + below_cards])
            .show(&ctx, |ui| {
                card()
                    .fill(Color32::from_rgba_premultiplied(60, 40, 10, 240))
                    .show(ui, |ui| {
                        ui.label(RichText::new(line).font(bold(22.0)).color(ACCENT));
                    });
            });
    }

    // Bottom: the result.
    if let (Some(head), Some(reason)) = (words::result_headline(t, m), words::result_reason(t, m)) {
        let offers = offers_after.then_some(takebacks);
        let (top, after) =
            crate::app::screens::playing::result_card(&ctx, t, (&head, &reason), offers);
        state.new_game_open |= after.new_game;
        if after.undo {
            ask.undo.write(UndoRequest::<UnlurMatch>::default());
        }
        review |= after.review;
        new_insets.bottom = screen.bottom() - top + 8.0;
    }
    frame.keep_clear(&ctx, new_insets);
    frame.jump(jump);
    frame.review(review);
    Ok(())
}

/// The compact panel's last three moves, each a link to that move in the viewer.
fn last_moves_line(ui: &mut egui::Ui, t: crate::i18n::Tr, m: &UnlurMatch) -> Option<usize> {
    let list = words::move_list(t, m);
    let first = list.len().saturating_sub(3);
    let mut jump = None;
    if list.is_empty() {
        return None;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(t.tr("unlur.last_moves"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
        for (i, line) in list.iter().enumerate().skip(first) {
            let link = egui::Button::new(
                RichText::new(line)
                    .color(MUTED)
                    .size(crate::app::look::SMALL),
            )
            .frame_when_inactive(false);
            if ui.add(link).clicked() {
                jump = Some(i + 1);
            }
        }
    });
    jump
}
