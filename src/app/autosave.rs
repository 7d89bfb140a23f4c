//! Nothing lost: every game in progress has a file of its own in the games folder
//! ([`crate::saves`]), written after every move (its record, with a `[Seats "…"]`
//! header for who plays) through a durable atomic write. Starting another game, from
//! the menu, the command line or the demo, never touches it; the menu lists the games
//! in progress ([`SavedGames`]) to resume or discard. A file that cannot be read is
//! moved aside and said on screen; a save that fails is said on screen until a save
//! succeeds. Demo games and the replay viewer's steps are never saved.

use std::path::PathBuf;
use std::time::SystemTime;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::game::{NewGameRequest, Seat};
use super::records::{Loaded, ReplayCommand, ShowGame};
use super::{ActiveGame, demo::Demo};
use crate::ai::player::Level;
use crate::saves::{GameLock, GamesFolder, LockError};

/// Seconds between two tries of a save that failed.
const RETRY_SECONDS: f32 = 2.0;

/// The file of the game on screen.
#[derive(Debug)]
struct Slot {
    path: PathBuf,
    game: ActiveGame,
    _lock: Option<GameLock>,
}

/// Where the games in progress are kept (absent: not kept, as in tests and screenshots),
/// and the file of the one on screen.
#[derive(Resource, Debug)]
pub struct Autosave {
    /// The games folder.
    pub folder: GamesFolder,
    /// At start, put the newest game in progress behind the menu.
    pub resume_newest: bool,
    slot: Option<Slot>,
    /// What was last written (to write only when the game changed).
    last: Option<String>,
    /// The game and its number of moves when last looked at.
    last_key: Option<(ActiveGame, usize)>,
    /// Frames to wait after the game on screen was replaced (its state changes a
    /// frame later).
    settle: u8,
    /// The save that failed, until one succeeds (shown on screen).
    pub failure: Option<SaveFailure>,
    retry_in: f32,
}

/// A save that failed: the file and the system's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveFailure {
    /// The file (or the folder) that could not be written.
    pub path: PathBuf,
    /// Why, in the system's words.
    pub why: String,
}

impl Autosave {
    /// Keeps the games in `folder`.
    pub fn new(folder: GamesFolder) -> Autosave {
        Autosave {
            folder,
            resume_newest: false,
            slot: None,
            last: None,
            last_key: None,
            settle: 0,
            failure: None,
            retry_in: 0.0,
        }
    }

    /// The file of the game on screen, once it has one.
    pub fn current_file(&self) -> Option<&std::path::Path> {
        self.slot.as_ref().map(|s| s.path.as_path())
    }

    /// The game on screen is another game from now on: the next save starts a new file
    /// (the old one stays as it is).
    fn release(&mut self) {
        self.slot = None;
        self.last = None;
        self.last_key = None;
        self.settle = 2;
    }
}

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

/// A seat in the `Seats` header: `human` or the AI level's name.
pub fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::Human => "human",
        Seat::Ai(level) => level.name(),
    }
}

/// Reads the `Seats` header's words (unknown words are people).
pub fn parse_seats(text: &str) -> Vec<Seat> {
    text.split_whitespace()
        .map(|w| match Level::from_name(w) {
            Some(level) => Seat::Ai(level),
            None => Seat::Human,
        })
        .collect()
}

/// Adds `[Seats "…"]` after a record's first header line.
fn with_seats(record: String, seats: &[Seat]) -> String {
    let words: Vec<&str> = seats.iter().map(|&s| seat_word(s)).collect();
    let header = format!("[Seats \"{}\"]\n", words.join(" "));
    match record.find('\n') {
        Some(i) => format!("{}{header}{}", &record[..=i], &record[i + 1..]),
        None => format!("{record}\n{header}"),
    }
}

/// A saved game's record with its seats.
pub fn saved_text(game: &Loaded) -> String {
    with_seats(game.record(), &game.seats())
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
            (follow_the_game, save_game, rescan)
                .chain()
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
    autosave.release();
    autosave.last = Some(saved_text(&game));
    autosave.last_key = Some((game.game(), game.moves()));
    autosave.slot = Some(Slot {
        path: path.to_path_buf(),
        game: game.game(),
        _lock: Some(lock),
    });
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
) {
    for request in requests.read() {
        match request {
            SavedGameRequest::Resume(path) => match resume(&mut autosave, path, &mut show) {
                Ok(()) => {
                    saved.stale = true;
                    if let Some(hud) = hud.as_mut() {
                        hud.menu_open = false;
                        hud.new_game_open = false;
                    }
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
                if let Some(u) = saved.unreadable.get(*i)
                    && let Some(game) = &u.partial
                {
                    let title = u
                        .file
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    view.write(super::records::ViewRecord(game.clone(), title));
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

/// A new game (from the dialog or the command line, not the demo's) or playing on from
/// a replayed step starts a new file; a game put back on screen (the viewer closed, the
/// demo left) goes on in its own.
fn follow_the_game(
    mut autosave: ResMut<Autosave>,
    mut saved: ResMut<SavedGames>,
    mut new_games: MessageReader<NewGameRequest>,
    mut replays: MessageReader<ReplayCommand>,
    mut shown: MessageReader<ShowGame>,
    demo: Option<Res<Demo>>,
) {
    let in_demo = demo.is_some_and(|d| d.active);
    let new_game = new_games.read().count() > 0 && !in_demo;
    let play_on = replays.read().any(|c| *c == ReplayCommand::PlayFromHere);
    if new_game || play_on {
        autosave.release();
        saved.stale = true;
    } else if shown.read().count() > 0 {
        autosave.settle = autosave.settle.max(2);
    }
}

fn save_game(
    mut autosave: ResMut<Autosave>,
    mut saved: ResMut<SavedGames>,
    time: Res<Time>,
    on_screen: super::records::OnScreen,
    demo: Option<Res<Demo>>,
    replay: Option<Res<super::records::Replay>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if demo.is_some_and(|d| d.active) || replay.is_some_and(|r| r.active()) {
        return;
    }
    if autosave.settle > 0 {
        autosave.settle -= 1;
        return;
    }
    let active = on_screen.game();
    // Cheap checks first: a move or an undo changes the number of moves (the dice
    // games' resources change every frame, with their animations).
    let key = Some((active, on_screen.moves()));
    let retry = autosave.failure.is_some() && {
        autosave.retry_in -= time.delta_secs();
        autosave.retry_in <= 0.0
    };
    if autosave.last_key == key && !on_screen.replaced() && !retry {
        return;
    }
    autosave.last_key = key;
    let Some(loaded) = on_screen.loaded() else {
        return;
    };
    if autosave.slot.is_none() {
        // A game with no move, or one already over when it came on screen, is not a
        // game in progress: nothing to keep yet.
        if loaded.moves() == 0 || loaded.over() {
            return;
        }
        let path = autosave.folder.new_game_path(loaded.word());
        let lock = match GameLock::take(&path) {
            Ok(lock) => Some(lock),
            Err(LockError::InUse) => None,
            Err(LockError::Io(e)) => {
                // Write the game itself all the same: the lock keeps other windows off
                // it, the file is what matters (and the write says what is wrong).
                warn!("cannot lock {}: {e}", path.display());
                None
            }
        };
        autosave.slot = Some(Slot {
            path,
            game: active,
            _lock: lock,
        });
        saved.stale = true;
    }
    let Some(slot) = autosave.slot.as_ref() else {
        return;
    };
    if slot.game != active {
        // The view has not caught up with the game put on screen yet.
        autosave.last_key = None;
        return;
    }
    let text = saved_text(&loaded);
    if autosave.last.as_deref() == Some(text.as_str()) && !retry {
        return;
    }
    let path = slot.path.clone();
    match crate::storage::write_atomically(&path, &text) {
        Ok(()) => {
            if autosave.failure.take().is_some() {
                info!("the game is saved again, to {}", path.display());
                redraw.write(RequestRedraw);
            }
            autosave.last = Some(text);
            if loaded.over() {
                // Over: no longer a game in progress; kept among the finished ones.
                if let Err(e) = autosave.folder.move_finished(&path) {
                    warn!("cannot move the finished game {}: {e}", path.display());
                }
            }
        }
        Err(e) => fail(&mut autosave, &mut redraw, path, e.to_string()),
    }
}

/// Keeps a failed save on screen (and in the log, once) and tries again soon.
fn fail(
    autosave: &mut Autosave,
    redraw: &mut MessageWriter<RequestRedraw>,
    path: PathBuf,
    why: String,
) {
    let failure = SaveFailure { path, why };
    if autosave.failure.as_ref() != Some(&failure) {
        warn!(
            "cannot save the game to {}: {}",
            failure.path.display(),
            failure.why
        );
        autosave.failure = Some(failure);
        redraw.write(RequestRedraw);
    }
    autosave.retry_in = RETRY_SECONDS;
}

/// Reads the list again when a game started, was resumed or discarded, and each time
/// the menu opens (another window may have saved meanwhile).
fn rescan(
    autosave: Res<Autosave>,
    mut saved: ResMut<SavedGames>,
    hud: Option<Res<super::hud::HudState>>,
    mut menu_was_open: Local<bool>,
) {
    let menu_open = hud.is_some_and(|h| h.menu_open);
    let opened = menu_open && !*menu_was_open;
    *menu_was_open = menu_open;
    if saved.stale || opened {
        scan(&autosave, &mut saved);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_round_trip_through_their_header() {
        let seats = [
            Seat::Human,
            Seat::Ai(Level::Strong),
            Seat::Ai(Level::Beginner),
            Seat::Ai(Level::Maximum),
        ];
        let text = with_seats("[Game \"Uckers\"]\n[Players \"4\"]\n".into(), &seats);
        assert!(text.starts_with("[Game \"Uckers\"]\n[Seats \"human strong beginner max\"]\n"));
        let record = crate::rules::record::RecordText::parse(&text).unwrap();
        assert_eq!(parse_seats(record.get("Seats").unwrap()), seats);
    }

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
