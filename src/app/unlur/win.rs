//! The moment a game is won: the winning group lights along its path, cell after cell,
//! from the goal's first side to the others, as the winning stone lands and the bell
//! rises, the camera leaning toward it and back (an undo puts the glow out; a board
//! built again shows it at once).

use std::collections::HashSet;

use bevy::prelude::*;

use super::assets::BoardAssets;
use super::board::*;
use super::game::UnlurMatch;
use crate::app::game_core::TurnPlayed;
use crate::app::ground::pace::Frames;
use crate::app::look::style::*;
use crate::app::table::animation::AnimationSettings;
use crate::app::table::camera::CameraFlourish;
use crate::rules::unlur::Cell as CellId;

/// Seconds between two cells of the path lighting, at normal speed.
pub const PATH_STEP: f32 = 0.09;

/// A halo of the winning group waiting for its turn to light: `in_seconds` of
/// animation time from now.
#[derive(Component, Debug)]
pub struct PathLight {
    /// The cell it rings.
    pub cell: CellId,
    /// Animation time left before it lights.
    pub in_seconds: f32,
}

/// Lights up the group that decided the game (and only it; an undo clears it). Won
/// just now, with animations on, its halos light one by one ([`light_the_path`]);
/// otherwise all at once.
pub(super) fn highlight_winning_group(
    current: Res<UnlurMatch>,
    assets: Option<Res<BoardAssets>>,
    animation: Res<AnimationSettings>,
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    mut commands: Commands,
    mut stones: Query<(
        Entity,
        &Stone,
        &mut MeshMaterial3d<StandardMaterial>,
        Has<WinningStone>,
    )>,
    halos: Query<Entity, With<WinningHalo>>,
) {
    let won_now = played
        .read()
        .any(|TurnPlayed(p)| p.played.outcome.is_some());
    let Some(assets) = assets else { return };
    let game = &current.game;
    let group = game.winning_group();
    let winners: HashSet<CellId> = group.iter().copied().collect();
    // The order of lighting: the path first, cell after cell, then the rest of the
    // group together.
    let path = game.winning_path();
    let steps: Vec<(CellId, usize)> = path
        .iter()
        .enumerate()
        .map(|(i, c)| (*c, i))
        .chain(
            group
                .into_iter()
                .filter(|c| !path.contains(c))
                .map(|c| (c, path.len() + 1)),
        )
        .collect();
    let staged = won_now && !animation.instant() && !winners.is_empty();
    let board = game.board();
    if staged {
        // The camera leans toward the path as it lights, and back.
        let centre =
            path.iter().map(|c| cell_position(board, *c)).sum::<Vec3>() / path.len().max(1) as f32;
        commands.insert_resource(CameraFlourish::toward(
            centre.with_y(TILE_TOP),
            animation.drop_seconds,
        ));
    } else if winners.is_empty() {
        commands.remove_resource::<CameraFlourish>();
    }
    for (entity, stone, mut material, marked) in &mut stones {
        let winning = winners.contains(&stone.cell);
        if winning && staged {
            // Lit in its turn.
            continue;
        }
        if winning != marked {
            material.0 = assets.stone_material(stone.colour, winning);
            if winning {
                commands.entity(entity).insert(WinningStone);
            } else {
                commands.entity(entity).remove::<WinningStone>();
            }
        }
    }
    // A golden halo around each winning stone, on the tile.
    for e in &halos {
        commands.entity(e).despawn();
    }
    for (cell, step) in steps {
        // The winning stone falls first; the path lights as it lands.
        let wait = if staged {
            animation.drop_seconds + step as f32 * PATH_STEP
        } else {
            0.0
        };
        let mut halo = commands.spawn((
            UNLUR_VIEW,
            WinningHalo,
            Mesh3d(assets.halo.clone()),
            MeshMaterial3d(assets.halo_material.clone()),
            Transform::from_translation(cell_position(board, cell).with_y(TILE_TOP + 0.02)),
            Pickable::IGNORE,
        ));
        if wait > 0.0 {
            halo.insert((
                PathLight {
                    cell,
                    in_seconds: wait,
                },
                Visibility::Hidden,
            ));
        }
    }
}

/// Lights the halos of the path whose turn has come, and their stones with them.
pub(super) fn light_the_path(
    time: Res<Time>,
    animation: Res<AnimationSettings>,
    assets: Option<Res<BoardAssets>>,
    mut waiting: Query<(Entity, &mut PathLight, &mut Visibility)>,
    mut stones: Query<(Entity, &Stone, &mut MeshMaterial3d<StandardMaterial>)>,
    mut commands: Commands,
    mut frames: ResMut<Frames>,
) {
    let Some(assets) = assets else { return };
    if waiting.is_empty() {
        return;
    }
    let dt = animation.pace(time.delta_secs());
    for (entity, mut light, mut visibility) in &mut waiting {
        light.in_seconds -= dt;
        if light.in_seconds > 0.0 {
            continue;
        }
        *visibility = Visibility::Inherited;
        commands.entity(entity).remove::<PathLight>();
        for (stone_entity, stone, mut material) in &mut stones {
            if stone.cell == light.cell {
                material.0 = assets.stone_material(stone.colour, true);
                commands.entity(stone_entity).insert(WinningStone);
            }
        }
    }
    frames.now();
}
