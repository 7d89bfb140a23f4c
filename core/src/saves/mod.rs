//! The folder of games in progress (no Bevy here): one file a game, in `games/` under
//! the config directory, so that starting a game never overwrites another one.
//!
//! - A game's file is named `GAME-YYYYMMDD-HHMMSS-PID-N.txt` when it is first written:
//!   no two windows, and no two games of one window, ever share a name.
//! - The window that has a game on screen holds a lock on its `.lock` file beside it
//!   (an advisory lock the system drops when the process ends, even when killed), so
//!   a second window neither offers it nor writes it.
//! - A finished game moves to `finished/`; a file that cannot be read moves to
//!   `unreadable/` under a name that says so and when; nothing is ever overwritten.
//! - What a kill leaves is cleaned at the next start ([`GamesFolder::clean_leftovers`]):
//!   a temporary file of a write that was stopped, a lock file no window holds (a
//!   window that lets a game go removes its lock file itself).

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

mod leftovers;
pub use leftovers::Leftovers;

/// The folder of games in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesFolder {
    /// `games/` in the config directory (or anywhere, in tests).
    pub dir: PathBuf,
}

/// The games folder's name in the config directory.
pub const FOLDER: &str = "games";

/// The single autosave file of earlier versions, moved into the folder at start.
pub const LEGACY_AUTOSAVE: &str = "autosave.txt";

impl GamesFolder {
    /// The folder in the platform's config directory.
    pub fn in_config_dir() -> Option<GamesFolder> {
        crate::storage::config_dir().map(|d| GamesFolder {
            dir: d.join(FOLDER),
        })
    }

    /// A new file name for a game of `game` (a word such as `unlur`), unique to this
    /// process and this call. The file is not made.
    pub fn new_game_path(&self, game: &str) -> PathBuf {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        loop {
            let name = format!(
                "{game}-{}-{}-{}.txt",
                crate::storage::stamp_now(),
                std::process::id(),
                COUNT.fetch_add(1, Ordering::Relaxed) + 1
            );
            let path = self.dir.join(name);
            if !path.exists() {
                return path;
            }
        }
    }

    /// The game files in the folder (`*.txt`, not temporary files), newest first; none
    /// if it cannot be read.
    pub fn game_files(&self) -> Vec<PathBuf> {
        self.list_games().unwrap_or_default()
    }

    /// [`Self::game_files`], or why the folder cannot be read (a folder not made yet
    /// holds no game).
    pub fn list_games(&self) -> std::io::Result<Vec<PathBuf>> {
        let entries = match std::fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.ends_with(".txt") && !crate::storage::is_temporary(&name)
            })
            .filter_map(|e| {
                let meta = e.metadata().ok()?;
                meta.is_file()
                    .then(|| (meta.modified().unwrap_or(std::time::UNIX_EPOCH), e.path()))
            })
            .collect();
        files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1)));
        Ok(files.into_iter().map(|(_, p)| p).collect())
    }

    /// Moves the single `autosave.txt` of earlier versions (beside the folder) into it,
    /// under a new name; returns where it went. Nothing to move is `Ok(None)`.
    pub fn adopt_legacy_autosave(&self) -> std::io::Result<Option<PathBuf>> {
        let Some(config) = self.dir.parent() else {
            return Ok(None);
        };
        let legacy = config.join(LEGACY_AUTOSAVE);
        if !legacy.is_file() {
            return Ok(None);
        }
        std::fs::create_dir_all(&self.dir)?;
        let to = self.new_game_path("autosave");
        move_file(&legacy, &to)?;
        Ok(Some(to))
    }

    /// Moves a file that cannot be read into `unreadable/`, under its own name with
    /// `.unreadable-YYYYMMDD-HHMMSS` before the extension; returns where it went.
    pub fn move_aside(&self, path: &Path) -> std::io::Result<PathBuf> {
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        self.move_aside_as(path, &stem)
    }

    /// [`Self::move_aside`], named after `stem`.
    fn move_aside_as(&self, path: &Path, stem: &str) -> std::io::Result<PathBuf> {
        let to_dir = self.dir.join("unreadable");
        std::fs::create_dir_all(&to_dir)?;
        let stamp = crate::storage::stamp_now();
        let mut to = to_dir.join(format!("{stem}.unreadable-{stamp}.txt"));
        let mut n = 1;
        while to.exists() {
            n += 1;
            to = to_dir.join(format!("{stem}.unreadable-{stamp}-{n}.txt"));
        }
        move_file(path, &to)?;
        remove_lock_file(path);
        Ok(to)
    }

    /// Moves a finished game into `finished/` (replacing an earlier copy of the same
    /// game, which an undo had reopened); returns where it went.
    pub fn move_finished(&self, path: &Path) -> std::io::Result<PathBuf> {
        let to_dir = self.dir.join("finished");
        std::fs::create_dir_all(&to_dir)?;
        let to = to_dir.join(path.file_name().unwrap_or_default());
        move_file(path, &to)?;
        Ok(to)
    }
}

/// Renames `from` to `to` and syncs the folders (the same disk: both are in the config
/// directory).
fn move_file(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::rename(from, to)?;
    for dir in [from.parent(), to.parent()].into_iter().flatten() {
        crate::storage::sync_folder(dir);
    }
    Ok(())
}

/// The lock file beside a game's file.
pub fn lock_path(game: &Path) -> PathBuf {
    game.with_extension("lock")
}

/// Removes a game's lock file (once the game is finished, discarded or moved aside).
pub fn remove_lock_file(game: &Path) {
    let _ = std::fs::remove_file(lock_path(game));
}

/// This window's hold on a game file: while it lives, no other window offers or writes
/// that game. Let go, it removes its lock file (while still holding it): no empty
/// `.lock` stays beside a game nobody has on screen.
#[derive(Debug)]
pub struct GameLock {
    file: Option<File>,
    path: PathBuf,
}

impl Drop for GameLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
        drop(self.file.take());
    }
}

/// Why a game could not be locked.
#[derive(Debug)]
pub enum LockError {
    /// Another window has it.
    InUse,
    /// The lock file cannot be made (the system's words).
    Io(std::io::Error),
}

impl GameLock {
    /// Takes the lock of `game` (making its lock file if need be).
    pub fn take(game: &Path) -> Result<GameLock, LockError> {
        if let Some(dir) = game.parent() {
            std::fs::create_dir_all(dir).map_err(LockError::Io)?;
        }
        let path = lock_path(game);
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(LockError::Io)?;
        match file.try_lock() {
            Ok(()) => Ok(GameLock {
                file: Some(file),
                path,
            }),
            Err(std::fs::TryLockError::WouldBlock) => Err(LockError::InUse),
            Err(std::fs::TryLockError::Error(e)) => Err(LockError::Io(e)),
        }
    }
}

/// Whether another window holds `game` (a lock that cannot even be tried counts as free).
pub fn in_use(game: &Path) -> bool {
    let Ok(file) = File::open(lock_path(game)) else {
        return false;
    };
    match file.try_lock_shared() {
        Ok(()) => false,
        Err(std::fs::TryLockError::WouldBlock) => true,
        Err(std::fs::TryLockError::Error(_)) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty games folder of the tests' own, named `name`.
    pub(super) fn folder(name: &str) -> GamesFolder {
        let dir = std::env::temp_dir()
            .join(format!("unlur-saves-{name}-{}", std::process::id()))
            .join(FOLDER);
        let _ = std::fs::remove_dir_all(dir.parent().unwrap());
        std::fs::create_dir_all(&dir).unwrap();
        GamesFolder { dir }
    }

    #[test]
    fn new_names_never_repeat() {
        let f = folder("names");
        let a = f.new_game_path("unlur");
        let b = f.new_game_path("unlur");
        assert_ne!(a, b);
        assert!(
            a.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("unlur-")
        );
    }

    #[test]
    fn a_lock_keeps_other_holders_out_until_dropped() {
        let f = folder("lock");
        let game = f.new_game_path("ur");
        std::fs::write(&game, "x").unwrap();
        assert!(!in_use(&game));
        let lock = GameLock::take(&game).unwrap();
        assert!(in_use(&game));
        assert!(matches!(GameLock::take(&game), Err(LockError::InUse)));
        drop(lock);
        assert!(!in_use(&game));
        // Let go, the lock removes its file (one stayed per game ever opened).
        assert!(!lock_path(&game).exists());
        assert!(GameLock::take(&game).is_ok());
        assert!(
            !lock_path(&game).exists(),
            "the lock taken and dropped at once"
        );
        // Lock files are not games.
        assert_eq!(f.game_files(), vec![game]);
    }

    #[test]
    fn moved_aside_files_keep_their_bytes_and_say_so() {
        let f = folder("aside");
        let game = f.dir.join("unlur-1.txt");
        std::fs::write(&game, b"\xffbad").unwrap();
        let to = f.move_aside(&game).unwrap();
        assert!(!game.exists());
        assert_eq!(std::fs::read(&to).unwrap(), b"\xffbad");
        let name = to.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("unlur-1.unreadable-"), "{name}");
        assert!(f.game_files().is_empty());
        let legacy = f.dir.parent().unwrap().join(LEGACY_AUTOSAVE);
        std::fs::write(&legacy, "old").unwrap();
        let adopted = f.adopt_legacy_autosave().unwrap().unwrap();
        assert!(!legacy.exists());
        assert_eq!(f.game_files(), vec![adopted]);
    }
}
