//! The user's settings in the app: one [`AppSettings`] resource, the single source of
//! truth for volume, mute, language, animation speed, palette, fullscreen and the AI's
//! pause. Changing it (from the settings window, a key or a HUD button) is applied to
//! the sound, the animations, the AI and the window at once (by the session:
//! `session/settings_applied.rs`), and saved to the settings file half a second later
//! (see [`crate::settings`] for the file and its safety).

use bevy::prelude::*;

use super::disk::{Disk, LastWrites};
use crate::i18n::Tr;
use crate::settings::{Settings, SettingsFile, SettingsProblem};
use crate::writer::{Answer, Ticket};

/// The settings in use, where they are kept, and what the user must be told about them.
#[derive(Resource, Debug, Clone)]
pub struct AppSettings {
    /// The file and the settings in use.
    pub file: SettingsFile,
    /// Messages for the user (a settings file that could not be read, a save that
    /// failed), shown until dismissed.
    pub messages: Vec<SettingsProblem>,
    /// The settings window is open.
    pub open: bool,
    /// Seconds since the last change not yet saved (`None`: nothing to save).
    unsaved_for: Option<f32>,
}

impl AppSettings {
    /// Settings kept nowhere (tests, screenshots): they last for this run.
    pub fn in_memory(settings: Settings) -> AppSettings {
        AppSettings::from_file(SettingsFile::in_memory(settings))
    }

    /// Settings read from a file (its warnings become messages).
    pub fn from_file(file: SettingsFile) -> AppSettings {
        AppSettings {
            messages: file.warnings.clone(),
            file,
            open: false,
            unsaved_for: None,
        }
    }

    /// The settings in use.
    pub fn get(&self) -> &Settings {
        &self.file.settings
    }

    /// Changes the settings; they are applied at once and saved soon after.
    pub fn set(&mut self, settings: Settings) {
        if settings != self.file.settings {
            self.file.settings = settings;
            self.unsaved_for = Some(0.0);
        }
    }

    /// Changes the settings through `f`.
    pub fn update(&mut self, f: impl FnOnce(&mut Settings)) {
        let mut s = self.file.settings;
        f(&mut s);
        self.set(s);
    }

    /// The texts in the chosen language.
    pub fn tr(&self) -> Tr {
        Tr(self.file.settings.language)
    }

    /// Saves what changed at the next frame, without waiting for more changes.
    pub fn save_soon(&mut self) {
        if let Some(waited) = self.unsaved_for.as_mut() {
            *waited = SAVE_AFTER_SECONDS;
        }
    }

    /// The save to do now, if anything changed: the file as it is, to be saved on the
    /// disk's thread ([`SettingsFile::save`]) and its answer given to [`Self::saved`].
    fn save_job(&mut self) -> Option<SettingsFile> {
        self.unsaved_for.take()?;
        Some(self.file.clone())
    }

    /// A save done: what the file has now, and what the user must be told.
    fn saved(
        &mut self,
        done: SettingsFile,
        outcome: Result<Option<SettingsProblem>, SettingsProblem>,
    ) {
        match outcome {
            Ok(note) => {
                self.file.base = done.base;
                self.file.needs_backup = done.needs_backup;
                self.messages.extend(note);
            }
            Err(e) => {
                warn!("{e}");
                self.messages.push(e);
            }
        }
    }
}

/// A settings save asked of the disk: the file as saved, and what to tell the user.
type SettingsSave = Ticket<(
    SettingsFile,
    Result<Option<SettingsProblem>, SettingsProblem>,
)>;

/// Asks the disk to save `file`.
fn save_on_disk(disk: &Disk, mut file: SettingsFile) -> SettingsSave {
    disk.run(move || {
        let outcome = file.save();
        (file, outcome)
    })
}

impl Default for AppSettings {
    fn default() -> Self {
        AppSettings::in_memory(Settings::default())
    }
}

/// Seconds without a change before a save (a slider being dragged saves once).
const SAVE_AFTER_SECONDS: f32 = 0.5;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AppSettings>()
        .add_systems(Last, save_settings.in_set(LastWrites));
}

/// Saves the settings on the disk's thread half a second after the last change, and at
/// exit; one save at a time (the next waits for its answer: a file with problems is
/// backed up once, by the first).
fn save_settings(
    time: Res<Time>,
    mut settings: ResMut<AppSettings>,
    mut frames: ResMut<super::pace::Frames>,
    disk: Res<Disk>,
    exit: MessageReader<AppExit>,
    mut saving: Local<Option<SettingsSave>>,
) {
    let exiting = !exit.is_empty();
    if exiting {
        settings.save_soon();
    }
    if let Some(ticket) = saving.take() {
        let answer = match ticket.take() {
            // At exit, the save under way is waited for (the app is closing).
            Answer::Waiting if exiting => ticket.wait(),
            Answer::Waiting => {
                *saving = Some(ticket);
                return;
            }
            Answer::Done(answer) => Some(answer),
            Answer::Lost => None,
        };
        let Some((done, outcome)) = answer else {
            return;
        };
        let before = settings.messages.len();
        settings.saved(done, outcome);
        if settings.messages.len() > before {
            // Show what went wrong now, not at the next input.
            frames.now();
        }
    }
    let Some(waited) = settings.unsaved_for else {
        return;
    };
    let waited = waited + time.delta_secs();
    if waited >= SAVE_AFTER_SECONDS {
        if let Some(file) = settings.save_job() {
            *saving = Some(save_on_disk(&disk, file));
        }
    } else {
        settings.bypass_change_detection().unsaved_for = Some(waited);
        frames.within(SAVE_AFTER_SECONDS - waited);
    }
}
