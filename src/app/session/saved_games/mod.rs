//! The games in progress: each written to its own file as it is played ([`autosave`]),
//! and listed for the menu: read from the games folder (on the
//! disk's thread, [`crate::app::ground::disk`]) at start, each time the menu opens and whenever a
//! game starts, is resumed or discarded. Finished
//! games move to `finished/`; a file that cannot be read is moved aside and said on screen
//! ([`Unreadable`]), with what of it could be read offered to the replay viewer. The
//! player resumes or discards a game with [`SavedGameRequest`].

use std::path::PathBuf;
use std::time::SystemTime;

use bevy::prelude::*;

use super::any_match::AnyMatch;
use super::records::ShowGame;
use crate::app::ground::disk::{Disk, LastWrites};
use crate::app::session::game::Seat;
use crate::saves::{GameLock, LockError};
use crate::writer::{Answer, Ticket};
use autosave::{Autosave, AutosaveSet};

pub mod autosave;
mod scan;
use scan::{Scan, read_saved_file, scan};

/// A game in progress found in the games folder.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// Its file.
    pub path: PathBuf,
    /// Which game.
    pub game: crate::rules::GameId,
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
    pub why: crate::i18n::Said,
    /// The game up to the first move that could not be read, if any could.
    pub partial: Option<Box<AnyMatch>>,
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
    /// The games folder cannot be read: where, and why (in the system's words), until
    /// the player dismisses it or a reading succeeds.
    pub folder_problem: Option<(PathBuf, String)>,
    /// The folder's reading asked of the disk, not answered yet.
    scanning: Option<Ticket<Scan>>,
    /// At start, the newest game in progress goes behind the menu once the folder is
    /// read (unless a game was started before).
    pub(crate) resume_newest: bool,
}

impl SavedGames {
    /// Whether the folder is being read.
    pub fn scanning(&self) -> bool {
        self.scanning.is_some()
    }
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
    /// Hide the notice that the folder cannot be read.
    DismissFolderProblem,
}

pub(crate) fn plugin(app: &mut App) {
    autosave::plugin(app);
    app.init_resource::<SavedGames>()
        .add_message::<SavedGameRequest>()
        // The window's own (headless apps have none: it is made here for them).
        .add_message::<bevy::window::WindowFocused>()
        .add_systems(Startup, scan_at_start.run_if(resource_exists::<Autosave>))
        .add_systems(
            Update,
            (scanned, saved_game_requests)
                .chain()
                .run_if(resource_exists::<Autosave>)
                .before(super::records::RecordsSet),
        )
        .add_systems(
            Last,
            rescan
                .after(AutosaveSet)
                .in_set(LastWrites)
                .run_if(resource_exists::<Autosave>),
        );
}

/// Asks the disk to read the games folder again (a reading asked before is answered
/// first, and its answer is superseded by this one). `at_start` (this run's start): the
/// old single autosave is adopted first, and what killed windows left is cleaned
/// ([`crate::saves::GamesFolder::clean_leftovers`]: a new game's first write stopped
/// before its rename comes back, or is set aside and said).
fn ask_for_scan(
    autosave: &Autosave,
    saved: &mut SavedGames,
    disk: &Disk,
    at_start: Option<std::time::SystemTime>,
) {
    let (folder, current) = (
        autosave.folder.clone(),
        autosave.current_file().map(|p| p.to_path_buf()),
    );
    saved.stale = false;
    saved.scanning = Some(disk.run(move || {
        let set_aside = at_start.map_or_else(Vec::new, |started| {
            if let Err(e) = folder.adopt_legacy_autosave() {
                warn!("cannot move the old autosave into the games folder: {e}");
            }
            let done = folder.clean_leftovers(started, scan::reads_whole);
            if done != crate::saves::Leftovers::default() {
                info!("after an earlier end: {done:?}");
            }
            done.set_aside
        });
        let mut found = scan(&folder, current.as_deref());
        found
            .unreadable
            .extend(set_aside.into_iter().map(|to| Unreadable {
                file: to.clone(),
                kept_as: Some(to),
                why: crate::i18n::Said::new("saved.cut_short"),
                partial: None,
            }));
        found
    }));
}

/// At start: the folder read (after the cleaning), and the newest game behind the menu
/// once it is, if asked.
fn scan_at_start(autosave: Res<Autosave>, mut saved: ResMut<SavedGames>, disk: Res<Disk>) {
    saved.resume_newest = autosave.resume_newest;
    ask_for_scan(
        &autosave,
        &mut saved,
        &disk,
        Some(std::time::SystemTime::now()),
    );
}

/// The folder's reading answered: the list is the new one; the files that could not be
/// read are said (once each); at start, the newest game goes behind the menu.
fn scanned(
    mut autosave: ResMut<Autosave>,
    mut saved: ResMut<SavedGames>,
    disk: Res<Disk>,
    mut show: MessageWriter<ShowGame>,
    mut commands: Commands,
    mut hud: Option<ResMut<crate::app::session::hud_state::HudState>>,
) {
    let Some(ticket) = &saved.scanning else {
        return;
    };
    let scan = match ticket.take() {
        Answer::Waiting => return,
        Answer::Done(scan) => scan,
        Answer::Lost => Scan::default(),
    };
    saved.scanning = None;
    saved.list = scan.list;
    saved.folder_problem = scan
        .folder_problem
        .map(|why| (autosave.folder.dir.clone(), why));
    for u in scan.unreadable {
        if !saved.unreadable.iter().any(|v| v.file == u.file) {
            saved.unreadable.push(u);
        }
    }
    if !std::mem::take(&mut saved.resume_newest) {
        return;
    }
    // Only while no other game came on screen meanwhile (a new game clears the wish).
    if let Some((path, game)) = scan.newest.filter(|_| autosave.current_file().is_none())
        && take_over(
            &mut autosave,
            &disk,
            &path,
            *game,
            &mut show,
            hud.as_deref_mut(),
        )
        .is_ok()
    {
        saved.list.retain(|g| g.path != path);
        commands.insert_resource(crate::app::session::saved_games::Resumed);
    }
}

/// Puts a saved game on screen and makes its file the one saved to.
fn resume(
    autosave: &mut Autosave,
    disk: &Disk,
    path: &std::path::Path,
    show: &mut MessageWriter<ShowGame>,
    hud: Option<&mut crate::app::session::hud_state::HudState>,
) -> Result<(), String> {
    // Said in the log only, in English.
    let game = read_saved_file(path).map_err(|(why, _)| why.to_string())?;
    take_over(autosave, disk, path, game, show, hud)
}

/// `game`, read from `path`, goes on screen if its lock can be taken.
fn take_over(
    autosave: &mut Autosave,
    disk: &Disk,
    path: &std::path::Path,
    game: AnyMatch,
    show: &mut MessageWriter<ShowGame>,
    hud: Option<&mut crate::app::session::hud_state::HudState>,
) -> Result<(), String> {
    let lock = match GameLock::take(path) {
        Ok(lock) => lock,
        Err(LockError::InUse) => return Err("in use".into()),
        Err(LockError::Io(e)) => return Err(e.to_string()),
    };
    autosave.take_over(disk, path, &game, lock);
    // The dialog offers another game like it (the same players, the AI at the same
    // level): after a restart it had forgotten them.
    if let Some(hud) = hud.filter(|h| !h.new_game_open) {
        hud.draft = game.draft();
    }
    show.write(ShowGame(Box::new(game)));
    Ok(())
}

fn saved_game_requests(
    mut requests: MessageReader<SavedGameRequest>,
    mut autosave: ResMut<Autosave>,
    disk: Res<Disk>,
    mut saved: ResMut<SavedGames>,
    mut show: MessageWriter<ShowGame>,
    mut view: MessageWriter<super::records::ViewRecord>,
    mut hud: Option<ResMut<crate::app::session::hud_state::HudState>>,
    mut screen: ResMut<NextState<crate::app::session::screen::Screen>>,
) {
    for request in requests.read() {
        match request {
            SavedGameRequest::Resume(path) => {
                match resume(&mut autosave, &disk, path, &mut show, hud.as_deref_mut()) {
                    Ok(()) => {
                        saved.stale = true;
                        if let Some(hud) = hud.as_mut() {
                            hud.new_game_open = false;
                        }
                        screen.set(crate::app::session::screen::Screen::Playing);
                    }
                    Err(why) => {
                        warn!("cannot resume {}: {why}", path.display());
                        saved.stale = true;
                    }
                }
            }
            SavedGameRequest::Discard(path) => {
                if autosave.current_file() != Some(path.as_path()) {
                    let path = path.clone();
                    let _ = disk.run(move || {
                        if crate::saves::in_use(&path) {
                            return;
                        }
                        match std::fs::remove_file(&path) {
                            Ok(()) => crate::saves::remove_lock_file(&path),
                            Err(e) => warn!("cannot discard {}: {e}", path.display()),
                        }
                    });
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
            SavedGameRequest::DismissFolderProblem => saved.folder_problem = None,
            SavedGameRequest::Dismiss(i) => {
                if *i < saved.unreadable.len() {
                    saved.unreadable.remove(*i);
                }
            }
        }
    }
}

/// Reads the list again when a game started, was resumed or discarded, each time the
/// menu opens, and when the window comes back to the front while the menu shows
/// (another window may have saved meanwhile).
fn rescan(
    autosave: Res<Autosave>,
    disk: Res<Disk>,
    mut saved: ResMut<SavedGames>,
    screen: Res<State<crate::app::session::screen::Screen>>,
    mut focus: MessageReader<bevy::window::WindowFocused>,
    mut menu_was_open: Local<bool>,
) {
    let menu_open = *screen.get() == crate::app::session::screen::Screen::Menu;
    let opened = menu_open && !*menu_was_open;
    *menu_was_open = menu_open;
    // The window comes back to the front (a game may have gone on in another window
    // meanwhile): the menu's list is read again.
    let focused = focus.read().filter(|f| f.focused).count() > 0;
    if saved.stale || opened || (menu_open && focused) {
        ask_for_scan(&autosave, &mut saved, &disk, None);
    }
}

/// The game behind the menu was resumed from the last run's autosave: the menu offers
/// to go on with it.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct Resumed;
