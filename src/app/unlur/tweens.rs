//! Unlur's small tweens, advanced by systems: the stone drop and the refusal shake; and
//! its sounds (a stone lands, the contract ends, a game is won or resigned; a refusal
//! sounds from the game core).

use bevy::prelude::*;

use super::board::Stone;
use super::game::UnlurMatch;
use crate::app::game_core::TurnPlayed;
use crate::app::ground::order::Step;
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::PlaySound;
use crate::rules::unlur::{Cell as CellId, WinReason};
use crate::synth::SoundId;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StoneLanded>()
        .add_systems(Update, (advance_drops, advance_shakes))
        .add_systems(
            Update,
            (land_instantly, sounds)
                .chain()
                .in_set(Step::View)
                .after(advance_drops),
        );
}

/// Unlur's events as sounds, in the order they happened.
fn sounds(
    mut landed: MessageReader<StoneLanded>,
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    current: Res<UnlurMatch>,
    mut sound: MessageWriter<PlaySound>,
) {
    let mut queue = Vec::new();
    let mut resigned = false;
    for TurnPlayed(p) in played.read() {
        if p.played.contract_ended.is_some() {
            queue.push(SoundId::Pass);
        }
        resigned |= p
            .played
            .outcome
            .is_some_and(|o| o.reason == WinReason::Resignation);
    }
    for l in landed.read() {
        queue.push(SoundId::Place);
        if current.game.outcome().and_then(|o| o.last_stone) == Some(l.0) {
            queue.push(SoundId::GameOver);
        }
    }
    if resigned {
        queue.push(SoundId::GameOver);
    }
    sound.write_batch(queue.into_iter().map(PlaySound));
}

/// A stone has landed on its cell (the moment of the placement sound).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoneLanded(pub CellId);

/// A falling stone: eases out with a small bounce and settles at `to`.
#[derive(Component, Clone, Copy, Debug)]
pub struct StoneFall {
    from: f32,
    to: f32,
    elapsed: f32,
    duration: f32,
}

impl StoneFall {
    /// A drop from height `from` to `to` over `duration` seconds.
    pub fn new(from: f32, to: f32, duration: f32) -> StoneFall {
        StoneFall {
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

fn advance_drops(
    time: Res<Time>,
    animation: Res<AnimationSettings>,
    mut commands: Commands,
    mut drops: Query<(Entity, &mut StoneFall, &mut Transform, &Stone)>,
    mut landed: MessageWriter<StoneLanded>,
) {
    for (entity, mut drop, mut transform, stone) in &mut drops {
        drop.elapsed += animation.pace(time.delta_secs());
        transform.translation.y = drop.height();
        if drop.elapsed >= drop.duration {
            transform.translation.y = drop.to;
            commands.entity(entity).remove::<StoneFall>();
            landed.write(StoneLanded(stone.cell));
        }
    }
}

fn advance_shakes(
    time: Res<Time>,
    animation: Res<AnimationSettings>,
    mut commands: Commands,
    mut shakes: Query<(Entity, &mut Shake, &mut Transform)>,
) {
    for (entity, mut shake, mut transform) in &mut shakes {
        let origin = *shake.origin.get_or_insert(transform.translation.x);
        shake.elapsed += animation.pace(time.delta_secs());
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
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    mut landed: MessageWriter<StoneLanded>,
) {
    for TurnPlayed(p) in played.read() {
        if settings.instant()
            && let crate::rules::unlur::Move::Place(cell) = p.played.mv
        {
            landed.write(StoneLanded(cell));
        }
    }
}
