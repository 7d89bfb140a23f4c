//! The Uckers HUD: whose turn and what to do, the dice once they have landed, each
//! colour's pieces by where they are, the plays to choose from, the declarations
//! (attacks on blobs) as buttons, the last actions, the result and the back of the
//! board; the keys (Space or Enter rolls).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::input::egui_wants_any_keyboard_input;

use super::pick::{UckersPick, candidates, describe};
use super::view::COLOURS;
use super::{
    Stage, StingBoard, UckersDeclareRequest, UckersMatch, UckersPlayRequest, UckersRefused,
    UckersRollRequest, UckersRules, UckersUndoRequest,
};
use crate::ai::uckers::declaration_chance;
use crate::app::audio::SoundSettings;
use crate::app::camera::{UiInsets, toggle_fullscreen};
use crate::app::hud::{ACCENT, HudState, MUTED, Notice, bold, card, player_frame};
use crate::rules::uckers::{Colour, Declaration, HOME, PieceId, Position, TUBE_END};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>()
        .add_systems(
            Update,
            (
                keys.before(UckersRules)
                    .run_if(not(egui_wants_any_keyboard_input))
                    .run_if(crate::app::demo::demo_off),
                note_refusals.after(UckersRules),
            )
                .run_if(crate::app::uckers_active),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_hud
                .run_if(crate::app::uckers_active)
                .run_if(crate::app::demo::demo_off)
                .run_if(crate::app::hud::fonts_ready)
                .after(crate::app::hud::install_fonts),
        );
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<UckersMatch>,
    mut roll: MessageWriter<UckersRollRequest>,
    mut undo: MessageWriter<UckersUndoRequest>,
    mut hud: ResMut<HudState>,
    mut sound: ResMut<SoundSettings>,
    mut window: Option<Single<&mut Window, With<PrimaryWindow>>>,
    mut pick: ResMut<UckersPick>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        || keys.any_just_released([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter, KeyCode::NumpadEnter])
        && current.human_to_move()
        && current.stage == Stage::Roll
        && !hud.new_game_open
    {
        roll.write(UckersRollRequest);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        undo.write(UckersUndoRequest);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyN) {
        hud.new_game_open = true;
    }
    if keys.just_pressed(KeyCode::KeyM) {
        sound.muted = !sound.muted;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if hud.new_game_open {
            hud.new_game_open = false;
        } else {
            pick.0.clear();
        }
    }
    if keys.just_pressed(KeyCode::F11)
        && let Some(window) = window.as_mut()
    {
        toggle_fullscreen(window);
    }
}

fn note_refusals(
    time: Res<Time>,
    mut refused: MessageReader<UckersRefused>,
    mut notice: ResMut<Notice>,
) {
    notice.update(
        refused.read().last().map(|r| r.0.as_str()),
        time.delta_secs(),
    );
}

fn title(c: Colour) -> String {
    let n = c.name();
    format!("{}{}", n[..1].to_uppercase(), &n[1..])
}

fn dice_text(d: crate::rules::uckers::Dice) -> String {
    format!("{}-{}", d.0, d.1)
}

/// A declaration in words, with its chance.
pub fn declaration_words(p: &Position, d: Declaration) -> String {
    let chance = (declaration_chance(p, d) * 100.0).round();
    match d {
        Declaration::Attack { piece } => {
            let need = p.sixes_needed(d).unwrap_or(0);
            let from = match p.step(piece) {
                None => "from base".to_string(),
                Some(_) => format!("from {}", p.square(piece)),
            };
            format!("Attack the blob {from}: {need} sixes ({chance}%)")
        }
        Declaration::Suckback { piece, target } => format!(
            "Suckback from {} on {} ({chance}%)",
            p.square(piece),
            p.square(target)
        ),
        Declaration::Blowback { piece } => {
            format!("Blowback from {} ({chance}%)", p.square(piece))
        }
    }
}

/// What the colour to move should do now, in words.
pub fn status_line(m: &UckersMatch) -> String {
    let g = &m.game;
    let c = g.to_move();
    let who = format!("{} ({})", m.name(c), c.name());
    let human = m.human_to_move();
    let partner = match g.position().moving_colour() {
        Some(mc) if mc != c => format!(", moving {}'s pieces", mc.name()),
        _ => String::new(),
    };
    match &m.stage {
        Stage::Over => match g.winner() {
            Some(w) => {
                let [a, b] = w.colours();
                format!(
                    "{} and {} are all home: {} wins",
                    title(a),
                    title(b),
                    w.name()
                )
            }
            None => String::new(),
        },
        Stage::Roll if g.position().moving_colour().is_none() => {
            format!("{who} is all home: a six takes over the partner's pieces")
        }
        Stage::Roll if human => {
            format!("{who}{partner}: roll the dice (Space, Enter or click them)")
        }
        Stage::Roll => format!("{who} is about to roll"),
        Stage::Tumbling { .. } => format!("{who} rolls..."),
        Stage::Choose { dice, .. } if human => format!(
            "{who} rolled {}: click a piece with a green ring, then where it goes",
            dice_text(*dice)
        ),
        Stage::Choose { dice, .. } => format!("{who} rolled {} and is thinking", dice_text(*dice)),
        Stage::Passing { dice, play } => match play {
            crate::rules::uckers::Play::SnakeEyes => {
                format!("{who} rolled {}: snake eyes!", dice_text(*dice))
            }
            _ => format!("{who} rolled {}: nothing can be played", dice_text(*dice)),
        },
        Stage::Throwing {
            declaration,
            throws,
        } => {
            let shown: Vec<String> = throws[..throws.len().saturating_sub(1)]
                .iter()
                .map(|&d| dice_text(d))
                .collect();
            format!(
                "{who} declares: {}. Throws so far: {}",
                declaration_words(g.position(), *declaration),
                if shown.is_empty() {
                    "-".to_string()
                } else {
                    shown.join(", ")
                }
            )
        }
        Stage::Moving => format!("{who} moves"),
    }
}

fn colour_block(ui: &mut egui::Ui, m: &UckersMatch, c: Colour) {
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
            let [r, g, b, _] = COLOURS[c.index()].to_srgba().to_u8_array();
            ui.painter().circle(
                rect.center(),
                9.0,
                Color32::from_rgb(r, g, b),
                egui::Stroke::new(1.5, ACCENT),
            );
            let mut name = format!("{} - {}", title(c), m.name(c));
            if to_move {
                name.push_str("  - to play");
            }
            ui.label(RichText::new(name).font(bold(16.0)));
        });
        let mut line = format!(
            "base {}  track {}  tube {}  home {}",
            count(&|s| s.is_none()),
            count(&|s| s.is_some_and(|s| s <= TUBE_END)),
            count(&|s| s.is_some_and(|s| s > TUBE_END && s < HOME)),
            count(&|s| s == Some(HOME)),
        );
        if p.took_over(c) {
            line.push_str(&format!("  - moves {}'s pieces", c.partner().name()));
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
    mut sound: ResMut<SoundSettings>,
    mut insets: ResMut<UiInsets>,
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
    let panel = egui::Area::new("uckers-hud".into())
        .anchor(Align2::LEFT_TOP, [12.0, 12.0])
        .show(&ctx, |ui| {
            card().show(ui, |ui| {
                ui.set_width(width);
                ui.label(RichText::new("UCKERS").font(bold(30.0)).color(ACCENT));
                let m = &*current;
                let options = m.game.options().text();
                ui.label(
                    RichText::new(format!(
                        "{} players - yellow and green against red and blue - options: {options}",
                        m.players
                    ))
                    .color(MUTED)
                    .size(13.0),
                );
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    ui.label(RichText::new("Dice").size(17.0).color(MUTED));
                    let shown = match (&m.stage, m.shown_dice) {
                        (Stage::Tumbling { .. }, _) => "? ?".to_string(),
                        (_, Some(d)) => format!("{}  {}", d.0, d.1),
                        (_, None) => "-".to_string(),
                    };
                    ui.label(RichText::new(shown).font(bold(32.0)).color(ACCENT));
                });
                ui.label(RichText::new(status_line(m)).size(16.0));
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
                        RichText::new(format!("Who starts: {}", rounds.join(" / then ")))
                            .color(MUTED)
                            .size(13.0),
                    );
                }
            });
            let m = &mut *current;
            // The choices: plays to click, or declarations before the roll.
            card().show(ui, |ui| {
                ui.set_width(width);
                if let Stage::Choose { plays, .. } = &m.stage
                    && human
                {
                    let left = candidates(plays, &pick.0);
                    ui.label(RichText::new("Plays").font(bold(16.0)));
                    let shown = if left.is_empty() { plays.clone() } else { left };
                    for play in shown.iter().take(10) {
                        if ui.button(describe(m.game.position(), *play)).clicked() {
                            requests.2.write(UckersPlayRequest(*play));
                            pick.0.clear();
                        }
                    }
                    if shown.len() > 10 {
                        ui.label(
                            RichText::new(format!(
                                "... and {} more: click the board",
                                shown.len() - 10
                            ))
                            .color(MUTED),
                        );
                    }
                }
                if m.stage == Stage::Roll && human {
                    ui.horizontal_wrapped(|ui| {
                        if ui
                            .button(RichText::new("Roll (Space)").font(bold(17.0)))
                            .clicked()
                        {
                            requests.0.write(UckersRollRequest);
                        }
                        let p = m.game.position();
                        if m.game.options().wafu_snake_eyes && p.rolls_made(p.to_move()) == 0 {
                            ui.checkbox(&mut m.snake_call, "Call \"snake eyes\"");
                        }
                    });
                    for d in m.game.position().declarations() {
                        if ui.button(declaration_words(m.game.position(), d)).clicked() {
                            requests.3.write(UckersDeclareRequest(d));
                        }
                    }
                }
                ui.horizontal_wrapped(|ui| {
                    if ui.button("Undo (Ctrl+Z)").clicked() {
                        requests.1.write(UckersUndoRequest);
                    }
                    if ui.button("New game (Ctrl+N)").clicked() {
                        hud.new_game_open = true;
                    }
                    let mute = if sound.muted {
                        "Sound on (M)"
                    } else {
                        "Mute (M)"
                    };
                    if ui.button(mute).clicked() {
                        sound.muted = !sound.muted;
                    }
                });
            });
            let m = &*current;
            card().show(ui, |ui| {
                ui.set_width(width);
                for c in Colour::ALL {
                    colour_block(ui, m, c);
                }
                ui.add_space(4.0);
                ui.label(RichText::new("Last actions").font(bold(15.0)));
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
                ui.label(RichText::new("Back of the board (eight-piece stings)").font(bold(15.0)));
                if stings.list.is_empty() {
                    ui.label(RichText::new("nobody yet").color(MUTED).size(13.0));
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
    let right = panel.response.rect.right() + 12.0;
    let new = UiInsets {
        left: right * zoom,
        right: 0.0,
        top: 0.0,
        bottom: 0.0,
    };
    if *insets != new {
        *insets = new;
    }
    Ok(())
}
