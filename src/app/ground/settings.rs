//! The user's settings in the app: one [`AppSettings`] resource, the single source of
//! truth for volume, mute, language, animation speed, palette, fullscreen and the AI's
//! pause. Changing it (from the settings window, a key or a HUD button) is applied to
//! the sound, the animations, the AI and the window at once, and saved to the settings
//! file half a second later (see [`crate::settings`] for the file and its safety).

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use super::disk::{Disk, LastWrites};
use crate::app::session::game::AiSettings;
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::SoundSettings;
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
        .add_systems(
            PreUpdate,
            (
                apply_settings,
                crate::app::session::default_names::retranslate_names,
            ),
        )
        .add_systems(Last, save_settings.in_set(LastWrites));
}

/// The volume in decibels for a volume in percent (0 is silence).
pub fn volume_db(percent: u8) -> f32 {
    if percent == 0 {
        -80.0
    } else {
        20.0 * (f32::from(percent) / 100.0).log10() - 2.0
    }
}

/// Copies the settings into the resources that use them, when they change.
fn apply_settings(
    settings: Res<AppSettings>,
    mut sound: ResMut<SoundSettings>,
    mut animation: ResMut<AnimationSettings>,
    mut ai: ResMut<AiSettings>,
    mut palette: ResMut<crate::app::table::palette::ViewPalette>,
    mut window: Option<Single<&mut Window, With<PrimaryWindow>>>,
) {
    if !settings.is_changed() {
        return;
    }
    let s = settings.get();
    let new_sound = SoundSettings {
        muted: s.muted || s.volume == 0,
        volume_db: volume_db(s.volume),
    };
    if *sound != new_sound {
        *sound = new_sound;
    }
    let speed = s.animation.factor();
    if animation.speed != speed {
        animation.speed = speed;
    }
    if ai.delay_seconds != s.ai_delay {
        ai.delay_seconds = s.ai_delay;
    }
    if palette.0 != s.palette {
        palette.0 = s.palette;
    }
    if let Some(window) = window.as_mut() {
        let want_full = s.fullscreen;
        let is_full = !matches!(window.mode, WindowMode::Windowed);
        if want_full != is_full {
            window.mode = if want_full {
                WindowMode::BorderlessFullscreen(MonitorSelection::Current)
            } else {
                WindowMode::Windowed
            };
        }
    }
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

/// The settings window (the messages about the settings file are among the notices).
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw_settings
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

fn draw_settings(
    mut contexts: bevy_egui::EguiContexts,
    mut settings: ResMut<AppSettings>,
) -> Result {
    use bevy_egui::egui::{self, RichText};
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    if !settings.open {
        return Ok(());
    }
    let mut s = *settings.get();
    let mut close = false;
    let modal = crate::app::look::modal("settings").show(&ctx, |ui| {
        ui.set_width(480.0);
        ui.label(
            RichText::new(t.tr("settings.title"))
                .font(crate::app::look::bold(26.0))
                .color(crate::app::look::ACCENT),
        );
        ui.add_space(6.0);
        let heading = |ui: &mut egui::Ui, key: &str| {
            ui.add_space(4.0);
            ui.label(RichText::new(t.tr(key)).font(crate::app::look::bold(17.0)));
        };
        heading(ui, "settings.sound");
        ui.horizontal(|ui| {
            ui.add(egui::Slider::new(&mut s.volume, 0..=100).suffix(" %"));
            ui.checkbox(&mut s.muted, t.tr("settings.muted"));
        });
        heading(ui, "settings.language");
        ui.horizontal(|ui| {
            for l in crate::settings::Language::ALL {
                ui.radio_value(&mut s.language, l, l.native_name());
            }
        });
        heading(ui, "settings.animation");
        ui.horizontal(|ui| {
            for a in crate::settings::AnimationSpeed::ALL {
                let key = format!("settings.animation.{}", a.code());
                ui.radio_value(&mut s.animation, a, t.tr(&key));
            }
        });
        heading(ui, "settings.palette");
        ui.horizontal(|ui| {
            for p in crate::settings::Palette::ALL {
                let key = format!("settings.palette.{}", p.code());
                ui.radio_value(&mut s.palette, p, t.tr(&key));
            }
        });
        heading(ui, "settings.display");
        ui.checkbox(&mut s.fullscreen, t.tr("settings.fullscreen"));
        ui.checkbox(&mut s.coordinates, t.tr("settings.coordinates"));
        ui.checkbox(&mut s.live_chances, t.tr("settings.live_chances"));
        ui.add_enabled_ui(s.live_chances, |ui| {
            ui.checkbox(
                &mut s.live_chances_vs_ai,
                t.tr("settings.live_chances_vs_ai"),
            );
        });
        heading(ui, "settings.ai_delay");
        ui.add(
            egui::Slider::new(&mut s.ai_delay, 0.0..=crate::settings::MAX_AI_DELAY)
                .step_by(0.1)
                .suffix(" s"),
        );
        heading(ui, "settings.play");
        ui.checkbox(&mut s.takebacks, t.tr("settings.takebacks"));
        ui.checkbox(&mut s.takebacks_people, t.tr("settings.takebacks_people"));
        ui.add_space(6.0);
        let place = match &settings.file.path {
            Some(p) => t.trf("settings.saved_in", &[("path", &p.display())]),
            None => t.tr("settings.not_saved").to_string(),
        };
        ui.label(
            RichText::new(place)
                .size(crate::app::look::SMALL)
                .color(crate::app::look::MUTED),
        );
        ui.add_space(4.0);
        close = ui
            .button(RichText::new(t.tr("settings.close")).font(crate::app::look::bold(17.0)))
            .clicked();
    });
    if modal.should_close() {
        close = true;
    }
    settings.set(s);
    if close {
        settings.open = false;
        settings.save_soon();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volume_is_monotonic_and_zero_is_silent() {
        assert!(volume_db(0) <= -60.0);
        let mut last = volume_db(1);
        for v in 2..=100 {
            let db = volume_db(v);
            assert!(db > last);
            last = db;
        }
        assert!((volume_db(100) - -2.0).abs() < 1e-4);
    }
}
