//! The command line as clap reads it: its options, the subcommands and theirs.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use super::args::{
    game_parser, parse_language, parse_palette, parse_quality, probability, seconds, threads,
    whole, window_px,
};
use super::board_side;
use crate::rules::GameId;

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play through a line protocol on standard input and output, in the spirit of GTP:
    /// `game ur`, `play 3 D-3`, `genmove 4`, `result`, ... (see docs/engine.md)
    Engine,
    /// Replay a game record through the rules; the last line says who won.
    Replay {
        /// The record file.
        file: PathBuf,
    },
    /// Review a record: each move rated, with the chances of winning and the better
    /// move (one tab-separated line a move, then the two accuracies).
    Review {
        /// The record file.
        file: PathBuf,
        /// Seconds of search for each move (more than 0, at most 600; by default 0.6
        /// for Unlur, 0.2 for the dice games), turned into a count of work at one
        /// core's measured rate, so that the same record gets the same review on any
        /// machine, however busy. Unlur's chances, and so its verdicts, are read on the
        /// default's count of playouts whatever the time: more time looks further for
        /// better moves.
        #[arg(long, value_parser = seconds)]
        seconds: Option<f64>,
        /// Seed of Unlur's searches (the dice games' review has no chance in it); by
        /// default the window's, so that both say the same of the same record.
        #[arg(long, default_value_t = crate::ai::work::REVIEW_SEED, value_parser = super::args::seed)]
        seed: u64,
    },
    /// Fit a game's evaluation to self-play outcomes (for the review's chances).
    Calibrate {
        /// The game (ur).
        #[arg(long, default_value = "ur", value_parser = game_parser())]
        game: GameId,
        /// Self-play games, 1 to 100000.
        #[arg(long, default_value_t = 400, value_parser = |t: &str| whole(t, "games", 1, 100_000))]
        games: u32,
        /// Seed of the games' dice and AIs.
        #[arg(long, default_value_t = 1, value_parser = super::args::seed)]
        seed: u64,
        /// Unlur: write the positions played (as the review sees them, with who won) to
        /// this file, one tab-separated line each.
        #[arg(long)]
        save: Option<PathBuf>,
        /// Unlur: fit to the positions in this file (written by --save) instead of playing.
        #[arg(long)]
        load: Option<PathBuf>,
        /// Unlur: check the fit on the positions in this file (written by --save from games
        /// of another seed): the review's chances by decile against who won.
        #[arg(long)]
        held_out: Option<PathBuf>,
        /// Unlur: the games' contracts: the strong level's own, or random ones (none to
        /// a quarter of the interior, scattered or one group) passed at once, to check
        /// the chances where a person's contract may lead.
        #[arg(long, default_value = "strong", value_parser = super::args::contracts_parser())]
        contracts: crate::ai::unlur::positions::Contracts,
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
        #[arg(long, default_value_t = 8, value_parser = |t: &str| whole(t, "frames", 1, 10_000))]
        frames: u32,
        /// The language of the texts on screen (en or fr; the user's settings are not read).
        #[arg(long, value_parser = parse_language, default_value = "en")]
        lang: crate::settings::Language,
        /// The colours: standard, colour-blind or high-contrast.
        #[arg(long, value_parser = parse_palette, default_value = "standard")]
        palette: crate::settings::Palette,
        /// The picture's quality: auto (low on a software renderer), low or high.
        #[arg(long, value_parser = parse_quality, default_value = "auto")]
        quality: crate::settings::Quality,
        /// The board alone, without the HUD (the menu's pictures are made so).
        #[arg(long)]
        bare: bool,
        /// The main menu instead of a game.
        #[arg(long)]
        menu: bool,
        /// The rules screen of the game shown.
        #[arg(long)]
        rules: bool,
        /// A lesson instead of a game: GAME-N (`unlur-5`).
        #[arg(long, value_parser = super::args::parse_lesson)]
        lesson: Option<(GameId, u32)>,
        /// The game reviewed, in the replay viewer (the picture is taken once the
        /// review is done).
        #[arg(long)]
        review: bool,
        /// With --review: seconds of search for each move, as `unlur review --seconds`
        /// (by default each game's own).
        #[arg(long, value_parser = seconds, requires = "review")]
        seconds: Option<f64>,
    },
    /// Demo mode for big screens: the AI plays itself without end (any key leaves).
    Demo {
        /// Window width in pixels (200 to 16384).
        #[arg(long, default_value_t = 1600, value_parser = window_px)]
        width: u32,
        /// Window height in pixels (200 to 16384).
        #[arg(long, default_value_t = 900, value_parser = window_px)]
        height: u32,
        /// Save a screenshot to this PNG once the first game is under way, and exit (for
        /// tests and docs).
        #[arg(long)]
        screenshot: Option<PathBuf>,
        /// Play only this game (by default the demo goes through them all in turn).
        #[arg(long, value_parser = game_parser())]
        game: Option<GameId>,
        /// The picture's quality for this run: auto (low on a software renderer), low or
        /// high (by default the settings').
        #[arg(long, value_parser = parse_quality)]
        quality: Option<crate::settings::Quality>,
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
    /// Puzzles: make them from AI self-play, each proven, or prove puzzle files again.
    Puzzles {
        /// What to do.
        #[command(subcommand)]
        action: PuzzlesCommand,
    },
    /// Measure Unlur's exact solver on every position after the contract of AI games
    /// (last line: `side N: X positions/s; wins within D proven in median M ms, 90% within
    /// P ms`).
    SolveBench {
        /// Board side (3 to 12).
        #[arg(long, default_value_t = 6, value_parser = board_side)]
        size: usize,
        /// Games played to take positions from (1 to 1000).
        #[arg(long, default_value_t = 10, value_parser = |t: &str| whole(t, "games", 1, 1000))]
        games: u32,
        /// The most own moves a win may take (1 to 5).
        #[arg(long, default_value_t = 3, value_parser = |t: &str| whole(t, "depth", 1, 5))]
        depth: u32,
        /// Who plays the games, as `unlur match` names players (`ai:easy`, `random`...).
        #[arg(long, default_value = "ai:easy")]
        players: String,
        /// The games' seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Measure what the window costs while nothing moves: the process's CPU time and the
    /// frames drawn over a span after it settled, on a person's turn in a new game (two
    /// people) or at the main menu (last line: `idle CPU: X% of one core`).
    IdleBench {
        /// The game: unlur, ur (Royal d'Ûr) or uckers.
        #[arg(long, default_value = "unlur", value_parser = game_parser())]
        game: GameId,
        /// The main menu instead of a game.
        #[arg(long)]
        menu: bool,
        /// Seconds measured (more than 0, at most 600).
        #[arg(long, default_value_t = 15.0, value_parser = seconds)]
        seconds: f64,
        /// Window width in pixels (200 to 16384).
        #[arg(long, default_value_t = 1280, value_parser = window_px)]
        width: u32,
        /// Window height in pixels (200 to 16384).
        #[arg(long, default_value_t = 720, value_parser = window_px)]
        height: u32,
    },
    /// Measure the window's frame time idle, then while an AI thinks, on the same
    /// position (last line: `frame time while the AI thinks: +X% of idle (median), ...`);
    /// with --review, idle in the replay viewer, then while the game is reviewed.
    FrameBench {
        /// Board side of the position (3 to 12).
        #[arg(long, default_value_t = 8, value_parser = board_side)]
        size: usize,
        /// Stones placed after the contract (seeded random moves that do not end the
        /// game), 0 to 300.
        #[arg(long, default_value_t = 60, value_parser = |t: &str| whole(t, "stones", 0, 300))]
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
        /// Measure while the game is reviewed (in the replay viewer) instead of while
        /// an AI thinks.
        #[arg(long)]
        review: bool,
    },
    /// Play headless games between two players on all cores.
    // Its help says `ai:LEVEL[:BUDGET]` as a person types it (clap prints these doc
    // comments), not as a link.
    #[allow(rustdoc::broken_intra_doc_links)]
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
        #[arg(long, default_value_t = 100, value_parser = |t: &str| whole(t, "games", 1, 1_000_000))]
        games: u32,
        /// Seed: the same seed and playout budgets replay the same games.
        #[arg(long, default_value_t = 1, value_parser = super::args::seed)]
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
    /// Host an online game with an AI in your seat: prints `invitation: TEXT` first,
    /// serves one game, prints the result last.
    Host(super::online::HostArgs),
    /// Join an online game with an AI in your seat, from the host's invitation; prints
    /// the result last.
    Join(super::online::JoinArgs),
    /// Write the game's synthesized sounds (the files under assets/sounds).
    #[command(hide = true)]
    SynthSounds {
        /// The folder to write into.
        #[arg(long)]
        out: PathBuf,
    },
    /// Write the app's icon at the desktop's usual sizes (`SIZExSIZE/apps/NAME.png`
    /// under the folder, as the hicolor icon theme lays them out).
    #[command(hide = true)]
    Icons {
        /// The folder to write into.
        #[arg(long)]
        out: PathBuf,
        /// The icons' file name, without `.png`.
        #[arg(long, default_value = "io.github.unlur.Unlur")]
        name: String,
    },
}

/// What `unlur puzzles` does.
#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Make puzzles from AI self-play of every level, on all cores, each proven (Unlur's
    /// "win in N" by the exact solver; the dice games' "best move" by the expectimax and
    /// 10,000 playouts a move); one file a puzzle (a record with the puzzle's headers).
    /// The last line says how many, of which lengths or margins, from how many games.
    Generate {
        /// The game: unlur ("win in N"), ur or uckers ("best move").
        #[arg(long, default_value = "unlur", value_parser = game_parser())]
        game: GameId,
        /// How many puzzles, 1 to 100000.
        #[arg(long, default_value_t = 20, value_parser = |t: &str| whole(t, "count", 1, 100_000))]
        count: u32,
        /// Seed of the games: the same seed gives the same puzzles on any number of cores.
        #[arg(long, default_value_t = 1, value_parser = super::args::seed)]
        seed: u64,
        /// The folder to write them to (by default `puzzles/GAME`); a position already
        /// there is not written again.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Threads (by default one per core).
        #[arg(long, value_parser = threads)]
        threads: Option<usize>,
    },
    /// Prove every puzzle of a file, or of the record files of a folder, again; says each
    /// one that fails and why, and fails if any does.
    Check {
        /// A puzzle file or a folder of them.
        path: PathBuf,
        /// The dice games' puzzles: prove the expectimax's answer and margin again, but
        /// do not replay the 10,000 playouts a move that confirmed them (seconds a puzzle).
        #[arg(long)]
        without_playouts: bool,
    },
}

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
    /// Window width in pixels (200 to 16384; 1600, or less on a smaller screen, when
    /// neither size is given).
    #[arg(long, value_parser = window_px)]
    pub width: Option<u32>,
    /// Window height in pixels (200 to 16384; 900, or less on a smaller screen, when
    /// neither size is given).
    #[arg(long, value_parser = window_px)]
    pub height: Option<u32>,
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
    /// The window's language (en or fr) for this run, whatever the settings say.
    #[arg(long, value_parser = parse_language)]
    pub lang: Option<crate::settings::Language>,
    /// Save a picture of the window, once it is still, to this PNG and exit (the window
    /// as a user has it, with the user's settings and games in progress: for docs).
    #[arg(long, hide = true)]
    pub screenshot_to: Option<PathBuf>,
}

impl Cli {
    /// The command line as given: a negative number reaches its option's reader, which
    /// says the range in words (clap alone took `--width -1` for an unknown flag).
    pub fn read() -> Cli {
        Cli::read_from(std::env::args_os())
    }

    /// [`Cli::read`] from `args` (the program's name first); exits with clap's message
    /// (and status) on words it cannot use.
    pub fn read_from<I, T>(args: I) -> Cli
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        Cli::try_read_from(args).unwrap_or_else(|e| e.exit())
    }

    /// [`Cli::read_from`], the error given back.
    pub fn try_read_from<I, T>(args: I) -> Result<Cli, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        use clap::{CommandFactory, FromArgMatches};
        let negatives = |a: clap::Arg| {
            let takes_values = a.get_action().takes_values();
            a.allow_negative_numbers(takes_values)
        };
        let command = Cli::command()
            .mut_args(negatives)
            .mut_subcommands(|c| c.mut_args(negatives));
        Cli::from_arg_matches(&command.try_get_matches_from(args)?)
    }
}
