//! What killed windows leave in the games folder, cleaned at the next start: a temporary
//! file of a write that was stopped, a lock file no window holds.

use std::fs::File;
use std::path::{Path, PathBuf};

use super::{GamesFolder, move_file};

/// What [`GamesFolder::clean_leftovers`] did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Leftovers {
    /// Temporary files of games saved since, and lock files no window holds, removed.
    pub removed: usize,
    /// Games whose first write a kill stopped before its rename, read whole and put in
    /// place.
    pub recovered: Vec<PathBuf>,
    /// Such writes that could not be read, moved to `unreadable/`.
    pub set_aside: Vec<PathBuf>,
}

/// How long a temporary file must have stood before it counts as a leftover (another
/// window may be writing it now).
const LEFTOVER_SECONDS: u64 = 2;

impl GamesFolder {
    /// Cleans what killed windows left, once at start (`started`: when this process
    /// started; files newer than that, or a write of a process still alive, are left
    /// alone): a temporary file whose game exists is removed; one whose game is missing
    /// (a kill during a new game's first write) becomes the game if `whole` says its
    /// bytes read whole, else it moves to `unreadable/`; a lock file held by no one is
    /// removed (a window that takes a game makes its lock file again).
    pub fn clean_leftovers(
        &self,
        started: std::time::SystemTime,
        whole: impl Fn(&[u8]) -> bool,
    ) -> Leftovers {
        let mut done = Leftovers::default();
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return done;
        };
        let old_enough = |meta: &std::fs::Metadata| {
            meta.modified()
                .is_ok_and(|m| m + std::time::Duration::from_secs(LEFTOVER_SECONDS) < started)
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            let Ok(meta) = entry.metadata() else { continue };
            if !meta.is_file() || !old_enough(&meta) {
                continue;
            }
            if let Some((game_name, pid)) = temporary_of(&name) {
                if pid != std::process::id() && process_alive(pid) {
                    continue;
                }
                let game = self.dir.join(game_name);
                let readable = crate::storage::read_regular(&path).is_ok_and(|b| whole(&b));
                if game.exists() || !game_name.ends_with(".txt") {
                    if std::fs::remove_file(&path).is_ok() {
                        done.removed += 1;
                    }
                } else if readable {
                    if move_file(&path, &game).is_ok() {
                        done.recovered.push(game);
                    }
                } else {
                    let stem = game_name.trim_end_matches(".txt");
                    if let Ok(to) = self.move_aside_as(&path, stem) {
                        done.set_aside.push(to);
                    }
                }
            } else if name.ends_with(".lock")
                && let Ok(file) = File::open(&path)
                && file.try_lock().is_ok()
                && std::fs::remove_file(&path).is_ok()
            {
                done.removed += 1;
            }
        }
        done
    }
}

/// The game's file name and the writer's process of a temporary file's name
/// (`.NAME.PID.N.tmp`, [`crate::storage::write_atomically`]'s).
fn temporary_of(name: &str) -> Option<(&str, u32)> {
    if !crate::storage::is_temporary(name) {
        return None;
    }
    let inner = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (rest, _n) = inner.rsplit_once('.')?;
    let (game, pid) = rest.rsplit_once('.')?;
    Some((game, pid.parse().ok()?))
}

/// Whether process `pid` runs (where the system says; elsewhere, the file's age decides).
fn process_alive(pid: u32) -> bool {
    #[cfg(target_os = "linux")]
    return Path::new("/proc").join(pid.to_string()).exists();
    #[cfg(not(target_os = "linux"))]
    {
        let _ = pid;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::super::GameLock;
    use super::super::tests::folder;
    use super::*;

    /// Issue 39: what kills leave is cleaned at the next start; a game whose first
    /// write was stopped before its rename comes back; nothing newer is touched.
    #[test]
    fn leftovers_of_kills_are_cleaned_and_a_stopped_first_write_comes_back() {
        let f = folder("leftovers");
        let dead = 4_000_000_000u32; // no such process
        let put = |name: &str, text: &str| std::fs::write(f.dir.join(name), text).unwrap();
        put("unlur-1.txt", "kept");
        put(&format!(".unlur-1.txt.{dead}.0.tmp"), "an older write");
        put(&format!(".unlur-2.txt.{dead}.3.tmp"), "WHOLE");
        put(&format!(".unlur-3.txt.{dead}.4.tmp"), "half a wr");
        put("unlur-4.lock", "");
        put("unlur-1.lock", "");
        let held = f.dir.join("unlur-5.txt");
        let lock = GameLock::take(&held).unwrap();
        let started = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
        // A write of this very moment (newer than the start) is not a leftover.
        let done = f.clean_leftovers(std::time::SystemTime::now(), |b| b == b"WHOLE");
        assert_eq!(done, Leftovers::default());
        let done = f.clean_leftovers(started, |b| b == b"WHOLE");
        assert_eq!(done.removed, 3, "{done:?}");
        assert_eq!(done.recovered, vec![f.dir.join("unlur-2.txt")]);
        assert_eq!(std::fs::read(f.dir.join("unlur-2.txt")).unwrap(), b"WHOLE");
        assert_eq!(done.set_aside.len(), 1);
        assert_eq!(std::fs::read(&done.set_aside[0]).unwrap(), b"half a wr");
        let mut names: Vec<String> = std::fs::read_dir(&f.dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        // The game stays, its lock held by no one goes; the held lock stays though its
        // game is not written yet.
        assert_eq!(
            names,
            ["unlur-1.txt", "unlur-2.txt", "unlur-5.lock", "unreadable"]
        );
        drop(lock);
    }
}
