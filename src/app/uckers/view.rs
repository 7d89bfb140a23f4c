//! The cross-shaped board in 3D: the track, the four bases, the tubes and home; the
//! pieces as entities (blobs as towers, mixi blobs ringed in gold), two dice, the marks
//! of the legal plays, and the animations of a play.

use std::collections::HashMap;

use bevy::prelude::*;

use super::pick::UckersPick;
use super::{
    ActionPlayed, SETTLE_SECONDS, STEP_SECONDS, TUMBLE_SECONDS, UckersMatch, UckersRolled,
};
use crate::app::game_core::TurnPlayed;
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::PlaySound;
use crate::app::table::dice_kit::die_rotation;
use crate::app::table::motion::{Hop, Tumble};
use crate::app::table::palette::{Repaint, recolour};
use crate::rules::uckers::{PieceId, Square};
use crate::synth::SoundId;

use super::board::*;
pub use super::layout::*;
pub use super::pointer::UckersClick;

/// A square of the board that can be clicked.
#[derive(Component, Clone, Copy, Debug)]
pub struct UckersCell(pub Square);

/// A piece.
#[derive(Component, Clone, Copy, Debug)]
pub struct UckersPiece(pub PieceId);

/// One of the two dice (0 or 1).
#[derive(Component, Debug, Default)]
pub struct UckersDie(pub(super) usize);

/// A mark: a legal play's next square, or a mixi blob's ring.
#[derive(Component, Debug)]
pub(super) struct UckersMark;

impl Repaint for UckersAssets {
    /// Recolours the board and the pieces when the palette changes.
    fn repaint(&self, palette: crate::settings::Palette, materials: &mut Assets<StandardMaterial>) {
        let a = self;
        let c = super::palette::uckers(palette);
        let m = materials;
        for i in 0..4 {
            recolour(m, &a.colours[i], c.colours[i], None);
            recolour(m, &a.squares[i], c.colours[i], None);
            recolour(m, &a.pale[i], c.colours[i].mix(&c.board, 0.55), None);
            recolour(m, &a.symbols[i].1, c.symbols[i], None);
        }
        recolour(m, &a.board, c.board, None);
        a.marks.repaint(palette, m);
    }
}

/// The steps a move enters, one after another (from base: its doorstep first).
pub fn steps_entered(m: &crate::rules::uckers::Move) -> std::ops::RangeInclusive<u8> {
    m.from.map_or(0, |s| s + 1)..=m.to
}

/// The squares a piece passes through, one per step, from where it stood.
fn path(m: &crate::rules::uckers::Move) -> Vec<Vec3> {
    let c = m.piece.colour;
    steps_entered(m)
        .map(|s| square_top(Square::of_step(c, Some(s))))
        .collect()
}

/// Sets the pieces moving after a play: each mover hops square by square (the second
/// move after the first), then the captured pieces fly back to base.
pub(super) fn animate_play(
    mut played: MessageReader<TurnPlayed<UckersMatch>>,
    mut commands: Commands,
    current: Res<UckersMatch>,
    animation: Res<AnimationSettings>,
    pieces: Query<(Entity, &UckersPiece, &Transform)>,
    mut pick: ResMut<UckersPick>,
) {
    let instant = animation.instant();
    for TurnPlayed(ActionPlayed { played: p, .. }) in played.read() {
        pick.0.clear();
        let places = layout(current.game.position());
        let mut delay_of: HashMap<PieceId, (f32, Vec<Vec3>)> = HashMap::new();
        let mut clock = 0.0;
        for m in &p.moves {
            let squares = path(m);
            let entry = delay_of.entry(m.piece).or_insert((clock, Vec::new()));
            entry.1.extend(squares.iter().copied());
            clock += squares.len() as f32 * STEP_SECONDS;
        }
        let mut landing = Vec::new();
        if !p.captured.is_empty() {
            landing.push(SoundId::Capture);
        }
        if p.winner.is_some() {
            landing.push(SoundId::GameOver);
        }
        let last_mover = p.moves.last().map(|m| m.piece);
        for (entity, piece, transform) in &pieces {
            let Some(&target) = places.get(&piece.0) else {
                continue;
            };
            let target = rest(target);
            if instant {
                commands
                    .entity(entity)
                    .insert(Transform::from_translation(target));
                continue;
            }
            let hop = if let Some((delay, squares)) = delay_of.get(&piece.0) {
                let mut waypoints = vec![transform.translation];
                let n = squares.len();
                waypoints.extend(
                    squares[..n.saturating_sub(1)]
                        .iter()
                        .map(|&s| rest(s) + Vec3::Y * (PIECE_HEIGHT * 1.5)),
                );
                waypoints.push(target);
                Hop {
                    on_land: if Some(piece.0) == last_mover {
                        landing.clone()
                    } else {
                        Vec::new()
                    },
                    clicks: true,
                    ..Hop::new(waypoints, *delay, STEP_SECONDS, 0.3)
                }
            } else if transform.translation.distance(target) > 1e-3 {
                // Captured pieces fly back to base in one high arc.
                Hop::new(
                    vec![transform.translation, target],
                    clock,
                    SETTLE_SECONDS,
                    1.2,
                )
            } else {
                continue;
            };
            commands.entity(entity).insert(hop);
        }
        if p.moves.is_empty() && !p.captured.is_empty() && !instant {
            commands.queue(|w: &mut World| {
                w.write_message(PlaySound(SoundId::Capture));
            });
        }
    }
}

pub(super) fn start_tumble(
    mut rolled: MessageReader<UckersRolled>,
    mut commands: Commands,
    dice: Query<(Entity, &UckersDie, Option<&Tumble>)>,
) {
    for UckersRolled(d) in rolled.read() {
        for (entity, die, tumbling) in &dice {
            let value = if die.0 == 0 { d.0 } else { d.1 };
            let spin =
                value as f32 * 1.7 + die.0 as f32 * 2.3 + tumbling.map_or(0.0, |t| t.elapsed);
            commands.entity(entity).insert(Tumble::new(
                spin,
                Quat::from_rotation_y(spin * 0.3) * die_rotation(value),
                DICE_REST[die.0],
                Vec3::new(-0.6, 0.0, 0.2),
                TUMBLE_SECONDS,
            ));
        }
    }
}
