//! Files the app keeps and reads, done safely (no Bevy here).
//!
//! - [`write_atomically`]: a unique temporary file in the same folder, written, flushed
//!   and synced, then renamed over the target, and the folder synced after the rename:
//!   a crash, a kill or a power cut leaves either the old file or the new one, never
//!   half of one, and two processes never share a temporary name.
//! - [`read_regular`]: only regular files are read (never a FIFO, a device or a folder),
//!   and at most [`MAX_FILE_BYTES`].
//! - [`decode`]: bytes to text, or where the first bad byte is (line and column) and a
//!   hint when the file looks like UTF-16.
//! - [`quote`]: text from a file or the command line made safe to repeat in a message
//!   (at most [`QUOTE_BYTES`] bytes; control, direction and invisible characters escaped).

use crate::i18n::{Said, Says};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The app's config directory, per the platform's convention (the `dirs` crate):
/// `$XDG_CONFIG_HOME/unlur` or `~/.config/unlur` on Linux, `~/Library/Application
/// Support/unlur` on macOS, `%APPDATA%\unlur` (the roaming AppData folder) on Windows.
pub fn config_dir() -> Option<PathBuf> {
    dirs::config_dir().map(|base| base.join("unlur"))
}

/// The app's cache folder (what it can make again, kept to start faster):
/// `$XDG_CACHE_HOME/unlur` or `~/.cache/unlur` on Linux, `~/Library/Caches/unlur` on
/// macOS, `%LOCALAPPDATA%\unlur` on Windows.
pub fn cache_dir() -> Option<PathBuf> {
    dirs::cache_dir().map(|base| base.join("unlur"))
}

/// The largest file the app reads (records, saved games, settings): far above any real
/// game, far below what would hurt.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

pub use crate::rules::record::{QUOTE_BYTES, quote, quote_at_most};

/// Why a file could not be read as text (the messages leave the path to the caller).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The file does not exist.
    Missing,
    /// Not a regular file: what it is (`folder`, `pipe`, `socket`, `device`, `other`).
    NotAFile(&'static str),
    /// Larger than [`MAX_FILE_BYTES`].
    TooLarge(u64),
    /// The system refused (permissions, I/O error): its words.
    Io(String),
    /// Not UTF-8 text.
    NotText(NotText),
}

impl Says for ReadError {
    fn said(&self) -> Said {
        match self {
            ReadError::Missing => Said::new("storage.missing"),
            ReadError::NotAFile(kind) => Said::new("storage.not_a_file").with("kind", kind),
            ReadError::TooLarge(bytes) => Said::new("storage.too_large")
                .with("bytes", bytes)
                .with("max", MAX_FILE_BYTES),
            ReadError::Io(why) => Said::new("storage.system").with("why", why),
            ReadError::NotText(not_text) => not_text.said(),
        }
    }
}

crate::said_in_english!(ReadError);

/// Where a byte string stops being UTF-8 text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotText {
    /// 1-based line of the first bad byte.
    pub line: usize,
    /// 1-based column (in characters) of the first bad byte.
    pub column: usize,
    /// The bad byte.
    pub byte: u8,
    /// The file starts like UTF-16 text (a byte-order mark, or zero bytes between ASCII).
    pub utf16: bool,
}

/// A path as messages show it (control and direction characters escaped, at most
/// 400 characters).
pub fn shown(path: &Path) -> String {
    crate::rules::record::quote_at_most(&path.display().to_string(), 400)
}

/// Reads a regular file of at most [`MAX_FILE_BYTES`] (following links).
pub fn read_regular(path: &Path) -> Result<Vec<u8>, ReadError> {
    let io = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::Missing,
        _ => ReadError::Io(e.to_string()),
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile(kind_of(&meta)));
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(meta.len()));
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may grow between the look and the read: never read more than the cap.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Reads a regular file as UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    decode(read_regular(path)?).map_err(ReadError::NotText)
}

fn kind_of(meta: &std::fs::Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if t.is_fifo() {
            return "pipe";
        }
        if t.is_socket() {
            return "socket";
        }
        if t.is_char_device() || t.is_block_device() {
            return "device";
        }
    }
    "other"
}

impl Says for NotText {
    fn said(&self) -> Said {
        Said::new("storage.not_text")
            .with("byte", format!("{:02X}", self.byte))
            .with("line", self.line)
            .with("column", self.column)
            .with("utf16", if self.utf16 { "yes" } else { "no" })
    }
}

crate::said_in_english!(NotText);

/// Bytes as UTF-8 text, or where and why not.
pub fn decode(bytes: Vec<u8>) -> Result<String, NotText> {
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let at = e.utf8_error().valid_up_to();
        let before = std::str::from_utf8(&bytes[..at]).unwrap_or("");
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        NotText {
            line,
            column,
            byte: bytes[at],
            utf16: looks_like_utf16(bytes),
        }
    })
}

/// A byte-order mark of UTF-16, or text whose every other byte is zero.
pub fn looks_like_utf16(bytes: &[u8]) -> bool {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let head = &bytes[..bytes.len().min(64)];
    head.len() >= 4 && {
        let zeros_even = head.iter().step_by(2).filter(|&&b| b == 0).count();
        let zeros_odd = head.iter().skip(1).step_by(2).filter(|&&b| b == 0).count();
        let half = head.len() / 2;
        zeros_even * 4 >= half * 3 || zeros_odd * 4 >= half * 3
    }
}

/// Writes `text` to `path` durably: a temporary file of this process's own in the same
/// folder, written and synced, then renamed over `path`, then the folder synced. The
/// folder is made if need be. On failure the temporary file is removed and `path` is as
/// it was.
pub fn write_atomically(path: &Path, text: impl AsRef<[u8]>) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        // Say which file stands where a folder should be ("File exists" says nothing).
        let blocking = dir.ancestors().find(|a| a.is_file());
        return Err(match blocking {
            Some(file) => std::io::Error::new(
                e.kind(),
                format!("{} is a file, where a folder should be", shown(file)),
            ),
            None => e,
        });
    }
    if path.is_dir() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::IsADirectory,
            "a folder stands where the file should be",
        ));
    }
    let tmp = dir.join(temporary_name(path));
    let result = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        file.write_all(text.as_ref())?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
        return result;
    }
    sync_folder(&dir);
    Ok(())
}

/// `.NAME.PID.N.tmp`: unique to this process and this write.
fn temporary_name(path: &Path) -> String {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    format!(
        ".{name}.{}.{}.tmp",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    )
}

/// Syncs a folder's entries to disk after a rename (where the platform allows it).
pub fn sync_folder(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Whether `name` is one of [`write_atomically`]'s temporary files.
pub fn is_temporary(name: &str) -> bool {
    name.starts_with('.') && name.ends_with(".tmp")
}

/// Seconds since 1970 (UTC), now.
pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The time now as `YYYYMMDD-HHMMSS` (UTC), for file names.
pub fn stamp_now() -> String {
    stamp(now_secs())
}

/// Seconds since 1970 (UTC) as `YYYYMMDD-HHMMSS`.
pub fn stamp(secs: u64) -> String {
    i64::try_from(secs)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::MAX)
        .strftime("%Y%m%d-%H%M%S")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("unlur-storage-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn quote_cuts_long_text_by_bytes_and_escapes_controls_and_invisibles() {
        let long = "x".repeat(10_000_000);
        let q = quote(&long);
        assert_eq!(q.len(), QUOTE_BYTES + '…'.len_utf8());
        assert!(q.ends_with('…'));
        let nasty = "a\u{1b}[31mb\rc\0d\u{202e}e\u{200b}f\u{feff}g\u{2028}h\u{7}";
        assert_eq!(
            quote(nasty),
            "a\\u{1b}[31mb\\rc\\u{0}d\\u{202e}e\\u{200b}f\\u{feff}g\\u{2028}h\\u{7}"
        );
        // Multibyte and escaped text is cut by bytes, on a boundary, never in an escape.
        for text in [
            "é".repeat(500),
            "\u{1f600}".repeat(500),
            "\u{200b}".repeat(500),
        ] {
            let q = quote(&text);
            assert!(q.len() <= QUOTE_BYTES + '…'.len_utf8(), "{} bytes", q.len());
            let body = q.strip_suffix('…').unwrap();
            assert!(text.starts_with(body) || body.ends_with('}'), "{q}");
        }
    }

    #[test]
    fn decode_names_line_and_column_and_spots_utf16() {
        let e = decode(b"[Game \"Unlur\"]\n[Player1 \"Ren\xe9\"]\n".to_vec()).unwrap_err();
        assert_eq!((e.line, e.column, e.byte, e.utf16), (2, 14, 0xE9, false));
        assert!(e.to_string().contains("line 2, column 14"), "{e}");
        let utf16: Vec<u8> = "\u{feff}[Game \"Unlur\"]"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let e = decode(utf16).unwrap_err();
        assert!(e.utf16 && e.to_string().contains("UTF-16"), "{e}");
    }

    #[test]
    fn only_regular_files_are_read_and_only_up_to_the_cap() {
        let dir = scratch("read");
        let e = read_regular(&dir).unwrap_err();
        assert_eq!(e, ReadError::NotAFile("folder"));
        assert_eq!(read_regular(&dir.join("none")), Err(ReadError::Missing));
        let big = dir.join("big");
        std::fs::write(&big, vec![b'a'; MAX_FILE_BYTES as usize + 1]).unwrap();
        assert!(matches!(read_regular(&big), Err(ReadError::TooLarge(_))));
        #[cfg(unix)]
        {
            let e = read_regular(Path::new("/dev/zero")).unwrap_err();
            assert!(e.to_string().contains("a device"), "{e}");
            let fifo = dir.join("fifo");
            let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
            // SAFETY: mkfifo with a valid, NUL-terminated path.
            assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
            let e = read_regular(&fifo).unwrap_err();
            assert!(e.to_string().contains("named pipe"), "{e}");
        }
    }

    #[test]
    fn atomic_writes_leave_no_temporary_file_and_refuse_a_folder() {
        let dir = scratch("write");
        let path = dir.join("a.txt");
        write_atomically(&path, "one").unwrap();
        write_atomically(&path, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        let folder = dir.join("b.txt");
        std::fs::create_dir(&folder).unwrap();
        assert!(write_atomically(&folder, "x").is_err());
        let blocked = dir.join("c.txt").join("d.txt");
        std::fs::write(dir.join("c.txt"), "a file").unwrap();
        let e = write_atomically(&blocked, "x").unwrap_err();
        assert!(
            e.to_string()
                .contains("c.txt is a file, where a folder should be"),
            "{e}"
        );
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().all(|n| !is_temporary(n)), "{names:?}");
    }

    #[test]
    fn stamps_are_calendar_dates() {
        assert_eq!(stamp(0), "19700101-000000");
        assert_eq!(stamp(1_795_999_999), "20261130-005319");
        assert_eq!(stamp(951_782_400), "20000229-000000");
    }
}
