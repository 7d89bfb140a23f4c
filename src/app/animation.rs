//! How animations run: their settings and their clock, which every game's tweens and
//! the dice games' stages follow.

use bevy::prelude::*;

/// How animations run. `drop_seconds = 0` or `speed = 0` places everything at once
/// (screenshots, tests, the "off" setting).
#[derive(Resource, Clone, Copy, Debug)]
pub struct AnimationSettings {
    /// Duration of the placement drop in seconds at normal speed; 0 turns it off.
    pub drop_seconds: f32,
    /// The user's speed factor (1 as designed, 2 twice as fast, 0 off).
    pub speed: f32,
}

impl AnimationSettings {
    /// Whether animations are off (everything goes straight to its place).
    pub fn instant(&self) -> bool {
        self.drop_seconds <= 0.0 || self.speed <= 0.0
    }

    /// The animation time that passes in `dt` seconds of real time (animations and the
    /// dice games' stages run on this clock, so the speed setting paces them all).
    pub fn pace(&self, dt: f32) -> f32 {
        if self.speed > 0.0 {
            dt * self.speed
        } else {
            dt
        }
    }
}

impl Default for AnimationSettings {
    fn default() -> Self {
        AnimationSettings {
            drop_seconds: super::style::DROP_SECONDS,
            speed: 1.0,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>();
}
