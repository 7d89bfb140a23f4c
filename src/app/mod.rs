//! The Bevy app: the window, input, sound and the table, for the three games. Each
//! game's match (the core's rules with its seats and names: [`unlur::game::UnlurMatch`],
//! [`ur::UrMatch`], [`uckers::UckersMatch`]) is the truth; everything here is a view of
//! it or a way to ask it for a move. Its parts, in rooms from the ground up: `ground`,
//! `look`, `table`, `session`, `screens`, the games' folders (`dice_core` under the dice
//! games), and this file, which assembles them (`docs/architecture.md`).

pub mod dice_core;
pub mod game_core;
pub mod ground;
pub mod look;
mod options;
pub mod screens;
pub mod session;
pub mod table;
pub mod uckers;
pub mod unlur;
pub mod ur;

use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};
use bevy_egui::EguiPlugin;

pub use options::AppOptions;
use session::game::NewGame;
use session::screen::ActiveGame;

/// The parts that need no window or renderer: the rules bridge, the board's entities,
/// animation and sound. Headless tests use this with `MinimalPlugins`.
pub fn core_plugin(app: &mut App) {
    // Asked for when something must be shown at once (the window plugin adds it too).
    app.add_message::<bevy::window::RequestRedraw>();
    if !app.world().contains_resource::<State<ActiveGame>>() {
        app.init_state::<ActiveGame>();
    }
    if !app
        .world()
        .contains_resource::<State<session::screen::Screen>>()
    {
        app.init_state::<session::screen::Screen>();
    }
    app.init_resource::<table::input::KeyCursor>()
        .init_resource::<table::camera::BoardOutline>()
        .init_resource::<table::grain::Grain>();
    app.add_plugins((
        session::screen::plugin,
        session::game::plugin,
        table::animation::plugin,
        table::motion::plugin,
        table::audio::plugin,
        ground::settings::plugin,
        session::settings_applied::plugin,
        session::saved_games::plugin,
        session::records::plugin,
        table::palette::plugin,
        screens::review::plugin,
        session::online::plugin,
        session::lesson::plugin,
        session::puzzle::plugin,
        screens::menu::cursor_plugin,
    ))
    .add_plugins((
        ground::pace::plugin,
        ground::disk::plugin,
        ground::order::plugin,
    ));
    for entry in session::registry::games() {
        (entry.plugin)(app);
    }
}

/// The whole windowed app.
pub fn build(options: AppOptions) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Unlur".into(),
                    resolution: WindowResolution::new(options.width, options.height)
                        .with_scale_factor_override(1.0),
                    resizable: true,
                    present_mode: PresentMode::AutoVsync,
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: if options.diagnostics {
                    "warn,unlur=info,bevy_diagnostic=info,wgpu=error,naga=error".into()
                } else {
                    "warn,unlur=info,wgpu=error,naga=error".into()
                },
                ..default()
            }),
    )
    .add_plugins((MeshPickingPlugin, EguiPlugin::default()));
    if options.diagnostics {
        app.add_plugins((
            bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
    let start = options.start.unwrap_or_else(|| {
        (session::registry::entry(crate::rules::GameId::Unlur).new_match)(&NewGame::default())
    });
    let draft = start.draft();
    app.insert_state(ActiveGame(start.game()));
    app.insert_state(if options.show_menu {
        session::screen::Screen::Menu
    } else {
        session::screen::Screen::Playing
    });
    start.put(app.world_mut(), false);
    // The user's settings, except for screenshots, which show the designed defaults
    // (or what the command line asks for).
    let mut settings = match &options.settings {
        Some(s) => ground::settings::AppSettings::in_memory(*s),
        None => {
            ground::settings::AppSettings::from_file(crate::settings::SettingsFile::load_default())
        }
    };
    // The language asked for on the command line: this run's, not saved for it (a
    // setting changed during the run saves the settings as they are, language included).
    if let Some(language) = options.language {
        settings.file.settings.language = language;
    }
    if let Some(quality) = options.quality {
        settings.file.settings.quality = quality;
    }
    // The puzzles' progress beside the settings (kept nowhere for screenshots, as their
    // settings are).
    app.insert_resource(match &options.settings {
        Some(_) => session::puzzle::Puzzles::default(),
        None => session::puzzle::Puzzles::with_file(crate::puzzles::progress::ProgressFile::load(
            crate::puzzles::progress::default_path(),
        )),
    });
    app.insert_resource(settings);
    core_plugin(&mut app);
    app.add_plugins((
        table::camera::plugin,
        look::plugin,
        screens::keys::plugin,
        screens::screenshot::plugin,
        screens::screenshot::layout_check::plugin,
        table::coordinates::plugin,
        screens::demo::plugin,
        screens::settings::ui_plugin,
        screens::menu::plugin,
        screens::files::plugin,
        screens::replay::plugin,
        screens::rules::plugin,
        screens::notices::plugin,
        screens::review::ui_plugin,
        screens::online::plugin,
    ))
    .add_plugins((
        screens::dialog::plugin,
        screens::playing::plugin,
        screens::learn::plugin,
        screens::puzzles::plugin,
        ground::pace::ui_plugin,
        look::window_icon::plugin,
        look::window_fit::plugin,
        table::tier::plugin,
    ));
    for entry in session::registry::games() {
        (entry.ui_plugin)(&mut app);
    }
    if options.fit_screen {
        app.insert_resource(look::window_fit::FitScreen);
    }
    if options.demo {
        app.insert_resource(screens::demo::Demo::only(options.demo_only));
        app.add_systems(
            Startup,
            |mut w: MessageWriter<screens::demo::DemoRequest>| {
                w.write(screens::demo::DemoRequest);
            },
        );
    }
    app.insert_resource(session::hud_state::HudState::new(draft));
    if let Some(folder) = options.saves {
        if let Some(config) = folder.dir.parent() {
            app.insert_resource(session::online::kept::OnlineFile(config.join("online.txt")));
        }
        app.insert_resource(screens::review::ReviewCache(
            crate::reviews::ReviewsFolder::beside(&folder.dir),
        ));
        let mut autosave = session::saved_games::autosave::Autosave::new(folder);
        autosave.resume_newest = options.resume_newest;
        app.insert_resource(autosave);
    }
    if options.rules {
        let game = app
            .world()
            .get_resource::<State<ActiveGame>>()
            .map_or(crate::rules::GameId::Unlur, |s| s.get().0);
        app.insert_resource(screens::rules::RulesScreen { open: true, game });
    }
    if options.bare {
        app.insert_resource(session::screen::BareView);
    }
    if let Some(start) = options.online {
        app.insert_resource(start);
    }
    if let Some((game, number)) = options.lesson {
        app.add_systems(
            Startup,
            move |mut w: MessageWriter<session::lesson::LessonRequest>| {
                w.write(session::lesson::LessonRequest::Start(game, number));
            },
        );
    }
    if options.review {
        let time = options.review_time;
        app.add_systems(
            Update,
            (move |mut w: MessageWriter<screens::review::ReviewRequest>,
                   mut reviews: ResMut<screens::review::Reviews>| {
                reviews.time = time.or(reviews.time);
                w.write(screens::review::ReviewRequest::Start);
            })
            .run_if(run_once),
        );
    }
    if let Some(plan) = options.frame_bench {
        app.insert_resource(plan);
        app.add_plugins(unlur::frame_bench::plugin);
    }
    if let Some(plan) = options.idle_bench {
        app.insert_resource(plan)
            .add_plugins(ground::pace::bench::plugin);
    }
    // A person's window sleeps while nothing moves; screenshots and benchmarks count
    // frames and keep drawing.
    if options.screenshot.is_none() && options.frame_bench.is_none() {
        app.insert_resource(ground::pace::reactive_settings())
            .insert_resource(ground::pace::Reactive);
    }
    if let Some(plan) = options.screenshot {
        app.insert_resource(table::animation::AnimationSettings {
            drop_seconds: 0.0,
            ..default()
        });
        app.insert_resource(plan);
    }
    app
}

/// Opens the window and runs until it closes. Without a display or a graphics
/// adapter it says what is missing, in one line on stderr, and fails.
pub fn run(options: AppOptions) -> AppExit {
    if let Some(problem) = display_problem() {
        eprintln!("{}", crate::i18n::Tr::system().said(&problem));
        return AppExit::error();
    }
    quiet_start_failures();
    build(options).run()
}

/// Why no window can be opened here, if it can be told before trying: on Linux and the
/// BSDs, neither a Wayland socket nor an X display to be reached.
pub fn display_problem() -> Option<crate::i18n::Said> {
    use crate::i18n::Said;
    if cfg!(any(
        target_os = "windows",
        target_os = "macos",
        target_os = "ios"
    )) {
        return None;
    }
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    let wayland = var("WAYLAND_DISPLAY").map(|name| {
        let name = std::path::PathBuf::from(name);
        if name.is_absolute() {
            name
        } else {
            var("XDG_RUNTIME_DIR")
                .map(std::path::PathBuf::from)
                .unwrap_or_default()
                .join(name)
        }
    });
    if wayland.as_ref().is_some_and(|socket| socket.exists()) {
        return None;
    }
    let x11 = var("DISPLAY").map(|d| d.to_string_lossy().into_owned());
    if let Some(display) = &x11 {
        // A local display `:N` (or `:N.S`) has its socket in /tmp/.X11-unix; a remote one
        // (`host:N`) cannot be checked before trying.
        match display.strip_prefix(':') {
            Some(rest) => {
                let number = rest.split('.').next().unwrap_or("");
                let socket = std::path::Path::new("/tmp/.X11-unix").join(format!("X{number}"));
                if socket.exists() || cfg!(not(target_os = "linux")) {
                    return None;
                }
            }
            None => return None,
        }
    }
    Some(match (wayland, x11) {
        (None, None) => Said::new("start.no_display"),
        (Some(socket), None) => {
            Said::new("start.no_wayland").with("socket", crate::storage::shown(&socket))
        }
        (_, Some(display)) => {
            Said::new("start.no_x11").with("display", crate::storage::quote(&display))
        }
    })
}

/// Turns the panics of a window or a graphics adapter that cannot be had (in the
/// windowing and rendering libraries, which panic rather than return an error) into one
/// line and exit status 1; every other panic is reported as usual.
fn quiet_start_failures() {
    let usual = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        let lower = message.to_lowercase();
        let what = if ["gpu", "adapter", "wgpu", "vulkan", "surface", "renderer"]
            .iter()
            .any(|w| lower.contains(w))
        {
            Some("start.no_adapter")
        } else if ["event loop", "display", "wayland", "x11", "xlib", "winit"]
            .iter()
            .any(|w| lower.contains(w))
        {
            Some("start.no_window")
        } else {
            None
        };
        match what {
            Some(what) => {
                let detail = crate::storage::quote(message.lines().next().unwrap_or(""));
                eprintln!(
                    "{}",
                    crate::i18n::Tr::system().trf(what, &[("detail", &detail)])
                );
                std::process::exit(1);
            }
            None => usual(info),
        }
    }));
}
