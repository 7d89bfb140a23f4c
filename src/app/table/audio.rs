//! Sounds: synthesized by `crate::synth`, embedded in the binary, played with kira.
//!
//! With no sound card kira logs a warning and stays silent; nothing here unwraps audio.

use std::io::Cursor;

use bevy::prelude::*;

use crate::app::ground::order::Step;
use bevy_kira_audio::prelude::*;
use bevy_kira_audio::{AudioPlugin, AudioSource};

use crate::synth::SoundId;

/// Volume and mute.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct SoundSettings {
    /// No sound at all.
    pub muted: bool,
    /// Master volume in decibels (0 = as made).
    pub volume_db: f32,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            muted: false,
            volume_db: -4.0,
        }
    }
}

/// Handles of the game's sounds, in the order of [`SoundId::ALL`].
#[derive(Resource, Debug, Clone)]
pub struct SoundBank(Vec<(SoundId, Handle<AudioSource>)>);

/// Play a sound (for views that time their own sounds, such as a die landing).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySound(pub SoundId);

/// Each sound the app played, in order (kept short): lets tests and the HUD see sound.
#[derive(Resource, Default, Debug)]
pub struct SoundLog(pub Vec<SoundId>);

pub(crate) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<AudioPlugin>() {
        app.add_plugins(AudioPlugin);
    }
    app.add_message::<PlaySound>()
        .init_resource::<SoundSettings>()
        .init_resource::<SoundLog>()
        .add_systems(Startup, load_sounds)
        .add_systems(
            Update,
            // After anything that lands a stone or a die ([`Step`]).
            play_sounds.in_set(Step::Sound),
        );
}

fn embedded(id: SoundId) -> &'static [u8] {
    match id {
        SoundId::Place => include_bytes!("../../../assets/sounds/place.wav"),
        SoundId::Pass => include_bytes!("../../../assets/sounds/pass.wav"),
        SoundId::GameOver => include_bytes!("../../../assets/sounds/game_over.wav"),
        SoundId::Refuse => include_bytes!("../../../assets/sounds/refuse.wav"),
        SoundId::Roll => include_bytes!("../../../assets/sounds/roll.wav"),
        SoundId::Capture => include_bytes!("../../../assets/sounds/capture.wav"),
        SoundId::Remove => include_bytes!("../../../assets/sounds/remove.wav"),
    }
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut load = |id: SoundId| match StaticSoundData::from_cursor(Cursor::new(embedded(id))) {
        Ok(sound) => sources.add(AudioSource { sound }),
        Err(e) => {
            warn!(
                "sound {} could not be decoded ({e}); it will be silent",
                id.file_name()
            );
            Handle::default()
        }
    };
    commands.insert_resource(SoundBank(
        SoundId::ALL.into_iter().map(|id| (id, load(id))).collect(),
    ));
}

fn play_sounds(
    mut requested: MessageReader<PlaySound>,
    bank: Option<Res<SoundBank>>,
    settings: Res<SoundSettings>,
    audio: Res<Audio>,
    mut log: ResMut<SoundLog>,
) {
    let queue: Vec<SoundId> = requested.read().map(|r| r.0).collect();
    for id in queue {
        log.0.push(id);
        if log.0.len() > 64 {
            log.0.remove(0);
        }
        if settings.muted {
            continue;
        }
        let Some(bank) = bank.as_ref() else { continue };
        let Some((_, handle)) = bank.0.iter().find(|(i, _)| *i == id) else {
            continue;
        };
        audio
            .play(handle.clone())
            .with_volume(Decibels(settings.volume_db));
    }
}
