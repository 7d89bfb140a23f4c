//! Online play's window: host (the game, its options, the seat, a name) or join (the
//! invitation pasted), the invitation to send (large, with Copy), the connection's
//! state. The card during the game is `card.rs`.

pub mod card;

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::screens::online::card::conn_words;
use crate::app::session::online::{OnlineScreen, Tab};

use crate::app::screens::online::card::ending_words;

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, WARN, bold, modal};
use crate::app::screens::online::card::turned_away_words;
use crate::app::session::online::{Online, OnlineRequest};
use crate::app::session::registry;
use crate::app::session::registry::games;
use crate::i18n::Tr;
use crate::rules::Player;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_window, crate::app::screens::online::card::draw_card)
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

fn draw_window(
    mut contexts: EguiContexts,
    mut screen: ResMut<OnlineScreen>,
    online: Res<Online>,
    settings: Res<AppSettings>,
    mut asked: MessageWriter<OnlineRequest>,
    kept: Res<crate::app::session::online::kept::Waiting>,
    mut frames: Local<u32>,
) -> Result {
    if !screen.open || online.on_board() {
        *frames = 0;
        return Ok(());
    }
    // The click that opened the window may end in its first frames: it is no click
    // outside it (at a few frames a second, it would close the window at once).
    *frames = frames.saturating_add(1);
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let mut close = false;
    let shown = modal("online").show(&ctx, |ui| {
        ui.set_width(640.0);
        ui.label(
            RichText::new(t.tr("online.title"))
                .font(bold(26.0))
                .color(ACCENT),
        );
        ui.add_space(6.0);
        match &online.0 {
            Some(o) => {
                waiting(ui, t, o);
                ui.add_space(8.0);
                if ui.button(t.tr("dialog.cancel")).clicked() {
                    asked.write(OnlineRequest::Leave);
                }
            }
            None => {
                if let Some((peer, text)) = &kept.0 {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(t.trf("online.kept", &[("name", peer)])).size(18.0));
                        if ui
                            .button(RichText::new(t.tr("online.resume")).font(bold(18.0)))
                            .clicked()
                        {
                            asked.write(OnlineRequest::Resume(text.clone()));
                        }
                    });
                    ui.separator();
                    // The command line asked for another game: it starts only when
                    // chosen here, never over the kept one unseen.
                    if let Some(request) = screen.asked.clone() {
                        ui.label(RichText::new(asked_words(t, &request)).size(18.0));
                        ui.horizontal(|ui| {
                            if ui
                                .button(RichText::new(t.tr("online.start_asked")).font(bold(18.0)))
                                .clicked()
                            {
                                asked.write(request);
                                screen.asked = None;
                            }
                            close = ui.button(t.tr("dialog.cancel")).clicked();
                        });
                        return;
                    }
                }
                close = choices(ui, t, &mut screen, &mut asked);
            }
        }
    });
    if (shown.should_close() && *frames > 3) || close {
        if online.0.is_some() {
            asked.write(OnlineRequest::Leave);
        }
        screen.open = false;
    }
    Ok(())
}

/// The game the command line asked for, in words: the host's game, or the invitation
/// to join.
fn asked_words(t: Tr, request: &OnlineRequest) -> String {
    match request {
        OnlineRequest::Host { game, .. } => t.trf(
            "online.asked_host",
            &[("game", &registry::game_name(t, *game))],
        ),
        _ => t.tr("online.asked_join").to_string(),
    }
}

/// The host's or guest's choices; true when Cancel was pressed.
fn choices(
    ui: &mut egui::Ui,
    t: Tr,
    screen: &mut OnlineScreen,
    asked: &mut MessageWriter<OnlineRequest>,
) -> bool {
    ui.horizontal(|ui| {
        ui.selectable_value(
            &mut screen.tab,
            Tab::Host,
            RichText::new(t.tr("online.host")).font(bold(18.0)),
        );
        ui.selectable_value(
            &mut screen.tab,
            Tab::Join,
            RichText::new(t.tr("online.join")).font(bold(18.0)),
        );
    });
    ui.separator();
    let mut go = false;
    match screen.tab {
        Tab::Host => {
            ui.label(RichText::new(t.tr("dialog.game")).font(bold(18.0)));
            ui.horizontal(|ui| {
                for game in games().iter().filter(|g| g.online.is_some()) {
                    ui.radio_value(&mut screen.draft.game, game.id, game.name(t));
                }
            });
            let entry = registry::entry(screen.draft.game);
            if let Some(online) = entry.online {
                (online.choices)(ui, t, &mut screen.draft);
            }
            ui.horizontal(|ui| {
                ui.label(t.tr("online.your_seat"));
                for seat in [Player::One, Player::Two] {
                    ui.radio_value(
                        &mut screen.seat,
                        seat,
                        (entry.dialog.seat_label)(t, seat.index()),
                    );
                }
            });
        }
        Tab::Join => {
            ui.label(RichText::new(t.tr("online.paste")).font(bold(18.0)));
            let pasted = ui.add(
                egui::TextEdit::multiline(&mut screen.invitation)
                    .desired_width(600.0)
                    .desired_rows(3)
                    .font(egui::TextStyle::Monospace),
            );
            if pasted.changed() {
                screen.problem = None;
            }
            if let Some(why) = &screen.problem {
                ui.label(RichText::new(t.said(why)).color(WARN));
            }
        }
    }
    // The name follows the seat until the player types one (a guest most often plays
    // the second seat).
    let defaults = [0, 1].map(|i| registry::player_n(t, i));
    let own = match screen.tab {
        Tab::Host => screen.seat.index(),
        Tab::Join => 1,
    };
    if defaults.contains(&screen.name) {
        screen.name = defaults[own].clone();
    }
    ui.horizontal(|ui| {
        ui.label(t.tr("online.name"));
        ui.add(
            egui::TextEdit::singleline(&mut screen.name)
                .hint_text(&defaults[own])
                .desired_width(220.0)
                .char_limit(24),
        );
    });
    ui.checkbox(&mut screen.local, t.tr("online.local"))
        .on_hover_text(t.tr("online.local_hover"));
    ui.add_space(4.0);
    ui.label(
        RichText::new(t.tr("online.help"))
            .color(MUTED)
            .size(crate::app::look::SMALL),
    );
    ui.add_space(8.0);
    let mut cancel = false;
    ui.horizontal(|ui| {
        let go_key = match screen.tab {
            Tab::Host => "online.create",
            Tab::Join => "online.join_button",
        };
        let ready = screen.tab == Tab::Host || !screen.invitation.trim().is_empty();
        go = ui
            .add_enabled(
                ready,
                egui::Button::new(RichText::new(t.tr(go_key)).font(bold(18.0))),
            )
            .clicked();
        cancel = ui.button(t.tr("dialog.cancel")).clicked();
    });
    if go {
        let name = match screen.name.trim() {
            "" => defaults[own].clone(),
            typed => typed.to_string(),
        };
        asked.write(match screen.tab {
            Tab::Host => OnlineRequest::Host {
                game: screen.draft.game,
                options: registry::entry(screen.draft.game)
                    .online
                    .map_or_else(String::new, |o| (o.options)(&screen.draft)),
                seat: screen.seat,
                name,
                local: screen.local,
            },
            Tab::Join => OnlineRequest::Join {
                text: screen.invitation.clone(),
                name,
                local: screen.local,
            },
        });
    }
    cancel
}

/// The invitation to send (the host's), the state of the connection, what went wrong.
fn waiting(ui: &mut egui::Ui, t: Tr, o: &crate::app::session::online::OnlineGame) {
    if let Some(text) = &o.invitation {
        ui.label(RichText::new(t.tr("online.send")).font(bold(18.0)));
        egui::Frame::new()
            .fill(Color32::from_rgb(24, 26, 32))
            .inner_margin(egui::Margin::same(10))
            .show(ui, |ui| {
                ui.add(
                    egui::Label::new(
                        RichText::new(text)
                            .monospace()
                            .size(22.0)
                            .color(Color32::WHITE),
                    )
                    .wrap(),
                );
            });
        // Copy says it copied (the click showed nothing), for this invitation.
        let copied_id = egui::Id::new(("invitation-copied", text));
        ui.horizontal(|ui| {
            if ui
                .button(RichText::new(t.tr("online.copy")).font(bold(18.0)))
                .clicked()
            {
                ui.ctx().copy_text(text.clone());
                ui.ctx().data_mut(|d| d.insert_temp(copied_id, true));
            }
            if ui
                .ctx()
                .data(|d| d.get_temp::<bool>(copied_id))
                .unwrap_or(false)
            {
                ui.label(RichText::new(t.tr("online.copied")).color(ACCENT));
            }
        });
        ui.add_space(6.0);
    }
    // A game that cannot begin (the apps' versions differ) says why, not the connection.
    match ending_words(t, &o.peer.session) {
        Some(words) => ui.label(RichText::new(words).size(19.0).color(ACCENT)),
        None => ui.label(RichText::new(conn_words(t, &o.conn)).size(19.0)),
    };
    if let Some(words) = turned_away_words(t, o) {
        ui.label(RichText::new(words).color(ACCENT));
    }
    for note in o.notes.iter().rev().take(3) {
        ui.label(RichText::new(note.words(t)).color(MUTED));
    }
}
