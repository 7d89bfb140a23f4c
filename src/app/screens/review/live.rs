//! The live win-chance bar (a setting, off by default): while people play each other,
//! or the demo plays, each side's chance of winning the position on screen, as the
//! review values it, in a small bar at the top right; in games against the AI only
//! when its own setting says so. Each position is valued once, on a thread of its own
//! at low priority; a position played past meanwhile is valued when that is done.

use std::thread::JoinHandle;
use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::analysis::chance_now;
use crate::ai::work::yield_cpu_to_rendering;
use crate::app::ground::settings::AppSettings;
use crate::app::look::big_screen::{BAR_WIDTH, HINT};
use crate::app::session::game::Seat;
use crate::app::session::on_screen::OnScreen;
use crate::app::session::screen::Screen;

/// The chance shown and the valuation under way.
#[derive(Resource, Default)]
pub struct LiveChance {
    /// The first side's chance of winning, and the game and move count it is for.
    pub shown: Option<((crate::rules::GameId, usize), f32)>,
    job: Option<(
        (crate::rules::GameId, usize),
        JoinHandle<Result<f32, crate::i18n::Said>>,
    )>,
}

impl LiveChance {
    /// Whether a position is being valued.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}

/// How long Unlur's position is searched (the dice games' valuation is exact and fast).
const SEARCH: Duration = Duration::from_millis(400);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LiveChance>().add_systems(
        Update,
        value_positions.after(crate::app::session::records::RecordsSet),
    );
}

pub(super) fn ui_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_bar
            .run_if(
                crate::app::session::records::hud_shown
                    .or_else(in_state(crate::app::session::screen::Screen::Demo)),
            )
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

/// Whether the bar is wanted now ([`wanted_for`]).
fn wanted(settings: &AppSettings, screen: Screen, on_screen: &OnScreen) -> bool {
    let against_ai = on_screen
        .current()
        .is_some_and(|m| m.seats().iter().any(|seat| matches!(seat, Seat::Ai(_))));
    wanted_for(settings.get(), screen, against_ai)
}

/// Whether the bar is wanted, as the setting says ("in games between people and in
/// the demo"): in the demo and in a game between people, or against the AI too with
/// that setting; never over the menu or in the replay viewer.
fn wanted_for(s: &crate::settings::Settings, screen: Screen, against_ai: bool) -> bool {
    match screen {
        Screen::Demo => s.live_chances,
        Screen::Playing => s.live_chances && (!against_ai || s.live_chances_vs_ai),
        Screen::Menu | Screen::Replay => false,
    }
}

/// Values the position on screen when it is new and no valuation is under way.
fn value_positions(
    mut live: ResMut<LiveChance>,
    settings: Res<AppSettings>,
    screen: Res<State<Screen>>,
    on_screen: OnScreen,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) {
    // A valuation under way is looked at every frame until it is done.
    if live.job.is_some() {
        frames.now();
    }
    if let Some((key, job)) = live.job.take_if(|(_, job)| job.is_finished()) {
        match job.join() {
            Ok(Ok(chance)) => live.shown = Some((key, chance)),
            Ok(Err(e)) => warn!("the live chance could not be found: {e}"),
            Err(_) => warn!("the live chance stopped on an internal error"),
        }
    }
    if !wanted(&settings, *screen.get(), &on_screen) || live.job.is_some() {
        return;
    }
    let key = (on_screen.game(), on_screen.moves());
    if live.shown.as_ref().is_some_and(|(k, _)| *k == key) && !on_screen.replaced() {
        return;
    }
    let Some(record) = on_screen.current().map(|m| m.record()) else {
        return;
    };
    let thread = std::thread::Builder::new()
        .name("live chance".into())
        .spawn(move || {
            yield_cpu_to_rendering();
            chance_now(&record, SEARCH, key.1 as u64)
        });
    match thread {
        Ok(thread) => live.job = Some((key, thread)),
        Err(e) => warn!("no thread for the live chance: {e}"),
    }
}

/// The bar: the first side's share from the left in the accent colour, the second's in
/// grey, each side's name and percentage.
fn draw_bar(
    mut contexts: EguiContexts,
    live: Res<LiveChance>,
    settings: Res<AppSettings>,
    screen: Res<State<Screen>>,
    on_screen: OnScreen,
) -> Result {
    let Some((key, chance)) = live.shown else {
        return Ok(());
    };
    if !wanted(&settings, *screen.get(), &on_screen) || key.0 != on_screen.game() {
        return Ok(());
    }
    // The names only: the match is not copied each frame.
    let Some(game) = on_screen.current() else {
        return Ok(());
    };
    let t = settings.tr();
    let names = super::panel::side_names(t, game.id(), &game.names());
    let ctx = contexts.ctx_mut()?.clone();
    // On the demo's big screen, as large as its captions (a share of the height).
    let big = *screen.get() == Screen::Demo;
    let h = ctx.content_rect().height();
    let (width, bar, text, small) = if big {
        (h * BAR_WIDTH, h * 0.022, h * 0.036, h * HINT)
    } else {
        (300.0, 14.0, 16.0, crate::app::look::SMALL)
    };
    egui::Area::new("live-chance".into())
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 12.0])
        .show(&ctx, |ui| {
            crate::app::look::card().show(ui, |ui| {
                ui.set_width(width);
                ui.label(
                    RichText::new(t.tr("review.live"))
                        .color(crate::app::look::MUTED)
                        .size(small),
                );
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(width, bar), egui::Sense::hover());
                let split = rect.left() + rect.width() * chance.clamp(0.0, 1.0);
                let painter = ui.painter();
                painter.rect_filled(rect, 4.0, Color32::from_gray(90));
                let first = egui::Rect::from_min_max(rect.min, egui::pos2(split, rect.bottom()));
                painter.rect_filled(first, 4.0, crate::app::look::ACCENT);
                ui.horizontal(|ui| {
                    let percent = |c: f32| format!("{:.0}%", c * 100.0);
                    ui.label(RichText::new(format!("{} {}", names[0], percent(chance))).size(text));
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(
                            RichText::new(format!("{} {}", percent(1.0 - chance), names[1]))
                                .size(text),
                        );
                    });
                });
            });
        });
    Ok(())
}

#[cfg(test)]
mod wanted_tests {
    use super::*;

    #[test]
    fn the_bar_follows_its_setting_in_the_demo_too() {
        let mut s = crate::settings::Settings {
            live_chances: false,
            ..Default::default()
        };
        for screen in [Screen::Demo, Screen::Playing, Screen::Menu, Screen::Replay] {
            assert!(!wanted_for(&s, screen, false), "{screen:?}");
        }
        s.live_chances = true;
        assert!(wanted_for(&s, Screen::Demo, true));
        assert!(wanted_for(&s, Screen::Playing, false));
        assert!(!wanted_for(&s, Screen::Playing, true));
        s.live_chances_vs_ai = true;
        assert!(wanted_for(&s, Screen::Playing, true));
        assert!(!wanted_for(&s, Screen::Replay, false));
    }
}
