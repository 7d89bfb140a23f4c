//! Demo mode for big screens: AIs play each other without end, the camera turns slowly,
//! large captions say what is happening. Any key or click leaves it.

use bevy::input::mouse::MouseButton;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::camera::{CameraYaw, UiInsets};
use super::hud::{ACCENT, HudState, bold};
use super::text;
use super::unlur::ai_player::AiState;
use super::{GameSet, Match, NewGame, NewGameRequest, Seat};
use crate::ai::Level;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Move, Phase, Player};

/// Whether the demo runs, and where it is in its loop.
#[derive(Resource, Debug)]
pub struct Demo {
    /// The demo is on.
    pub active: bool,
    /// The level both AIs play at.
    pub level: Level,
    /// Play only this game (all in turn when `None`).
    pub only: Option<super::ActiveGame>,
    over_for: f32,
    games: u32,
    sway: f32,
    /// The game that was on screen when the demo started: it comes back, as it was,
    /// when the demo ends.
    before: Option<super::records::Loaded>,
    /// The demo started this frame: the key that started it does not end it.
    just_started: bool,
}

impl Default for Demo {
    fn default() -> Self {
        Demo {
            active: false,
            level: Level::Strong,
            only: None,
            over_for: 0.0,
            games: 0,
            sway: 0.0,
            before: None,
            just_started: false,
        }
    }
}

impl Demo {
    /// A demo (not started yet) that plays only `game`, or every game in turn.
    pub fn only(game: Option<super::ActiveGame>) -> Demo {
        Demo {
            only: game,
            ..Demo::default()
        }
    }
}

/// Start the demo.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct DemoRequest;

/// Radians a second the camera turns in the demo.
const TURN_SPEED: f32 = 0.06;
/// Seconds the end of a game stays on screen before the next one.
const SHOW_RESULT_SECONDS: f32 = 7.0;

/// Registers the demo's resources, messages and systems.
pub fn plugin(app: &mut App) {
    app.init_resource::<Demo>()
        .add_message::<DemoRequest>()
        .add_systems(Update, start_demo.before(GameSet::Rules))
        .add_systems(
            Update,
            (leave_demo_on_input, run_demo)
                .chain()
                .before(GameSet::Rules)
                .after(start_demo)
                .run_if(|demo: Res<Demo>| demo.active),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_captions
                .run_if(|demo: Res<Demo>| demo.active)
                .run_if(super::hud::fonts_ready)
                .after(super::hud::install_fonts),
        );
}

/// Whether the demo is off (for systems that must not run during it).
pub fn demo_off(demo: Option<Res<Demo>>) -> bool {
    demo.is_none_or(|d| !d.active)
}

/// The demo's games in turn: Unlur on side 6, Royal d'Ûr, Uckers, Unlur on side 8.
fn demo_game(n: u32, demo: &Demo) -> NewGame {
    let level = demo.level;
    NewGame {
        game: demo.only.unwrap_or(match n % 4 {
            1 => super::ActiveGame::RoyalUr,
            2 => super::ActiveGame::Uckers,
            _ => super::ActiveGame::Unlur,
        }),
        side: if n.is_multiple_of(4) { 6 } else { 8 },
        first: if n.is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        },
        names: ["Amber".into(), "Indigo".into()],
        seats: [Seat::Ai(level); 2],
        uckers: super::uckers::UckersSetup {
            players: 4,
            seats: [Seat::Ai(level); 4],
            names: ["Amber", "Ruby", "Jade", "Indigo"].map(String::from),
            ..Default::default()
        },
    }
}

fn start_demo(
    mut requests: MessageReader<DemoRequest>,
    mut demo: ResMut<Demo>,
    mut hud: ResMut<HudState>,
    mut new_game: MessageWriter<NewGameRequest>,
    on_screen: super::records::OnScreen,
) {
    if requests.read().count() == 0 || demo.active {
        return;
    }
    *demo = Demo {
        active: true,
        level: demo.level,
        only: demo.only,
        before: on_screen.loaded(),
        just_started: true,
        ..Demo::default()
    };
    hud.new_game_open = false;
    hud.menu_open = false;
    new_game.write(NewGameRequest(demo_game(0, &demo)));
}

/// A presenter's remote drives the demo: Page Down or Right goes to the next game,
/// Page Up or Left to the one before. Any other key, or a click, leaves for the menu.
fn leave_demo_on_input(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut demo: ResMut<Demo>,
    mut yaw: ResMut<CameraYaw>,
    mut hud: ResMut<HudState>,
    mut new_game: MessageWriter<NewGameRequest>,
    mut show: MessageWriter<super::records::ShowGame>,
) {
    // The key or click that started the demo is still "just pressed" this frame.
    if std::mem::take(&mut demo.just_started) {
        return;
    }
    if keys.get_just_pressed().next().is_none() && mouse.get_just_pressed().next().is_none() {
        return;
    }
    let next = [KeyCode::PageDown, KeyCode::ArrowRight, KeyCode::ArrowDown];
    let previous = [KeyCode::PageUp, KeyCode::ArrowLeft, KeyCode::ArrowUp];
    let only_presenter_keys = mouse.get_just_pressed().next().is_none()
        && keys
            .get_just_pressed()
            .all(|k| next.contains(k) || previous.contains(k));
    if only_presenter_keys {
        if keys.any_just_pressed(next) {
            demo.games += 1;
        } else {
            demo.games = demo.games.checked_sub(1).unwrap_or(3);
        }
        demo.over_for = 0.0;
        new_game.write(NewGameRequest(demo_game(demo.games, &demo)));
        return;
    }
    demo.active = false;
    yaw.0 = 0.0;
    // The game that was on screen comes back exactly as it was.
    match demo.before.take() {
        Some(before) => {
            show.write(super::records::ShowGame(Box::new(before)));
        }
        None => {
            new_game.write(NewGameRequest(NewGame::default()));
        }
    }
    hud.new_game_open = false;
    hud.menu_open = true;
}

fn run_demo(
    time: Res<Time>,
    current: Res<Match>,
    ur: Res<super::ur::UrMatch>,
    uckers: Res<super::uckers::UckersMatch>,
    game: Res<State<super::ActiveGame>>,
    mut demo: ResMut<Demo>,
    mut yaw: ResMut<CameraYaw>,
    mut new_game: MessageWriter<NewGameRequest>,
    capturing: Option<Res<super::screenshot::ScreenshotPlan>>,
) {
    if !demo.active {
        return;
    }
    let on_ur = *game.get() != super::ActiveGame::Unlur;
    // A screenshot of the demo waits for a settled picture: hold the camera at an angle.
    if capturing.is_some() {
        yaw.0 = if on_ur { 0.25 } else { 0.5 };
    } else if on_ur {
        // The long Ur board only sways, so that it stays readable.
        demo.sway += TURN_SPEED * time.delta_secs();
        yaw.0 = 0.3 * demo.sway.sin();
    } else {
        yaw.0 = (yaw.0 + TURN_SPEED * time.delta_secs()) % std::f32::consts::TAU;
    }
    let over = match game.get() {
        super::ActiveGame::RoyalUr => ur.stage == super::ur::Stage::Over,
        super::ActiveGame::Uckers => uckers.stage == super::uckers::Stage::Over,
        super::ActiveGame::Unlur => current.game.phase() == Phase::Over,
    };
    if over {
        demo.over_for += time.delta_secs();
        if demo.over_for >= SHOW_RESULT_SECONDS {
            demo.over_for = 0.0;
            demo.games += 1;
            new_game.write(NewGameRequest(demo_game(demo.games, &demo)));
        }
    }
}

/// The caption: what is happening, in one or two large lines.
pub fn caption(t: Tr, m: &Match, ai: &AiState) -> (String, String) {
    let g = &m.game;
    match g.phase() {
        Phase::Contract => (
            t.tr("demo.contract").to_string(),
            t.trf("demo.contract_line", &[("who", &m.name(g.to_move()))]),
        ),
        Phase::Play => {
            let just_passed = g.history().iter().rev().take(3).any(|&mv| mv == Move::Pass);
            if just_passed && let Some(line) = text::contract_result(t, m) {
                return (t.tr("demo.colours_set").to_string(), line);
            }
            let lead = ai.last_thought.map(|(p, thought)| {
                let colour = g.colour_of(p).unwrap_or(Colour::White);
                if thought.win_chance >= 0.5 {
                    (colour, thought.win_chance)
                } else {
                    (colour.other(), 1.0 - thought.win_chance)
                }
            });
            let second = match lead {
                Some((colour, chance)) => t.trf(
                    "demo.looks_ahead",
                    &[
                        (
                            "who",
                            &g.player_of(colour).map(|p| m.name(p)).unwrap_or("?"),
                        ),
                        ("colour", &text::colour_name(t, colour)),
                        ("chance", &format!("{:.0}", 100.0 * chance)),
                    ],
                ),
                None => t.tr("unlur.help.goals").to_string(),
            };
            (t.tr("demo.goals").to_string(), second)
        }
        Phase::Over => (
            text::result_headline(t, m).unwrap_or_default(),
            text::result_reason(t, m).unwrap_or_default(),
        ),
    }
}

/// The caption of a game of Royal d'Ûr: what happens now, and the score in pieces.
pub fn ur_caption(t: Tr, m: &super::ur::UrMatch) -> (String, String) {
    let g = &m.game;
    let head = super::ur::status_line(t, m);
    let score = |p: Player| {
        let theirs = g.position().counts(p.other());
        t.trf(
            "demo.ur_score",
            &[
                ("who", &m.name(p)),
                ("removed", &theirs.removed),
                (
                    "prisoners",
                    &t.plural("demo.prisoners", theirs.prisoners as usize),
                ),
            ],
        )
    };
    (
        head,
        format!("{}; {}", score(Player::One), score(Player::Two)),
    )
}

/// The caption of a game of Uckers: what happens now, and how many pieces each
/// partnership has home.
pub fn uckers_caption(t: Tr, m: &super::uckers::UckersMatch) -> (String, String) {
    let p = m.game.position();
    let home = |team: crate::rules::uckers::Partnership| -> usize {
        team.colours().iter().map(|&c| p.home_count(c)).sum()
    };
    use crate::rules::uckers::Partnership::{RedBlue, YellowGreen};
    (
        super::uckers::status_line(t, m),
        t.trf(
            "demo.uckers_home",
            &[("yg", &home(YellowGreen)), ("rb", &home(RedBlue))],
        ),
    )
}

fn draw_captions(
    mut contexts: EguiContexts,
    current: Res<Match>,
    ur: Res<super::ur::UrMatch>,
    uckers: Res<super::uckers::UckersMatch>,
    game: Res<State<super::ActiveGame>>,
    ai: Res<AiState>,
    settings: Res<super::settings::AppSettings>,
    mut insets: ResMut<UiInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let (head, line, title) = match game.get() {
        super::ActiveGame::RoyalUr => {
            let (h, l) = ur_caption(t, &ur);
            (h, l, t.tr("ur.title"))
        }
        super::ActiveGame::Uckers => {
            let (h, l) = uckers_caption(t, &uckers);
            (h, l, t.tr("uckers.title"))
        }
        super::ActiveGame::Unlur => {
            let (h, l) = caption(t, &current, &ai);
            (h, l, t.tr("unlur.title"))
        }
    };
    egui::Area::new("demo-title".into())
        .anchor(Align2::LEFT_TOP, [24.0, 18.0])
        .show(&ctx, |ui| {
            ui.label(RichText::new(title).font(bold(40.0)).color(ACCENT));
            ui.label(
                RichText::new(t.tr("demo.press_any_key"))
                    .size(18.0)
                    .color(Color32::from_gray(170)),
            );
        });
    let area = egui::Area::new("demo-caption".into())
        .anchor(Align2::CENTER_BOTTOM, [0.0, -24.0])
        .show(&ctx, |ui| {
            egui::Frame::new()
                .fill(Color32::from_rgba_premultiplied(16, 18, 24, 225))
                .corner_radius(egui::CornerRadius::same(14))
                .inner_margin(egui::Margin::symmetric(28, 16))
                .show(ui, |ui| {
                    ui.set_max_width(ctx.content_rect().width() * 0.8);
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(head).font(bold(38.0)).color(ACCENT));
                        ui.label(RichText::new(line).size(24.0));
                    });
                });
        });
    let zoom = ctx.zoom_factor();
    let wanted = UiInsets {
        bottom: (ctx.content_rect().bottom() - area.response.rect.top() + 12.0) * zoom,
        top: 90.0 * zoom,
        ..default()
    };
    insets.set_if_neq(wanted);
    Ok(())
}
