//! What the app's tests share: headless app builders, step loops, keys, and the imports
//! every test module uses; what they see of the real window and the command line is in
//! [`window`].

mod window;
pub use window::*;

pub use std::time::Duration;

pub use std::path::{Path, PathBuf};

pub use bevy::prelude::*;
pub use bevy::time::TimeUpdateStrategy;

pub use unlur::ai::Level;
pub use unlur::app::game_core::{PlayRequest, Refused, ThinkingOf, TurnPlayed, UndoRequest};
pub use unlur::app::ground::settings::AppSettings;
pub use unlur::app::look::style::{
    EDGE_COLOUR, EDGE_LOCKED_COLOUR, HOVER_BAD, HOVER_OK, STONE_REST_Y,
};
pub use unlur::app::session::game::AiSettings;
pub use unlur::app::session::game::{NewGame, NewGameRequest, Seat};
pub use unlur::app::table::animation::AnimationSettings;
pub use unlur::app::table::audio::SoundLog;
pub use unlur::app::unlur::ai_player::{AiState, HintRequest};
pub use unlur::app::unlur::board::{
    BoardView, Cell, HoverMarker, Hovered, LastMoveMarker, Stone, WinningHalo, WinningStone,
};
pub use unlur::app::unlur::game::{MoveRefused, UnlurMatch};
pub use unlur::app::unlur::tweens::StoneFall;
/// Unlur's words (what its HUD says), as the tests read them.
pub use unlur::app::unlur::words as text;
pub use unlur::i18n::Tr;
pub use unlur::rules::GameId;
pub use unlur::rules::unlur::{Colour, Move, Phase, Player, WinReason, parse_move};
pub use unlur::settings::Settings;
pub use unlur::synth::SoundId;

/// A game ended so (what a played move's outcome says).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOver(pub unlur::rules::unlur::Outcome);

#[derive(Resource, Default)]
pub struct Seen {
    /// The games that ended.
    pub over: Vec<GameOver>,
    /// The moves refused.
    pub refused: Vec<MoveRefused>,
}

pub fn collect(
    mut seen: ResMut<Seen>,
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    mut refused: MessageReader<Refused<UnlurMatch>>,
) {
    seen.over.extend(
        played
            .read()
            .filter_map(|TurnPlayed(p)| p.played.outcome.map(GameOver)),
    );
    seen.refused
        .extend(refused.read().map(|Refused(r)| r.clone()));
}

pub fn headless(side: usize, animated: bool) -> App {
    headless_seats(side, animated, [Seat::Human; 2])
}

/// An app with no window: minimal plugins, assets and states, time stepping by `frame`
/// seconds each update, and the AI answering at once at beginner strength.
pub fn minimal_app(frame: f64) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin::default(),
        bevy::state::app::StatesPlugin,
    ));
    app.init_asset::<Mesh>().init_asset::<StandardMaterial>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
        frame,
    )));
    app.insert_resource(AiSettings {
        delay_seconds: 0.0,
        hint_level: Level::Beginner,
    });
    // The settings are the source of truth for the AI's pause (kept nowhere on disk).
    app.insert_resource(AppSettings::in_memory(Settings {
        ai_delay: 0.0,
        ..Settings::default()
    }));
    app
}

pub fn headless_seats(side: usize, animated: bool, seats: [Seat; 2]) -> App {
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(UnlurMatch::new(&NewGame {
        side,
        first: Player::One,
        names: ["Alice".into(), "Bob".into()],
        seats,
        ..Default::default()
    }));
    app.add_plugins(unlur::app::core_plugin);
    if !animated {
        app.insert_resource(AnimationSettings {
            drop_seconds: 0.0,
            ..default()
        });
    }
    app.init_resource::<Seen>().add_systems(Last, collect);
    app.update();
    app
}

pub fn request(app: &mut App, text: &str) {
    let mv = {
        let m = app.world().resource::<UnlurMatch>();
        parse_move(m.game.board(), text).unwrap()
    };
    app.world_mut().write_message(PlayRequest::<UnlurMatch>(mv));
    app.update();
}

/// The cell of the Unlur board on screen named `name` (`d4`).
pub fn cell_named(app: &App, name: &str) -> unlur::rules::unlur::Cell {
    let m = app.world().resource::<UnlurMatch>();
    m.game.board().parse_cell(name).unwrap()
}

pub fn stones(app: &mut App) -> Vec<Stone> {
    let mut q = app.world_mut().query::<&Stone>();
    q.iter(app.world()).copied().collect()
}

pub fn count<C: Component>(app: &mut App) -> usize {
    let mut q = app.world_mut().query_filtered::<Entity, With<C>>();
    q.iter(app.world()).count()
}

pub fn material_colour(app: &mut App, handle: &Handle<StandardMaterial>) -> Color {
    app.world()
        .resource::<Assets<StandardMaterial>>()
        .get(handle)
        .unwrap()
        .base_color
}

/// Steps the app until `done` holds (AI searches run on worker threads), or panics
/// after two minutes (a debug build on a loaded machine is slow, never that slow).
pub fn run_until(app: &mut App, what: &str, done: impl Fn(&UnlurMatch) -> bool) {
    step_until::<UnlurMatch>(app, what, Duration::from_secs(120), done);
}

/// Steps the app until `done` holds of its resource `R`, for at most `limit`.
pub fn step_until<R: Resource>(
    app: &mut App,
    what: &str,
    limit: Duration,
    done: impl Fn(&R) -> bool,
) {
    let start = std::time::Instant::now();
    while !done(app.world().resource::<R>()) {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        app.update();
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// Updates the app until `done`, a person acting through `act` each frame; at most 3000
/// frames, then fails saying `what` and what `state` says of the app then.
pub fn frames_until(
    app: &mut App,
    what: &str,
    (mut act, done): (impl FnMut(&mut App), impl Fn(&mut App) -> bool),
    state: impl Fn(&mut App) -> String,
) {
    for _ in 0..3000 {
        if done(app) {
            return;
        }
        act(app);
        app.update();
    }
    panic!("{what}: not in 3000 frames; {}", state(app));
}

/// A headless app with a dice game's match `m` on screen (`game`), 1/30 s a frame.
pub fn dice_app<M: Resource>(m: M, game: GameId, animated: bool) -> App {
    let mut app = minimal_app(1.0 / 30.0);
    app.insert_resource(m);
    app.insert_state(unlur::app::session::screen::ActiveGame(game));
    app.add_plugins(unlur::app::core_plugin);
    if !animated {
        app.insert_resource(AnimationSettings {
            drop_seconds: 0.0,
            ..default()
        });
    }
    app.update();
    app.update();
    app
}

/// Every entity with `C`: its `key` and where it stands, sorted by key.
pub fn positions_of<C: Component, K: Ord>(app: &mut App, key: impl Fn(&C) -> K) -> Vec<(K, Vec3)> {
    let mut q = app.world_mut().query::<(&C, &Transform)>();
    let mut v: Vec<(K, Vec3)> = q
        .iter(app.world())
        .map(|(c, t)| (key(c), t.translation))
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

/// Presses and releases `key` as a keyboard would (one frame down, one up).
pub fn tap(app: &mut App, key: KeyCode) {
    use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
    for state in [
        bevy::input::ButtonState::Pressed,
        bevy::input::ButtonState::Released,
    ] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// The app's keys on a headless app (no egui: nothing takes the keyboard).
pub fn with_keyboard(app: &mut App) {
    app.add_plugins(bevy::input::InputPlugin);
    app.init_resource::<unlur::app::session::hud_state::HudState>();
    app.add_plugins(unlur::app::screens::keys::plugin);
    app.update();
}

/// A fresh config directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("unlur-lost-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// Where the entity with `C` whose key is `id` stands.
pub fn position_of<C: Component, K: Ord>(app: &mut App, key: impl Fn(&C) -> K, id: K) -> Vec3 {
    positions_of(app, key)
        .into_iter()
        .find(|(k, _)| *k == id)
        .expect("an entity with that key")
        .1
}

pub use unlur::app::ground::pace::Pace;

pub use unlur::app::ground::pace::WarmUp;
pub use unlur::app::session::screen::Screen;

/// What is in front of the app: the menu, the game, the replay viewer or the demo.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Takebacks in games between people, off for a new player, on (a test of what they do
/// in a game between people).
pub fn allow_takebacks_between_people(app: &mut App) {
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.takebacks_people = true);
}

/// The disk does everything asked of it, and a frame reads its answers (a fast disk).
pub fn disk_done(app: &mut App) {
    app.world()
        .resource::<unlur::app::ground::disk::Disk>()
        .flush();
    app.update();
}

/// A finished game of Royal d'Ûr between two random players (who err often, in
/// positions that stay open), as a record file in `dir`.
pub fn finished_ur(dir: &Path) -> (PathBuf, unlur::rules::ur::Game) {
    use unlur::ai::ur::{UrContender, play_game};
    let mut a = UrContender::parse("random", 5).unwrap();
    let mut b = UrContender::parse("random", 15).unwrap();
    let game = play_game(&mut a, &mut b, unlur::rules::Player::One, 5, 10_000).unwrap();
    let path = dir.join("ur.ur");
    std::fs::write(&path, unlur::rules::ur::write_record(&game, "Ann", "Bob")).unwrap();
    (path, game)
}

/// A headless app whose reviews are kept in `dir` and spend `time` a position.
pub fn reviewing_app(dir: &Path, time: Duration) -> App {
    use unlur::app::screens::review::{ReviewCache, Reviews};
    let mut app = headless(4, false);
    app.insert_resource(ReviewCache(unlur::reviews::ReviewsFolder::beside(
        &dir.join("games"),
    )));
    app.world_mut().resource_mut::<Reviews>().time = Some(time);
    app
}
