//! What the board says as play goes on: the hovered cell, the locked edges of the
//! contract, the last move, the hint and the refused cell (the winning group's moment is
//! `win.rs`; the mouse's own events, `pointer.rs`).

use bevy::prelude::*;

use super::assets::BoardAssets;
use super::board::*;
use super::game::UnlurMatch;
use crate::app::game_core::Refused;
use crate::app::look::style::*;
use crate::app::table::animation::Attention;
use crate::app::unlur::tweens::Shake;
use crate::rules::unlur::{Move, Phase};

/// A refused placement shakes its cell a little.
pub(super) fn shake_refused_cell(
    mut refused: MessageReader<Refused<UnlurMatch>>,
    view: Res<BoardView>,
    mut commands: Commands,
) {
    for Refused(r) in refused.read() {
        if let Move::Place(cell) = r.mv
            && let Some(&entity) = view.cells.get(cell.index())
        {
            commands.entity(entity).insert(Shake::new(SHAKE_SECONDS));
        }
    }
}

/// During the contract the edge cells are dimmed: nobody may play there yet.
pub(super) fn lock_edges_in_contract(
    current: Res<UnlurMatch>,
    assets: Option<Res<BoardAssets>>,
    mut cells: Query<(&Cell, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    let Some(assets) = assets else { return };
    let board = current.game.board();
    let locked = current.game.phase() == Phase::Contract;
    for (cell, mut material) in &mut cells {
        if cell.id.index() >= board.cell_count() || !board.is_edge(cell.id) {
            continue;
        }
        let want = if locked {
            &assets.edge_locked
        } else {
            &assets.edge
        };
        if material.0 != *want {
            material.0 = want.clone();
        }
    }
}

/// Puts a ring on top of the last stone placed (none at the start or just after a
/// pass). The ring is the stone's child, so it falls with it.
pub(super) fn move_last_move_marker(
    current: Res<UnlurMatch>,
    assets: Option<Res<BoardAssets>>,
    mut commands: Commands,
    markers: Query<Entity, With<LastMoveMarker>>,
    stones: Query<(Entity, &Stone)>,
) {
    let Some(assets) = assets else { return };
    for e in &markers {
        commands.entity(e).despawn();
    }
    let Some(Move::Place(cell)) = current.game.history().last() else {
        return;
    };
    if let Some((stone, _)) = stones.iter().find(|(_, s)| s.cell == *cell) {
        commands.spawn((
            UNLUR_VIEW,
            LastMoveMarker,
            Mesh3d(assets.ring.clone()),
            MeshMaterial3d(assets.last_move.clone()),
            Transform::from_xyz(0.0, STONE_RADIUS, 0.0),
            ChildOf(stone),
            Pickable::IGNORE,
        ));
    }
}

/// Shows over the hovered cell whether a stone may go there now: on an empty cell a
/// disc on the tile, on a stone a disc on top of the stone (the keyboard's cursor must
/// never vanish, also where it cannot play).
pub(super) fn update_hover_marker(
    hovered: Res<Hovered>,
    current: Res<UnlurMatch>,
    assets: Option<Res<BoardAssets>>,
    mut commands: Commands,
    mut markers: Query<
        (
            Entity,
            &mut Transform,
            &mut MeshMaterial3d<StandardMaterial>,
            &mut Mesh3d,
        ),
        With<HoverMarker>,
    >,
) {
    let Some(assets) = assets else { return };
    // A mark for a person: none in a game only the AI plays (the demo's).
    let person = current
        .seats
        .contains(&crate::app::session::game::Seat::Human);
    let target = hovered
        .0
        .filter(|_| person)
        .filter(|c| c.index() < current.game.board().cell_count())
        .filter(|_| current.game.phase() != Phase::Over);
    let mut existing = markers.iter_mut();
    let first = existing.next();
    // Exactly one marker at most: drop any extra.
    for (extra, ..) in existing {
        commands.entity(extra).despawn();
    }
    match (target, first) {
        (None, Some((e, ..))) => commands.entity(e).despawn(),
        (None, None) => {}
        (Some(cell), first) => {
            let top = match current.game.stone(cell) {
                Some(_) => STONE_REST_Y + STONE_RADIUS * STONE_FLATTEN + 0.012,
                None => TILE_TOP + 0.012,
            };
            let pos = cell_position(current.game.board(), cell).with_y(top);
            // On a stone, a ring on its top (it keeps the stone's colour); on a tile,
            // a disc that says whether a stone may go there.
            let mesh = if current.game.stone(cell).is_some() {
                &assets.taken_ring
            } else {
                &assets.disc
            };
            let material = if current.game.stone(cell).is_some() {
                &assets.hover_taken
            } else if current.game.can_place(cell) {
                &assets.hover_ok
            } else {
                &assets.hover_bad
            };
            match first {
                Some((_, mut transform, mut mat, mut shape)) => {
                    if shape.0 != *mesh {
                        shape.0 = mesh.clone();
                    }
                    // Written only when it moves: a still mark lets the window sleep.
                    if transform.translation != pos {
                        transform.translation = pos;
                    }
                    if mat.0 != *material {
                        mat.0 = material.clone();
                    }
                }
                None => {
                    commands.spawn((
                        UNLUR_VIEW,
                        HoverMarker,
                        Mesh3d(mesh.clone()),
                        MeshMaterial3d(material.clone()),
                        Transform::from_translation(pos),
                        Pickable::IGNORE,
                    ));
                }
            }
        }
    }
}

/// The keyboard's cursor says its cell's name just above it, while the arrows lead it.
pub(super) fn name_the_cursor(
    hovered: Res<Hovered>,
    cursor: Res<crate::app::table::input::KeyCursor>,
    current: Res<UnlurMatch>,
    mut label: ResMut<crate::app::table::coordinates::CursorLabel>,
) {
    let board = current.game.board();
    let want = hovered
        .0
        .filter(|c| cursor.shown && c.index() < board.cell_count())
        .map(|c| {
            let top = cell_position(board, c).with_y(STONE_REST_Y);
            (top, board.name(c).to_string())
        });
    label.set_if_neq(crate::app::table::coordinates::CursorLabel(want));
}

/// Puts a pulsing ring on the suggested cell while the hint is for this position, or on
/// each cell of the area a puzzle's hint lights.
pub(super) fn show_hint_marker(
    current: Res<UnlurMatch>,
    (ai, puzzles): (
        Res<super::ai_player::AiState>,
        Option<Res<crate::app::session::puzzle::Puzzles>>,
    ),
    assets: Option<Res<BoardAssets>>,
    mut commands: Commands,
    markers: Query<(Entity, &HintMarker, &Transform)>,
) {
    let Some(assets) = assets else { return };
    let board = current.game.board();
    let at = |cell: crate::rules::unlur::Cell| cell_position(board, cell).with_y(TILE_TOP + 0.03);
    let mut want: Vec<Vec3> = match ai.current_hint(&current) {
        Some(Move::Place(cell)) if cell.index() < board.cell_count() => vec![at(cell)],
        _ => Vec::new(),
    };
    if let Some(p) = puzzles.as_ref() {
        want.extend(p.hint_cells().iter().filter_map(
            |name| match crate::rules::unlur::parse_move(board, name) {
                Ok(Move::Place(cell)) if cell.index() < board.cell_count() => Some(at(cell)),
                _ => None,
            },
        ));
    }
    for (e, _, t) in &markers {
        match want.iter().position(|p| p.xz() == t.translation.xz()) {
            // Already there.
            Some(i) => {
                want.swap_remove(i);
            }
            None => commands.entity(e).despawn(),
        }
    }
    for pos in want {
        commands.spawn((
            UNLUR_VIEW,
            HintMarker,
            Attention::default(),
            Mesh3d(assets.halo.clone()),
            MeshMaterial3d(assets.hint_material.clone()),
            Transform::from_translation(pos),
            Pickable::IGNORE,
        ));
    }
}

pub(super) fn pulse_hint_marker(
    time: Res<Time>,
    mut markers: Query<(&mut Attention, &mut Transform), With<HintMarker>>,
) {
    for (mut attention, mut t) in &mut markers {
        let s = 1.0 + 0.12 * attention.sway(time.delta_secs());
        let scale = Vec3::new(s, 1.0, s);
        if t.scale != scale {
            t.scale = scale;
        }
    }
}
