//! The games folder read on the disk's thread: each saved game's file read (with what
//! could be read of a damaged one), and the folder's games sorted into the list, the
//! finished ones, the empty ones and the unreadable ones.

use std::path::PathBuf;
use std::time::SystemTime;

use bevy::prelude::*;

use super::super::any_match::AnyMatch;
use super::super::seats_header::parse_seats;
use super::{SavedGame, Unreadable};
use crate::saves::GamesFolder;

/// What a reading of the games folder found.
#[derive(Debug, Default)]
pub(super) struct Scan {
    pub(super) list: Vec<SavedGame>,
    pub(super) unreadable: Vec<Unreadable>,
    /// Why the folder itself cannot be read, if it cannot.
    pub(super) folder_problem: Option<String>,
    /// The newest game in progress that no other window has, read.
    pub(super) newest: Option<(PathBuf, Box<AnyMatch>)>,
}

/// Why a saved game could not be read, and what of it could.
type Unread = (crate::i18n::Said, Option<Box<AnyMatch>>);

/// A saved game's text read: the game with its seats, or why not (with what could be
/// read, if anything).
/// Whether a saved game's bytes read whole.
pub(super) fn reads_whole(bytes: &[u8]) -> bool {
    std::str::from_utf8(bytes).is_ok_and(|text| read_saved(text).is_ok())
}

fn read_saved(text: &str) -> Result<AnyMatch, Unread> {
    let seats = crate::rules::record::RecordText::parse(text)
        .ok()
        .and_then(|r| r.get("Seats").map(parse_seats))
        .unwrap_or_default();
    match AnyMatch::read_partly(text) {
        Ok((mut game, _, error)) => {
            game.set_seats(&seats);
            match error {
                None => Ok(game),
                Some(why) => Err((why, (game.moves() > 0).then(|| Box::new(game)))),
            }
        }
        Err(why) => Err((why, None)),
    }
}

/// A saved game's file read; bytes that are not UTF-8 are an error, and what can be
/// read of them (decoded with replacement characters) is offered.
pub(super) fn read_saved_file(path: &std::path::Path) -> Result<AnyMatch, Unread> {
    let bytes =
        crate::storage::read_regular(path).map_err(|e| (crate::i18n::Says::said(&e), None))?;
    match crate::storage::decode(bytes.clone()) {
        Ok(text) => read_saved(&text),
        Err(not_text) => {
            let lossy = String::from_utf8_lossy(&bytes);
            let partial = match read_saved(&lossy) {
                Ok(game) => Some(Box::new(game)),
                Err((_, partial)) => partial,
            };
            Err((crate::i18n::Says::said(&not_text), partial))
        }
    }
}

/// On the disk's thread, reads the games folder: the games in progress are listed,
/// finished ones move to `finished/`, empty ones go, unreadable ones are moved aside and
/// said. Files another window holds (or `current`, this window's) are listed as in use
/// and left alone.
pub(super) fn scan(folder: &GamesFolder, current: Option<&std::path::Path>) -> Scan {
    let mut saved = Scan::default();
    let files = folder.list_games().unwrap_or_else(|e| {
        warn!("cannot read the games folder {}: {e}", folder.dir.display());
        saved.folder_problem = Some(e.to_string());
        Vec::new()
    });
    for path in files {
        if current == Some(path.as_path()) {
            continue;
        }
        let in_use = crate::saves::in_use(&path);
        let modified = std::fs::metadata(&path)
            .and_then(|m| m.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH);
        match read_saved_file(&path) {
            // An online game goes on through Play online (its session is kept apart),
            // never from here as a game at one computer.
            Ok(_) if online_save(&path) => {}
            Ok(game) if in_use || (game.moves() > 0 && !game.over()) => {
                if !in_use && saved.newest.is_none() {
                    saved.newest = Some((path.clone(), Box::new(game.clone())));
                }
                saved.list.push(SavedGame {
                    path,
                    game: game.game(),
                    names: game.names(),
                    seats: game.seats(),
                    moves: game.moves(),
                    modified,
                    in_use,
                });
            }
            Ok(game) if game.over() => {
                if let Err(e) = folder.move_finished(&path) {
                    warn!("cannot move the finished game {}: {e}", path.display());
                }
            }
            Ok(game) if written_whole_by_us(&path, &game) => {
                // A game with no move, as this app writes one (a game taken back to its
                // start): nothing to keep.
                let _ = std::fs::remove_file(&path);
                crate::saves::remove_lock_file(&path);
            }
            Ok(_) => {
                // No move, and not as this app writes a game: a file cut short (or made
                // elsewhere) is never deleted, but kept aside and said.
                let why = crate::i18n::Said::new("saved.not_whole");
                set_aside(folder, path, why, None, &mut saved);
            }
            Err(_) if in_use => {}
            Err((why, partial)) => set_aside(folder, path, why, partial, &mut saved),
        }
    }
    saved
}

/// Whether the saved game at `path` is an online game's (its `Seats` name a friend
/// online).
fn online_save(path: &std::path::Path) -> bool {
    crate::storage::read_regular(path).is_ok_and(|bytes| {
        let text = String::from_utf8_lossy(&bytes);
        crate::rules::record::RecordText::parse(&text)
            .ok()
            .and_then(|r| r.get("Seats").map(super::super::seats_header::seats_online))
            .unwrap_or(false)
    })
}

/// Whether the file at `path` holds exactly what this app writes for `game` (read from
/// it): a game the app itself saved whole, not one cut short on the disk.
fn written_whole_by_us(path: &std::path::Path, game: &AnyMatch) -> bool {
    crate::storage::read_regular(path)
        .is_ok_and(|bytes| bytes == super::super::seats_header::saved_text(game).as_bytes())
}

/// Moves a saved game that cannot be read to `unreadable/` and says so.
fn set_aside(
    folder: &GamesFolder,
    path: PathBuf,
    why: crate::i18n::Said,
    partial: Option<Box<AnyMatch>>,
    saved: &mut Scan,
) {
    let kept_as = match folder.move_aside(&path) {
        Ok(to) => Some(to),
        Err(e) => {
            warn!("cannot move {} aside: {e}", path.display());
            None
        }
    };
    warn!("the saved game {} cannot be read: {why}", path.display());
    saved.unreadable.push(Unreadable {
        file: path,
        kept_as,
        why,
        partial,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::session::game::Seat;

    #[test]
    fn a_damaged_save_offers_what_it_could_read() {
        let text =
            "[Game \"Unlur\"]\n[Size \"6\"]\n[Seats \"human strong\"]\n\n1. c3 2. d4 3. b9 4. e5\n";
        let (why, partial) = read_saved(text).unwrap_err();
        assert!(why.to_string().contains("move 3 `b9` (line 5)"), "{why}");
        let partial = partial.expect("two moves could be read");
        assert_eq!(partial.moves(), 2);
        assert_eq!(partial.seats(), vec![Seat::Human, Seat::Ai(Level::Strong)]);
    }
}
