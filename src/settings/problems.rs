//! What the user should know about the settings file: what could not be read (and what
//! is used instead), or what happened when saving.

use std::fmt;
use std::path::PathBuf;

/// What a setting's value must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A whole number from 0 to 100.
    Volume,
    /// `true` or `false`.
    Bool,
    /// `en` or `fr`.
    Language,
    /// `off`, `slow`, `normal` or `fast`.
    Animation,
    /// `standard`, `colour-blind` or `high-contrast`.
    Palette,
    /// Seconds from 0 to 5.
    AiDelay,
    /// Lessons as `GAME-N` words.
    Lessons,
}

/// Something about the settings file the user should know: what could not be read
/// (and what is used instead), or what happened when saving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsProblem {
    /// A line that is not TOML (ignored; a save keeps it as a comment).
    NotToml {
        /// The line, from 1.
        line: usize,
        /// Where the reader stopped on it, from 1.
        column: usize,
        /// Its text.
        text: String,
    },
    /// A setting given twice (the first line counts; a save keeps the second as a
    /// comment).
    Repeated {
        /// The line, from 1.
        line: usize,
        /// The setting.
        key: String,
    },
    /// A value that cannot be used (the default is used).
    BadValue {
        /// The line, from 1.
        line: usize,
        /// The value's column, from 1.
        column: usize,
        /// The setting.
        key: String,
        /// The value given.
        value: String,
        /// What it must be.
        expected: Expected,
        /// The value used instead.
        default: String,
    },
    /// A setting this version does not know (ignored).
    Unknown {
        /// The line, from 1.
        line: usize,
        /// The setting.
        key: String,
    },
    /// A line that is not UTF-8 text (ignored; a save, after the backup, drops it).
    NotText {
        /// The line, from 1.
        line: usize,
    },
    /// The file cannot be read (the defaults are used).
    CannotRead {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        error: String,
    },
    /// The old file, which had problems, was kept under another name before saving.
    BackedUp {
        /// Where it is kept.
        backup: PathBuf,
    },
    /// Saving failed (the settings last for this run).
    CannotSave {
        /// The file or folder.
        path: PathBuf,
        /// The system's reason.
        error: String,
    },
}

impl SettingsProblem {
    /// The line it is about (after every line for what is about no line).
    pub fn line(&self) -> usize {
        match self {
            SettingsProblem::NotToml { line, .. }
            | SettingsProblem::Repeated { line, .. }
            | SettingsProblem::BadValue { line, .. }
            | SettingsProblem::Unknown { line, .. }
            | SettingsProblem::NotText { line } => *line,
            _ => usize::MAX,
        }
    }
}

impl fmt::Display for SettingsProblem {
    /// In English (the app words it in the user's language with the same table).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::settings_problem(crate::i18n::Tr::EN, self))
    }
}
