//! The user's settings (volume, language, animation speed, palette, fullscreen, AI
//! delay), kept in `settings.toml` in the config directory ([`crate::storage::config_dir`]).
//!
//! The file is a few `key = value` lines (a subset of TOML). Reading never fails: a
//! missing file gives the defaults; a line that cannot be read (not `key = value`, a bad
//! value, bytes that are not UTF-8) leaves that one setting at its default and yields a
//! warning naming the line, while every other choice is kept. A file that had such
//! problems is copied to `settings.toml.bak` before the first save replaces it, so
//! nothing the user wrote is lost silently.
//!
//! Saving changes only the lines of the settings this run changed, in the file as it is
//! on disk then: comments, unknown lines and the choices another window saved meanwhile
//! stay. The write is durable and atomic ([`crate::storage::write_atomically`]).

mod choices;
mod file;
mod lessons;
mod problems;
pub use choices::{AnimationSpeed, Language, Palette};
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

    /// Each setting's key and its value as the file writes it.
    pub fn fields(&self) -> [(&'static str, String); 13] {
        [
            ("volume", self.volume.to_string()),
            ("muted", self.muted.to_string()),
            ("language", format!("\"{}\"", self.language.code())),
            ("animation", format!("\"{}\"", self.animation.code())),
            ("palette", format!("\"{}\"", self.palette.code())),
            ("fullscreen", self.fullscreen.to_string()),
            ("ai_delay", self.ai_delay.to_string()),
            ("takebacks", self.takebacks.to_string()),
            ("takebacks_people", self.takebacks_people.to_string()),
            ("coordinates", self.coordinates.to_string()),
            ("live_chances", self.live_chances.to_string()),
            ("live_chances_vs_ai", self.live_chances_vs_ai.to_string()),
            ("lessons_done", self.lessons_done.code()),
        ]
    }

    /// The keys whose values differ between `self` and `other`.
    pub fn changed_since(&self, other: &Settings) -> Vec<&'static str> {
        self.fields()
            .into_iter()
            .zip(other.fields())
            .filter(|(a, b)| a.1 != b.1)
            .map(|(a, _)| a.0)
            .collect()
    }

    /// The settings file's text.
    pub fn to_text(&self) -> String {
        let mut out = String::from("# unlur settings (written by the app; edit with care)\n");
        for (key, value) in self.fields() {
            out.push_str(&format!("{key} = {value}\n"));
        }
        out
    }

    /// A settings file's bytes with the lines of `keys` set to this run's values: every
    /// other line (comments, unknown settings, lines that are not text) stays as it
    /// is, a comment after a value stays after the new value, and a key with no line
    /// gets one at the end.
    pub fn update_file(&self, old: &[u8], keys: &[&str]) -> Vec<u8> {
        let fields = self.fields();
        let mut done: Vec<&str> = Vec::new();
        let mut out: Vec<u8> = Vec::with_capacity(old.len() + 64);
        let lines: Vec<&[u8]> = if old.is_empty() {
            Vec::new()
        } else {
            old.strip_suffix(b"\n")
                .unwrap_or(old)
                .split(|&b| b == b'\n')
                .collect()
        };
        for raw in lines {
            let replaced = std::str::from_utf8(raw).ok().and_then(|line| {
                let content = strip_comment(line);
                let key = content.split_once('=')?.0.trim();
                let (key, value) = fields.iter().find(|(k, _)| *k == key && keys.contains(k))?;
                done.push(key);
                let comment = &line[content.len()..];
                let indent = &line[..line.len() - line.trim_start().len()];
                Some(format!(
                    "{indent}{key} = {value}{}{comment}",
                    if comment.is_empty() { "" } else { " " }
                ))
            });
            match replaced {
                Some(line) => out.extend_from_slice(line.as_bytes()),
                None => out.extend_from_slice(raw),
            }
            out.push(b'\n');
        }
        for (key, value) in &fields {
            if keys.contains(key) && !done.contains(key) {
                out.extend_from_slice(format!("{key} = {value}\n").as_bytes());
            }
        }
        out
    }

    /// Reads a settings file's text over `defaults`: every line that can be read sets
    /// its setting; the others are reported and leave the default.
    pub fn parse(text: &str, defaults: Settings) -> (Settings, Vec<SettingsProblem>) {
        Settings::parse_bytes(text.as_bytes(), defaults)
    }

    /// Reads a settings file's bytes over `defaults`, line by line: a line that is not
    /// UTF-8 text spoils only itself.
    pub fn parse_bytes(bytes: &[u8], defaults: Settings) -> (Settings, Vec<SettingsProblem>) {
        let mut s = defaults;
        let mut warnings = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
        for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
            let line = i + 1;
            let Ok(raw) = std::str::from_utf8(raw) else {
                warnings.push(SettingsProblem::NotText { line });
                continue;
            };
            let content = strip_comment(raw).trim();
            if content.is_empty() {
                continue;
            }
            let Some((key, value)) = content.split_once('=') else {
                warnings.push(SettingsProblem::NotKeyValue {
                    line,
                    text: crate::rules::record::quote(content),
                });
                continue;
            };
            let key = key.trim();
            let value = unquote(value.trim());
            if seen.iter().any(|k| k == key) {
                warnings.push(SettingsProblem::Repeated {
                    line,
                    key: crate::rules::record::quote(key),
                });
            }
            seen.push(key.to_string());
            let mut warn = |p: SettingsProblem| warnings.push(p);
            let bad = |expected: Expected, default: String| SettingsProblem::BadValue {
                line,
                key: key.to_string(),
                value: crate::rules::record::quote(value),
                expected,
                default,
            };
            match key {
                _ if bool_field(&mut s, key).is_some() => {
                    let mut d = defaults;
                    match (parse_bool(value), bool_field(&mut s, key)) {
                        (Some(b), Some(field)) => *field = b,
                        _ => {
                            let default = bool_field(&mut d, key).is_some_and(|b| *b);
                            warn(bad(Expected::Bool, default.to_string()));
                        }
                    }
                }
                "volume" => match value.parse::<u8>() {
                    Ok(v) if v <= 100 => s.volume = v,
                    _ => warn(bad(Expected::Volume, defaults.volume.to_string())),
                },
                "language" => match Language::parse(value) {
                    Some(l) => s.language = l,
                    None => warn(bad(Expected::Language, defaults.language.code().into())),
                },
                "animation" => match AnimationSpeed::parse(value) {
                    Some(a) => s.animation = a,
                    None => warn(bad(Expected::Animation, defaults.animation.code().into())),
                },
                "palette" => match Palette::parse(value) {
                    Some(p) => s.palette = p,
                    None => warn(bad(Expected::Palette, defaults.palette.code().into())),
                },
                "lessons_done" => match LessonsDone::parse(value) {
                    Some(d) => s.lessons_done = d,
                    None => warn(bad(Expected::Lessons, defaults.lessons_done.code())),
                },
                "ai_delay" => match value.parse::<f32>() {
                    Ok(v) if (0.0..=MAX_AI_DELAY).contains(&v) => s.ai_delay = v,
                    _ => warn(bad(Expected::AiDelay, defaults.ai_delay.to_string())),
                },
                _ => warn(SettingsProblem::Unknown {
                    line,
                    key: crate::rules::record::quote(key),
                }),
            }
        }
        (s, warnings)
    }
}

/// The setting of `key` when it is a yes-or-no one.
fn bool_field<'a>(s: &'a mut Settings, key: &str) -> Option<&'a mut bool> {
    match key {
        "muted" => Some(&mut s.muted),
        "fullscreen" => Some(&mut s.fullscreen),
        "takebacks" => Some(&mut s.takebacks),
        "takebacks_people" => Some(&mut s.takebacks_people),
        "coordinates" => Some(&mut s.coordinates),
        "live_chances" => Some(&mut s.live_chances),
        "live_chances_vs_ai" => Some(&mut s.live_chances_vs_ai),
        _ => None,
    }
}

fn strip_comment(line: &str) -> &str {
    // A `#` starts a comment unless it is inside quotes.
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

fn unquote(v: &str) -> &str {
    v.strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(v)
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "yes" | "on" => Some(true),
        "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_line_keeps_every_other_choice_and_names_the_line() {
        let text = "volume = 20\nlanguage = klingon\nmuted = true\nthis is junk\nwhat = 3\n";
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
            SettingsProblem::NotKeyValue { line: 4, .. }
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
            "volume = 300\nai_delay = -1\nanimation = \"warp\"\npalette = \"pink\"\n",
            Settings::default(),
        );
        assert_eq!(s, Settings::default());
        assert_eq!(warnings.len(), 4);
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
            "# mine\nlanguage = \"fr\" # French please\n\nanimation = off\n",
            Settings::default(),
        );
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(s.language, Language::French);
        assert_eq!(s.animation, AnimationSpeed::Off);
    }
}
