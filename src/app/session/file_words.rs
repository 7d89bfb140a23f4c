//! What the record files' dialog and the HUD say of a file opened or saved: why it
//! failed (in the system's or the reader's words), or what went well.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::i18n::Tr;

/// A record file's text (the app's dialog, the saved games and the command line read
/// files so): only a regular file, of a bounded size, in UTF-8.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    crate::storage::read_text(path).map_err(|e| FileError::from_read(path, e))
}

/// Why a record file could not be opened or saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// The file cannot be read (the system's words).
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why (with the system's words).
        why: crate::i18n::Said,
    },
    /// The file is not UTF-8 text.
    NotText {
        /// The file.
        path: PathBuf,
        /// Where its first bad byte is, and whether it looks like UTF-16.
        why: crate::storage::NotText,
    },
    /// The file is not a valid record (the reader's words name the line and the move).
    BadRecord {
        /// The file.
        path: PathBuf,
        /// The reader's words.
        why: crate::i18n::Said,
    },
    /// There is no game on screen to save.
    NothingToSave,
    /// The file cannot be written.
    Unwritable {
        /// The file.
        path: PathBuf,
        /// Why, in the system's words.
        why: String,
    },
}

impl FileError {
    /// Why reading `path` failed.
    pub fn from_read(path: &Path, e: crate::storage::ReadError) -> FileError {
        match e {
            crate::storage::ReadError::NotText(why) => FileError::NotText {
                path: path.to_path_buf(),
                why,
            },
            e => FileError::Unreadable {
                path: path.to_path_buf(),
                why: crate::i18n::Says::said(&e),
            },
        }
    }

    /// In the words of `t` (a reader's and the system's own words stay as they are).
    pub fn words(&self, t: Tr) -> String {
        let name = |p: &PathBuf| crate::storage::shown(p);
        match self {
            FileError::Unreadable { path, why } => t.trf(
                "files.error.unreadable",
                &[("path", &name(path)), ("why", &t.said(why))],
            ),
            FileError::NotText { path, why } => {
                let text = t.trf(
                    "files.error.not_text",
                    &[
                        ("path", &name(path)),
                        ("line", &why.line),
                        ("column", &why.column),
                    ],
                );
                if why.utf16 {
                    format!("{text} {}", t.tr("files.error.utf16"))
                } else {
                    text
                }
            }
            FileError::BadRecord { path, why } => t.trf(
                "files.error.bad_record",
                &[("path", &name(path)), ("why", &t.said(why))],
            ),
            FileError::NothingToSave => t.tr("files.error.nothing").to_string(),
            FileError::Unwritable { path, why } => t.trf(
                "files.error.unwritable",
                &[("path", &name(path)), ("why", why)],
            ),
        }
    }
}

/// What a file operation that went well has to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNotice {
    /// The game was saved to this file.
    Saved(PathBuf),
    /// The record was read, with this warning (its `Result` disagrees, say).
    Warning(crate::i18n::Said),
}

/// The outcome of the last file operation, for the dialog and the HUD.
#[derive(Resource, Debug, Default)]
pub struct RecordFiles {
    /// Why the last open or save failed (the dialog stays open and shows it).
    pub error: Option<FileError>,
    /// The last success (saved, or a warning about the file read), with the seconds
    /// it has been shown.
    pub notice: Option<(FileNotice, f32)>,
    /// A file was opened or saved this frame: the dialog closes.
    pub done: bool,
}
