//! The Ur board in 3D: the 20 squares with their rosettes, the pieces as entities
//! (stacks, and prisoners under their captors), the die, the marks of legal moves,
//! and the animations of a turn.

use crate::app::game_core::TurnPlayed;
use bevy::prelude::*;

use crate::app::table::dice_kit::die_rotation;

use super::{SETTLE_SECONDS, STEP_SECONDS, TUMBLE_SECONDS, UrMatch, UrRolled};
use crate::app::table::animation::AnimationSettings;
use crate::app::table::motion::{Hop, Tumble};
use crate::app::table::palette::{Repaint, recolour};
use crate::rules::Player;
use crate::rules::ur::{PieceId, Square};
use crate::synth::SoundId;

use super::board::{UrAssets, rank_rotation};
pub use super::layout::*;
pub use super::pointer::{UrClick, UrSelection};

/// Height of a piece's arc from square to square.
const HOP_ARC: f32 = 0.35;

/// A square of the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct UrSquare(pub Square);

/// A piece.
#[derive(Component, Clone, Copy, Debug)]
pub struct UrPiece(pub PieceId);

/// The die.
#[derive(Component, Debug, Default)]
pub struct UrDie;

/// The place beside the board where a player's waiting pieces stand (`D`).
#[derive(Component, Clone, Copy, Debug)]
pub struct UrWaiting(pub Player);

/// A mark of a legal move (rebuilt whenever the choice changes).
#[derive(Component, Debug)]
pub(super) struct UrMark;

impl Repaint for UrAssets {
    /// Recolours the board and pieces when the palette changes.
    fn repaint(&self, palette: crate::settings::Palette, materials: &mut Assets<StandardMaterial>) {
        let a = self;
        let c = super::palette::ur(palette);
        for i in 0..2 {
            recolour(materials, &a.colours[i], c.pieces[i], None);
            recolour(materials, &a.bands[i], c.bands[i], None);
            recolour(materials, &a.camps[i], c.camps[i], None);
        }
        recolour(materials, &a.shell, c.shell, None);
        recolour(materials, &a.lapis, c.lapis, None);
        a.marks.repaint(palette, materials);
    }
}

/// Sets every piece moving to its place after a turn: the mover and its prisoners hop
/// square by square along the path, then the pieces the move displaced settle.
pub(super) fn animate_turn(
    mut played: MessageReader<TurnPlayed<UrMatch>>,
    mut commands: Commands,
    current: Res<UrMatch>,
    animation: Res<AnimationSettings>,
    pieces: Query<(Entity, &UrPiece, &Transform)>,
    mut selection: ResMut<UrSelection>,
) {
    let instant = animation.instant();
    for TurnPlayed::<UrMatch>(p) in played.read() {
        selection.0 = None;
        let Some(mover) = p.piece else { continue };
        let position = current.game.position();
        let places = layout(position);
        let group: Vec<PieceId> = std::iter::once(mover)
            .chain(p.carried.iter().copied())
            .collect();
        let mut on_land = Vec::new();
        if !p.captured.is_empty() {
            on_land.push(SoundId::Capture);
        }
        if !p.removed.is_empty() {
            on_land.push(SoundId::Remove);
        }
        if p.winner.is_some() {
            on_land.push(SoundId::GameOver);
        }
        let travel = p.path.len() as f32 * STEP_SECONDS;
        for (entity, piece, transform) in &pieces {
            let Some(&spot) = places.get(&piece.0) else {
                continue;
            };
            let (target, scale) = (spot.at, spot.scale3());
            let rank = position.piece(piece.0).rank;
            let end_rotation = rank_rotation(rank);
            if instant {
                commands.entity(entity).insert(
                    Transform::from_translation(target)
                        .with_rotation(end_rotation)
                        .with_scale(scale),
                );
                continue;
            }
            let hop = if let Some(k) = group.iter().position(|&g| g == piece.0) {
                let lift = Vec3::Y * (0.3 + k as f32 * PIECE_HEIGHT);
                let mut waypoints = vec![transform.translation];
                let steps = p.path.len();
                for sq in &p.path[..steps.saturating_sub(1)] {
                    waypoints.push(square_top(*sq) + lift);
                }
                waypoints.push(target);
                Hop {
                    end_rotation: Some(end_rotation),
                    flip: piece.0 == mover && p.promoted,
                    on_land: if piece.0 == mover {
                        on_land.clone()
                    } else {
                        Vec::new()
                    },
                    clicks: piece.0 == mover,
                    ..Hop::new(waypoints, 0.0, STEP_SECONDS, HOP_ARC)
                }
            } else if transform.translation.distance(target) > 1e-3
                || transform.rotation.angle_between(end_rotation) > 1e-3
            {
                Hop {
                    end_rotation: Some(end_rotation),
                    ..Hop::new(
                        vec![transform.translation, target],
                        travel,
                        SETTLE_SECONDS,
                        HOP_ARC,
                    )
                }
            } else {
                continue;
            };
            commands.entity(entity).insert((
                hop,
                Transform {
                    scale,
                    ..*transform
                },
            ));
        }
    }
}

pub(super) fn start_tumble(
    mut rolled: MessageReader<UrRolled>,
    mut commands: Commands,
    dice: Query<(Entity, Option<&Tumble>), With<UrDie>>,
) {
    for UrRolled(value) in rolled.read() {
        for (die, tumbling) in &dice {
            let spin = *value as f32 * 1.7 + tumbling.map_or(0.0, |t| t.elapsed);
            commands.entity(die).insert(Tumble::new(
                spin,
                Quat::from_rotation_y(spin) * die_rotation(*value),
                DIE_REST,
                Vec3::new(-0.5, 0.0, 0.3),
                TUMBLE_SECONDS,
            ));
        }
    }
}
