//! The Uckers HUD: whose turn and what to do, the dice once they have landed, each
//! colour's pieces by where they are, the plays to choose from, the declarations
//! (attacks on blobs) as buttons, the last actions, the result and the back of the
//! board; the keys (Space or Enter rolls).

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, Align2, Color32, RichText};

use super::UckersRefusal;
use super::keys::{KeyChoice, cursor_list, shown_plays};
use super::pick::{UckersPick, describe};
use super::{
    Stage, StingBoard, UckersDeclareRequest, UckersMatch, UckersPlayRequest, UckersRefused,
    UckersRollRequest, UckersRules, UckersUndoRequest,
};
use crate::ai::uckers::declaration_chance;
use crate::app::camera::UiInsets;
use crate::app::hud::{ACCENT, HudState, MUTED, Notice, bold, card, player_frame};
use crate::app::input::KeyCursor;
use crate::app::settings::AppSettings;
use crate::app::text::{uckers_colour, uckers_colour_title};
use crate::i18n::Tr;
use crate::rules::uckers::{Colour, Declaration, HOME, PieceId, Position, TUBE_END};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>()
        .add_systems(
            Update,
            note_refusals
                .after(UckersRules)
                .run_if(crate::app::uckers_active),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_hud
                .run_if(crate::app::uckers_active)
                .run_if(crate::app::hud::hud_shown)
                .run_if(crate::app::hud::fonts_ready)
                .after(crate::app::hud::install_fonts),
        );
}

fn note_refusals(
    time: Res<Time>,
    settings: Res<AppSettings>,
    mut refused: MessageReader<UckersRefused>,
    mut notice: ResMut<Notice>,
) {
    let t = settings.tr();
    let words = refused.read().last().map(|r| match r.0 {
        UckersRefusal::NoPlayFrom(square) => {
            t.trf("uckers.error.no_play_from", &[("square", &square)])
        }
        UckersRefusal::NotLegal => t.tr("uckers.error.not_legal").to_string(),
        UckersRefusal::NoDeclaration => t.tr("uckers.error.no_declaration").to_string(),
    });
    notice.update(words.as_deref(), time.delta_secs());
}

fn dice_text(d: crate::rules::uckers::Dice) -> String {
    format!("{}-{}", d.0, d.1)
}

/// A declaration in words, with its chance.
pub fn declaration_words(t: Tr, p: &Position, d: Declaration) -> String {
    let chance = (declaration_chance(p, d) * 100.0).round();
    match d {
        Declaration::Attack { piece } => {
            let need = p.sixes_needed(d).unwrap_or(0);
            let from = match p.step(piece) {
                None => t.tr("uckers.base").to_string(),
                Some(_) => p.square(piece).to_string(),
            };
            t.trf(
                "uckers.declare.attack",
                &[("from", &from), ("need", &need), ("chance", &chance)],
            )
        }
        Declaration::Suckback { piece, target } => t.trf(
            "uckers.declare.suckback",
            &[
                ("from", &p.square(piece)),
                ("target", &p.square(target)),
                ("chance", &chance),
            ],
        ),
        Declaration::Blowback { piece } => t.trf(
            "uckers.declare.blowback",
            &[("from", &p.square(piece)), ("chance", &chance)],
        ),
    }
}

/// A player's name with their colour, unless the name is the colour already
/// ("Ada (yellow)", but "Yellow" for a player called Yellow).
fn name_and_colour(t: Tr, m: &UckersMatch, c: Colour) -> String {
    let name = m.name(c);
    let colour = uckers_colour(t, c);
    if name.eq_ignore_ascii_case(colour) || name.eq_ignore_ascii_case(c.name()) {
        name.to_string()
    } else {
        format!("{name} ({colour})")
    }
}

/// What the colour to move should do now, in words.
pub fn status_line(t: Tr, m: &UckersMatch) -> String {
    let g = &m.game;
    let c = g.to_move();
    let who = name_and_colour(t, m, c);
    let human = m.human_to_move();
    let partner = match g.position().moving_colour() {
        Some(mc) if mc != c => t.trf(
            "uckers.status.moving_partner",
            &[("colour", &uckers_colour(t, mc))],
        ),
        _ => String::new(),
    };
    let w = |key: &str| t.trf(key, &[("who", &who)]);
    let wd = |key: &str, d: crate::rules::uckers::Dice| {
        t.trf(key, &[("who", &who), ("dice", &dice_text(d))])
    };
    match &m.stage {
        Stage::Over => match g.winner() {
            Some(p) => {
                let [a, b] = p.colours();
                t.trf(
                    "uckers.status.won",
                    &[
                        ("a", &uckers_colour_title(t, a)),
                        ("b", &uckers_colour(t, b)),
                    ],
                )
            }
            None => String::new(),
        },
        Stage::Roll if g.position().moving_colour().is_none() => w("uckers.status.all_home"),
        Stage::Roll if human => t.trf(
            "uckers.status.roll",
            &[("who", &who), ("partner", &partner)],
        ),
        Stage::Roll => w("uckers.status.about_to_roll"),
        Stage::Tumbling { .. } => w("uckers.status.rolling"),
        Stage::Choose { dice, .. } if human => wd("uckers.status.choose", *dice),
        Stage::Choose { dice, .. } => wd("uckers.status.thinking", *dice),
        Stage::Passing { dice, play } => match play {
            crate::rules::uckers::Play::SnakeEyes => wd("uckers.status.snake_eyes", *dice),
            _ => wd("uckers.status.nothing", *dice),
        },
        Stage::Throwing {
            declaration,
            throws,
        } => {
            let shown: Vec<String> = throws[..throws.len().saturating_sub(1)]
                .iter()
                .map(|&d| dice_text(d))
                .collect();
            t.trf(
                "uckers.status.declares",
                &[
                    ("who", &who),
                    ("what", &declaration_words(t, g.position(), *declaration)),
                    (
                        "throws",
                        &if shown.is_empty() {
                            "-".to_string()
                        } else {
                            shown.join(", ")
                        },
                    ),
                ],
            )
        }
        Stage::Moving => w("uckers.status.moving"),
    }
}

fn colour_block(ui: &mut egui::Ui, t: Tr, m: &UckersMatch, c: Colour, colours: &[Color; 4]) {
    let p = m.game.position();
    let steps: Vec<Option<u8>> = (0..4)
        .map(|index| p.step(PieceId { colour: c, index }))
        .collect();
    let count = |f: &dyn Fn(Option<u8>) -> bool| steps.iter().filter(|&&s| f(s)).count();
    let to_move = m.game.to_move() == c && m.game.winner().is_none();
    player_frame(to_move).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(20.0, 20.0), egui::Sense::hover());
            let [r, g, b, _] = colours[c.index()].to_srgba().to_u8_array();
            ui.painter().circle(
                rect.center(),
                9.0,
                Color32::from_rgb(r, g, b),
                egui::Stroke::new(1.5, ACCENT),
            );
            let title = uckers_colour_title(t, c);
            let mut name = if m.name(c).eq_ignore_ascii_case(&title)
                || m.name(c).eq_ignore_ascii_case(c.name())
            {
                title
            } else {
                format!("{title} - {}", m.name(c))
            };
            if to_move {
                name = format!("{name}  - {}", t.tr("common.to_play"));
            }
            ui.label(RichText::new(name).font(bold(16.0)));
        });
        let mut line = t.trf(
            "uckers.counts",
            &[
                ("base", &count(&|s| s.is_none())),
                ("track", &count(&|s| s.is_some_and(|s| s <= TUBE_END))),
                (
                    "tube",
                    &count(&|s| s.is_some_and(|s| s > TUBE_END && s < HOME)),
                ),
                ("home", &count(&|s| s == Some(HOME))),
            ],
        );
        if p.took_over(c) {
            line = format!(
                "{line}  - {}",
                t.trf(
                    "uckers.takes_over",
                    &[("colour", &uckers_colour(t, c.partner()))]
                )
            );
        }
        ui.label(RichText::new(line).size(14.0).color(MUTED));
    });
}

fn draw_hud(
    mut contexts: EguiContexts,
    mut current: ResMut<UckersMatch>,
    notice: Res<Notice>,
    mut pick: ResMut<UckersPick>,
    stings: Res<StingBoard>,
    mut hud: ResMut<HudState>,
    mut settings: ResMut<AppSettings>,
    mut insets: ResMut<UiInsets>,
    cursor: Res<KeyCursor>,
    mut requests: (
        MessageWriter<UckersRollRequest>,
        MessageWriter<UckersUndoRequest>,
        MessageWriter<UckersPlayRequest>,
        MessageWriter<UckersDeclareRequest>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let zoom = ctx.zoom_factor();
    let screen = ctx.content_rect();
    let width = (screen.width() * 0.27).clamp(290.0, 390.0);
    let human = current.human_to_move();
    let t = settings.tr();
    let panel = egui::Area::new("uckers-hud".into())
        .anchor(Align2::LEFT_TOP, [12.0, 12.0])
        .show(&ctx, |ui| {
            card().show(ui, |ui| {
                ui.set_width(width);
                ui.label(
                    RichText::new(t.tr("uckers.title"))
                        .font(bold(30.0))
                        .color(ACCENT),
                );
                let m = &*current;
                let options = m.game.options().text();
                ui.label(
                    RichText::new(t.trf(
                        "uckers.subtitle",
                        &[("players", &m.players), ("options", &options)],
                    ))
                    .color(MUTED)
                    .size(13.0),
                );
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    ui.label(RichText::new(t.tr("uckers.dice")).size(17.0).color(MUTED));
                    let shown = match (&m.stage, m.shown_dice) {
                        (Stage::Tumbling { .. }, _) => "? ?".to_string(),
                        (_, Some(d)) => format!("{}  {}", d.0, d.1),
                        (_, None) => "-".to_string(),
                    };
                    ui.label(RichText::new(shown).font(bold(32.0)).color(ACCENT));
                });
                ui.label(RichText::new(status_line(t, m)).size(16.0));
                if let Some((text, _)) = &notice.0 {
                    ui.label(
                        RichText::new(text)
                            .color(Color32::from_rgb(240, 120, 100))
                            .size(15.0),
                    );
                }
                if m.game.history().is_empty() && !m.roll_off.is_empty() {
                    let rounds: Vec<String> = m
                        .roll_off
                        .iter()
                        .map(|r| {
                            r.iter()
                                .map(|(c, d)| {
                                    format!("{} {}", c.letter().to_ascii_uppercase(), d.sum())
                                })
                                .collect::<Vec<_>>()
                                .join(" ")
                        })
                        .collect();
                    ui.label(
                        RichText::new(
                            t.trf("uckers.who_starts", &[("rounds", &rounds.join(" / "))]),
                        )
                        .color(MUTED)
                        .size(13.0),
                    );
                }
            });
            let m = &mut *current;
            // The choices: plays to click, or declarations before the roll.
            card().show(ui, |ui| {
                ui.set_width(width);
                let keyed = cursor_list(m, &pick);
                let at = cursor
                    .shown
                    .then(|| keyed.get(cursor.at(keyed.len())).copied())
                    .flatten();
                if let Stage::Choose { plays, .. } = &m.stage
                    && human
                {
                    ui.label(RichText::new(t.tr("uckers.plays")).font(bold(16.0)));
                    let shown = shown_plays(plays, &pick.0);
                    // Ten at a time, the keyboard's choice among them.
                    let first = match at {
                        Some(KeyChoice::Play(p)) => {
                            let i = shown.iter().position(|&q| q == p).unwrap_or(0);
                            i.saturating_sub(9)
                        }
                        _ => 0,
                    };
                    for play in shown.iter().skip(first).take(10) {
                        let button = egui::Button::new(describe(t, m.game.position(), *play))
                            .selected(at == Some(KeyChoice::Play(*play)));
                        if ui.add(button).clicked() {
                            requests.2.write(UckersPlayRequest(*play));
                            pick.0.clear();
                        }
                    }
                    if shown.len() > 10 {
                        ui.label(
                            RichText::new(
                                t.trf("uckers.more_plays", &[("n", &(shown.len() - 10))]),
                            )
                            .color(MUTED),
                        );
                    }
                    ui.label(RichText::new(t.tr("keys.choose")).color(MUTED).size(13.0));
                }
                if m.stage == Stage::Roll && human {
                    ui.horizontal_wrapped(|ui| {
                        let roll = egui::Button::new(
                            RichText::new(t.tr("common.roll_space")).font(bold(17.0)),
                        )
                        .selected(at == Some(KeyChoice::Roll));
                        if ui.add(roll).clicked() {
                            requests.0.write(UckersRollRequest);
                        }
                        let p = m.game.position();
                        if m.game.options().wafu_snake_eyes && p.rolls_made(p.to_move()) == 0 {
                            ui.checkbox(&mut m.snake_call, t.tr("uckers.call_snake_eyes"));
                        }
                    });
                    for d in m.game.position().declarations() {
                        let button = egui::Button::new(declaration_words(t, m.game.position(), d))
                            .selected(at == Some(KeyChoice::Declare(d)));
                        if ui.add(button).clicked() {
                            requests.3.write(UckersDeclareRequest(d));
                        }
                    }
                }
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t.tr("common.undo")).clicked() {
                        requests.1.write(UckersUndoRequest);
                    }
                    if ui.button(t.tr("common.new_game_key")).clicked() {
                        hud.new_game_open = true;
                    }
                    let mute = if settings.get().muted {
                        t.tr("common.unmute")
                    } else {
                        t.tr("common.mute")
                    };
                    if ui.button(mute).clicked() {
                        settings.update(|s| s.muted = !s.muted);
                    }
                    if ui.button(t.tr("common.settings")).clicked() {
                        settings.open = true;
                    }
                });
            });
            let m = &*current;
            card().show(ui, |ui| {
                ui.set_width(width);
                let colours = crate::app::palette::uckers(settings.get().palette).colours;
                for c in Colour::ALL {
                    colour_block(ui, t, m, c, &colours);
                }
                ui.add_space(4.0);
                ui.label(RichText::new(t.tr("uckers.last_actions")).font(bold(15.0)));
                let texts = m.game.history_texts();
                let start = texts.len().saturating_sub(6);
                for (i, t) in texts.iter().enumerate().skip(start) {
                    ui.label(
                        RichText::new(format!("{:>3}. {t}", i + 1))
                            .monospace()
                            .size(13.0)
                            .color(MUTED),
                    );
                }
                ui.add_space(4.0);
                ui.label(RichText::new(t.tr("uckers.stings")).font(bold(15.0)));
                if stings.list.is_empty() {
                    ui.label(
                        RichText::new(t.tr("uckers.stings_none"))
                            .color(MUTED)
                            .size(13.0),
                    );
                }
                for s in stings.list.iter().rev().take(5) {
                    ui.label(
                        RichText::new(format!("{}  {}", s.date, s.names))
                            .size(13.0)
                            .color(MUTED),
                    );
                }
            });
        });
    insets.set_if_neq(UiInsets::left_panel(panel.response.rect.right(), zoom));
    Ok(())
}
