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
            drop_seconds: crate::app::look::style::DROP_SECONDS,
            speed: 1.0,
        }
    }
}

/// A mark that draws the eye when it appears (the keyboard cursor's arrow, the hint's
/// ring): it sways for a few seconds, then rests, so that a still screen stays still
/// (and the window can sleep).
#[derive(Component, Debug, Default)]
pub struct Attention {
    age: f32,
}

impl Attention {
    /// Seconds a mark sways.
    pub const SECONDS: f32 = 3.0;

    /// Advances by `dt` seconds: the sway now, between -1 and 1, fading to 0.
    pub fn sway(&mut self, dt: f32) -> f32 {
        if self.age >= Self::SECONDS {
            return 0.0;
        }
        self.age = (self.age + dt).min(Self::SECONDS);
        (self.age * 5.0).sin() * (1.0 - self.age / Self::SECONDS)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_sways_then_rests() {
        let mut a = Attention::default();
        let swayed = (0..60).map(|_| a.sway(0.02).abs()).fold(0.0, f32::max);
        assert!(swayed > 0.3, "it sways at first: {swayed}");
        for _ in 0..200 {
            a.sway(0.02);
        }
        assert_eq!(a.sway(0.02), 0.0, "it rests after {} s", Attention::SECONDS);
    }
}
