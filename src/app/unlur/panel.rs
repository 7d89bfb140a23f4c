//! The blocks of Unlur's HUD panel: the status, the players, the buttons, the hint, the
//! refusal and the move list.

use bevy_egui::egui::{self, Align2, Color32, FontId, RichText, Stroke};

use super::ai_player::AiState;
use super::game::UnlurMatch;
use super::words;
use crate::app::look::{ACCENT, Icon, MUTED, bold, icon_button, player_frame, undo_button};
use crate::app::session::hud_state::HudState;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Phase, Player};

/// A coloured disc for a stone colour, or a question mark while undecided.
pub(super) fn colour_chip(ui: &mut egui::Ui, colour: Option<Colour>) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
    let p = ui.painter();
    let stone = |fill: Color32, rim: u8| {
        p.circle(
            rect.center(),
            10.0,
            fill,
            Stroke::new(1.5, Color32::from_gray(rim)),
        );
    };
    match colour {
        Some(Colour::Black) => stone(Color32::from_rgb(12, 12, 14), 150),
        Some(Colour::White) => stone(Color32::from_rgb(238, 235, 226), 90),
        None => {
            p.circle_stroke(rect.center(), 10.0, Stroke::new(1.5, MUTED));
            p.text(
                rect.center(),
                Align2::CENTER_CENTER,
                "?",
                FontId::proportional(crate::app::look::SMALL),
                MUTED,
            );
        }
    }
}

/// What the HUD's buttons asked for this frame.
#[derive(Default)]
pub(super) struct Actions {
    pub(super) pass: bool,
    pub(super) hint: bool,
    pub(super) undo: bool,
    pub(super) new_game: bool,
    pub(super) mute: bool,
    pub(super) fullscreen: bool,
    pub(super) settings: bool,
}

/// The game's title, board, phase and whose turn it is (or how it ended outside its
/// rules: `concluded`).
pub(super) fn status_block(ui: &mut egui::Ui, t: Tr, m: &UnlurMatch, concluded: Option<&str>) {
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
    ui.label(RichText::new(words::phase_title(t, m)).font(bold(22.0)));
    let turn = concluded.map_or_else(|| words::turn_line(t, m), str::to_string);
    ui.label(RichText::new(turn).size(17.0));
    ui.add_space(4.0);
    if g.phase() == Phase::Contract {
        ui.label(
            RichText::new(t.tr("unlur.help.contract"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
    } else {
        if let Some(line) = words::contract_result(t, m) {
            ui.label(RichText::new(line).size(crate::app::look::SMALL));
        }
        ui.label(
            RichText::new(t.tr("unlur.help.goals"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
    }
}

/// The players' cards, with the words for their seats; `ended`: the game ended outside
/// its rules (no one is to move).
pub(super) fn players_block(
    ui: &mut egui::Ui,
    t: Tr,
    m: &UnlurMatch,
    (seats, thinking): (&[String; 2], Option<Player>),
    ended: bool,
) {
    let g = &m.game;
    for p in [Player::One, Player::Two] {
        let to_move = g.to_move() == p && g.phase() != Phase::Over && !ended;
        let winner = g.outcome().map(|o| o.winner) == Some(p);
        player_frame(to_move).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                colour_chip(ui, g.colour_of(p));
                ui.vertical(|ui| {
                    let mut name = m.name(p).to_string();
                    if winner {
                        name = crate::app::look::with_state(&name, t.tr("common.winner"));
                    } else if to_move {
                        name = crate::app::look::with_state(&name, t.tr("common.to_move"));
                    }
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(name).font(bold(18.0)));
                        if thinking == Some(p) {
                            ui.add(egui::Spinner::new().size(16.0));
                            ui.label(
                                RichText::new(t.tr("common.thinking"))
                                    .color(ACCENT)
                                    .size(crate::app::look::SMALL),
                            );
                        }
                    });
                    ui.label(
                        RichText::new(format!(
                            "{} - {}",
                            words::player_role(t, m, p),
                            seats[p.index()]
                        ))
                        .color(MUTED)
                        .size(crate::app::look::SMALL),
                    );
                });
            });
        });
    }
}

pub(super) fn buttons_block(
    ui: &mut egui::Ui,
    t: Tr,
    m: &UnlurMatch,
    (muted, takebacks): (bool, bool),
    ai: &AiState,
    actions: &mut Actions,
) {
    let g = &m.game;
    let human = m.human_to_move() && g.phase() != Phase::Over;
    // The buttons a person uses on their turn stay in place, greyed, while the other
    // side moves (they came and went, and every button after them shifted).
    let people =
        m.seats.contains(&crate::app::session::game::Seat::Human) && g.phase() != Phase::Over;
    ui.horizontal_wrapped(|ui| {
        if g.phase() == Phase::Contract && people {
            let pass = egui::Button::new(RichText::new(t.tr("unlur.pass_button")).font(bold(17.0)));
            let pass = if human {
                pass.fill(Color32::from_rgb(120, 78, 20))
            } else {
                pass
            };
            actions.pass |= ui
                .add_enabled(human, pass)
                .on_hover_text(t.tr("unlur.pass_hover"))
                .clicked();
        }
        actions.undo |= undo_button(ui, t, "common.undo", !g.history().is_empty(), takebacks);
        // A lesson's script or a puzzle gives its own hints: the AI's would give the
        // answer away.
        let scripted = m.seats.iter().any(|s| s.scripted());
        if people && !scripted {
            let label = if ai.hint_pending() {
                t.tr("unlur.hint_thinking")
            } else {
                t.tr("unlur.hint")
            };
            actions.hint |= ui
                .add_enabled(human && !ai.hint_pending(), icon_button(Icon::Hint, label))
                .on_hover_text(t.tr("unlur.hint_hover"))
                .clicked();
        }
        let new_game = icon_button(Icon::NewGame, t.tr("common.new_game_key"));
        actions.new_game |= ui.add(new_game).clicked();
        actions.mute |= ui
            .add(if muted {
                icon_button(Icon::SoundOff, t.tr("common.sound_off"))
            } else {
                icon_button(Icon::SoundOn, t.tr("common.sound_on"))
            })
            .clicked();
        let fullscreen = icon_button(Icon::Fullscreen, t.tr("common.fullscreen"));
        actions.fullscreen |= ui.add(fullscreen).clicked();
        let settings = icon_button(Icon::Settings, t.tr("common.settings"));
        actions.settings |= ui.add(settings).clicked();
    });
    if people {
        ui.label(
            RichText::new(t.tr("keys.cells"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
    }
}

pub(super) fn hint_line(ui: &mut egui::Ui, t: Tr, m: &UnlurMatch, ai: &AiState) {
    if let Some(mv) = ai.current_hint(m) {
        let what = crate::rules::unlur::move_text(m.game.board(), mv);
        let line = t.trf("unlur.hint_line", &[("move", &what)]);
        // Why, when the rules or the solver can tell.
        let why = super::words::hint_why(t, m, ai.current_why(m), ai.current_forced(m));
        let line = match why {
            Some(why) => format!("{line} {why}"),
            None => line,
        };
        ui.label(
            RichText::new(line)
                .color(Color32::from_rgb(120, 220, 150))
                .size(17.0),
        );
    }
}

pub(super) fn refusal_line(ui: &mut egui::Ui, t: Tr, state: &HudState) {
    ui.add_space(4.0);
    let line = state
        .refusal
        .as_ref()
        .map(|(reason, _)| t.trf("common.not_allowed", &[("reason", reason)]));
    crate::app::look::refusal_line(ui, line.as_deref());
}

pub(super) fn moves_block(
    ui: &mut egui::Ui,
    t: Tr,
    m: &UnlurMatch,
    max_height: f32,
) -> Option<usize> {
    ui.label(RichText::new(t.tr("unlur.moves")).font(bold(20.0)));
    let list = words::move_list(t, m);
    if list.is_empty() {
        ui.label(RichText::new(t.tr("unlur.no_move")).color(MUTED));
    }
    crate::app::look::move_list(ui, &list, None, (max_height.max(120.0), 32.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::game::{NewGame, Seat};

    /// Where the text `what` is drawn by the buttons of `m`.
    fn drawn_at(ctx: &egui::Context, m: &UnlurMatch, what: &str) -> Option<egui::Pos2> {
        let shapes = crate::app::screens::screenshot::layout_check::one_frame(
            ctx,
            egui::vec2(360.0, 400.0),
            |ui| {
                let mut actions = Actions::default();
                buttons_block(
                    ui,
                    Tr::EN,
                    m,
                    (false, true),
                    &AiState::default(),
                    &mut actions,
                );
            },
        );
        shapes.iter().find_map(|c| match &c.shape {
            // A button's words come after its picture.
            egui::Shape::Text(t) if t.galley.text().ends_with(what) => Some(t.pos),
            _ => None,
        })
    }

    /// The buttons stand still while the AI moves: a person's own (pass, hint) stay,
    /// greyed (they came and went, and "New game" jumped from row to row).
    #[test]
    fn the_buttons_stand_still_whoever_is_to_move() {
        let ctx = egui::Context::default();
        crate::app::look::setup_fonts(&ctx);
        let mut m = UnlurMatch::new(&NewGame {
            side: 4,
            seats: [Seat::Human, Seat::Ai(crate::ai::Level::Beginner)],
            ..NewGame::default()
        });
        drawn_at(&ctx, &m, "");
        let person = drawn_at(&ctx, &m, Tr::EN.tr("common.new_game_key"));
        let centre = m
            .game
            .legal_moves()
            .into_iter()
            .find(|mv| matches!(mv, crate::rules::unlur::Move::Place(_)))
            .unwrap();
        m.game.play(centre).unwrap();
        assert!(!m.human_to_move());
        let ai = drawn_at(&ctx, &m, Tr::EN.tr("common.new_game_key"));
        assert!(person.is_some());
        assert_eq!(person, ai);
    }
}
