//! Demo mode for big screens: AIs play each other without end, the camera turns slowly,
//! large captions say what is happening. Any key or click leaves it.

use bevy::input::mouse::MouseButton;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::table::camera::CameraYaw;

use crate::ai::Level;
use crate::app::ground::order::Step;
use crate::app::ground::settings::AppSettings;
use crate::app::look::big_screen::{BAR_WIDTH, HINT};
use crate::app::look::{ACCENT, bold};
use crate::app::session::game::{NewGame, NewGameRequest, Seat};
use crate::app::session::hud_state::HudState;
use crate::app::session::on_screen::OnScreen;
use crate::app::session::registry;
use crate::app::session::registry::games;
use crate::app::session::screen::Screen;
use crate::app::table::camera::UiInsets;
use crate::app::table::coordinates::LabelSize;
use crate::i18n::Tr;
use crate::rules::Player;

/// Whether the demo runs, and where it is in its loop.
#[derive(Resource, Debug)]
pub struct Demo {
    /// The level both AIs play at.
    pub level: Level,
    /// Play only this game (all in turn when `None`).
    pub only: Option<crate::rules::GameId>,
    over_for: f32,
    games: u32,
    sway: f32,
    /// The game that was on screen when the demo started: it comes back, as it was,
    /// when the demo ends.
    before: Option<crate::app::session::any_match::AnyMatch>,
    /// The demo started this frame: the key that started it does not end it.
    just_started: bool,
}

impl Default for Demo {
    fn default() -> Self {
        Demo {
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
    pub fn only(game: Option<crate::rules::GameId>) -> Demo {
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
/// The camera's turn at the key moments, as a part of its usual speed.
const CALM: f32 = 0.2;
/// Seconds the end of a game stays on screen before the next one.
const SHOW_RESULT_SECONDS: f32 = 7.0;
/// Games in a round of the demo: each game once (Unlur on its quick board: a game on
/// side 8 held a room for many minutes).
const ROUND: u32 = crate::rules::GameId::ALL.len() as u32;

/// The captions' sizes, as shares of the window's height: read from five metres on a
/// 4K screen (their capitals 2.6% of its height at least: Inter's capitals are 0.73 of
/// its size).
const TITLE: f32 = 0.05;
const HEAD: f32 = 0.05;
const LINE: f32 = 0.036;
/// Seconds a caption stays after what it says happened; then the board is left alone
/// until something else happens (the end of a game stays until the next).
const CAPTION_SECONDS: f32 = 6.0;
/// Seconds the title card of a game stays at its start.
const TITLE_CARD_SECONDS: f32 = 3.5;

/// What the demo's caption says now, in two large lines: each game writes it while the
/// demo shows it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct DemoCaption(pub String, pub String);

/// Registers the demo's resources, messages and systems.
pub fn plugin(app: &mut App) {
    app.init_resource::<Demo>()
        .init_resource::<DemoCaption>()
        .init_resource::<LabelSize>()
        .add_message::<DemoRequest>()
        // Before the state transition, so that the demo's first game is in front (and
        // known to be the demo's) in the very frame it is asked for.
        .add_systems(PreUpdate, start_demo)
        .add_systems(OnExit(Screen::Demo), |mut size: ResMut<LabelSize>| {
            *size = LabelSize::default();
        })
        .add_systems(
            Update,
            (leave_demo_on_input, run_demo)
                .chain()
                .in_set(Step::Input)
                .run_if(in_state(Screen::Demo)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_captions
                .run_if(in_state(Screen::Demo))
                .run_if(crate::app::look::fonts_ready)
                .after(crate::app::look::install_fonts),
        );
}

/// The demo's games in turn: each game of the registry (Unlur on side 6, Royal d'Ûr,
/// Uckers).
fn demo_game(n: u32, demo: &Demo, t: Tr) -> NewGame {
    let k = n % ROUND;
    let game = demo.only.unwrap_or(games()[k as usize % games().len()].id);
    let mut setup = NewGame {
        game,
        side: 6,
        first: if n.is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        },
        // The seats' own default names, in the window's language: not names that are a
        // second code for the colours.
        names: NewGame::default().names,
        seats: [Seat::Ai(demo.level); 2],
        ..NewGame::default()
    };
    let entry = registry::entry(game);
    (entry.demo.setup)(&mut setup, demo.level);
    // Where each side has its colour, a spectator reads it by that colour's name.
    match entry.demo.names {
        Some(names) => {
            for (name, colour) in setup.names.iter_mut().zip(names(t)) {
                *name = colour;
            }
        }
        None => crate::app::session::default_names::translate_defaults(&mut setup.names, t),
    }
    setup
}

fn start_demo(
    mut requests: MessageReader<DemoRequest>,
    mut demo: ResMut<Demo>,
    mut hud: ResMut<HudState>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut new_game: MessageWriter<NewGameRequest>,
    on_screen: OnScreen,
    settings: Res<AppSettings>,
) {
    if requests.read().count() == 0 || *screen.get() == Screen::Demo {
        return;
    }
    *demo = Demo {
        level: demo.level,
        only: demo.only,
        before: on_screen.loaded(),
        just_started: true,
        ..Demo::default()
    };
    hud.new_game_open = false;
    next.set(Screen::Demo);
    new_game.write(NewGameRequest(demo_game(0, &demo, settings.tr())));
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
    mut show: MessageWriter<crate::app::session::records::ShowGame>,
    mut to_screen: ResMut<NextState<Screen>>,
    settings: Res<AppSettings>,
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
            demo.games = demo.games.checked_sub(1).unwrap_or(ROUND - 1);
        }
        demo.over_for = 0.0;
        new_game.write(NewGameRequest(demo_game(demo.games, &demo, settings.tr())));
        return;
    }
    to_screen.set(Screen::Menu);
    yaw.0 = 0.0;
    // The game that was on screen comes back exactly as it was.
    match demo.before.take() {
        Some(before) => {
            show.write(crate::app::session::records::ShowGame(Box::new(before)));
        }
        None => {
            new_game.write(NewGameRequest(NewGame::default()));
        }
    }
    hud.new_game_open = false;
}

fn run_demo(
    time: Res<Time>,
    on_screen: OnScreen,
    mut demo: ResMut<Demo>,
    mut yaw: ResMut<CameraYaw>,
    mut new_game: MessageWriter<NewGameRequest>,
    capturing: Option<Res<super::screenshot::ScreenshotPlan>>,
    leaving: Res<NextState<Screen>>,
    flourish: Option<Res<crate::app::table::camera::CameraFlourish>>,
    settings: Res<AppSettings>,
) {
    // A key or click left the demo this frame: its camera and games stay as they are.
    if !matches!(*leaving, NextState::Unchanged) {
        return;
    }
    let turns = registry::entry(on_screen.game()).demo.turns;
    let over = on_screen.current().is_some_and(|m| m.shown_over());
    // The camera slows to a near stop at the key moments: the win's lean toward its
    // path, and the end held on screen.
    let speed = if over || flourish.is_some() {
        TURN_SPEED * CALM
    } else {
        TURN_SPEED
    };
    // A screenshot of the demo waits for a settled picture: hold the camera at an angle.
    if capturing.is_some() {
        yaw.0 = if turns { 0.5 } else { 0.25 };
    } else if !turns {
        // A long board only sways, so that it stays readable.
        demo.sway += speed * time.delta_secs();
        yaw.0 = 0.3 * demo.sway.sin();
    } else {
        yaw.0 = (yaw.0 + speed * time.delta_secs()) % std::f32::consts::TAU;
    }
    if over {
        demo.over_for += time.delta_secs();
        if demo.over_for >= SHOW_RESULT_SECONDS {
            demo.over_for = 0.0;
            demo.games += 1;
            new_game.write(NewGameRequest(demo_game(demo.games, &demo, settings.tr())));
        }
    }
}

/// How long the caption and the game on screen have been up.
#[derive(Default)]
struct Shown {
    head: String,
    caption_for: f32,
    game: Option<(crate::rules::GameId, u32)>,
    game_for: f32,
    /// The caption's height when last shown: its room, kept while it is away.
    room: f32,
}

fn draw_captions(
    mut contexts: EguiContexts,
    caption: Res<DemoCaption>,
    game: Res<State<crate::app::session::screen::ActiveGame>>,
    settings: Res<AppSettings>,
    mut insets: ResMut<UiInsets>,
    (time, demo, on_screen): (Res<Time>, Res<Demo>, OnScreen),
    mut shown: Local<Shown>,
    mut label_size: ResMut<LabelSize>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let entry = registry::entry(**game.get());
    let title = t.tr(entry.demo.title_key);
    let DemoCaption(head, line) = caption.clone();
    // A caption comes when what it says happens, and goes after a while; the end of a
    // game stays up until the next one.
    let dt = time.delta_secs();
    if shown.head != head {
        shown.head = head.clone();
        shown.caption_for = 0.0;
    } else {
        shown.caption_for += dt;
    }
    let over = on_screen.current().is_some_and(|m| m.shown_over());
    let caption_up = over || shown.caption_for < CAPTION_SECONDS;
    // Each game opens on its title card.
    let this_game = Some((game.get().0, demo.games));
    if shown.game != this_game {
        shown.game = this_game;
        shown.game_for = 0.0;
    } else {
        shown.game_for += dt;
    }
    let screen = ctx.content_rect();
    let h = screen.height();
    // The board's names (Unlur's sides, Royal d'Ûr's squares) as large as the show's
    // smallest text, where the game's show keeps them.
    label_size.set_if_neq(LabelSize(entry.demo.labels.then_some(h * HINT)));
    // In the top left corner, where the hexagon leaves room; the hint wraps only
    // where the window is too narrow for it beside the chance of winning (top right).
    let bar = h * BAR_WIDTH;
    let room = (screen.width() - bar - h * 0.06 - 40.0).max(h * 0.25);
    egui::Area::new("demo-title".into())
        .anchor(Align2::LEFT_TOP, [h * 0.02, h * 0.015])
        .show(&ctx, |ui| {
            ui.set_max_width(room);
            ui.add(
                egui::Label::new(RichText::new(title).font(bold(h * TITLE)).color(ACCENT)).extend(),
            );
            ui.add(
                egui::Label::new(
                    RichText::new(t.tr("demo.press_any_key"))
                        .size(h * HINT)
                        .color(Color32::from_gray(170)),
                )
                .wrap(),
            );
        });
    if shown.game_for < TITLE_CARD_SECONDS {
        egui::Area::new("demo-title-card".into())
            .anchor(Align2::CENTER_CENTER, [0.0, -h * 0.05])
            .show(&ctx, |ui| {
                crate::app::look::card()
                    .inner_margin(egui::Margin::same((h * 0.03).min(100.0) as i8))
                    .show(ui, |ui| {
                        ui.set_max_width(screen.width() * 0.6);
                        ui.vertical_centered(|ui| {
                            ui.label(RichText::new(title).font(bold(h * 0.09)).color(ACCENT));
                            ui.label(RichText::new(entry.about(t)).size(h * LINE));
                        });
                    });
            });
    }
    // The headline on one line: a long one (Uckers' words about itself) made smaller
    // to fit the width, never under the second line's size.
    let head_font = bold(h * HEAD);
    let wide = ctx.fonts_mut(|f| {
        f.layout_no_wrap(head.clone(), head_font.clone(), ACCENT)
            .size()
            .x
    });
    let fits = (screen.width() * 0.94 - 60.0) / wide.max(1.0);
    let head_font = bold(h * (HEAD * fits.min(1.0)).max(LINE));
    let area = egui::Area::new("demo-caption".into())
        .anchor(Align2::CENTER_BOTTOM, [0.0, -h * 0.015])
        .show(&ctx, |ui| {
            if !caption_up {
                // Its room is kept (the board does not move), empty.
                ui.add_space(shown.room);
                return;
            }
            egui::Frame::new()
                .fill(Color32::from_rgba_premultiplied(16, 18, 24, 225))
                .corner_radius(egui::CornerRadius::same(14))
                .inner_margin(egui::Margin::symmetric(28, 10))
                .show(ui, |ui| {
                    ui.set_max_width(screen.width() * 0.94);
                    ui.vertical_centered(|ui| {
                        ui.add(
                            egui::Label::new(RichText::new(head).font(head_font).color(ACCENT))
                                .extend(),
                        );
                        ui.label(RichText::new(line).size(h * LINE));
                    });
                });
        });
    if caption_up {
        shown.room = area.response.rect.height();
    }
    let zoom = ctx.zoom_factor();
    // The board takes all the height the caption leaves: the title stands in a corner
    // the hexagon does not reach.
    let wanted = UiInsets {
        bottom: (screen.bottom() - area.response.rect.top() + 8.0) * zoom,
        top: h * 0.02 * zoom,
        ..default()
    };
    insets.set_if_neq(wanted);
    Ok(())
}
