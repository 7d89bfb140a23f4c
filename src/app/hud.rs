//! The heads-up display (egui): phase, turn, colours, buttons, move list, result,
//! new-game dialog. It scales with the window so it reads from across a room.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontData, FontFamily, FontId, Margin, RichText, Stroke,
};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::ai_player::{AiState, HintRequest};
use super::camera::UiInsets;
use super::game::{GameSet, Match, MovePlayed, MoveRefused, MoveRequest, NewGame, UndoRequest};
use super::settings::AppSettings;
use super::text;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Move, Phase, Player};

/// Why a dice game refused the last request, shown for a few seconds.
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<(String, f32)>);

impl Notice {
    /// Seconds a refusal stays on screen.
    pub const SECONDS: f32 = 4.0;

    /// Shows `refusal` if there is a new one, and counts the time shown down by `dt`.
    pub fn update(&mut self, refusal: Option<&str>, dt: f32) {
        if let Some(text) = refusal {
            self.0 = Some((text.to_string(), Notice::SECONDS));
        }
        if let Some((_, left)) = self.0.as_mut() {
            *left -= dt;
            if *left <= 0.0 {
                self.0 = None;
            }
        }
    }
}

/// What the HUD remembers between frames.
#[derive(Resource, Debug)]
pub struct HudState {
    /// The main menu is on screen (over everything but the new-game dialog).
    pub menu_open: bool,
    /// The new-game dialog is open.
    pub new_game_open: bool,
    /// Frames the dialog has been drawn since it opened.
    pub dialog_frames: u32,
    /// The dialog's choices.
    pub draft: NewGame,
    /// A big message at the top for a few seconds (the end of the contract).
    pub toast: Option<(String, f32)>,
    /// Why the last move was refused, for a few seconds.
    pub refusal: Option<(String, f32)>,
}

impl HudState {
    /// The HUD at start, with the main menu open or not.
    pub fn new(menu_open: bool, draft: NewGame) -> HudState {
        HudState {
            menu_open,
            new_game_open: false,
            dialog_frames: 0,
            draft,
            toast: None,
            refusal: None,
        }
    }
}

impl Default for HudState {
    fn default() -> Self {
        HudState::new(false, NewGame::default())
    }
}

const TOAST_SECONDS: f32 = 6.0;
const REFUSAL_SECONDS: f32 = 4.0;
/// The window height at which the HUD is drawn at zoom 1.
const REFERENCE_HEIGHT: f32 = 860.0;
/// The window width at which the HUD is drawn at zoom 1 (narrower windows shrink it).
const REFERENCE_WIDTH: f32 = 1100.0;

const CARD_FILL: Color32 = Color32::from_rgba_premultiplied(22, 24, 30, 232);
pub(super) const ACCENT: Color32 = Color32::from_rgb(236, 178, 84);
const TEXT: Color32 = Color32::from_rgb(232, 228, 220);
pub(super) const MUTED: Color32 = Color32::from_rgb(160, 160, 165);
pub(super) const WARN: Color32 = Color32::from_rgb(240, 120, 100);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudState>()
        .add_systems(Update, |mut state: ResMut<HudState>| {
            if !state.new_game_open && state.dialog_frames != 0 {
                state.dialog_frames = 0;
            }
        })
        .add_systems(
            Update,
            note_events
                .after(GameSet::Rules)
                .run_if(super::unlur_active),
        )
        .init_resource::<UiFonts>()
        .add_systems(EguiPrimaryContextPass, install_fonts)
        .add_systems(
            EguiPrimaryContextPass,
            draw_hud
                .run_if(hud_shown)
                .run_if(super::unlur_active)
                .run_if(fonts_ready)
                .after(install_fonts),
        )
        .add_systems(
            EguiPrimaryContextPass,
            super::dialog::draw_new_game_dialog
                .run_if(|state: Res<HudState>| state.new_game_open)
                .run_if(super::demo::demo_off)
                .run_if(fonts_ready)
                .after(draw_hud)
                .after(install_fonts),
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

/// Whether the app's fonts are installed in egui (0: not yet, 1: asked, 2: in use).
#[derive(Resource, Default, Debug)]
pub struct UiFonts(u8);

/// New fonts take effect from the next egui pass: nothing that uses them is drawn
/// before then.
/// Also scales the whole UI with the window, so it reads from across a room.
pub(super) fn install_fonts(
    mut contexts: EguiContexts,
    mut fonts: ResMut<UiFonts>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    match fonts.0 {
        0 => {
            setup_fonts(ctx);
            fonts.0 = 1;
        }
        1 => fonts.0 = 2,
        _ => {}
    }
    let (width, height) = window
        .as_ref()
        .map(|w| (w.width(), w.height()))
        .unwrap_or((REFERENCE_WIDTH, REFERENCE_HEIGHT));
    let zoom = (height / REFERENCE_HEIGHT)
        .min(width / REFERENCE_WIDTH)
        .clamp(0.6, 3.0);
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// The window shows the board alone, with no HUD (pictures for the menu).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct BareView;

/// Run condition: a game's HUD and keys are in use (no menu, no demo, not bare).
pub fn hud_shown(
    hud: Option<Res<HudState>>,
    bare: Option<Res<BareView>>,
    demo: Option<Res<super::demo::Demo>>,
    replay: Option<Res<super::records::Replay>>,
) -> bool {
    hud.is_none_or(|h| !h.menu_open)
        && bare.is_none()
        && demo.is_none_or(|d| !d.active)
        && replay.is_none_or(|r| !r.active())
}

/// Run condition: the app's fonts are in use.
pub fn fonts_ready(fonts: Option<Res<UiFonts>>) -> bool {
    fonts.is_some_and(|f| f.0 == 2)
}

fn setup_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "inter".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../assets/fonts/Inter-Regular.otf"
        ))),
    );
    fonts.font_data.insert(
        "inter-semibold".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../assets/fonts/Inter-SemiBold.otf"
        ))),
    );
    if let Some(list) = fonts.families.get_mut(&FontFamily::Proportional) {
        list.insert(0, "inter".into());
    }
    fonts.families.insert(
        FontFamily::Name("bold".into()),
        vec!["inter-semibold".into(), "inter".into()],
    );
    ctx.set_fonts(fonts);
    let mut style = (*ctx.global_style()).clone();
    style.visuals = egui::Visuals::dark();
    style.visuals.override_text_color = Some(TEXT);
    style.spacing.item_spacing = egui::vec2(8.0, 7.0);
    style.spacing.button_padding = egui::vec2(12.0, 6.0);
    for (ts, size) in [
        (egui::TextStyle::Body, 16.0),
        (egui::TextStyle::Button, 16.0),
        (egui::TextStyle::Small, 13.0),
        (egui::TextStyle::Heading, 24.0),
        (egui::TextStyle::Monospace, 15.0),
    ] {
        style.text_styles.insert(ts, FontId::proportional(size));
    }
    ctx.set_global_style(style);
}

pub(super) fn bold(size: f32) -> FontId {
    FontId::new(size, FontFamily::Name("bold".into()))
}

/// The frame of a player's row, lit while that player is to move.
pub(super) fn player_frame(to_move: bool) -> egui::Frame {
    egui::Frame::new()
        .fill(if to_move {
            Color32::from_rgba_premultiplied(70, 52, 20, 200)
        } else {
            Color32::TRANSPARENT
        })
        .corner_radius(CornerRadius::same(8))
        .inner_margin(Margin::symmetric(8, 6))
}

pub(super) fn card() -> egui::Frame {
    egui::Frame::new()
        .fill(CARD_FILL)
        .corner_radius(CornerRadius::same(12))
        .inner_margin(Margin::same(16))
        .stroke(Stroke::new(1.0, Color32::from_white_alpha(28)))
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
    if *insets != scaled {
        *insets = scaled;
    }
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
