//! The command line: no subcommand opens the window; `replay`, `screenshot` and
//! `synth-sounds` do one job and exit.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::rules::GameId;
use crate::rules::unlur::{Colour, Game, Record, read_record};

/// unlur: Unlur, Royal d'Ûr and Uckers on the desktop.
#[derive(Parser, Debug)]
#[command(name = "unlur", version, about)]
pub struct Cli {
    /// What to do; with none, the game opens in a window.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open this game record in the window.
    #[arg(long, global = false)]
    pub record: Option<PathBuf>,
    /// Window width in pixels (200 to 16384).
    #[arg(long, default_value_t = 1600, value_parser = window_px)]
    pub width: u32,
    /// Window height in pixels (200 to 16384).
    #[arg(long, default_value_t = 900, value_parser = window_px)]
    pub height: u32,
    /// Log frames per second and frame time once a second.
    #[arg(long)]
    pub fps: bool,
    /// Start a new game at once on this side, 3 to 12 (skips the dialog).
    #[arg(long, value_parser = board_side)]
    pub size: Option<usize>,
    /// Who plays seat 1: `human` or `ai:beginner|easy|strong|max` (skips the dialog).
    #[arg(long)]
    pub p1: Option<String>,
    /// Who plays seat 2, as --p1.
    #[arg(long)]
    pub p2: Option<String>,
    /// Start a new game of this game at once (skips the dialog).
    #[arg(long, value_parser = game_parser())]
    pub game: Option<GameId>,
    /// Save a picture of the window, once it is still, to this PNG and exit (the window
    /// as a user has it, with the user's settings and games in progress: for docs).
    #[arg(long, hide = true)]
    pub screenshot_to: Option<PathBuf>,
}

/// Reads a seat: `human` or `ai:LEVEL`.
pub fn parse_seat(text: &str) -> Result<crate::app::Seat, String> {
    use crate::ai::player::Level;
    match text.split_once(':') {
        None if text == "human" => Ok(crate::app::Seat::Human),
        Some(("ai", level)) => Level::from_name(level)
            .map(crate::app::Seat::Ai)
            .ok_or_else(|| {
                format!(
                    "`{}`: unknown AI level (beginner, easy, strong, max)",
                    crate::storage::quote(text)
                )
            }),
        _ => Err(format!(
            "`{}` is not a seat: use human or ai:LEVEL",
            crate::storage::quote(text)
        )),
    }
}

/// `--game`'s values: each game's word (`unlur`, `ur`, `uckers`), listed in the help.
fn game_parser() -> impl clap::builder::TypedValueParser<Value = GameId> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(GameId::ALL.map(GameId::word))
        .map(|word| GameId::parse(&word).unwrap_or_default())
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay a game record through the rules; the last line says who won.
    Replay {
        /// The record file.
        file: PathBuf,
    },
    /// Open the window on a position, save a screenshot, and exit.
    Screenshot {
        /// The record to show (an empty board when absent).
        #[arg(long)]
        record: Option<PathBuf>,
        /// Side of the empty board when no record is given (3 to 12).
        #[arg(long, default_value_t = 6, value_parser = board_side)]
        size: usize,
        /// The game of the empty board when no record is given.
        #[arg(long, default_value = "unlur", value_parser = game_parser())]
        game: GameId,
        /// Where to save the PNG.
        #[arg(long)]
        out: PathBuf,
        /// Window width in pixels (200 to 16384).
        #[arg(long, default_value_t = 1600, value_parser = window_px)]
        width: u32,
        /// Window height in pixels (200 to 16384).
        #[arg(long, default_value_t = 900, value_parser = window_px)]
        height: u32,
        /// Frames to render before the first capture, 1 to 10000 (it then waits for a
        /// still image).
        #[arg(long, default_value_t = 8, value_parser = |t: &str| whole(t, "number of frames", 1, 10_000))]
        frames: u32,
        /// The language of the texts on screen (en or fr; the user's settings are not read).
        #[arg(long, value_parser = parse_language, default_value = "en")]
        lang: crate::settings::Language,
        /// The colours: standard, colour-blind or high-contrast.
        #[arg(long, value_parser = parse_palette, default_value = "standard")]
        palette: crate::settings::Palette,
        /// The board alone, without the HUD (the menu's pictures are made so).
        #[arg(long)]
        bare: bool,
        /// The main menu instead of a game.
        #[arg(long)]
        menu: bool,
        /// The rules screen of the game shown.
        #[arg(long)]
        rules: bool,
    },
    /// Demo mode for big screens: the AI plays itself without end (any key leaves).
    Demo {
        /// Window width in pixels (200 to 16384).
        #[arg(long, default_value_t = 1600, value_parser = window_px)]
        width: u32,
        /// Window height in pixels (200 to 16384).
        #[arg(long, default_value_t = 900, value_parser = window_px)]
        height: u32,
        /// Save a screenshot after this many frames and exit (for tests and docs).
        #[arg(long)]
        screenshot: Option<PathBuf>,
        /// Play only this game (by default the demo goes through them all in turn).
        #[arg(long, value_parser = game_parser())]
        game: Option<GameId>,
    },
    /// Measure playouts per second on one core (last line: `side N: X playouts/s`).
    Bench {
        /// Board side (3 to 12).
        #[arg(long, default_value_t = 8, value_parser = board_side)]
        size: usize,
        /// Seconds for each measurement (more than 0, at most 600).
        #[arg(long, default_value_t = 3.0, value_parser = seconds)]
        seconds: f64,
    },
    /// Measure the window's frame time idle, then while an AI thinks, on the same
    /// position (last line: `frame time while the AI thinks: +X% of idle (median), ...`).
    FrameBench {
        /// Board side of the position (3 to 12).
        #[arg(long, default_value_t = 8, value_parser = board_side)]
        size: usize,
        /// Stones placed after the contract (seeded random moves that do not end the
        /// game), 0 to 300.
        #[arg(long, default_value_t = 60, value_parser = |t: &str| whole(t, "number of stones", 0, 300))]
        stones: u32,
        /// Seconds of frames in each stage (more than 0, at most 600).
        #[arg(long, default_value_t = 10.0, value_parser = seconds)]
        seconds: f64,
        /// The AI level that thinks: beginner, easy, strong or max.
        #[arg(long, default_value = "max")]
        level: String,
        /// Window width in pixels (200 to 16384).
        #[arg(long, default_value_t = 1280, value_parser = window_px)]
        width: u32,
        /// Window height in pixels (200 to 16384).
        #[arg(long, default_value_t = 720, value_parser = window_px)]
        height: u32,
    },
    /// Play headless games between two players on all cores.
    Match {
        /// The game: unlur, ur (Royal d'Ûr) or uckers.
        #[arg(long, default_value = "unlur", value_parser = game_parser())]
        game: GameId,
        /// Board side (Unlur, 3 to 12).
        #[arg(long, default_value_t = 8, value_parser = board_side)]
        size: usize,
        /// Player 1: ai:beginner|easy|strong|max[:BUDGET], uct:BUDGET or random
        /// (BUDGET like 1s, 500ms or 5000p); for Royal d'Ûr and Uckers
        /// ai:LEVEL[:DEPTH] or random (in Uckers each player is a partnership).
        #[arg(long)]
        p1: String,
        /// Player 2, as --p1.
        #[arg(long)]
        p2: String,
        /// Number of games, 1 to 1000000 (the first player alternates).
        #[arg(long, default_value_t = 100, value_parser = |t: &str| whole(t, "number of games", 1, 1_000_000))]
        games: u32,
        /// Seed: the same seed and playout budgets replay the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads, 1 to 1024 (default: all cores).
        #[arg(long, value_parser = threads)]
        threads: Option<usize>,
        /// Override the AI's contract pass threshold, 0 to 1 (for calibration).
        #[arg(long, value_parser = probability)]
        pass_threshold: Option<f32>,
        /// Royal d'Ûr and Uckers: write each game's record into this folder
        /// (game-1.ur, game-1.uckers, ...).
        #[arg(long)]
        save_records: Option<PathBuf>,
        /// Uckers: the options, comma-separated (wafu-snake-eyes, superblobs,
        /// suckback, layered-blobs; default none).
        #[arg(long, default_value = "none")]
        options: String,
    },
    /// Write the game's synthesized sounds (the files under assets/sounds).
    #[command(hide = true)]
    SynthSounds {
        /// The folder to write into.
        #[arg(long)]
        out: PathBuf,
    },
}

/// Reads a record file as text, with errors that name the file (in English, like all
/// the command line says).
pub fn read_record_file(path: &Path) -> Result<String, String> {
    crate::app::records::read_text(path).map_err(|e| e.words(crate::i18n::Tr::EN))
}

/// Reads an Unlur record file, with errors that name the file.
pub fn load_record(path: &Path) -> Result<Record, String> {
    let text = read_record_file(path)?;
    read_record(&text).map_err(|e| format!("{}: {e}", crate::storage::shown(path)))
}

/// Loads an Unlur record to show in the window; on failure prints why and gives the
/// exit code.
fn load_match(path: &Path) -> Result<crate::app::Match, ExitCode> {
    let record = load_record(path).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::FAILURE
    })?;
    for w in &record.warnings {
        eprintln!("warning: {}: {w}", crate::storage::shown(path));
    }
    Ok(crate::app::Match::from_record(record))
}

/// A game to open the window on (the app's own reading of record files).
use crate::app::records::Loaded as Opening;

impl Opening {
    /// A record of either game; on failure prints why and gives the exit code.
    fn load(path: &Path) -> Result<Opening, ExitCode> {
        let text = read_record_file(path).map_err(|e| {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        })?;
        Opening::from_text(path, &text)
    }

    /// A record's text (read from `path`, which errors name); on failure prints why and
    /// gives the exit code.
    fn from_text(path: &Path, text: &str) -> Result<Opening, ExitCode> {
        let (opening, warnings) = Opening::read(text).map_err(|e| {
            eprintln!("error: {}: {e}", crate::storage::shown(path));
            ExitCode::FAILURE
        })?;
        for w in &warnings {
            eprintln!("warning: {}: {w}", crate::storage::shown(path));
        }
        Ok(opening)
    }

    /// A new game of `game` (Unlur on a board of side `side`, which must be valid).
    fn fresh(
        game: GameId,
        side: usize,
        seats: [crate::app::Seat; 2],
        names: [String; 2],
    ) -> Result<Opening, String> {
        let setup = |game| crate::app::NewGame {
            game,
            side,
            seats,
            names,
            ..Default::default()
        };
        Ok(match game {
            GameId::Unlur => {
                if !(crate::rules::unlur::MIN_SIDE..=crate::rules::unlur::MAX_SIDE).contains(&side)
                {
                    return Err(format!("--size must be from 3 to 12, not {side}"));
                }
                Opening::Unlur(crate::app::Match::new(&setup(
                    crate::app::ActiveGame::Unlur,
                )))
            }
            GameId::RoyalUr => Opening::Ur(crate::app::ur::UrMatch::new(&setup(
                crate::app::ActiveGame::RoyalUr,
            ))),
            GameId::Uckers => Opening::Uckers(crate::app::uckers::UckersMatch::new(&setup(
                crate::app::ActiveGame::Uckers,
            ))),
        })
    }

    /// Window options that open on this game.
    fn options(self, base: crate::app::AppOptions) -> crate::app::AppOptions {
        match self {
            Opening::Unlur(m) => crate::app::AppOptions {
                start: Some(m),
                ..base
            },
            Opening::Ur(m) => crate::app::AppOptions {
                ur_start: Some(m),
                ..base
            },
            Opening::Uckers(m) => crate::app::AppOptions {
                uckers_start: Some(m),
                ..base
            },
        }
    }
}

/// The final line of `replay`: `white wins`, `black wins` or `ongoing`.
pub fn result_line(game: &Game) -> &'static str {
    match game.outcome().map(|o| o.colour) {
        Some(Colour::White) => "white wins",
        Some(Colour::Black) => "black wins",
        None => "ongoing",
    }
}

fn replay(file: &Path) -> ExitCode {
    // The reader's errors name the file already; the kind's do not.
    let kind = read_record_file(file).and_then(|text| {
        GameId::of_record(&text).map_err(|e| format!("{}: {e}", crate::storage::shown(file)))
    });
    match kind {
        Ok(GameId::Unlur) => replay_unlur(file),
        Ok(GameId::RoyalUr) => report(replay_ur(file)),
        Ok(GameId::Uckers) => report(replay_uckers(file)),
        Err(e) => report(Err(e)),
    }
}

fn replay_unlur(file: &Path) -> ExitCode {
    let m = match load_match(file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let g = &m.game;
    println!("side {}, {} moves", g.board().side(), g.history().len());
    match g.black_player() {
        Some(b) => println!(
            "{} passed and played Black; {} played White",
            m.name(b),
            m.name(b.other())
        ),
        None => println!("still in the contract"),
    }
    match crate::app::text::result_reason(crate::i18n::Tr::EN, &m) {
        Some(reason) => println!("{reason}"),
        None => println!("{} to move", m.name(g.to_move())),
    }
    println!("{}", result_line(g));
    ExitCode::SUCCESS
}

/// The final line of `replay` for Royal d'Ûr: `player1 wins`, `player2 wins` or
/// `ongoing`.
pub fn ur_result_line(game: &crate::rules::ur::Game) -> &'static str {
    match game.winner() {
        Some(crate::rules::Player::One) => "player1 wins",
        Some(crate::rules::Player::Two) => "player2 wins",
        None => "ongoing",
    }
}

fn replay_ur(file: &Path) -> Result<(), String> {
    use crate::rules::Player;
    let text = read_record_file(file)?;
    let record = crate::rules::ur::read_record(&text)
        .map_err(|e| format!("{}: {e}", crate::storage::shown(file)))?;
    for w in &record.warnings {
        eprintln!("warning: {}: {w}", crate::storage::shown(file));
    }
    let g = &record.game;
    let names = [&record.player1, &record.player2];
    println!("Royal Ur, {} turns", g.history().len());
    for player in [Player::One, Player::Two] {
        let c = g.position().counts(player);
        println!(
            "{}: {} waiting, {} on the board, {} held prisoner, {} removed",
            names[player.index()],
            c.waiting,
            c.free,
            c.prisoners,
            c.removed
        );
    }
    match g.winner() {
        Some(w) => println!(
            "{} removed all seven of {}'s pieces",
            names[w.index()],
            names[w.other().index()]
        ),
        None => println!("{} to roll", names[g.to_move().index()]),
    }
    println!("{}", ur_result_line(g));
    Ok(())
}

fn replay_uckers(file: &Path) -> Result<(), String> {
    use crate::rules::uckers::{Colour, HOME, PieceId, TUBE_END, outcome_line, read_record};
    let text = read_record_file(file)?;
    let record = read_record(&text).map_err(|e| format!("{}: {e}", crate::storage::shown(file)))?;
    for w in &record.warnings {
        eprintln!("warning: {}: {w}", crate::storage::shown(file));
    }
    let g = &record.game;
    println!(
        "Uckers, {} players, options: {}, {} lines",
        record.players,
        g.options().text(),
        g.history().len()
    );
    let p = g.position();
    for c in Colour::ALL {
        let steps: Vec<Option<u8>> = (0..4)
            .map(|index| p.step(PieceId { colour: c, index }))
            .collect();
        let count = |f: &dyn Fn(Option<u8>) -> bool| steps.iter().filter(|&&s| f(s)).count();
        println!(
            "{} ({}): {} in base, {} on the track, {} in the tube, {} home",
            c.name(),
            record.names[c.index()],
            count(&|s| s.is_none()),
            count(&|s| s.is_some_and(|s| s <= TUBE_END)),
            count(&|s| s.is_some_and(|s| s > TUBE_END && s < HOME)),
            count(&|s| s == Some(HOME)),
        );
    }
    match g.winner() {
        Some(w) => {
            let loser = w.other();
            if loser.colours().iter().all(|&c| p.home_count(c) == 0) {
                println!("{} took the eight-piece sting", loser.name());
            }
        }
        None => println!("{} to roll", g.to_move().name()),
    }
    println!("{}", outcome_line(g));
    Ok(())
}

fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the command line; returns the process's exit code.
pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Some(Command::Replay { file }) => replay(&file),
        Some(Command::Demo {
            width,
            height,
            screenshot,
            game,
        }) => {
            let exit = crate::app::run(crate::app::AppOptions {
                show_menu: false,
                width,
                height,
                demo: true,
                demo_only: game,
                settings: screenshot
                    .is_some()
                    .then(crate::settings::Settings::default),
                screenshot: screenshot.map(|path| crate::app::screenshot::ScreenshotPlan {
                    path,
                    wait_frames: 8,
                    tolerance: 0.03,
                }),
                ..Default::default()
            });
            if exit.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(Command::Bench { size, seconds }) => report(crate::cli_ai::bench(size, seconds)),
        Some(Command::Match {
            game: GameId::RoyalUr,
            p1,
            p2,
            games,
            seed,
            threads,
            save_records,
            ..
        }) => report(crate::cli_ai::run_ur_match(
            &p1,
            &p2,
            games,
            seed,
            threads,
            save_records.as_deref(),
        )),
        Some(Command::Match {
            game: GameId::Uckers,
            p1,
            p2,
            games,
            seed,
            threads,
            save_records,
            options,
            ..
        }) => report(crate::cli_ai::run_uckers_match(
            &p1,
            &p2,
            games,
            seed,
            threads,
            &options,
            save_records.as_deref(),
        )),
        Some(Command::Match {
            game: GameId::Unlur,
            save_records: Some(_),
            ..
        }) => report(Err("--save-records is for Royal d'Ûr and Uckers".into())),
        Some(Command::Match {
            game: GameId::Unlur,
            size,
            p1,
            p2,
            games,
            seed,
            threads,
            pass_threshold,
            save_records: None,
            ..
        }) => report(crate::cli_ai::run_match(
            size,
            &p1,
            &p2,
            games,
            seed,
            threads,
            pass_threshold,
        )),
        Some(Command::FrameBench {
            size,
            stones,
            seconds,
            level,
            width,
            height,
        }) => {
            let Some(level) = crate::ai::player::Level::from_name(&level) else {
                eprintln!(
                    "error: --level `{}`: the levels are beginner, easy, strong and max",
                    crate::storage::quote(&level)
                );
                return ExitCode::FAILURE;
            };
            let Some(game) = crate::app::frame_bench::position(size, stones as usize, 1) else {
                eprintln!("error: --size {size} is not from 3 to 12");
                return ExitCode::FAILURE;
            };
            let d = crate::app::NewGame::default();
            let exit = crate::app::run(crate::app::AppOptions {
                start: Some(crate::app::Match {
                    game,
                    names: d.names,
                    seats: [crate::app::Seat::Human; 2],
                }),
                show_menu: false,
                width,
                height,
                settings: Some(crate::settings::Settings::default()),
                frame_bench: Some(crate::app::frame_bench::FrameBenchPlan {
                    seconds: seconds as f32,
                    level,
                }),
                ..Default::default()
            });
            if exit.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(Command::SynthSounds { out }) => match crate::synth::write_all(&out) {
            Ok(()) => {
                println!("sounds written to {}", crate::storage::shown(&out));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!(
                    "error: cannot write sounds to {}: {e}",
                    crate::storage::shown(&out)
                );
                ExitCode::FAILURE
            }
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
            bare,
            menu,
            rules,
        }) => {
            let start = match record {
                Some(path) => match Opening::load(&path) {
                    Ok(m) => m,
                    Err(code) => return code,
                },
                None => {
                    let d = crate::app::NewGame::default();
                    match Opening::fresh(game, size, d.seats, d.names) {
                        Ok(opening) => opening,
                        Err(e) => {
                            eprintln!("error: {e}");
                            return ExitCode::FAILURE;
                        }
                    }
                }
            };
            let exit = crate::app::run(start.options(crate::app::AppOptions {
                show_menu: menu,
                rules,
                screenshot: Some(crate::app::screenshot::ScreenshotPlan {
                    path: out,
                    wait_frames: frames.max(2),
                    tolerance: crate::app::screenshot::STILL,
                }),
                width,
                height,
                bare,
                settings: Some(crate::settings::Settings {
                    language: lang,
                    palette,
                    ..Default::default()
                }),
                ..Default::default()
            }));
            if exit.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        None => {
            let mut start = match cli.record {
                Some(path) => match Opening::load(&path) {
                    Ok(m) => Some(m),
                    Err(code) => return code,
                },
                None => None,
            };
            let mut seats = [crate::app::Seat::Human; 2];
            for (i, spec) in [&cli.p1, &cli.p2].into_iter().enumerate() {
                if let Some(spec) = spec {
                    match parse_seat(spec) {
                        Ok(seat) => seats[i] = seat,
                        Err(e) => {
                            eprintln!("error: {e}");
                            return ExitCode::FAILURE;
                        }
                    }
                }
            }
            let names = seats.map(|s| match s {
                crate::app::Seat::Human => None,
                crate::app::Seat::Ai(level) => Some(format!("AI ({})", level.name())),
            });
            let names = [
                names[0].clone().unwrap_or_else(|| "Player 1".into()),
                names[1].clone().unwrap_or_else(|| "Player 2".into()),
            ];
            if let Some(m) = start.as_mut() {
                // Uckers: each player's seat plays both colours of its partnership.
                m.set_seats(&[seats[0], seats[1], seats[0], seats[1]]);
            } else if cli.size.is_some()
                || cli.p1.is_some()
                || cli.p2.is_some()
                || cli.game.is_some()
            {
                let game = cli.game.unwrap_or(GameId::Unlur);
                let side = cli.size.unwrap_or(crate::app::game::DEFAULT_SIDE);
                match Opening::fresh(game, side, seats, names) {
                    Ok(opening) => start = Some(opening),
                    Err(e) => {
                        eprintln!("error: {e}");
                        return ExitCode::FAILURE;
                    }
                }
            }
            // Nothing asked for: the newest game in progress waits behind the menu. A game
            // asked for is a new game in progress beside the others, never instead.
            let show_menu = start.is_none();
            let base = crate::app::AppOptions {
                screenshot: cli
                    .screenshot_to
                    .map(|path| crate::app::screenshot::ScreenshotPlan {
                        path,
                        wait_frames: 30,
                        tolerance: crate::app::screenshot::STILL,
                    }),
                show_menu,
                resume_newest: start.is_none(),
                saves: crate::saves::GamesFolder::in_config_dir(),
                width: cli.width,
                height: cli.height,
                diagnostics: cli.fps,
                ..Default::default()
            };
            let exit = crate::app::run(match start {
                Some(opening) => opening.options(base),
                None => base,
            });
            if exit.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

fn parse_language(text: &str) -> Result<crate::settings::Language, String> {
    crate::settings::Language::parse(text).ok_or_else(|| {
        format!(
            "`{}`: the languages are en and fr",
            crate::storage::quote(text)
        )
    })
}

fn parse_palette(text: &str) -> Result<crate::settings::Palette, String> {
    crate::settings::Palette::parse(text).ok_or_else(|| {
        format!(
            "`{}`: the palettes are standard, colour-blind and high-contrast",
            crate::storage::quote(text)
        )
    })
}

/// The window's sizes the graphics layer can make.
pub const WINDOW_PX: std::ops::RangeInclusive<u32> = 200..=16384;

fn window_px(text: &str) -> Result<u32, String> {
    whole(
        text,
        "window size in pixels",
        *WINDOW_PX.start(),
        *WINDOW_PX.end(),
    )
}

fn board_side(text: &str) -> Result<usize, String> {
    use crate::rules::unlur::{MAX_SIDE, MIN_SIDE};
    whole(text, "board side", MIN_SIDE as u32, MAX_SIDE as u32).map(|n| n as usize)
}

fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 600.0 => Ok(s),
        _ => Err(format!(
            "`{}` is not a number of seconds: give more than 0 and at most 600",
            crate::storage::quote(text)
        )),
    }
}

fn threads(text: &str) -> Result<usize, String> {
    whole(text, "number of threads", 1, 1024).map(|n| n as usize)
}

/// A whole number from `low` to `high`; `what` names it in the message.
fn whole(text: &str, what: &str, low: u32, high: u32) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{}` is not a {what}: give {low} to {high}",
            crate::storage::quote(text)
        )),
    }
}

fn probability(text: &str) -> Result<f32, String> {
    match text.trim().parse::<f32>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!(
            "`{}` is not a threshold: give a number from 0 to 1",
            crate::storage::quote(text)
        )),
    }
}
