//! Royal d'Ûr from the keyboard: Space (or Enter) rolls; the arrows go through the
//! legal moves (the cursor shows the piece and where it goes); Enter plays the move under
//! the cursor; Esc lets go of a half-made choice; Ctrl+Z undoes.

use crate::app::game_core::PlayRequest;
use bevy::prelude::*;

use crate::app::dice_core::Requests;

use super::view::UrSelection;
use super::{Stage, UrMatch, UrRollRequest};
use crate::app::table::input::{KeyCursor, enter_pressed};
use crate::rules::ur::{Move, Position};

/// The moves the keyboard's cursor goes through: one per piece and destination (pieces
/// of one square that make the same move, [`Position::alike`], are one move, the
/// lowest), from the piece nearest the start.
pub fn key_choices(position: &Position, roll: u8, moves: &[Move]) -> Vec<Move> {
    let mut out: Vec<(u8, u8, Move)> = Vec::new();
    for &mv in moves {
        if let Ok((from, to)) = position.target(mv, roll)
            && !out.iter().any(|&(_, _, m)| position.same_move(m, mv, roll))
        {
            out.push((from, to, mv));
        }
    }
    out.sort_by_key(|&(from, to, _)| (from, to));
    out.into_iter().map(|(_, _, mv)| mv).collect()
}

/// The list the cursor is in now: the picked piece's moves, or every move.
pub fn cursor_list(current: &UrMatch, selection: &UrSelection) -> Vec<Move> {
    match &current.stage {
        Stage::Choose { roll, moves } => key_choices(
            current.game.position(),
            *roll,
            selection.0.as_deref().unwrap_or(moves),
        ),
        _ => Vec::new(),
    }
}

pub(in crate::app) fn plugin(app: &mut App) {
    crate::app::dice_core::keys_plugin::<UrMatch>(app, keys.into_configs());
}

fn keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    current: Res<UrMatch>,
    mut ask: Requests<UrMatch>,
    mut selection: ResMut<UrSelection>,
    mut cursor: ResMut<KeyCursor>,
) {
    let enter = enter_pressed(&keys);
    let human = current.human_to_move();
    match &current.stage {
        Stage::Roll if human && (enter || keys.just_pressed(KeyCode::Space)) => {
            ask.roll.write(UrRollRequest::default());
        }
        Stage::Choose { roll, .. } if human => {
            let list = cursor_list(&current, &selection);
            let id = current.game.history().len() as u64 * 8 + *roll as u64;
            cursor.arrows(&keys, id, list.len());
            if enter && !list.is_empty() {
                if cursor.shown {
                    ask.play
                        .write(PlayRequest::<UrMatch>(list[cursor.at(list.len())]));
                    selection.0 = None;
                } else {
                    cursor.shown = true;
                }
            }
        }
        _ => {}
    }
    // Esc first lets go of a half-made choice (and goes no further).
    if keys.just_pressed(KeyCode::Escape) && selection.0.is_some() {
        selection.0 = None;
        keys.clear_just_pressed(KeyCode::Escape);
    }
}
