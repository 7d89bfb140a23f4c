//! The settings file on disk: where it lives, reading it over the defaults (never
//! failing), and saving only what this run changed, durably (see the module above).

use std::path::{Path, PathBuf};

use super::{Settings, SettingsProblem};

/// Where the settings live by default.
pub fn default_path() -> Option<PathBuf> {
    crate::storage::config_dir().map(|d| d.join("settings.toml"))
}

/// The settings file and what is known about it.
#[derive(Clone, Debug)]
pub struct SettingsFile {
    /// Where it lives (`None`: nowhere to keep settings; they last for this run).
    pub path: Option<PathBuf>,
    /// The settings in use.
    pub settings: Settings,
    /// What could not be read, for the user.
    pub warnings: Vec<SettingsProblem>,
    /// The file on disk had problems and has not been backed up yet: the next save
    /// copies it to `settings.toml.bak` first.
    pub needs_backup: bool,
    /// The settings as the file last had them (read or written by this run): what
    /// differs from them is what this run changed, and all a save writes.
    pub base: Settings,
}

impl SettingsFile {
    /// Loads `path` over `defaults`. Never fails: problems become warnings.
    pub fn load(path: Option<PathBuf>, defaults: Settings) -> SettingsFile {
        let mut file = SettingsFile {
            path,
            settings: defaults,
            warnings: Vec::new(),
            needs_backup: false,
            base: defaults,
        };
        let Some(path) = file.path.clone() else {
            return file;
        };
        match crate::storage::read_regular(&path) {
            Ok(bytes) => {
                let (settings, warnings) = Settings::parse_bytes(&bytes, defaults);
                file.settings = settings;
                file.base = settings;
                file.needs_backup = !warnings.is_empty();
                file.warnings = warnings;
            }
            Err(crate::storage::ReadError::Missing) => {}
            Err(e) => {
                file.warnings.push(SettingsProblem::CannotRead {
                    path,
                    error: crate::i18n::Says::said(&e),
                });
                file.needs_backup = true;
            }
        }
        file
    }

    /// An in-memory file (nothing on disk).
    pub fn in_memory(settings: Settings) -> SettingsFile {
        SettingsFile {
            path: None,
            settings,
            warnings: Vec::new(),
            needs_backup: false,
            base: settings,
        }
    }

    /// The settings from the platform's config directory, over the system's defaults.
    pub fn load_default() -> SettingsFile {
        SettingsFile::load(default_path(), Settings::system_defaults())
    }

    /// Writes what this run changed into the file as it is on disk now (backing up a
    /// file that had problems first). Returns what the user should be told, if anything.
    pub fn save(&mut self) -> Result<Option<SettingsProblem>, SettingsProblem> {
        let Some(path) = self.path.clone() else {
            return Ok(None);
        };
        let failed = |path: &Path, e: std::io::Error| SettingsProblem::CannotSave {
            path: path.to_path_buf(),
            error: e.to_string(),
        };
        let mut note = None;
        let on_disk = match crate::storage::read_regular(&path) {
            Ok(bytes) => Some(bytes),
            Err(crate::storage::ReadError::Missing) => None,
            Err(e) => {
                // Never replace what cannot be read: it may be the user's.
                return Err(SettingsProblem::CannotSave {
                    path,
                    error: e.to_string(),
                });
            }
        };
        if let Some(old) = on_disk.as_deref().filter(|_| self.needs_backup) {
            // Keep what the user wrote before changing it, once for the same damage; if
            // that fails, do not save.
            let backup = backup_path(&path);
            if !backed_up(old, &backup) {
                std::fs::copy(&path, &backup).map_err(|e| failed(&backup, e))?;
                note = Some(SettingsProblem::BackedUp { backup });
            }
        }
        let bytes = match &on_disk {
            Some(old) => self
                .settings
                .update_file(old, &self.settings.changed_since(&self.base)),
            None => self.settings.to_text().into_bytes(),
        };
        crate::storage::write_atomically(&path, &bytes).map_err(|e| failed(&path, e))?;
        self.needs_backup = false;
        self.base = self.settings;
        Ok(note)
    }
}

/// Whether `backup` already holds every line of `file` that has a problem (the same
/// damage, backed up by an earlier run: it is not copied again over the first copy).
fn backed_up(file: &[u8], backup: &Path) -> bool {
    let Ok(kept) = std::fs::read(backup) else {
        return false;
    };
    let kept: Vec<&[u8]> = kept.split(|&b| b == b'\n').collect();
    let lines: Vec<&[u8]> = file.split(|&b| b == b'\n').collect();
    let (_, problems) = Settings::parse_bytes(file, Settings::default());
    problems
        .iter()
        .filter_map(|p| lines.get(p.line().wrapping_sub(1)))
        .all(|line| kept.contains(line))
}

/// Where a settings file with problems is kept.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{AnimationSpeed, Language, Palette};

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("unlur-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("settings.toml")
    }

    #[test]
    fn settings_round_trip_through_the_file() {
        let path = scratch("round-trip");
        let chosen = Settings {
            volume: 35,
            muted: true,
            language: Language::French,
            animation: AnimationSpeed::Fast,
            palette: Palette::HighContrast,
            quality: crate::settings::Quality::High,
            fullscreen: true,
            ai_delay: 1.5,
            takebacks: false,
            takebacks_people: true,
            coordinates: false,
            live_chances: true,
            live_chances_vs_ai: true,
            lessons_done: crate::settings::LessonsDone::parse("unlur-2 uckers-1").unwrap(),
        };
        let mut file = SettingsFile::load(Some(path.clone()), Settings::default());
        assert!(file.warnings.is_empty());
        file.settings = chosen;
        assert_eq!(file.save(), Ok(None));
        let again = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(again.settings, chosen);
        assert!(again.warnings.is_empty(), "{:?}", again.warnings);
        for palette in Palette::ALL {
            for animation in AnimationSpeed::ALL {
                let s = Settings {
                    palette,
                    animation,
                    ..chosen
                };
                assert_eq!(Settings::parse(&s.to_text(), Settings::default()).0, s);
            }
        }
    }

    #[test]
    fn a_missing_file_gives_the_defaults_quietly() {
        let path = scratch("missing");
        let file = SettingsFile::load(Some(path), Settings::default());
        assert_eq!(file.settings, Settings::default());
        assert!(file.warnings.is_empty());
        assert!(!file.needs_backup);
    }

    #[test]
    fn a_byte_that_is_not_text_spoils_only_its_line_and_the_file_is_backed_up() {
        let path = scratch("corrupt");
        let original = b"volume = 12\n\xff\xfe garbage \x00\nlanguage = \"fr\"\n";
        std::fs::write(&path, original).unwrap();
        let mut file = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(file.settings.volume, 12);
        assert_eq!(file.settings.language, Language::French);
        assert_eq!(file.warnings, vec![SettingsProblem::NotText { line: 2 }]);
        assert!(file.warnings[0].to_string().contains("line 2"));
        // Loading did not touch the file.
        assert_eq!(std::fs::read(&path).unwrap(), original);
        file.settings.volume = 50;
        let note = file
            .save()
            .unwrap()
            .expect("the user is told about the backup");
        assert!(note.to_string().contains("settings.toml.bak"), "{note}");
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), original);
        // Only the changed value changed; the line that was not text went (it is in the
        // backup).
        assert_eq!(
            std::fs::read(&path).unwrap(),
            b"volume = 50\n\nlanguage = \"fr\"\n"
        );
        let again = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(again.settings.volume, 50);
        assert_eq!(again.settings.language, Language::French);
        // A second save in the same run has nothing more to back up.
        file.settings.volume = 60;
        assert_eq!(file.save(), Ok(None));
    }

    #[test]
    fn comments_and_unknown_lines_survive_a_save() {
        let path = scratch("comments");
        let original =
            "# my settings\nvolume = 40 # quiet at night\nwidget = 3\n\n  palette = \"standard\"\n";
        std::fs::write(&path, original).unwrap();
        let mut file = SettingsFile::load(Some(path.clone()), Settings::default());
        file.settings.volume = 70;
        file.settings.palette = Palette::HighContrast;
        file.settings.muted = true;
        file.save().unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "# my settings\nvolume = 70 # quiet at night\nwidget = 3\n\n  palette = \"high-contrast\"\nmuted = true\n"
        );
    }

    #[test]
    fn two_windows_saving_keep_each_others_changes() {
        let path = scratch("two-windows");
        std::fs::write(&path, Settings::default().to_text()).unwrap();
        let mut a = SettingsFile::load(Some(path.clone()), Settings::default());
        let mut b = SettingsFile::load(Some(path.clone()), Settings::default());
        a.settings.volume = 10;
        a.save().unwrap();
        b.settings.language = Language::French;
        b.save().unwrap();
        a.settings.palette = Palette::ColourBlind;
        a.save().unwrap();
        let now = SettingsFile::load(Some(path.clone()), Settings::default()).settings;
        assert_eq!(now.volume, 10);
        assert_eq!(now.language, Language::French);
        assert_eq!(now.palette, Palette::ColourBlind);
    }

    #[test]
    fn real_toml_with_comments_single_quotes_and_unknown_keys_survives_a_change() {
        let path = scratch("toml");
        let original = "# Ann's settings\n\
                        language = 'fr'   # French, please\n\
                        lessons_done = \"unlur-1 ur-2\"\n\
                        [window]   # a table this version does not know\n\
                        width = 1280\n";
        std::fs::write(&path, original).unwrap();
        let mut file = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(file.settings.language, Language::French);
        assert_eq!(file.warnings.len(), 1, "{:?}", file.warnings);
        assert!(matches!(
            &file.warnings[0],
            SettingsProblem::Unknown { line: 4, key } if key == "window"
        ));
        file.settings.language = Language::English;
        file.settings.muted = true;
        file.save().unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "# Ann's settings\n\
             language = \"en\"   # French, please\n\
             lessons_done = \"unlur-1 ur-2\"\n\
             muted = true\n\
             [window]   # a table this version does not know\n\
             width = 1280\n"
        );
        let again = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(again.settings.language, Language::English);
        assert!(again.settings.muted);
    }

    #[test]
    fn lines_that_are_not_toml_are_said_with_their_column_and_kept_as_comments() {
        let path = scratch("not-toml");
        std::fs::write(
            &path,
            "volume = 30\nmuted = yes\nvolume = 90\npalette = \"sepia\"\n",
        )
        .unwrap();
        let mut file = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(file.settings.volume, 30, "the first line of a key counts");
        assert!(!file.settings.muted);
        assert_eq!(
            file.warnings,
            vec![
                SettingsProblem::NotToml {
                    line: 2,
                    column: 9,
                    text: "muted = yes".into()
                },
                SettingsProblem::Repeated {
                    line: 3,
                    key: "volume".into()
                },
                SettingsProblem::BadValue {
                    line: 4,
                    column: 11,
                    key: "palette".into(),
                    value: "\"sepia\"".into(),
                    expected: crate::settings::Expected::Palette,
                    default: "standard".into(),
                },
            ]
        );
        assert!(file.warnings[0].to_string().contains("column 9"));
        file.settings.language = Language::French;
        assert!(file.save().unwrap().is_some(), "backed up and said");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "volume = 30\n# not read: muted = yes\n# not read: volume = 90\npalette = \"sepia\"\nlanguage = \"fr\"\n"
        );
        // The damage left (the palette) was backed up already: the next run's save
        // keeps the first copy.
        let first = std::fs::read(backup_path(&path)).unwrap();
        let mut next = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(next.warnings.len(), 1);
        next.settings.volume = 10;
        assert_eq!(next.save(), Ok(None));
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), first);
        // New damage is backed up again.
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str("fullscreen = 3\n");
        std::fs::write(&path, &text).unwrap();
        let mut third = SettingsFile::load(Some(path.clone()), Settings::default());
        third.settings.volume = 20;
        assert!(third.save().unwrap().is_some());
        assert_eq!(std::fs::read_to_string(backup_path(&path)).unwrap(), text);
    }

    #[test]
    fn a_partly_bad_file_keeps_its_good_lines_and_its_original() {
        let path = scratch("partly");
        std::fs::write(&path, "volume = 12\npalette = \"sepia\"\n").unwrap();
        let mut file = SettingsFile::load(Some(path.clone()), Settings::default());
        assert_eq!(file.settings.volume, 12);
        assert!(file.needs_backup);
        assert!(
            file.warnings[0].to_string().contains("line 2"),
            "{:?}",
            file.warnings
        );
        file.save().unwrap();
        assert!(
            std::fs::read_to_string(backup_path(&path))
                .unwrap()
                .contains("sepia")
        );
    }
}
