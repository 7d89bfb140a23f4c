//! Small tweens advanced by systems: the stone drop and the refusal shake.

use bevy::prelude::*;

use super::unlur::board::Stone;
use crate::rules::unlur::Cell as CellId;

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
    pub fn pace(settings: Option<&AnimationSettings>, dt: f32) -> f32 {
        match settings {
            Some(a) if a.speed > 0.0 => dt * a.speed,
            _ => dt,
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

/// A stone has landed on its cell (the moment of the placement sound).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoneLanded(pub CellId);

/// A falling stone: eases out with a small bounce and settles at `to`.
#[derive(Component, Clone, Copy, Debug)]
pub struct Drop {
    from: f32,
    to: f32,
    elapsed: f32,
    duration: f32,
}

impl Drop {
    /// A drop from height `from` to `to` over `duration` seconds.
    pub fn new(from: f32, to: f32, duration: f32) -> Drop {
        Drop {
            from,
            to,
            elapsed: 0.0,
            duration: duration.max(1e-3),
        }
    }

    /// Height after `elapsed` seconds.
    pub fn height(&self) -> f32 {
        let t = (self.elapsed / self.duration).clamp(0.0, 1.0);
        EasingCurve::new(self.from, self.to, EaseFunction::BounceOut).sample_clamped(t)
    }
}

/// A short side-to-side shake (a refused move).
#[derive(Component, Clone, Copy, Debug)]
pub struct Shake {
    elapsed: f32,
    duration: f32,
    origin: Option<f32>,
}

impl Shake {
    /// A shake lasting `duration` seconds.
    pub fn new(duration: f32) -> Shake {
        Shake {
            elapsed: 0.0,
            duration,
            origin: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>()
        .add_message::<StoneLanded>()
        .add_systems(Update, (advance_drops, advance_shakes))
        .add_systems(
            Update,
            land_instantly
                .after(super::GameSet::Rules)
                .before(super::audio::AudioSet),
        );
}

fn advance_drops(
    time: Res<Time>,
    animation: Option<Res<AnimationSettings>>,
    mut commands: Commands,
    mut drops: Query<(Entity, &mut Drop, &mut Transform, &Stone)>,
    mut landed: MessageWriter<StoneLanded>,
) {
    for (entity, mut drop, mut transform, stone) in &mut drops {
        drop.elapsed += AnimationSettings::pace(animation.as_deref(), time.delta_secs());
        transform.translation.y = drop.height();
        if drop.elapsed >= drop.duration {
            transform.translation.y = drop.to;
            commands.entity(entity).remove::<Drop>();
            landed.write(StoneLanded(stone.cell));
        }
    }
}

fn advance_shakes(
    time: Res<Time>,
    animation: Option<Res<AnimationSettings>>,
    mut commands: Commands,
    mut shakes: Query<(Entity, &mut Shake, &mut Transform)>,
) {
    for (entity, mut shake, mut transform) in &mut shakes {
        let origin = *shake.origin.get_or_insert(transform.translation.x);
        shake.elapsed += AnimationSettings::pace(animation.as_deref(), time.delta_secs());
        if shake.elapsed >= shake.duration {
            transform.translation.x = origin;
            commands.entity(entity).remove::<Shake>();
        } else {
            let t = shake.elapsed / shake.duration;
            transform.translation.x = origin + 0.08 * (1.0 - t) * (t * 28.0).sin();
        }
    }
}

/// Stones placed without animation land at once (for the sound).
fn land_instantly(
    settings: Res<AnimationSettings>,
    mut played: MessageReader<super::MovePlayed>,
    mut landed: MessageWriter<StoneLanded>,
) {
    for p in played.read() {
        if settings.instant()
            && let crate::rules::unlur::Move::Place(cell) = p.played.mv
        {
            landed.write(StoneLanded(cell));
        }
    }
}
