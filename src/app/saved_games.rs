//! The games in progress, as the menu lists them: read from the games folder at start,
//! each time the menu opens and whenever a game starts, is resumed or discarded. Finished
//! games move to `finished/`; a file that cannot be read is moved aside and said on screen
//! ([`Unreadable`]), with what of it could be read offered to the replay viewer. The
//! player resumes or discards a game with [`SavedGameRequest`].

use std::path::PathBuf;
use std::time::SystemTime;

use bevy::prelude::*;

use super::ActiveGame;
use super::Seat;
use super::autosave::{Autosave, AutosaveSet, parse_seats};
use super::records::{Loaded, ShowGame};
use crate::saves::{GameLock, LockError};

/// A game in progress found in the games folder.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// Its file.
    pub path: PathBuf,
    /// Which game.
    pub game: ActiveGame,
    /// The players' names.
    pub names: Vec<String>,
    /// Who plays each seat.
    pub seats: Vec<Seat>,
    /// Moves (turns, actions) played.
    pub moves: usize,
    /// When it was last saved.
    pub modified: SystemTime,
    /// Another window has it on screen.
    pub in_use: bool,
}

/// A saved game that could not be read: where it was, where it is kept now, why, and
/// what of it could be read.
#[derive(Clone, Debug)]
pub struct Unreadable {
    /// The file as it was found.
    pub file: PathBuf,
    /// Where it was moved (`None`: it could not be moved and stays where it was).
    pub kept_as: Option<PathBuf>,
    /// Why it could not be read (the reader's words, with the line).
    pub why: String,
    /// The game up to the first move that could not be read, if any could.
    pub partial: Option<Box<Loaded>>,
}

/// The games in progress (newest first) and the saved files that could not be read.
#[derive(Resource, Debug, Default)]
pub struct SavedGames {
    /// The games in progress, newest first (the one on screen left out).
    pub list: Vec<SavedGame>,
    /// Saved games that could not be read this run, until the player dismisses them.
    pub unreadable: Vec<Unreadable>,
    /// The list must be read again (a game started, was left or was discarded).
    pub stale: bool,
}

/// What the player asks of the saved games.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum SavedGameRequest {
    /// Put this game on screen and go on with it.
    Resume(PathBuf),
    /// Delete this game for good.
    Discard(PathBuf),
    /// Open what could be read of the `i`th unreadable file in the replay viewer.
    OpenReadable(usize),
    /// Hide the `i`th unreadable file's notice.
    Dismiss(usize),
}

/// Why a saved game could not be read, and what of it could.
type Unread = (String, Option<Box<Loaded>>);

/// A saved game's text read: the game with its seats, or why not (with what could be
/// read, if anything).
fn read_saved(text: &str) -> Result<Loaded, Unread> {
    let seats = crate::rules::record::RecordText::parse(text)
        .ok()
        .and_then(|r| r.get("Seats").map(parse_seats))
        .unwrap_or_default();
    match Loaded::read_partly(text) {
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
fn read_saved_file(path: &std::path::Path) -> Result<Loaded, Unread> {
    let bytes = crate::storage::read_regular(path).map_err(|e| (e.to_string(), None))?;
    match crate::storage::decode(bytes.clone()) {
        Ok(text) => read_saved(&text),
        Err(not_text) => {
            let lossy = String::from_utf8_lossy(&bytes);
            let partial = match read_saved(&lossy) {
                Ok(game) => Some(Box::new(game)),
                Err((_, partial)) => partial,
            };
            Err((not_text.to_string(), partial))
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedGames>()
        .add_message::<SavedGameRequest>()
        .add_systems(Startup, scan_at_start.run_if(resource_exists::<Autosave>))
        .add_systems(
            Update,
            saved_game_requests
                .run_if(resource_exists::<Autosave>)
                .before(super::records::RecordsSet),
        )
        .add_systems(
            Last,
            rescan
                .after(AutosaveSet)
                .run_if(resource_exists::<Autosave>),
        );
}

/// Reads the games folder: the games in progress are listed, finished ones move to
/// `finished/`, empty ones go, unreadable ones are moved aside and said. Files another
/// window holds are listed as in use and left alone.
fn scan(autosave: &Autosave, saved: &mut SavedGames) {
    let folder = &autosave.folder;
    saved.list.clear();
    saved.stale = false;
    for path in folder.game_files() {
        if autosave.current_file() == Some(path.as_path()) {
            continue;
        }
        let in_use = crate::saves::in_use(&path);
        let modified = std::fs::metadata(&path)
            .and_then(|m| m.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH);
        match read_saved_file(&path) {
            Ok(game) if in_use || (game.moves() > 0 && !game.over()) => {
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
            Ok(_) => {
                // A game with no move: nothing to keep.
                let _ = std::fs::remove_file(&path);
                crate::saves::remove_lock_file(&path);
            }
            Err(_) if in_use => {}
            Err((why, partial)) => {
                let kept_as = match folder.move_aside(&path) {
                    Ok(to) => Some(to),
                    Err(e) => {
                        warn!("cannot move {} aside: {e}", path.display());
                        None
                    }
                };
                warn!("the saved game {} cannot be read: {why}", path.display());
                if !saved.unreadable.iter().any(|u| u.file == path) {
                    saved.unreadable.push(Unreadable {
                        file: path,
                        kept_as,
                        why,
                        partial,
                    });
                }
            }
        }
    }
}

fn scan_at_start(
    mut autosave: ResMut<Autosave>,
    mut saved: ResMut<SavedGames>,
    mut show: MessageWriter<ShowGame>,
    mut commands: Commands,
) {
    if let Err(e) = autosave.folder.adopt_legacy_autosave() {
        warn!("cannot move the old autosave into the games folder: {e}");
    }
    scan(&autosave, &mut saved);
    if !autosave.resume_newest {
        return;
    }
    let newest = saved.list.iter().position(|g| !g.in_use);
    if let Some(i) = newest {
        let path = saved.list[i].path.clone();
        if resume(&mut autosave, &path, &mut show).is_ok() {
            saved.list.remove(i);
            commands.insert_resource(super::menu::Resumed);
        }
    }
}

/// Puts a saved game on screen and makes its file the one saved to.
fn resume(
    autosave: &mut Autosave,
    path: &std::path::Path,
    show: &mut MessageWriter<ShowGame>,
) -> Result<(), String> {
    let lock = match GameLock::take(path) {
        Ok(lock) => lock,
        Err(LockError::InUse) => return Err("in use".into()),
        Err(LockError::Io(e)) => return Err(e.to_string()),
    };
    let game = read_saved_file(path).map_err(|(why, _)| why)?;
    autosave.take_over(path, &game, lock);
    show.write(ShowGame(Box::new(game)));
    Ok(())
}

fn saved_game_requests(
    mut requests: MessageReader<SavedGameRequest>,
    mut autosave: ResMut<Autosave>,
    mut saved: ResMut<SavedGames>,
    mut show: MessageWriter<ShowGame>,
    mut view: MessageWriter<super::records::ViewRecord>,
    mut hud: Option<ResMut<super::hud::HudState>>,
    mut screen: ResMut<NextState<crate::app::screen::Screen>>,
) {
    for request in requests.read() {
        match request {
            SavedGameRequest::Resume(path) => match resume(&mut autosave, path, &mut show) {
                Ok(()) => {
                    saved.stale = true;
                    if let Some(hud) = hud.as_mut() {
                        hud.new_game_open = false;
                    }
                    screen.set(crate::app::screen::Screen::Playing);
                }
                Err(why) => {
                    warn!("cannot resume {}: {why}", path.display());
                    saved.stale = true;
                }
            },
            SavedGameRequest::Discard(path) => {
                if autosave.current_file() != Some(path.as_path()) && !crate::saves::in_use(path) {
                    match std::fs::remove_file(path) {
                        Ok(()) => crate::saves::remove_lock_file(path),
                        Err(e) => warn!("cannot discard {}: {e}", path.display()),
                    }
                }
                saved.stale = true;
            }
            SavedGameRequest::OpenReadable(i) => {
                // What could be read opens in the viewer, and the notice, answered, goes
                // (the file stays where the notice said).
                if *i < saved.unreadable.len()
                    && let Some(game) = saved.unreadable[*i].partial.clone()
                {
                    let u = saved.unreadable.remove(*i);
                    let title = u
                        .file
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    view.write(super::records::ViewRecord(game, title));
                }
            }
            SavedGameRequest::Dismiss(i) => {
                if *i < saved.unreadable.len() {
                    saved.unreadable.remove(*i);
                }
            }
        }
    }
}

/// Reads the list again when a game started, was resumed or discarded, and each time
/// the menu opens (another window may have saved meanwhile).
fn rescan(
    autosave: Res<Autosave>,
    mut saved: ResMut<SavedGames>,
    screen: Res<State<crate::app::screen::Screen>>,
    mut menu_was_open: Local<bool>,
) {
    let menu_open = crate::app::screen::showing(&screen, crate::app::screen::Screen::Menu);
    let opened = menu_open && !*menu_was_open;
    *menu_was_open = menu_open;
    if saved.stale || opened {
        scan(&autosave, &mut saved);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn a_damaged_save_offers_what_it_could_read() {
        let text =
            "[Game \"Unlur\"]\n[Size \"6\"]\n[Seats \"human strong\"]\n\n1. c3 2. d4 3. b9 4. e5\n";
        let (why, partial) = read_saved(text).unwrap_err();
        assert!(why.contains("move 3 `b9` (line 5)"), "{why}");
        let partial = partial.expect("two moves could be read");
        assert_eq!(partial.moves(), 2);
        assert_eq!(partial.seats(), vec![Seat::Human, Seat::Ai(Level::Strong)]);
    }
}
