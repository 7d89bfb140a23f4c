//! The puzzles on screen: the Puzzles window (each game's rating, streak and puzzles
//! solved, and a button to start), and during a puzzle its card at the top of the board:
//! what it asks, the hint, and after the answer why it is right or what refutes it, the
//! rating's change, and Next, Retry, Hint, Leave (Enter: the next puzzle; Backspace:
//! again; H: the hint).

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, WARN, bold, modal};
use crate::app::session::puzzle::{PuzzleGame, PuzzleRequest, Puzzles, Verdict};
use crate::app::session::registry;
use crate::i18n::Tr;
use crate::puzzles::Kind;
use crate::puzzles::progress::{Attempt, FirstTry};
use crate::puzzles::run::Refutation;
use crate::rules::GameId;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_window, draw_card)
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    )
    .add_systems(Update, keys);
}

/// Enter, Backspace and H during a puzzle.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    puzzles: Res<Puzzles>,
    mut asked: MessageWriter<PuzzleRequest>,
) {
    let Some(now) = puzzles.now.as_ref().filter(|_| !puzzles.open) else {
        return;
    };
    let enter = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter);
    match &now.verdict {
        // After any answer, Enter goes on (a wrong one too: Backspace tries again).
        Verdict::Right(..) | Verdict::Wrong(..) if enter => {
            asked.write(PuzzleRequest::Next);
        }
        Verdict::Wrong(..) if keys.just_pressed(KeyCode::Backspace) => {
            asked.write(PuzzleRequest::Retry);
        }
        Verdict::Asking if keys.just_pressed(KeyCode::KeyH) => {
            asked.write(PuzzleRequest::Hint);
        }
        _ => {}
    }
}

/// A rating as shown: a whole number.
fn whole(r: f64) -> i64 {
    r.round() as i64
}

/// The Puzzles window: the games side by side, each with its rating, streak and
/// puzzles solved, and a button that starts one.
fn draw_window(
    mut contexts: EguiContexts,
    mut puzzles: ResMut<Puzzles>,
    settings: Res<AppSettings>,
    mut asked: MessageWriter<PuzzleRequest>,
) -> Result {
    if !puzzles.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let mut close = false;
    let shown = modal("puzzles").show(&ctx, |ui| {
        ui.set_width(640.0);
        ui.label(
            RichText::new(t.tr("puzzles.title"))
                .font(bold(26.0))
                .color(ACCENT),
        );
        ui.label(RichText::new(t.tr("puzzles.intro")).color(MUTED));
        ui.add_space(8.0);
        // A tab clicked hands the focus to Start (egui draws a focused tab as it draws
        // the chosen one: two tabs read as chosen), so that Enter starts that game.
        let mut chosen = false;
        ui.horizontal(|ui| {
            for game in GameId::ALL {
                let name = RichText::new(registry::game_name(t, game)).font(bold(20.0));
                chosen |= ui.selectable_value(&mut puzzles.game, game, name).clicked();
            }
        });
        ui.separator();
        let game = puzzles.game;
        let progress = puzzles.progress.progress.game(game);
        let total = crate::puzzles::shipped(game).len();
        ui.horizontal(|ui| {
            let rating = t.trf(
                "puzzles.rating",
                &[("rating", &whole(progress.rating.rating))],
            );
            ui.label(RichText::new(rating).size(22.0));
            // As lichess marks it: not sure yet.
            let note = if progress.rating.deviation > 110.0 {
                t.tr("puzzles.provisional").to_string()
            } else {
                t.trf(
                    "puzzles.deviation",
                    &[("deviation", &whole(2.0 * progress.rating.deviation))],
                )
            };
            ui.label(RichText::new(note).color(MUTED));
        });
        ui.label(t.trf(
            "puzzles.record",
            &[
                ("solved", &progress.solved.len()),
                ("total", &total),
                ("tried", &progress.tried),
                ("streak", &progress.streak),
                ("best", &progress.best_streak),
            ],
        ));
        ui.add_space(8.0);
        let start = ui.add(
            egui::Button::new(RichText::new(t.tr("puzzles.start")).font(bold(20.0)))
                .min_size(egui::vec2(260.0, 38.0)),
        );
        if chosen || !ui.ctx().memory(|m| m.focused().is_some()) {
            start.request_focus();
        }
        if start.clicked() {
            asked.write(PuzzleRequest::Start(game));
        }
        for message in &puzzles.messages {
            ui.label(RichText::new(t.said(message)).color(WARN));
        }
        ui.add_space(10.0);
        ui.label(
            RichText::new(t.tr("puzzles.keys"))
                .color(MUTED)
                .size(crate::app::look::SMALL),
        );
        if ui.button(t.tr("puzzles.close")).clicked() {
            close = true;
        }
    });
    if shown.should_close() || close {
        puzzles.open = false;
    }
    Ok(())
}

/// What the puzzle asks, in words.
fn question(t: Tr, now: &PuzzleGame) -> String {
    let puzzle = &now.run.puzzle;
    match (puzzle.kind, puzzle.game) {
        (Kind::WinIn(n), _) => {
            let colour = now.run.colour.map_or("", |c| match c {
                crate::rules::unlur::Colour::Black => "black",
                crate::rules::unlur::Colour::White => "white",
            });
            t.trf("puzzles.ask.win_in", &[("n", &n), ("colour", &colour)])
        }
        (Kind::BestMove, GameId::Uckers) => t.trf(
            "puzzles.ask.best_play",
            &[("roll", &puzzle.roll.clone().unwrap_or_default())],
        ),
        (Kind::BestMove, _) => t.trf(
            "puzzles.ask.best_move",
            &[("roll", &puzzle.roll.clone().unwrap_or_default())],
        ),
    }
}

/// The rating's change after the first try, in words.
fn change(t: Tr, attempt: &Option<Attempt>) -> Option<String> {
    let a = attempt.as_ref()?;
    let delta = whole(a.after) - whole(a.before);
    let key = match a.how {
        FirstTry::Hinted => "puzzles.change_hinted",
        FirstTry::Solved | FirstTry::Missed => "puzzles.change",
    };
    Some(t.trf(
        key,
        &[
            ("before", &whole(a.before)),
            ("after", &whole(a.after)),
            ("delta", &format!("{delta:+}")),
            ("streak", &a.streak),
        ],
    ))
}

/// The size of the verdict's words and of the question, on the card.
const SAID: f32 = 19.0;
const ASKS: f32 = 21.0;

/// The puzzle's card, at the top of the board.
fn draw_card(
    mut contexts: EguiContexts,
    puzzles: Res<Puzzles>,
    settings: Res<AppSettings>,
    screen: Res<State<crate::app::session::screen::Screen>>,
    mut asked: MessageWriter<PuzzleRequest>,
    mut top: ResMut<crate::app::look::TopCards>,
) -> Result {
    let shown = puzzles
        .now
        .as_ref()
        .filter(|_| !puzzles.open && *screen.get() == crate::app::session::screen::Screen::Playing);
    let Some(now) = shown else {
        top.puzzle = 0.0;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let game = now.run.game();
    let progress = puzzles.progress.progress.game(game);
    let rating = puzzles
        .progress
        .progress
        .puzzle_rating(game, &now.run.name, &now.run.puzzle);
    top.puzzle = top.show(&ctx, "puzzle-card", |ui| {
        ui.set_width(620.0);
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(t.tr("puzzles.heading"))
                    .font(bold(20.0))
                    .color(ACCENT),
            );
            ui.label(
                RichText::new(t.trf(
                    "puzzles.heading_rating",
                    &[
                        ("puzzle", &whole(rating.rating)),
                        ("yours", &whole(progress.rating.rating)),
                        ("streak", &progress.streak),
                    ],
                ))
                .color(MUTED),
            );
        });
        ui.add_space(4.0);
        ui.vertical(|ui| {
            // Room for the hint and the question: the board stays still while the
            // player looks for the answer (a verdict may grow the card; the next
            // puzzle or a retry puts the board again).
            let gap = ui.spacing().item_spacing.y;
            ui.set_min_height(SAID + 4.0 + gap + ASKS);
            match &now.verdict {
                Verdict::Asking => {
                    if now.hint {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(RichText::new(hint(t, now)).size(SAID).color(ACCENT));
                            // Only the first try moves the rating.
                            if now.run.tries == 0 {
                                ui.label(RichText::new(t.tr("puzzles.hint_half")).color(MUTED));
                            }
                        });
                    }
                    // Asked only while it waits (after "Well played!" it read as a
                    // puzzle still to solve), and once the board shows its roll (the
                    // card said "You rolled 1" while the board said "roll the die").
                    if now.set() {
                        ui.label(RichText::new(question(t, now)).size(ASKS));
                    }
                }
                Verdict::Right(reason, attempt) => {
                    ui.label(
                        RichText::new(t.tr("puzzles.right"))
                            .size(SAID)
                            .color(ACCENT),
                    );
                    // The two most telling: the card keeps its height.
                    for r in reason.iter().take(2) {
                        ui.label(RichText::new(t.said(r)).size(SAID));
                    }
                    if let Some(line) = change(t, attempt) {
                        ui.label(RichText::new(line).color(MUTED));
                    }
                }
                Verdict::Wrong(refutation, attempt) => {
                    ui.label(
                        RichText::new(refuted(t, now, refutation))
                            .size(SAID)
                            .color(WARN),
                    );
                    if let Some(line) = change(t, attempt) {
                        ui.label(RichText::new(line).color(MUTED));
                    }
                }
            }
        });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            match now.verdict {
                Verdict::Right(..) => {
                    if ui
                        .button(RichText::new(t.tr("puzzles.next")).font(bold(18.0)))
                        .clicked()
                    {
                        asked.write(PuzzleRequest::Next);
                    }
                }
                Verdict::Wrong(..) => {
                    if ui
                        .button(RichText::new(t.tr("puzzles.retry")).font(bold(18.0)))
                        .clicked()
                    {
                        asked.write(PuzzleRequest::Retry);
                    }
                    if ui.button(t.tr("puzzles.next")).clicked() {
                        asked.write(PuzzleRequest::Next);
                    }
                }
                Verdict::Asking => {
                    if ui
                        .add_enabled(!now.hint, egui::Button::new(t.tr("puzzles.hint")))
                        .clicked()
                    {
                        asked.write(PuzzleRequest::Hint);
                    }
                    if ui.button(t.tr("puzzles.skip")).clicked() {
                        asked.write(PuzzleRequest::Next);
                    }
                }
            }
            if ui.button(t.tr("puzzles.leave")).clicked() {
                asked.write(PuzzleRequest::Leave);
            }
        });
    });
    Ok(())
}

/// The hint: where to look (Unlur: the answer's column; the dice games: the piece to
/// move).
fn hint(t: Tr, now: &PuzzleGame) -> String {
    t.said(now.run.hint())
}

/// What refutes a wrong answer, in words.
fn refuted(t: Tr, now: &PuzzleGame, refutation: &Refutation) -> String {
    let n = match now.run.puzzle.kind {
        Kind::WinIn(n) => n,
        Kind::BestMove => 0,
    };
    let points = |c: &f32| (c * 100.0).round() as i64;
    match refutation {
        Refutation::Reply { text, wins: true } => {
            t.trf("puzzles.wrong.reply_wins", &[("reply", text)])
        }
        Refutation::Reply { text, wins: false } => {
            t.trf("puzzles.wrong.reply_stops", &[("reply", text), ("n", &n)])
        }
        Refutation::Chances {
            played,
            best,
            moves,
            ..
        } => t.trf(
            "puzzles.wrong.chances",
            &[
                ("played", &points(played)),
                ("best", &points(best)),
                ("played_move", &t.said(&moves[0])),
                ("best_move", &t.said(&moves[1])),
            ],
        ),
        // A win in one: no reply to show, the stone simply does not win.
        Refutation::None if n == 1 => t.tr("puzzles.wrong.no_win").to_string(),
        Refutation::None => t.tr("puzzles.wrong.plain").to_string(),
    }
}
