//! Unlur's board on screen in its one order: the view systems of the board, its marks,
//! the win's light and the outline, each a view of [`UnlurMatch`](super::game::UnlurMatch)
//! run after the rules' systems, in the order each must see the one before.

use bevy::prelude::*;

use super::assets::{BoardAssets, make_board_assets};
use super::board::{BoardView, Hovered, forget_board, rebuild_on_reset, spawn_stone_on_move};
use super::game::UnlurMatch;
use super::marks::*;
use super::{outline, pointer, win};
use crate::app::ground::order::Step;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<BoardView>()
        .init_resource::<crate::app::table::coordinates::BoardLabels>()
        .init_resource::<crate::app::table::coordinates::CursorLabel>()
        .init_resource::<crate::app::table::input::KeyCursor>()
        .add_message::<bevy::window::CursorLeft>()
        .add_systems(Startup, make_board_assets)
        .add_systems(
            Update,
            pointer::leave_window.in_set(crate::app::ground::order::Step::Input),
        )
        .add_systems(
            Update,
            (
                rebuild_on_reset,
                outline::publish_outline,
                spawn_stone_on_move,
                shake_refused_cell,
                (
                    lock_edges_in_contract,
                    win::highlight_winning_group,
                    move_last_move_marker,
                )
                    .run_if(resource_changed::<UnlurMatch>),
                win::light_the_path,
                update_hover_marker,
                name_the_cursor,
                crate::app::table::palette::repaint::<BoardAssets>,
                show_hint_marker,
                pulse_hint_marker,
            )
                .chain()
                .in_set(Step::View)
                .run_if(crate::app::unlur::active),
        )
        .add_systems(
            OnExit(crate::app::session::screen::ActiveGame::UNLUR),
            forget_board,
        );
}
