//! The mouse on Unlur's board: a click on a cell asks for a stone there, and the cell
//! under the pointer is the hovered one (`marks.rs` shows it). Observers of each cell's
//! pointer events, as Royal d'Ûr's `pointer.rs` has.

use crate::app::game_core::PlayRequest;
use bevy::picking::events::{Click, Out, Over, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::board::{Cell, Hovered};
use super::game::UnlurMatch;
use crate::rules::unlur::Move;

/// A click on a cell asks to place a stone there; the rules decide.
pub(super) fn click_cell(
    click: On<Pointer<Click>>,
    cells: Query<&Cell>,
    current: Res<UnlurMatch>,
    mut requests: MessageWriter<PlayRequest<UnlurMatch>>,
    pointer: crate::app::screens::focus::BoardPointer,
) {
    // Clicks act for people only; the AI sends its own requests.
    if click.button != PointerButton::Primary || !current.human_to_move() || !pointer.free() {
        return;
    }
    if let Ok(cell) = cells.get(click.entity) {
        requests.write(PlayRequest::<UnlurMatch>(Move::Place(cell.id)));
    }
}

pub(super) fn hover_cell(
    over: On<Pointer<Over>>,
    cells: Query<&Cell>,
    mut hovered: ResMut<Hovered>,
    pointer: crate::app::screens::focus::BoardPointer,
) {
    if let Ok(cell) = cells.get(over.entity)
        && pointer.free()
    {
        hovered.0 = Some(cell.id);
    }
}

pub(super) fn leave_cell(out: On<Pointer<Out>>, cells: Query<&Cell>, mut hovered: ResMut<Hovered>) {
    if let Ok(cell) = cells.get(out.entity)
        && hovered.0 == Some(cell.id)
    {
        hovered.0 = None;
    }
}

/// The pointer left the window: the cell it was over is no longer hovered (its mark
/// stayed on the board, a ring on a stone too, until the pointer came back). The
/// keyboard's cursor, while it is shown, keeps its cell.
pub(super) fn leave_window(
    mut left: MessageReader<bevy::window::CursorLeft>,
    cursor: Res<crate::app::table::input::KeyCursor>,
    mut hovered: ResMut<Hovered>,
) {
    if left.read().count() > 0 && !cursor.shown && hovered.0.is_some() {
        hovered.0 = None;
    }
}
