//! Unlur's keys: the arrows move the cell cursor (the hover mark), Enter places a stone
//! there, P passes, H hints, Ctrl+Z undoes.

use crate::app::game_core::{PlayRequest, UndoRequest};
use bevy::prelude::*;

use super::ai_player::HintRequest;
use super::board::Hovered;
use super::game::UnlurMatch;
use super::turns::Requests;
use crate::app::ground::order::Step;
use crate::app::screens::focus::game_keys_on;
use crate::app::screens::keys::global_keys;
use crate::app::table::input::{ctrl_held, enter_pressed, keyboard_free};
use crate::rules::unlur::{Board, Cell, Move};

/// Unlur's keys (part of the input plugin).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>().add_systems(
        Update,
        shortcuts
            .run_if(super::active)
            .run_if(game_keys_on)
            .after(global_keys)
            .in_set(Step::Input)
            .run_if(keyboard_free)
            .run_if(not(in_state(crate::app::session::screen::Screen::Demo))),
    );
}

/// The neighbour of `from` that the arrow going `(dx, dy)` reaches (x to the right, y
/// up the screen): the neighbour most in that direction, within 60 degrees of it; of two
/// as good (up and down on a hex grid), the one nearer the column `anchor`, so that
/// going up or down zigzags around one column.
pub fn cursor_step(board: &Board, from: Cell, (dx, dy): (f32, f32), anchor: f32) -> Option<Cell> {
    let (fx, fy) = board.centre(from);
    let mut best: Option<(Cell, f32, f32)> = None;
    for n in board.neighbours(from) {
        let (x, y) = board.centre(n);
        let (vx, vy) = (x - fx, y - fy);
        let cos = (vx * dx + vy * dy) / (vx * vx + vy * vy).sqrt().max(1e-6);
        if cos < 0.45 {
            continue;
        }
        let off = (x - anchor).abs();
        let better = match best {
            None => true,
            Some((_, c, o)) => cos > c + 1e-3 || ((cos - c).abs() <= 1e-3 && off < o),
        };
        if better {
            best = Some((n, cos, off));
        }
    }
    best.map(|(n, _, _)| n)
}

/// The cell nearest the board's centre (where the cursor starts).
pub fn centre_cell(board: &Board) -> Option<Cell> {
    board.cells().min_by(|&a, &b| {
        let d = |c| {
            let (x, y) = board.centre(c);
            x * x + y * y
        };
        d(a).total_cmp(&d(b))
    })
}

/// Where the Unlur cursor's up and down keep to (the column of the last left or right),
/// and the last cell the mouse or the arrows were on (the arrows go on from there once
/// the mouse has left the board).
#[derive(Default)]
struct Anchor {
    column: Option<f32>,
    last: Option<Cell>,
}

fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    mut ask: Requests,
    current: Res<UnlurMatch>,
    mut hovered: ResMut<Hovered>,
    mut anchor: Local<Anchor>,
    mut cursor: ResMut<crate::app::table::input::KeyCursor>,
) {
    let ctrl = ctrl_held(&keys);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        ask.undo.write(UndoRequest::<UnlurMatch>::default());
    } else if !ctrl && keys.just_pressed(KeyCode::KeyP) && current.human_to_move() {
        ask.moves.write(PlayRequest::<UnlurMatch>(Move::Pass));
    } else if !ctrl && keys.just_pressed(KeyCode::KeyH) && current.human_to_move() {
        ask.hint.write(HintRequest);
    }
    // The cursor is the hover mark: the arrows move it from where the mouse left it.
    let board = current.game.board();
    let valid = |c: &Cell| c.index() < board.cell_count();
    if hovered.0.is_some() {
        anchor.last = hovered.0;
    }
    let arrows = [
        (KeyCode::ArrowLeft, (-1.0, 0.0)),
        (KeyCode::ArrowRight, (1.0, 0.0)),
        (KeyCode::ArrowUp, (0.0, 1.0)),
        (KeyCode::ArrowDown, (0.0, -1.0)),
    ];
    for (key, dir) in arrows {
        if !keys.just_pressed(key) {
            continue;
        }
        cursor.shown = true;
        // From the mark under the mouse, or from where the mouse left the board: each
        // arrow moves a cell (the first one after the mouse only showed the cursor, and
        // Right twice moved one cell); from the centre when nothing was marked yet.
        let at = hovered.0.filter(valid).or(anchor.last.filter(valid));
        let next = match at {
            None => centre_cell(board),
            Some(from) => {
                let column = anchor.column.unwrap_or(board.centre(from).0);
                cursor_step(board, from, dir, column).or(Some(from))
            }
        };
        if let Some(cell) = next {
            if dir.0 != 0.0 || anchor.column.is_none() || at.is_none() {
                anchor.column = Some(board.centre(cell).0);
            }
            hovered.0 = Some(cell);
            anchor.last = Some(cell);
        }
    }
    if enter_pressed(&keys) && current.human_to_move() {
        match hovered.0.filter(valid) {
            Some(cell) => {
                ask.moves
                    .write(PlayRequest::<UnlurMatch>(Move::Place(cell)));
            }
            None => {
                cursor.shown = true;
                hovered.0 = anchor.last.filter(valid).or_else(|| centre_cell(board));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_walk_the_hex_grid_and_up_down_zigzag_around_a_column() {
        let board = Board::new(4).unwrap();
        let name = |c: Cell| board.name(c).to_string();
        let centre = centre_cell(&board).unwrap();
        assert_eq!(board.centre(centre), (0.0, 0.0));
        // Right goes along the row.
        let (x0, y0) = board.centre(centre);
        let r = cursor_step(&board, centre, (1.0, 0.0), x0).unwrap();
        assert_eq!(board.centre(r), (x0 + 1.0, y0));
        // Up twice comes back to the same column.
        let up1 = cursor_step(&board, centre, (0.0, 1.0), x0).unwrap();
        let up2 = cursor_step(&board, up1, (0.0, 1.0), x0).unwrap();
        assert!(board.centre(up1).1 > y0);
        assert!((board.centre(up2).0 - x0).abs() < 1e-4, "{}", name(up2));
        // At the edge there is no step further.
        let corner = board
            .cells()
            .max_by(|&a, &b| board.centre(a).0.total_cmp(&board.centre(b).0))
            .unwrap();
        assert_eq!(cursor_step(&board, corner, (1.0, 0.0), 0.0), None);
        // Every cell can be reached from the centre with the arrows.
        let mut seen = vec![centre];
        let mut todo = vec![centre];
        while let Some(c) = todo.pop() {
            for dir in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
                for anchor in [board.centre(c).0 - 0.5, board.centre(c).0 + 0.5] {
                    if let Some(n) = cursor_step(&board, c, dir, anchor)
                        && !seen.contains(&n)
                    {
                        seen.push(n);
                        todo.push(n);
                    }
                }
            }
        }
        assert_eq!(seen.len(), board.cell_count());
    }
}
