//! The command line: no subcommand opens the window; `replay`, `screenshot` and
//! `synth-sounds` do one job and exit. The subcommands are in `command`, the checked
//! values of their options in `args`, reading records in `replay`, what matches
//! share in [`matches`]; each game's matches, bench and replay in its folder (`unlur/`,
//! `ur/`, `uckers/`), which this entry sends each command to.

use std::process::ExitCode;

mod args;
mod command;
pub mod engine;
mod matches;
mod online;
mod replay;
mod review;
mod uckers;
mod unlur;
mod ur;
pub mod words;

pub use args::{WINDOW_PX, parse_seat};
pub use command::{Cli, Command};
pub use replay::read_record_file;
pub use unlur::load_record;

use crate::ai::unlur::positions::Contracts;
use crate::rules::GameId;
use replay::Opening;
use unlur::board_side;

/// The window's size when none is asked for (less on a smaller screen).
const DEFAULT_WIDTH: u32 = 1600;
/// See [`DEFAULT_WIDTH`].
const DEFAULT_HEIGHT: u32 = 900;

/// Opens the window with `options` until it closes: success, or failure.
fn run_window(options: crate::app::AppOptions) -> ExitCode {
    if crate::app::run(options).is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

pub(crate) fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            words::error(&e);
            ExitCode::FAILURE
        }
    }
}

/// The pictures asked for (`screenshot --out`, `demo --screenshot`, `--screenshot-to`)
/// can be written: said before the window opens, not after it has drawn.
fn pictures_writable(cli: &Cli) -> Result<(), String> {
    let (flag, path) = match &cli.command {
        Some(Command::Screenshot { out, .. }) => ("--out", Some(out)),
        Some(Command::Demo { screenshot, .. }) => ("--screenshot", screenshot.as_ref()),
        _ => ("--screenshot-to", cli.screenshot_to.as_ref()),
    };
    match path {
        Some(path) => args::writable_file(path).map_err(|e| words::option(flag, &e)),
        None => Ok(()),
    }
}

/// Whether `command` only prints text (no window): its output may go to a pipe that
/// closes early (`unlur replay FILE | head -1`).
fn prints_text(command: &Command) -> bool {
    match command {
        Command::Replay { .. }
        | Command::Review { .. }
        | Command::Calibrate { .. }
        | Command::Bench { .. }
        | Command::SolveBench { .. }
        | Command::Match { .. }
        | Command::SynthSounds { .. } => true,
        Command::Host(args) => args.side.p != "human",
        Command::Join(args) => args.side.p != "human",
        _ => false,
    }
}

/// A text command whose reader has gone ends quietly, as other command-line tools do
/// (Rust's printing would otherwise panic on the closed pipe). Not for the window: it
/// never stops because a terminal closed.
fn end_quietly_on_a_closed_pipe() {
    #[cfg(target_os = "linux")]
    // SAFETY: setting a signal's disposition to its default, before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Runs the command line; returns the process's exit code.
pub fn run(cli: Cli) -> ExitCode {
    if cli.command.as_ref().is_some_and(prints_text) {
        end_quietly_on_a_closed_pipe();
    }
    if let Err(e) = pictures_writable(&cli) {
        return report(Err(e));
    }
    match cli.command {
        Some(Command::Replay { file }) => replay(&file),
        Some(Command::Engine) => engine::run(),
        Some(Command::Review {
            file,
            seconds,
            seed,
        }) => report(review::review(&file, seconds, seed)),
        Some(Command::Calibrate {
            game,
            games,
            seed,
            save,
            load,
            held_out,
            contracts,
        }) => report(match game {
            GameId::Unlur => review::calibrate_unlur(
                games as usize,
                seed,
                contracts,
                review::PositionFiles {
                    save,
                    load,
                    held_out,
                },
            ),
            _ if save.is_some()
                || load.is_some()
                || held_out.is_some()
                || contracts != Contracts::Strong =>
            {
                Err(words::trf("cli.calibrate.unlur_only", &[]))
            }
            _ => review::calibrate(game, games as usize, seed),
        }),
        Some(Command::Demo {
            width,
            height,
            screenshot,
            game,
            quality,
        }) => run_window(crate::app::AppOptions {
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
        Some(Command::Host(args)) => report(online::host(args)),
        Some(Command::Join(args)) => report(online::join(args)),
        Some(Command::Bench { size, seconds }) => report(unlur::bench(size, seconds)),
        Some(Command::SolveBench {
            size,
            games,
            depth,
            players,
            seed,
        }) => report(unlur::solve_bench(size, games, depth as u8, &players, seed)),
        Some(Command::Match {
            game,
            size,
            p1,
            p2,
            games,
            seed,
            threads,
            pass_threshold,
            save_records,
            options,
        }) => {
            let m = matches::MatchArgs {
                p1,
                p2,
                games,
                seed,
                threads,
                save_records,
            };
            report(match game {
                GameId::Unlur => unlur::run_match(&m, size, pass_threshold),
                GameId::RoyalUr => ur::run_ur_match(&m),
                GameId::Uckers => uckers::run_uckers_match(&m, &options),
            })
        }
        Some(Command::FrameBench {
            size,
            stones,
            seconds,
            level,
            width,
            height,
            review,
        }) => {
            let Some(level) = crate::ai::Level::from_name(&level) else {
                return report(Err(words::trf(
                    "cli.levels",
                    &[("text", &crate::storage::quote(&level))],
                )));
            };
            let Some(start) = unlur::frame_bench_start(size, stones as usize) else {
                return report(Err(words::trf("cli.size", &[("size", &size)])));
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
        Some(Command::IdleBench {
            game,
            menu,
            seconds,
            width,
            height,
        }) => {
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
        Some(Command::Icons { out, name }) => {
            report(crate::app::look::window_icon::write_sizes(&out, &name))
        }
        Some(Command::SynthSounds { out }) => match crate::synth::write_all(&out) {
            Ok(()) => {
                println!(
                    "{}",
                    words::trf(
                        "cli.sounds_written",
                        &[("path", &crate::storage::shown(&out))]
                    )
                );
                ExitCode::SUCCESS
            }
            Err(e) => report(Err(words::trf(
                "cli.sounds_unwritten",
                &[("path", &crate::storage::shown(&out)), ("why", &e)],
            ))),
        },
        Some(Command::Screenshot {
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
        }) => {
            let start = match record {
                Some(path) => match Opening::load(&path) {
                    Ok(m) => m,
                    Err(code) => return code,
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
        None => {
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
                crate::app::session::game::Seat::Human => {
                    crate::app::session::registry::player_n(t, i)
                }
                ai => ai.choice(t),
            });
            if let Some(m) = start.as_mut() {
                // Uckers: each player's seat plays both colours of its partnership.
                m.set_seats(&[seats[0], seats[1], seats[0], seats[1]]);
            } else if cli.size.is_some()
                || cli.p1.is_some()
                || cli.p2.is_some()
                || cli.game.is_some()
            {
                let game = cli.game.unwrap_or(GameId::Unlur);
                let side = cli.size.unwrap_or(crate::app::session::game::DEFAULT_SIDE);
                start = Some(Opening::fresh(game, side, seats, names));
            }
            // Nothing asked for: the newest game in progress waits behind the menu. A game
            // asked for is a new game in progress beside the others, never instead.
            let show_menu = start.is_none();
            let fit_screen =
                cli.width.is_none() && cli.height.is_none() && cli.screenshot_to.is_none();
            let base = crate::app::AppOptions {
                screenshot: cli.screenshot_to.map(|path| {
                    crate::app::screens::screenshot::ScreenshotPlan {
                        path,
                        wait_frames: 30,
                        tolerance: crate::app::screens::screenshot::STILL,
                        check_layout: false,
                    }
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
    }
}

/// `unlur replay FILE`: the game's own replay, whichever the record is.
fn replay(file: &std::path::Path) -> ExitCode {
    // The reader's errors name the file already; the kind's do not.
    let kind = read_record_file(file)
        .and_then(|text| GameId::of_record(&text).map_err(|e| words::at_file(file, &e)));
    match kind {
        Ok(GameId::Unlur) => unlur::replay_unlur(file),
        Ok(GameId::RoyalUr) => report(ur::replay_ur(file)),
        Ok(GameId::Uckers) => report(uckers::replay_uckers(file)),
        Err(e) => report(Err(e)),
    }
}
