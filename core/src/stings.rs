//! The "back of the board": the list of eight-piece stings in Uckers (a partnership
//! that lost with none of its pieces home), kept between runs in the user's config
//! directory. The file is only ever appended to, one line per sting
//! (`YYYY-MM-DD<TAB>names`), so nothing written before is lost; lines that cannot be
//! read are skipped with a warning.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// One name on the back of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sting {
    /// The date, `YYYY-MM-DD`.
    pub date: String,
    /// Who took the sting.
    pub names: String,
}

/// What could not be read or written of the list (the app says it in the player's
/// language; [`std::fmt::Display`] says it in English, for logs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StingProblem {
    /// The file cannot be read.
    Unreadable {
        /// The file.
        path: String,
        /// The system's words.
        why: String,
    },
    /// A line is not `YYYY-MM-DD<tab>names` and was skipped.
    BadLine {
        /// The file.
        path: String,
        /// The line's number, from 1.
        line: usize,
    },
    /// A sting cannot be written down.
    Unwritable {
        /// The file.
        path: String,
        /// The system's words.
        why: String,
    },
}

impl std::fmt::Display for StingProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StingProblem::Unreadable { path, why } => write!(f, "cannot read {path}: {why}"),
            StingProblem::BadLine { path, line } => {
                write!(f, "{path} line {line}: not `YYYY-MM-DD<tab>names`, skipped")
            }
            StingProblem::Unwritable { path, why } => {
                write!(f, "cannot write the back of the board to {path}: {why}")
            }
        }
    }
}

/// Where the list lives.
pub fn default_path() -> Option<PathBuf> {
    crate::storage::config_dir().map(|d| d.join("back-of-the-board.txt"))
}

/// Reads the list (oldest first); a missing file is an empty list. Warnings name the
/// lines that could not be read.
pub fn load(path: &Path) -> (Vec<Sting>, Vec<StingProblem>) {
    let text = match crate::storage::read_regular(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(crate::storage::ReadError::Missing) => return (Vec::new(), Vec::new()),
        Err(e) => {
            return (
                Vec::new(),
                vec![StingProblem::Unreadable {
                    path: crate::storage::shown(path).to_string(),
                    why: e.to_string(),
                }],
            );
        }
    };
    let mut out = Vec::new();
    let mut warnings = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match line.split_once('\t') {
            Some((date, names)) if is_date(date) && !names.trim().is_empty() => out.push(Sting {
                date: date.to_string(),
                names: names.trim().to_string(),
            }),
            _ => warnings.push(StingProblem::BadLine {
                path: crate::storage::shown(path).to_string(),
                line: i + 1,
            }),
        }
    }
    (out, warnings)
}

fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

/// Adds one sting at the end of the file (creating the folder and file if needed).
pub fn append(path: &Path, sting: &Sting) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let names = sting.names.replace(['\t', '\n', '\r'], " ");
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    // Start on a fresh line even if the last write was cut short.
    let needs_newline = std::fs::read(path)
        .map(|b| !b.is_empty() && !b.ends_with(b"\n"))
        .unwrap_or(false);
    if needs_newline {
        writeln!(file)?;
    }
    writeln!(file, "{}\t{}", sting.date, names.trim())
}

/// Today's date where the player is (the system's time zone), `YYYY-MM-DD`.
pub fn today() -> String {
    jiff::Zoned::now().date().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        let today = today();
        let (y, rest) = today.split_once('-').unwrap();
        assert!(y.parse::<u32>().unwrap() >= 2025, "{today}");
        assert_eq!(rest.len(), 5, "{today}");
        // The player's day: a zone east of UTC is a day ahead late in the UTC evening.
        let late = jiff::Timestamp::from_second(1_795_996_800 + 23 * 3600).unwrap();
        let east = jiff::tz::TimeZone::fixed(jiff::tz::offset(1));
        assert_eq!(late.to_zoned(east).date().to_string(), "2026-12-01");
    }

    #[test]
    fn a_file_that_is_not_a_plain_file_is_a_warning_not_a_wait() {
        let dir = std::env::temp_dir().join(format!("unlur-stings-dir-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (list, warnings) = load(&dir);
        assert!(list.is_empty());
        assert!(
            warnings[0].to_string().contains("not a regular file"),
            "{warnings:?}"
        );
        #[cfg(unix)]
        {
            let (_, warnings) = load(Path::new("/dev/zero"));
            assert!(warnings[0].to_string().contains("a device"), "{warnings:?}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn appending_keeps_what_was_there_and_skips_bad_lines() {
        let dir = std::env::temp_dir().join(format!("unlur-stings-{}", std::process::id()));
        let path = dir.join("list.txt");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(load(&path), (Vec::new(), Vec::new()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "2024-01-02\tAnn and Bob\ngarbage").unwrap();
        append(
            &path,
            &Sting {
                date: "2026-11-21".into(),
                names: "Cy\tDi".into(),
            },
        )
        .unwrap();
        let (list, warnings) = load(&path);
        assert_eq!(list.len(), 2);
        assert_eq!(list[1].names, "Cy Di");
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(
            std::fs::read_to_string(&path).unwrap().contains("garbage"),
            "nothing is lost"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
