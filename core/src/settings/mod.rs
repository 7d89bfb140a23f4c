//! The user's settings (volume, language, animation speed, palette, fullscreen, AI
//! delay), kept in `settings.toml` in the config directory ([`crate::storage::config_dir`]).
//!
//! The file is TOML (`text.rs`, with `toml_edit`). Reading never fails: a missing file
//! gives the defaults; a line that cannot be read (not TOML, a value that cannot be used,
//! bytes that are not UTF-8) leaves that one setting at its default and yields a warning
//! naming the line and column, while every other choice is kept. A file that had such
//! problems is copied to `settings.toml.bak` before the first save changes it, once for
//! the same damage, so nothing the user wrote is lost silently.
//!
//! Saving changes only the values of the settings this run changed, in the file as it is
//! on disk then: comments, unknown settings, the order and the choices another window
//! saved meanwhile stay. The write is durable and atomic
//! ([`crate::storage::write_atomically`]).

mod choices;
mod file;
mod lessons;
mod problems;
mod text;
pub use crate::i18n::Language;
pub use choices::{AnimationSpeed, Palette, Quality};
pub use file::{SettingsFile, backup_path, default_path};
pub use lessons::{LessonsDone, lesson_id, parse_lesson_id};
pub use problems::{Expected, SettingsProblem};

/// Every setting.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Master volume, 0 to 100 (percent).
    pub volume: u8,
    /// No sound at all.
    pub muted: bool,
    /// The language of every text on screen.
    pub language: Language,
    /// How fast things move.
    pub animation: AnimationSpeed,
    /// The colours.
    pub palette: Palette,
    /// How much the picture asks of the graphics card.
    pub quality: Quality,
    /// Start in fullscreen.
    pub fullscreen: bool,
    /// The pause before an AI's move is shown, in seconds (0 to 5).
    pub ai_delay: f32,
    /// Moves may be taken back in a game against the AI (on by default).
    pub takebacks: bool,
    /// Moves may be taken back in a game between people, on this computer or online
    /// (off by default: a real game).
    pub takebacks_people: bool,
    /// The boards show their coordinates (the names the notation, hints and results use).
    pub coordinates: bool,
    /// A bar shows each side's chance of winning in games between people and in the
    /// demo (the review's analysis of the position on screen).
    pub live_chances: bool,
    /// The bar shows in games against the AI too.
    pub live_chances_vs_ai: bool,
    /// The lessons done.
    pub lessons_done: LessonsDone,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            volume: 80,
            muted: false,
            language: Language::English,
            animation: AnimationSpeed::Normal,
            palette: Palette::Standard,
            quality: Quality::Auto,
            fullscreen: false,
            ai_delay: 0.6,
            takebacks: true,
            takebacks_people: false,
            coordinates: true,
            live_chances: false,
            live_chances_vs_ai: false,
            lessons_done: LessonsDone::default(),
        }
    }
}

/// The most an AI delay may be, in seconds.
pub const MAX_AI_DELAY: f32 = 5.0;

impl Settings {
    /// The defaults for this system (the language follows the locale).
    pub fn system_defaults() -> Settings {
        Settings {
            language: Language::from_system(),
            ..Settings::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_line_keeps_every_other_choice_and_names_the_line() {
        let text = "volume = 20\nlanguage = \"klingon\"\nmuted = true\nthis is junk\nwhat = 3\n";
        let (s, warnings) = Settings::parse(text, Settings::default());
        assert_eq!(s.volume, 20);
        assert!(s.muted);
        assert_eq!(s.language, Language::English);
        assert!(matches!(
            &warnings[0],
            SettingsProblem::BadValue {
                line: 2,
                expected: Expected::Language,
                ..
            }
        ));
        assert!(matches!(
            &warnings[1],
            SettingsProblem::NotToml { line: 4, .. }
        ));
        assert!(matches!(
            &warnings[2],
            SettingsProblem::Unknown { line: 5, .. }
        ));
        assert_eq!(warnings.len(), 3);
        assert!(warnings[0].to_string().contains("line 2"));
        assert!(warnings[0].to_string().contains("klingon"));
    }

    #[test]
    fn out_of_range_values_fall_back() {
        let (s, warnings) = Settings::parse(
            "volume = 300\nai_delay = -1\nanimation = \"warp\"\npalette = \"pink\"\nquality = \"ultra\"\n",
            Settings::default(),
        );
        assert_eq!(s, Settings::default());
        assert_eq!(warnings.len(), 5);
        assert!(
            warnings[4]
                .to_string()
                .contains("\"auto\", \"low\" and \"high\"")
        );
        let (s, w) = Settings::parse("quality = \"high\"\n", Settings::default());
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(s.quality, Quality::High);
    }

    #[test]
    fn the_language_follows_the_locale() {
        assert_eq!(Language::from_locale(Some("fr_FR.UTF-8")), Language::French);
        assert_eq!(Language::from_locale(Some("fr-CA")), Language::French);
        assert_eq!(
            Language::from_locale(Some("en_GB.UTF-8")),
            Language::English
        );
        assert_eq!(Language::from_locale(Some("de_DE")), Language::English);
        assert_eq!(Language::from_locale(None), Language::English);
    }

    #[test]
    fn comments_and_quotes_are_read() {
        let (s, w) = Settings::parse(
            "# mine\nlanguage = 'fr' # French please\n\nanimation = \"off\"\nai_delay = 1\n",
            Settings::default(),
        );
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(s.language, Language::French);
        assert_eq!(s.animation, AnimationSpeed::Off);
        assert_eq!(s.ai_delay, 1.0);
        // A bare word is not TOML: the line is said, the rest counts.
        let (s, w) = Settings::parse("animation = off\nvolume = 5\n", Settings::default());
        assert_eq!((s.animation, s.volume), (AnimationSpeed::Normal, 5));
        assert!(matches!(
            &w[..],
            [SettingsProblem::NotToml {
                line: 1,
                column: 13,
                ..
            }]
        ));
    }
}
