//! Reading records: `unlur replay`, and the games the window opens on.

use std::path::Path;
use std::process::ExitCode;

use super::report;
use crate::rules::GameId;
use crate::rules::unlur::{Colour, Game, Record, read_record};

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
pub(super) use crate::app::records::Loaded as Opening;

impl Opening {
    /// A record of either game; on failure prints why and gives the exit code.
    pub(super) fn load(path: &Path) -> Result<Opening, ExitCode> {
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

    /// A new game of `game` (Unlur on a board of side `side`, which the command line
    /// checked).
    pub(super) fn fresh(
        game: GameId,
        side: usize,
        seats: [crate::app::Seat; 2],
        names: [String; 2],
    ) -> Opening {
        (crate::app::registry::entry(game).new_match)(&crate::app::NewGame {
            game,
            side,
            seats,
            names,
            ..Default::default()
        })
    }

    /// Window options that open on this game.
    pub(super) fn options(self, base: crate::app::AppOptions) -> crate::app::AppOptions {
        crate::app::AppOptions {
            start: Some(self),
            ..base
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

pub(super) fn replay(file: &Path) -> ExitCode {
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
    match crate::app::unlur::words::result_reason(crate::i18n::Tr::EN, &m) {
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
