//! The settings in use, copied into what uses them when they change: the sound, the
//! animations' speed, the AI's pause, the palette, the window's mode, and the default
//! names' language.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use crate::app::ground::settings::AppSettings;
use crate::app::session::game::AiSettings;
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::SoundSettings;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            apply_settings,
            crate::app::session::default_names::retranslate_names,
        ),
    );
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
