//! The grain kept between starts, in the user's cache folder: made once (half a second
//! in a debug build), read back after (a few milliseconds). The file holds each
//! texture's base level in grey after a header; the mip levels are made again from it
//! (cheap). A file that is short, long, damaged, or made by another version of the
//! makers (a spread of its pixels is compared with fresh ones) is not used: the grain is
//! made again and the file written over, atomically. Nothing here can stop the app: with
//! no cache folder, or one that cannot be written, the grain is made each start.

use std::path::Path;
use std::time::Instant;

use bevy::log::{info, warn};

use super::surfaces::MAKERS;
use super::{SIDE, grey, texture};

/// One grey base level for each of [`MAKERS`].
pub(super) type Bases = [Vec<u8>; MAKERS.len()];
use crate::storage::{read_regular, shown, write_atomically};

/// The file's name in the cache folder (its side in it: another side, another file).
const FILE: &str = "grain-256.bin";
/// What the file starts with.
const HEADER: &[u8] = b"unlur grain 1\n";
/// Pixels of each texture compared with freshly made ones before the file is trusted.
const CHECKS: usize = 32;

/// Each texture's base level in grey, in [`super::Grain`]'s order: read from `folder`
/// when it holds this version's grain, else made (and kept there).
pub(super) fn bases(folder: Option<&Path>) -> Bases {
    let start = Instant::now();
    let path = folder.map(|f| f.join(FILE));
    let ms = || start.elapsed().as_millis();
    if let Some(path) = &path {
        match read(path) {
            Ok(bases) => {
                info!("grain read from {} in {} ms", shown(path), ms());
                return bases;
            }
            Err(Some(why)) => warn!("grain in {} not used ({why}): made again", shown(path)),
            Err(None) => {}
        }
    }
    let bases = MAKERS.map(texture);
    let made = ms();
    match &path {
        Some(path) => match write(path, &bases) {
            Ok(()) => info!("grain made in {made} ms, kept in {}", shown(path)),
            Err(e) => warn!("grain made in {made} ms, not kept in {}: {e}", shown(path)),
        },
        None => info!("grain made in {made} ms (no cache folder to keep it in)"),
    }
    bases
}

/// The base levels in the file at `path`, or why not (`None`: there is no file).
fn read(path: &Path) -> Result<Bases, Option<String>> {
    let bytes = read_regular(path).map_err(|e| match e {
        crate::storage::ReadError::Missing => None,
        other => Some(other.to_string()),
    })?;
    let body = bytes
        .strip_prefix(HEADER)
        .ok_or_else(|| Some("not a grain file".to_string()))?;
    let side = SIDE * SIDE;
    if body.len() != side * MAKERS.len() {
        return Err(Some(format!(
            "{} bytes where {} were expected",
            body.len(),
            side * MAKERS.len()
        )));
    }
    let bases: Bases = std::array::from_fn(|n| body[n * side..(n + 1) * side].to_vec());
    for (n, (make, base)) in MAKERS.iter().zip(&bases).enumerate() {
        for k in 0..CHECKS {
            let (i, j) = ((k * 97 + 13) % SIDE, (k * 61 + 7 + n) % SIDE);
            let fresh = grey(make(i as f32 / SIDE as f32, j as f32 / SIDE as f32));
            if base[j * SIDE + i] != fresh {
                return Err(Some("made by another version".to_string()));
            }
        }
    }
    Ok(bases)
}

/// Keeps the base levels at `path` (its folder made if need be).
fn write(path: &Path, bases: &[Vec<u8>]) -> std::io::Result<()> {
    let mut bytes = HEADER.to_vec();
    for base in bases {
        bytes.extend(base);
    }
    write_atomically(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("unlur-grain-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// Made once and kept; read back the same; a file damaged in any way is not used,
    /// and is made again and written over.
    #[test]
    fn the_grain_is_kept_and_a_damaged_file_is_made_again() {
        let dir = folder("kept");
        let made = bases(Some(&dir));
        assert!(made.iter().all(|b| b.len() == SIDE * SIDE));
        let path = dir.join(FILE);
        let kept = std::fs::read(&path).unwrap();
        assert_eq!(kept.len(), HEADER.len() + SIDE * SIDE * MAKERS.len());
        assert_eq!(read(&path).unwrap().len(), MAKERS.len());
        assert_eq!(bases(Some(&dir)), made);

        // A pixel another version would have made: refused, and the file mended.
        let mut other = kept.clone();
        let at = HEADER.len() + 7 * SIDE + 13;
        other[at] = other[at].wrapping_add(40);
        std::fs::write(&path, &other).unwrap();
        assert_eq!(read(&path), Err(Some("made by another version".into())));
        assert_eq!(bases(Some(&dir)), made);
        assert_eq!(std::fs::read(&path).unwrap(), kept);

        // Cut short, or not a grain file at all.
        std::fs::write(&path, &kept[..kept.len() - 1]).unwrap();
        assert!(matches!(read(&path), Err(Some(_))));
        std::fs::write(&path, b"hello").unwrap();
        assert!(matches!(read(&path), Err(Some(_))));
        assert_eq!(bases(Some(&dir)), made);
        assert_eq!(read(&path).unwrap().len(), MAKERS.len());

        // No file: nothing to say; no folder at all: made each time.
        std::fs::remove_file(&path).unwrap();
        assert_eq!(read(&path), Err(None));
        assert_eq!(bases(None), made);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
