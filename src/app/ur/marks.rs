//! What Royal d'Ûr's board shows a player: where the last move landed, rings under the
//! pieces that can move and discs where they go (the picked piece's only, once one is
//! picked; the hinted piece's only, while a puzzle's hint shows), and the keyboard's
//! choice with its move named.

use bevy::prelude::*;

use super::board::UrAssets;
use super::layout::*;
use super::pointer::UrSelection;
use super::view::UrMark;
use super::{Stage, UrMatch};
use crate::app::dice_core::Marks;
use crate::app::session::screen::ActiveGame;
use crate::app::table::coordinates::CursorLabel;
use crate::rules::ur::{Move, PieceId, path_square};

/// Rings under the pieces that can move, discs on where they can go (only those of
/// the picked piece once one is picked).
pub(super) fn update_marks(
    mut marks: Marks<UrMark, (usize, Stage, Option<Vec<Move>>)>,
    current: Res<UrMatch>,
    selection: Res<UrSelection>,
    assets: Option<Res<UrAssets>>,
    mut label: Option<ResMut<CursorLabel>>,
) {
    let Some(assets) = assets else { return };
    let key = (
        current.game.history().len(),
        current.stage.clone(),
        selection.0.clone(),
    );
    if !marks.redraw(key) {
        return;
    }
    let moving = marks.moving();
    let hint = marks.hint().to_vec();
    let cursor = marks.cursor.clone();
    let ca = marks.cursor_shown().cloned();
    let commands = &mut marks.commands;
    // The cursor's move in words, set below while the arrows lead it.
    let mut named = None;
    if let Some(label) = label.as_mut() {
        label.set_if_neq(CursorLabel(None));
    }
    // Where the last move landed: a thin ring on its square (once the pieces stand still).
    if !moving && let Some(sq) = current.last_landing() {
        commands.spawn((
            DespawnOnExit(ActiveGame::ROYAL_UR),
            UrMark,
            assets
                .marks
                .last_move_ring(square_top(sq) + Vec3::Y * 0.005, 1.12),
        ));
    }
    let Stage::Choose { roll, moves } = &current.stage else {
        return;
    };
    if !current.human_to_move() || moving {
        return;
    }
    let position = current.game.position();
    let player = position.to_move();
    let places = layout(position);
    let shown_moves = selection.0.as_ref().unwrap_or(moves);
    // Where a mark over a square shows: on top of the pieces standing there (an enemy
    // to capture would hide it), else just over the square.
    let over = |sq| {
        let top = square_top(sq);
        let pile = places
            .values()
            .filter(|s| s.at.xz().distance(top.xz()) < SPACING * 0.45)
            .map(|s| s.at.y + PIECE_HEIGHT * 0.5)
            .fold(top.y, f32::max);
        top.with_y(pile)
    };
    let scope = DespawnOnExit(ActiveGame::ROYAL_UR);
    // Where a piece of the player's that is `from` along its path stands.
    let piece_spot = |number: u8, from: u8| {
        let id = PieceId {
            owner: player,
            number,
        };
        places.get(&id).copied().unwrap_or(Spot::new(
            if from == 0 {
                waiting_spot(player)
            } else {
                square_top(path_square(player, from))
            },
            1.0,
        ))
    };
    // The keyboard's cursor: an arrow over the piece, a ring where it goes.
    if let Some(ca) = ca {
        let list = super::keys::cursor_list(&current, &selection);
        if let Some(mv) = list.get(cursor.at(list.len()))
            && let Ok((from, to)) = position.target(*mv, *roll)
        {
            let at = piece_spot(mv.number, from).at;
            commands.spawn((scope.clone(), UrMark, ca.arrow(at + Vec3::Y * 0.1)));
            let ring = over(path_square(player, to));
            commands.spawn((scope.clone(), UrMark, ca.ring(ring)));
            let turn = crate::rules::ur::Turn {
                roll: *roll,
                mv: Some(*mv),
            };
            let text = crate::rules::ur::turn_text(position, turn);
            // The move without its roll (on the dice already): `1:3-7`, `D-3`.
            let text = text
                .split_once(' ')
                .map_or(text.clone(), |(_, m)| m.to_string());
            named = Some((ring, text));
        }
    }
    if let Some(label) = label.as_mut() {
        label.set_if_neq(CursorLabel(named));
    }
    let mut origins = Vec::new();
    for mv in shown_moves {
        let Ok((from, to)) = position.target(*mv, *roll) else {
            continue;
        };
        // A puzzle's hint lights only the piece it names.
        if !hint.is_empty() && !hint.contains(&from.to_string()) {
            continue;
        }
        if !origins.contains(&mv.number) {
            origins.push(mv.number);
            let spot = piece_spot(mv.number, from);
            commands.spawn((
                scope.clone(),
                UrMark,
                assets.marks.can_move_ring(
                    Transform::from_translation(spot.at - Vec3::Y * PIECE_HEIGHT * 0.4)
                        .with_scale(Vec3::new(spot.scale, 1.0, spot.scale)),
                ),
            ));
        }
        {
            commands.spawn((
                scope.clone(),
                UrMark,
                assets.marks.can_go_disc(Transform::from_translation(
                    over(path_square(player, to)) + Vec3::Y * 0.012,
                )),
            ));
        }
    }
}
