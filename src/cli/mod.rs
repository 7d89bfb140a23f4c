//! The command line: no subcommand opens the window; `replay`, `screenshot` and
//! `synth-sounds` do one job and exit. The subcommands are in `command`, the checked
//! values of their options in `args`, the commands that open the window in `window`,
//! reading records in `replay`, what matches share in [`matches`], the puzzles' in
//! `puzzles`; each game's matches, bench and replay in its folder (`unlur/`, `ur/`,
//! `uckers/`), which this entry sends each command to.

use std::process::ExitCode;

mod args;
mod command;
pub mod engine;
mod matches;
mod online;
mod puzzles;
mod replay;
mod review;
mod uckers;
mod unlur;
mod ur;
mod window;
pub mod words;

pub use args::{WINDOW_PX, parse_seat};
pub use command::{Cli, Command, PuzzlesCommand};
pub use replay::read_record_file;
pub use unlur::load_record;

use crate::ai::unlur::positions::Contracts;
use crate::rules::GameId;
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
        | Command::Puzzles { .. }
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
        Some(Command::Host(mut args)) => {
            args.side.before((cli.width, cli.height, cli.lang));
            report(online::host(args))
        }
        Some(Command::Join(mut args)) => {
            args.side.before((cli.width, cli.height, cli.lang));
            report(online::join(args))
        }
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
        Some(Command::Puzzles { action }) => report(match action {
            PuzzlesCommand::Generate {
                game,
                count,
                seed,
                out,
                threads,
            } => puzzles::generate(game, count as usize, seed, out, threads),
            PuzzlesCommand::Check {
                path,
                without_playouts,
            } => puzzles::check(&path, !without_playouts),
        }),
        Some(command) => match window::open(command) {
            Ok(code) => code,
            // Every command is either printed text or the window.
            Err(_) => ExitCode::FAILURE,
        },
        None => window::play(cli),
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
