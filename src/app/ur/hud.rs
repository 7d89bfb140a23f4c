//! The Royal d'Ûr HUD: whose turn and what to do, the die's value once it has landed,
//! each side's pieces by where they are, the last turns, the result; numbers on the
//! pieces; the keys (Space or Enter rolls).

use crate::app::game_core::UndoRequest;
use bevy::prelude::*;

use crate::app::dice_core::Requests;
use bevy_egui::egui::{self, Color32, RichText};

use super::view::UrSelection;
use super::{Stage, UrMatch, UrRollRequest};
use crate::app::look::{
    ACCENT, MUTED, Notice, bold, column_card, dice_line, move_list, notice_line, player_frame,
    title,
};
use crate::app::screens::playing::{HudFrame, undo_and_shell_buttons};
use crate::i18n::Tr;
use crate::rules::Player;
use crate::rules::logged::Outcomes;
use crate::rules::ur::{Place, Rank};

use super::words::{change_lines, result_headline, status_line, turn_lines};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        demo_caption
            .run_if(in_state(crate::app::session::screen::Screen::Demo))
            .run_if(crate::app::dice_core::active::<UrMatch>),
    );
    crate::app::dice_core::hud_plugin::<UrMatch>(app, draw_hud.into_configs());
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
    let offers_after = frame.offers_after(crate::app::session::game_match::GameMatch::over(m));
    let mut review = false;
    let takebacks = frame.takebacks(&m.seats);
    let concluded = frame.concluded();
    let ended = concluded.is_some() || m.resigned.is_some();
    let seats = frame.seat_words(m.seats);
    let waiting = frame.online_wait();
    let status = concluded
        .or_else(|| waiting.clone())
        .unwrap_or_else(|| status_line(t, m));
    // The winning moment: the result, large, over the board's foot.
    let head = (m.stage == Stage::Over)
        .then(|| result_headline(t, m))
        .flatten();
    if let Some(head) = head
        && frame.result((&head, &status), offers_after.then_some(takebacks))?
    {
        ask.undo.write(UndoRequest::<UrMatch>::default());
    }
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
                Stage::Tumbling { .. } => Some("?".to_string()),
                Stage::Choose { roll, .. } | Stage::Passing { roll } => Some(roll.to_string()),
                Stage::Moving { .. } => m.game.history().last().map(|t| t.roll.to_string()),
                // The game over: nothing more to throw.
                Stage::Over => Some(String::new()),
                Stage::Roll => None,
            };
            dice_line(
                ui,
                t.tr("ur.die"),
                shown.as_deref(),
                34.0,
                t.tr("ur.die_idle"),
            );
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
                if offers_after {
                    review = crate::app::screens::review::panel::review_button(ui, t);
                }
                let can_roll =
                    m.stage == Stage::Roll && m.human_to_move() && waiting.is_none() && !ended;
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
                    ask.undo.write(UndoRequest::<UrMatch>::default());
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

/// The caption of a game of Royal d'Ûr: the last thing that changed the game (a
/// capture, an officer made, prisoners removed or freed: it comes when it happens, not
/// at every roll), or the game's end, and the score in pieces. `outcomes`: what each
/// turn did.
pub fn ur_caption(t: Tr, m: &UrMatch, outcomes: &[crate::rules::ur::Played]) -> (String, String) {
    let g = &m.game;
    let head = if matches!(m.stage, Stage::Over) {
        status_line(t, m)
    } else {
        outcomes
            .iter()
            .rev()
            .find_map(|o| change_lines(t, m, o).into_iter().next())
            .unwrap_or_else(|| t.tr("ur.tagline").to_string())
    };
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
    mut outcomes: Local<Outcomes<crate::rules::ur::Position>>,
) {
    let (head, line) = ur_caption(settings.tr(), &m, outcomes.of(&m.game));
    *caption = crate::app::screens::demo::DemoCaption(head, line);
}
