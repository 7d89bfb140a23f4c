//! The commands that open the window: play (no subcommand), `screenshot`, `demo`,
//! `frame-bench` and `idle-bench`; the command line's other commands print text and
//! exit (`super::run`).

use std::process::ExitCode;

use super::replay::Opening;
use super::{Cli, Command, DEFAULT_HEIGHT, DEFAULT_WIDTH, parse_seat, report, run_window};
use super::{unlur, words};
use crate::rules::GameId;

/// A command that opens the window, run until the window closes; any other given back.
pub(super) fn open(command: Command) -> Result<ExitCode, Box<Command>> {
    Ok(match command {
        Command::Demo {
            width,
            height,
            screenshot,
            game,
            quality,
        } => run_window(crate::app::AppOptions {
            show_menu: false,
            width,
            height,
            demo: true,
            demo_only: game,
            quality,
            settings: screenshot
                .is_some()
                .then(crate::settings::Settings::default),
            screenshot: screenshot.map(|path| crate::app::screens::screenshot::ScreenshotPlan {
                path,
                wait_frames: 8,
                tolerance: 0.03,
                check_layout: false,
            }),
            ..Default::default()
        }),
        Command::FrameBench {
            size,
            stones,
            seconds,
            level,
            width,
            height,
            review,
        } => {
            let Some(level) = crate::ai::Level::from_name(&level) else {
                return Ok(report(Err(words::trf(
                    "cli.levels",
                    &[("text", &crate::storage::quote(&level))],
                ))));
            };
            let Some(start) = unlur::frame_bench_start(size, stones as usize) else {
                return Ok(report(Err(words::trf("cli.size", &[("size", &size)]))));
            };
            run_window(crate::app::AppOptions {
                start: Some(start),
                show_menu: false,
                width,
                height,
                settings: Some(crate::settings::Settings::default()),
                frame_bench: Some(crate::app::ground::pace::bench::FrameBenchPlan {
                    seconds: seconds as f32,
                    level,
                    review,
                }),
                ..Default::default()
            })
        }
        Command::IdleBench {
            game,
            menu,
            seconds,
            width,
            height,
        } => {
            let d = crate::app::session::game::NewGame::default();
            let start = Opening::fresh(
                game,
                crate::app::session::game::DEFAULT_SIDE,
                d.seats,
                d.names,
            );
            run_window(start.options(crate::app::AppOptions {
                show_menu: menu,
                width,
                height,
                settings: Some(crate::settings::Settings::default()),
                idle_bench: Some(crate::app::ground::pace::bench::IdleBenchPlan {
                    seconds: seconds as f32,
                }),
                ..Default::default()
            }))
        }
        Command::Screenshot {
            record,
            size,
            out,
            width,
            height,
            frames,
            game,
            lang,
            palette,
            quality,
            bare,
            menu,
            rules,
            lesson,
            review,
            seconds,
        } => {
            let start = match record {
                Some(path) => match Opening::load(&path) {
                    Ok(m) => m,
                    Err(code) => return Ok(code),
                },
                None => {
                    let d = crate::app::session::game::NewGame::default();
                    Opening::fresh(game, size, d.seats, d.names)
                }
            };
            run_window(start.options(crate::app::AppOptions {
                show_menu: menu,
                rules,
                screenshot: Some(crate::app::screens::screenshot::ScreenshotPlan {
                    path: out,
                    wait_frames: frames.max(2),
                    tolerance: crate::app::screens::screenshot::STILL,
                    check_layout: true,
                }),
                width,
                height,
                bare,
                lesson,
                review,
                review_time: seconds.map(std::time::Duration::from_secs_f64),
                settings: Some(crate::settings::Settings {
                    language: lang,
                    palette,
                    quality,
                    ..Default::default()
                }),
                ..Default::default()
            }))
        }
        other => return Err(Box::new(other)),
    })
}

/// No subcommand: the window, on the game asked for (a record, or `--game`, `--size`,
/// `--p1`, `--p2`), else the menu with the newest game in progress behind it.
pub(super) fn play(cli: Cli) -> ExitCode {
    let mut start = match cli.record {
        Some(path) => match Opening::load(&path) {
            Ok(m) => Some(m),
            Err(code) => return code,
        },
        None => None,
    };
    let mut seats = [crate::app::session::game::Seat::Human; 2];
    for (i, spec) in [&cli.p1, &cli.p2].into_iter().enumerate() {
        if let Some(spec) = spec {
            match parse_seat(spec) {
                Ok(seat) => seats[i] = seat,
                Err(e) => return report(Err(e)),
            }
        }
    }
    // The seats' names in the window's language (the settings'), as the
    // new-game dialog would give them.
    let t = crate::i18n::Tr(
        crate::settings::SettingsFile::load_default()
            .settings
            .language,
    );
    let names = [0, 1].map(|i| match seats[i] {
        crate::app::session::game::Seat::Human => crate::app::session::registry::player_n(t, i),
        ai => ai.choice(t),
    });
    if let Some(m) = start.as_mut() {
        // Uckers: each player's seat plays both colours of its partnership.
        m.set_seats(&[seats[0], seats[1], seats[0], seats[1]]);
    } else if cli.size.is_some() || cli.p1.is_some() || cli.p2.is_some() || cli.game.is_some() {
        let game = cli.game.unwrap_or(GameId::Unlur);
        let side = cli.size.unwrap_or(crate::app::session::game::DEFAULT_SIDE);
        start = Some(Opening::fresh(game, side, seats, names));
    }
    // Nothing asked for: the newest game in progress waits behind the menu. A game
    // asked for is a new game in progress beside the others, never instead.
    let show_menu = start.is_none();
    let fit_screen = cli.width.is_none() && cli.height.is_none() && cli.screenshot_to.is_none();
    let base = crate::app::AppOptions {
        screenshot: cli
            .screenshot_to
            .map(|path| crate::app::screens::screenshot::ScreenshotPlan {
                path,
                wait_frames: 30,
                tolerance: crate::app::screens::screenshot::STILL,
                check_layout: false,
            }),
        show_menu,
        resume_newest: start.is_none(),
        saves: crate::saves::GamesFolder::in_config_dir(),
        // A size asked for is kept; the default one fits the screen.
        fit_screen,
        width: cli.width.unwrap_or(DEFAULT_WIDTH),
        height: cli.height.unwrap_or(DEFAULT_HEIGHT),
        diagnostics: cli.fps,
        language: cli.lang,
        ..Default::default()
    };
    run_window(match start {
        Some(opening) => opening.options(base),
        None => base,
    })
}
