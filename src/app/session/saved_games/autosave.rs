//! Nothing lost: every game in progress has a file of its own in the games folder
//! ([`crate::saves`]), written after every move (its record, with a `[Seats "…"]`
//! header for who plays) through a durable atomic write. Starting another game, from
//! the menu, the command line or the demo, never touches it; the menu lists the games
//! in progress ([`super`]) to resume or discard. The writes are the disk
//! thread's ([`crate::app::ground::disk`]), in order, so the window never waits on them. A save that
//! fails is said on screen until a save succeeds. Demo games and the replay viewer's
//! steps are never saved.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::app::ground::pace::Frames;
use bevy::prelude::*;

use crate::app::ground::disk::{Disk, LastWrites};
use crate::app::session::any_match::AnyMatch;
use crate::app::session::game::{NewGameRequest, Seat};
use crate::app::session::records::{ReplayCommand, ShowGame};
use crate::app::session::screen::Screen;
use crate::app::session::seats_header::saved_text;
use crate::saves::{GameLock, GamesFolder, LockError};
use crate::writer::{Answer, Ticket};

/// Seconds between two tries of a save that failed.
pub(crate) const RETRY_SECONDS: f32 = 2.0;

/// The file of the game on screen.
#[derive(Debug)]
struct Slot {
    path: PathBuf,
    game: crate::rules::GameId,
    /// The lock that keeps other windows off the file: taken by the first save (on the
    /// disk's thread), let go once the last save asked for this file is done.
    lock: Arc<Mutex<Option<GameLock>>>,
    /// The first save (which takes the lock) was asked.
    started: bool,
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
    last_key: Option<(crate::rules::GameId, usize)>,
    /// Frames to wait after the game on screen was replaced (its state changes a
    /// frame later).
    settle: u8,
    /// The save that failed, until one succeeds (shown on screen).
    pub failure: Option<SaveFailure>,
    retry_in: f32,
    /// Saves asked of the disk and not answered yet, oldest first, with their files.
    writes: VecDeque<(PathBuf, Ticket<Result<(), String>>)>,
    /// The file the next game of this kind to be kept goes on in, rather than a new one
    /// ([`Autosave::go_on_in`]).
    go_on: Option<(PathBuf, crate::rules::GameId)>,
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
            writes: VecDeque::new(),
            go_on: None,
        }
    }

    /// The file of the game on screen, once it has one.
    pub fn current_file(&self) -> Option<&std::path::Path> {
        self.slot.as_ref().map(|s| s.path.as_path())
    }

    /// `game`, read from `path` (whose lock this window holds), is the game on screen
    /// from now on, and saved to that file.
    pub(crate) fn take_over(&mut self, disk: &Disk, path: &Path, game: &AnyMatch, lock: GameLock) {
        self.release(disk);
        self.last = Some(saved_text(game));
        self.last_key = Some((game.game(), game.moves()));
        self.slot = Some(Slot {
            path: path.to_path_buf(),
            game: game.game(),
            lock: Arc::new(Mutex::new(Some(lock))),
            started: true,
        });
    }

    /// The game of kind `game` that comes on screen next (an online game resumed after a
    /// restart) goes on in `path`, the file it was saved to before, if that is still a
    /// game in progress: each restart left a stale copy among the games in progress.
    /// Forgotten when a new game starts instead.
    pub fn go_on_in(&mut self, path: PathBuf, game: crate::rules::GameId) {
        self.go_on = Some((path, game));
    }

    /// The game on screen has ended outside its rules (an online game resigned or
    /// stopped): no longer a game in progress, its file goes among the finished ones.
    pub fn retire(&mut self, disk: &Disk) {
        if let Some(slot) = &self.slot {
            let (folder, path) = (self.folder.clone(), slot.path.clone());
            let _ = disk.run(move || move_finished(&folder, &path));
        }
        self.release(disk);
    }

    /// The game on screen is another game from now on: the next save starts a new file
    /// (the old one stays as it is). Its lock goes once the saves asked for it are done.
    fn release(&mut self, disk: &Disk) {
        if let Some(slot) = self.slot.take() {
            let _ = disk.run(move || drop(slot.lock));
        }
        self.go_on = None;
        self.last = None;
        self.last_key = None;
        self.settle = 2;
    }
}

/// The systems that follow the game on screen and save it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AutosaveSet;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        (follow_the_game, saves_answered, save_game)
            .chain()
            .in_set(AutosaveSet)
            .in_set(LastWrites)
            .run_if(resource_exists::<Autosave>),
    );
}

/// A new game (from the dialog or the command line, not the demo's) or playing on from
/// a replayed step starts a new file; a game put back on screen (the viewer closed, the
/// demo left) goes on in its own.
fn follow_the_game(
    mut autosave: ResMut<Autosave>,
    disk: Res<Disk>,
    mut saved: ResMut<super::SavedGames>,
    mut new_games: MessageReader<NewGameRequest>,
    mut replays: MessageReader<ReplayCommand>,
    mut shown: MessageReader<ShowGame>,
    screen: Res<State<Screen>>,
) {
    // Every reader is read to its end each frame, so nothing is seen twice.
    let in_demo = *screen.get() == Screen::Demo;
    let new_game = new_games.read().count() > 0 && !in_demo;
    let play_on = replays
        .read()
        .filter(|c| **c == ReplayCommand::PlayFromHere)
        .count()
        > 0;
    let shown = shown.read().count() > 0;
    if new_game || play_on {
        autosave.release(&disk);
        saved.stale = true;
        saved.resume_newest = false;
    } else if shown {
        // Looked at again once it settles: a game put back as it was is not written
        // again (its text is the same), one that changed on the way is (an online game
        // ended by a resignation, over now though it has no more moves).
        autosave.settle = autosave.settle.max(2);
        autosave.last_key = None;
    }
}

/// The disk's answers to the saves asked, in order: a failure is said until a save
/// succeeds.
fn saves_answered(mut autosave: ResMut<Autosave>, mut frames: ResMut<Frames>) {
    while let Some((path, ticket)) = autosave.writes.front() {
        let outcome = match ticket.take() {
            Answer::Waiting => return,
            Answer::Done(outcome) => outcome,
            Answer::Lost => Err("the save stopped on an internal error".to_string()),
        };
        let path = path.clone();
        autosave.writes.pop_front();
        match outcome {
            Ok(()) => {
                if autosave.failure.take().is_some() {
                    info!("the game is saved again, to {}", path.display());
                    frames.now();
                }
            }
            Err(why) => fail(&mut autosave, &mut frames, path, why),
        }
    }
}

/// On the disk's thread: the lock of a new game's file (none if another window has it,
/// or if it cannot be made: the game is written all the same, the lock keeps other
/// windows off it, the file is what matters and its write says what is wrong).
fn take_lock(path: &Path) -> Option<GameLock> {
    match GameLock::take(path) {
        Ok(lock) => Some(lock),
        Err(LockError::InUse) => None,
        Err(LockError::Io(e)) => {
            warn!("cannot lock {}: {e}", path.display());
            None
        }
    }
}

/// On the disk's thread: writes a game's file durably, and moves it among the finished
/// games if it is over.
fn write_game(folder: &GamesFolder, path: &Path, text: &str, over: bool) -> Result<(), String> {
    crate::storage::write_atomically(path, text).map_err(|e| e.to_string())?;
    if over {
        move_finished(folder, path);
    }
    Ok(())
}

/// On the disk's thread: a game over is no longer a game in progress; kept among the
/// finished ones.
fn move_finished(folder: &GamesFolder, path: &Path) {
    if let Err(e) = folder.move_finished(path) {
        warn!("cannot move the finished game {}: {e}", path.display());
    }
}

#[allow(clippy::too_many_arguments)]
fn save_game(
    mut autosave: ResMut<Autosave>,
    disk: Res<Disk>,
    mut saved: ResMut<super::SavedGames>,
    time: Res<Time>,
    on_screen: crate::app::session::on_screen::OnScreen,
    screen: Res<State<Screen>>,
    replay: Option<Res<crate::app::session::records::Replay>>,
    (lesson, puzzles): (
        Option<Res<crate::app::session::lesson::Lesson>>,
        Option<Res<crate::app::session::puzzle::Puzzles>>,
    ),
    mut frames: ResMut<Frames>,
) {
    // A lesson's position is the lesson's, a puzzle's the puzzle's: not a game of the
    // player's to keep.
    if *screen.get() == Screen::Demo
        || replay.is_some_and(|r| r.active())
        || lesson.is_some_and(|l| l.on())
        || puzzles.is_some_and(|p| p.on())
    {
        return;
    }
    if autosave.settle > 0 {
        autosave.settle -= 1;
        frames.now();
        return;
    }
    let active = on_screen.game();
    // Cheap checks first: a move or an undo changes the number of moves (the dice
    // games' resources change every frame, with their animations).
    let key = Some((active, on_screen.moves()));
    let retry = autosave.failure.is_some() && autosave.writes.is_empty() && {
        autosave.retry_in -= time.delta_secs();
        frames.within(autosave.retry_in);
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
        // game in progress: nothing to keep yet; nor is one no one here plays (an
        // online game that ended outside its rules, kept on screen as it ended).
        if loaded.moves() == 0 || loaded.over() || loaded.seats().iter().all(|s| *s == Seat::Remote)
        {
            return;
        }
        let path = match autosave.go_on.take() {
            Some((path, game)) if game == active && path.is_file() => path,
            _ => autosave.folder.new_game_path(loaded.word()),
        };
        autosave.slot = Some(Slot {
            path,
            game: active,
            lock: Arc::default(),
            started: false,
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
    let (folder, path, over) = (autosave.folder.clone(), slot.path.clone(), loaded.over());
    let lock = (!slot.started).then(|| slot.lock.clone());
    if let Some(slot) = autosave.slot.as_mut() {
        slot.started = true;
    }
    autosave.last = Some(text.clone());
    autosave.retry_in = RETRY_SECONDS;
    let ticket = disk.run({
        let path = path.clone();
        move || {
            if let Some(lock) = lock {
                *lock.lock().unwrap_or_else(|e| e.into_inner()) = take_lock(&path);
            }
            write_game(&folder, &path, &text, over)
        }
    });
    autosave.writes.push_back((path, ticket));
}

/// Keeps a failed save on screen (and in the log, once) and tries again soon.
fn fail(autosave: &mut Autosave, frames: &mut Frames, path: PathBuf, why: String) {
    let failure = SaveFailure { path, why };
    if autosave.failure.as_ref() != Some(&failure) {
        warn!(
            "cannot save the game to {}: {}",
            failure.path.display(),
            failure.why
        );
        autosave.failure = Some(failure);
        frames.now();
    }
    autosave.retry_in = RETRY_SECONDS;
}
