//! Reading records: `unlur replay`, and the games the window opens on.

use std::path::Path;
use std::process::ExitCode;

use crate::rules::GameId;

/// Reads a record file as text, with errors that name the file (in the command line's
/// language).
pub fn read_record_file(path: &Path) -> Result<String, String> {
    crate::app::session::file_words::read_text(path).map_err(|e| e.words(super::words::t()))
}

/// A game to open the window on (the app's own reading of record files).
pub(super) use crate::app::session::any_match::AnyMatch as Opening;

impl Opening {
    /// A record of either game; on failure prints why and gives the exit code.
    pub(super) fn load(path: &Path) -> Result<Opening, ExitCode> {
        let text = read_record_file(path).map_err(|e| {
            super::words::error(&e);
            ExitCode::FAILURE
        })?;
        Opening::from_text(path, &text)
    }

    /// A record's text (read from `path`, which errors name); on failure prints why and
    /// gives the exit code.
    fn from_text(path: &Path, text: &str) -> Result<Opening, ExitCode> {
        let (opening, warnings) = Opening::read(text).map_err(|e| {
            super::words::error(&super::words::at_file(path, &e));
            ExitCode::FAILURE
        })?;
        for w in &warnings {
            super::words::warning(&super::words::at_file(path, w));
        }
        Ok(opening)
    }

    /// A new game of `game` (Unlur on a board of side `side`, which the command line
    /// checked).
    pub(super) fn fresh(
        game: GameId,
        side: usize,
        seats: [crate::app::session::game::Seat; 2],
        names: [String; 2],
    ) -> Opening {
        (crate::app::session::registry::entry(game).new_match)(
            &crate::app::session::game::NewGame {
                game,
                side,
                seats,
                names,
                ..Default::default()
            },
        )
    }

    /// Window options that open on this game.
    pub(super) fn options(self, base: crate::app::AppOptions) -> crate::app::AppOptions {
        crate::app::AppOptions {
            start: Some(self),
            ..base
        }
    }
}
