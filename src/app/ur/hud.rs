//! The Royal d'Ûr HUD: whose turn and what to do, the die's value once it has landed,
//! each side's pieces by where they are, the last turns, the result; numbers on the
//! pieces; the keys (Space or Enter rolls).

use bevy::prelude::*;

use crate::app::dice_core::Requests;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText};

use super::view::{UrPiece, UrSelection};
use super::{Stage, UrMatch, UrRollRequest, UrUndoRequest};
use crate::app::look::{
    ACCENT, MUTED, Notice, WARN, bold, column_card, dice_line, move_list, notice_line,
    player_frame, title,
};
use crate::app::screens::playing::{HudFrame, undo_and_shell_buttons};
use crate::app::table::camera::MainCamera;
use crate::i18n::Tr;
use crate::rules::Player;
use crate::rules::logged::Outcomes;
use crate::rules::ur::{Place, Rank};

use super::words::{change_lines, status_line, turn_lines};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        demo_caption
            .run_if(crate::app::screens::demo::demo_on)
            .run_if(crate::app::dice_core::active::<UrMatch>),
    );
    crate::app::dice_core::hud_plugin::<UrMatch>(app, draw_hud.into_configs());
    // The pieces' numbers also in the replay viewer: records name pieces by number.
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw_piece_numbers
            .run_if(crate::app::dice_core::active::<UrMatch>)
            .run_if(crate::app::session::screen::board_labels_shown)
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

/// A side's card, with the words for its seat; `ended`: the game ended outside its rules
/// (no one is to play).
/// A player's block; `turned`: the board is seen from the second player's side (its camp
/// is then the near one).
fn side_block(
    ui: &mut egui::Ui,
    t: Tr,
    m: &UrMatch,
    (p, seat): (Player, &str),
    (ended, turned): (bool, bool),
) {
    let g = &m.game;
    let c = g.position().counts(p);
    let officers = g
        .position()
        .pieces()
        .filter(|(id, piece)| {
            id.owner == p && piece.rank == Rank::Officer && piece.place != Place::Removed
        })
        .count();
    let to_move = g.to_move() == p && g.winner().is_none() && !ended;
    player_frame(to_move).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
            let fill = if p == Player::One {
                Color32::from_rgb(240, 236, 220)
            } else {
                Color32::from_rgb(24, 24, 28)
            };
            ui.painter()
                .circle(rect.center(), 10.0, fill, egui::Stroke::new(1.5, ACCENT));
            let mut name = m.name(p).to_string();
            if g.winner() == Some(p) {
                name = crate::app::look::with_state(&name, t.tr("common.winner"));
            } else if to_move {
                name = crate::app::look::with_state(&name, t.tr("common.to_play"));
            }
            ui.label(RichText::new(name).font(bold(18.0)));
        });
        let camp = if (p == Player::One) != turned {
            t.tr("ur.near_camp")
        } else {
            t.tr("ur.far_camp")
        };
        ui.label(
            RichText::new(format!("{seat} - {camp}"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
        ui.label(
            RichText::new(t.trf(
                "ur.counts",
                &[
                    ("waiting", &c.waiting),
                    ("free", &c.free),
                    ("prisoners", &c.prisoners),
                    ("removed", &c.removed),
                ],
            ))
            .size(15.0),
        );
        if officers > 0 {
            ui.label(
                RichText::new(t.trf("ur.officers", &[("n", &officers)]))
                    .color(MUTED)
                    .size(crate::app::look::SMALL),
            );
        }
    });
}

fn draw_hud(
    mut frame: HudFrame,
    current: Res<UrMatch>,
    notice: Res<Notice>,
    selection: Res<UrSelection>,
    mut ask: Requests<UrMatch>,
    mut outcomes: Local<Outcomes<crate::rules::ur::Position>>,
    yaw: Option<Res<crate::app::table::camera::CameraYaw>>,
) -> Result {
    let t = frame.settings.tr();
    let turned = yaw.is_some_and(|y| y.0.cos() < 0.0);
    let m = &*current;
    let outcomes = outcomes.of(&m.game);
    let mut jump = None;
    let mut review = false;
    let takebacks = frame.takebacks(&m.seats);
    let concluded = frame.concluded();
    let ended = concluded.is_some();
    let seats = frame.seat_words(m.seats);
    let waiting = frame.online_wait();
    let status = concluded
        .or_else(|| waiting.clone())
        .unwrap_or_else(|| status_line(t, m));
    frame.left_column("ur-hud", (280.0, 380.0), 2, |ui, width, hud, settings| {
        column_card(ui, width, |ui| {
            title(ui, t.tr("ur.title"));
            ui.label(
                RichText::new(t.tr("ur.tagline"))
                    .color(MUTED)
                    .size(crate::app::look::SMALL),
            );
            ui.add_space(8.0);
            // The die of the turn under way only: before the roll it shows nothing (the
            // last roll was another turn's, and is in the last turns' list).
            let shown = match m.stage {
                Stage::Tumbling { .. } => "?".to_string(),
                Stage::Choose { roll, .. } | Stage::Passing { roll } => roll.to_string(),
                Stage::Moving => m
                    .game
                    .history()
                    .last()
                    .map_or("-".into(), |t| t.roll.to_string()),
                Stage::Roll | Stage::Over => "-".to_string(),
            };
            dice_line(ui, t.tr("ur.die"), &shown, 34.0);
            ui.label(RichText::new(&status).size(17.0));
            for line in outcomes
                .last()
                .map(|o| change_lines(t, m, o))
                .unwrap_or_default()
            {
                ui.label(RichText::new(line).color(ACCENT).size(16.0));
            }
            if matches!(m.stage, Stage::Choose { .. }) && m.human_to_move() {
                ui.label(
                    RichText::new(t.tr("keys.choose"))
                        .color(MUTED)
                        .size(crate::app::look::SMALL),
                );
            }
            if let Some(picked) = &selection.0 {
                let mut numbers: Vec<String> =
                    picked.iter().map(|mv| mv.number.to_string()).collect();
                numbers.dedup();
                ui.label(
                    RichText::new(t.trf(
                        "ur.two_ways",
                        &[("pieces", &numbers.join(&format!(" {} ", t.tr("ur.or"))))],
                    ))
                    .color(ACCENT)
                    .size(15.0),
                );
            }
            notice_line(ui, &notice);
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                if m.game.winner().is_some() {
                    review = crate::app::screens::review::panel::review_button(ui, t);
                }
                let can_roll = m.stage == Stage::Roll && m.human_to_move() && waiting.is_none();
                if ui
                    .add_enabled(
                        can_roll,
                        egui::Button::new(
                            RichText::new(t.tr("common.roll_space")).font(bold(17.0)),
                        ),
                    )
                    .clicked()
                {
                    ask.roll.write(UrRollRequest::default());
                }
                if undo_and_shell_buttons(
                    ui,
                    (!m.game.history().is_empty(), takebacks),
                    hud,
                    settings,
                ) {
                    ask.undo.write(UrUndoRequest);
                }
            });
        });
        column_card(ui, width, |ui| {
            for p in [Player::One, Player::Two] {
                side_block(ui, t, m, (p, &seats[p.index()]), (ended, turned));
            }
            ui.add_space(6.0);
            ui.label(RichText::new(t.tr("ur.last_turns")).font(bold(16.0)));
            let lines = turn_lines(t, m, outcomes);
            jump = move_list(ui, &lines, None, (180.0, 32.0));
        });
    })?;
    frame.jump(jump);
    frame.review(review);
    Ok(())
}

/// Each piece's number, over the piece, for the free pieces and the top of the
/// waiting stacks (the notation names pieces by number): pieces sharing a square side
/// by side, every number readable; a piece holding prisoners says how many ("+2"); the
/// pieces out of the game lie in a pile with their count.
fn draw_piece_numbers(
    mut contexts: EguiContexts,
    current: Res<UrMatch>,
    camera: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    // Their own transforms (the pieces have no parent), not the global ones, which
    // are propagated after this pass: a moving piece's badge would trail a frame behind.
    pieces: Query<(&UrPiece, &Transform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let Ok((camera, camera_at)) = camera.single() else {
        return Ok(());
    };
    let zoom = ctx.zoom_factor();
    let position = current.game.position();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let placed: Vec<(crate::rules::ur::PieceId, Vec3)> =
        pieces.iter().map(|(p, at)| (p.0, at.translation)).collect();
    let colours = |owner: Player| {
        if owner == Player::One {
            (
                Color32::from_rgb(244, 238, 222),
                Color32::from_rgb(40, 32, 24),
            )
        } else {
            (
                Color32::from_rgb(26, 26, 30),
                Color32::from_rgb(236, 226, 206),
            )
        }
    };
    // Above the top of the pile at `at`, on screen.
    let over_pile = |at: Vec3| {
        let top = placed
            .iter()
            .filter(|(_, o)| o.xz().distance(at.xz()) < 0.05 && o.y >= at.y)
            .map(|(_, o)| o.y)
            .fold(at.y, f32::max);
        camera
            .world_to_viewport(camera_at, at.with_y(top + 0.08))
            .ok()
            .map(|p| egui::pos2(p.x / zoom, p.y / zoom))
    };
    let shown: Vec<(crate::rules::ur::PieceId, Vec3)> = placed
        .iter()
        .copied()
        .filter(|&(id, _)| {
            let state = position.piece(id);
            match state.place {
                Place::On(_) => state.holder.is_none(),
                Place::Waiting => position.next_to_enter(id.owner) == Some(id.number),
                Place::Removed => false,
            }
        })
        .collect();
    for &(id, at) in &shown {
        let Some(mut centre) = over_pile(at) else {
            continue;
        };
        // Pieces on one square: their badges side by side, in number order.
        let mut mates: Vec<u8> = shown
            .iter()
            .filter(|(o, p)| o.owner == id.owner && p.xz().distance(at.xz()) < 0.05)
            .map(|(o, _)| o.number)
            .collect();
        mates.sort_unstable();
        let i = mates.iter().position(|&n| n == id.number).unwrap_or(0);
        centre.x += (i as f32 - (mates.len() as f32 - 1.0) / 2.0) * 22.0;
        let (fill, ink) = colours(id.owner);
        painter.circle(centre, 10.0, fill, egui::Stroke::new(1.5, ACCENT));
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            id.number.to_string(),
            bold(crate::app::look::SMALL),
            ink,
        );
        // Every piece the tower carries, its prisoners' prisoners too (a tower of five
        // read "+2").
        let mut held = 0;
        let mut holders = vec![id];
        while let Some(holder) = holders.pop() {
            for (prisoner, p) in position.pieces() {
                if p.holder == Some(holder) {
                    held += 1;
                    holders.push(prisoner);
                }
            }
        }
        if held > 0 {
            painter.text(
                centre + egui::vec2(0.0, 12.0),
                Align2::CENTER_TOP,
                format!("+{held}"),
                bold(crate::app::look::SMALL),
                WARN,
            );
        }
    }
    // The pieces out of the game: one count over each pile.
    for owner in [Player::One, Player::Two] {
        let out: Vec<Vec3> = placed
            .iter()
            .filter(|(id, _)| id.owner == owner && position.piece(*id).place == Place::Removed)
            .map(|&(_, at)| at)
            .collect();
        let n = out.len();
        if n == 0 {
            continue;
        }
        // Over the middle of the pile.
        let middle = out.iter().copied().sum::<Vec3>() / n as f32;
        let top = out.iter().map(|p| p.y).fold(f32::MIN, f32::max);
        let Ok(p) = camera.world_to_viewport(camera_at, middle.with_y(top + 0.08)) else {
            continue;
        };
        let centre = egui::pos2(p.x / zoom, p.y / zoom);
        let (fill, ink) = colours(owner);
        let rect = egui::Rect::from_center_size(centre, egui::vec2(30.0, 20.0));
        painter.rect(
            rect,
            6.0,
            fill,
            egui::Stroke::new(1.5, WARN),
            egui::StrokeKind::Middle,
        );
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            format!("×{n}"),
            bold(crate::app::look::SMALL),
            ink,
        );
    }
    Ok(())
}

/// The caption of a game of Royal d'Ûr: what happens now, and the score in pieces.
pub fn ur_caption(t: Tr, m: &UrMatch) -> (String, String) {
    let g = &m.game;
    let head = status_line(t, m);
    let score = |p: Player| {
        let theirs = g.position().counts(p.other());
        t.trf(
            "demo.ur_score",
            &[
                ("who", &m.name(p)),
                ("removed", &t.trf("demo.removed", &[("n", &theirs.removed)])),
                (
                    "prisoners",
                    &t.trf("demo.prisoners", &[("n", &theirs.prisoners)]),
                ),
            ],
        )
    };
    (
        head,
        t.trf(
            "demo.ur_scores",
            &[("one", &score(Player::One)), ("two", &score(Player::Two))],
        ),
    )
}

/// The demo's caption while it shows Royal d'Ûr.
pub(super) fn demo_caption(
    m: Res<UrMatch>,
    settings: Res<crate::app::ground::settings::AppSettings>,
    mut caption: ResMut<crate::app::screens::demo::DemoCaption>,
) {
    let (head, line) = ur_caption(settings.tr(), &m);
    *caption = crate::app::screens::demo::DemoCaption(head, line);
}
