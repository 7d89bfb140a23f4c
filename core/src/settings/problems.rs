//! What the user should know about the settings file: what could not be read (and what
//! is used instead), or what happened when saving.

use std::path::PathBuf;

use crate::i18n::Said;

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
    /// `auto`, `low` or `high`.
    Quality,
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
        /// Why (with the system's words).
        error: Said,
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

impl crate::i18n::Says for SettingsProblem {
    fn said(&self) -> Said {
        use SettingsProblem as P;
        match self {
            P::NotToml { line, column, text } => Said::new("settings.problem.not_toml")
                .with("line", line)
                .with("column", column)
                .with("text", text),
            P::Repeated { line, key } => Said::new("settings.problem.repeated")
                .with("line", line)
                .with("key", key),
            P::BadValue {
                line,
                column,
                key,
                value,
                expected,
                default,
            } => Said::new("settings.problem.bad_value")
                .with("line", line)
                .with("column", column)
                .with("key", key)
                .with("value", value)
                .with_said("expected", Said::new(expected.key()))
                .with("default", default),
            P::Unknown { line, key } => Said::new("settings.problem.unknown")
                .with("line", line)
                .with("key", key),
            P::NotText { line } => Said::new("settings.problem.not_text").with("line", line),
            P::CannotRead { path, error } => Said::new("settings.problem.cannot_read")
                .with("path", crate::storage::shown(path))
                .with_said("error", error.clone()),
            P::BackedUp { backup } => {
                Said::new("settings.problem.backed_up").with("path", crate::storage::shown(backup))
            }
            P::CannotSave { path, error } => Said::new("settings.problem.cannot_save")
                .with("path", crate::storage::shown(path))
                .with("error", error),
        }
    }
}

crate::said_in_english!(SettingsProblem);

impl Expected {
    /// The key of the words for what was expected.
    fn key(self) -> &'static str {
        match self {
            Expected::Volume => "settings.expected.volume",
            Expected::Bool => "settings.expected.bool",
            Expected::Language => "settings.expected.language",
            Expected::Animation => "settings.expected.animation",
            Expected::Palette => "settings.expected.palette",
            Expected::Quality => "settings.expected.quality",
            Expected::AiDelay => "settings.expected.ai_delay",
            Expected::Lessons => "settings.expected.lessons",
        }
    }
}
