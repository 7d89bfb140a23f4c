//! Where the Unlur board stands for the camera (its hexagon, the sides' names just
//! beyond the rim) and where its coordinates are written.

use bevy::prelude::*;

use super::board::{BoardView, board_radius};
use crate::app::look::style::*;
use crate::rules::unlur::Board;

/// The camera frames the hexagon of the board on screen, whose coordinates are shown.
pub(super) fn publish_outline(
    view: Res<BoardView>,
    mut outline: ResMut<crate::app::table::camera::BoardOutline>,
    mut labels: ResMut<crate::app::table::coordinates::BoardLabels>,
    settings: Option<Res<crate::app::ground::settings::AppSettings>>,
    screen: Option<Res<State<crate::app::session::screen::Screen>>>,
) {
    // Again when the language changes: the sides' names are words (SW is SO in French).
    let language = settings.as_ref().is_some_and(|s| s.is_changed());
    let screen_changed = screen.as_ref().is_some_and(|s| s.is_changed());
    if view.is_changed() || language || screen_changed {
        let t = settings.as_ref().map_or(crate::i18n::Tr::EN, |s| s.tr());
        // The sides' names stand just beyond the rim. The demo shows them alone (its
        // captions name the sides; no cell is named there), large.
        let demo = screen
            .as_ref()
            .is_some_and(|s| *s.get() == crate::app::session::screen::Screen::Demo);
        let names = SIDE_NAME_OUT + if demo { 0.45 } else { 0.15 };
        outline.set_if_neq(crate::app::table::camera::BoardOutline(
            crate::app::table::framing::hexagon_outline(view.radius() + names),
        ));
        if let Some(board) = Board::new(view.side) {
            let mut all = coordinate_labels(&board, t);
            if demo {
                // The sides' names come last.
                all.drain(..all.len() - crate::rules::unlur::Side::ALL.len());
            }
            labels.set_if_neq(crate::app::table::coordinates::BoardLabels(all));
        }
    }
}

/// How far beyond the rim the sides' names stand, in world units.
const SIDE_NAME_OUT: f32 = 0.5;

/// Where the board's coordinates stand: each row's letter beyond both its ends, each
/// cell number at both ends of the cells of that number (which run up from the bottom
/// (S) and lower right (SE) sides to the middle row, and on from there to the top (N)
/// and upper right (NE) sides: a number written at the bottom alone was not in line
/// with its cells in the upper rows), and the six sides' names further out.
pub fn coordinate_labels(board: &Board, t: crate::i18n::Tr) -> Vec<(Vec3, String)> {
    let at = |(x, y): (f32, f32), (dx, dy): (f32, f32), out: f32| {
        Vec3::new(
            (x + dx * out) * CELL_SPACING,
            0.05,
            -(y + dy * out) * CELL_SPACING,
        )
    };
    let (c30, s30) = (3f32.sqrt() / 2.0, 0.5);
    let mut labels = Vec::new();
    let rows = board.rows();
    for row in 0..rows {
        let letter = ((b'a' + row as u8) as char).to_string();
        let ends = [(0, -1.0), (board.row_len(row) - 1, 1.0)];
        for (column, dx) in ends {
            if let Some(cell) = board.cell_at(row, column) {
                labels.push((at(board.centre(cell), (dx, 0.0), 1.0), letter.clone()));
            }
        }
    }
    let side = board.side();
    for number in 1..=(2 * side - 1) {
        // Where the cells of this number start (below) and end (above).
        let (low, low_out) = if number <= side {
            (0, (0.0, -1.0))
        } else {
            (number - side, (c30, -s30))
        };
        let (high, high_out) = if number <= side {
            (rows - 1, (0.0, 1.0))
        } else {
            (3 * side - 2 - number, (c30, s30))
        };
        for (row, out) in [(low, low_out), (high, high_out)] {
            if let Some(cell) = board.cell_at(row, number - 1) {
                labels.push((at(board.centre(cell), out, 0.95), number.to_string()));
            }
        }
    }
    // The rim's flat sides stand at the board's radius times cos 30°.
    let rim = board_radius(side) * c30;
    for (i, s) in crate::rules::unlur::Side::ALL.into_iter().enumerate() {
        let angle = (90.0 - 60.0 * i as f32).to_radians();
        let out = rim + SIDE_NAME_OUT;
        let at = Vec3::new(angle.cos() * out, 0.05, -angle.sin() * out);
        labels.push((at, super::words::side_name(t, s).to_string()));
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::unlur::board::cell_position;

    /// Each row's letter stands beyond both ends of its row, each number by a cell of
    /// that number at both ends of its line: the labels say the names the notation uses,
    /// in the upper rows as in the lower ones.
    #[test]
    fn the_coordinates_name_the_cells_they_stand_by() {
        for side in [4, 6, 8] {
            let board = Board::new(side).unwrap();
            let labels = coordinate_labels(&board, crate::i18n::Tr::EN);
            let rows = 2 * side - 1;
            assert_eq!(
                labels.len(),
                2 * rows + 2 * rows + 6,
                "letters, numbers, sides"
            );
            let nearest = |at: Vec3| {
                board
                    .cells()
                    .min_by(|a, b| {
                        let d = |c| cell_position(&board, c).distance(at.with_y(0.0));
                        d(*a).total_cmp(&d(*b))
                    })
                    .unwrap()
            };
            for (at, text) in &labels {
                if text.chars().all(|c| c.is_ascii_lowercase()) {
                    // In line with its row, beyond its first or its last cell.
                    let first = board.parse_cell(&format!("{text}1")).unwrap();
                    let (row, _) = board.coords(first);
                    let last = board.cell_at(row, board.row_len(row) - 1).unwrap();
                    let (p, q) = (cell_position(&board, first), cell_position(&board, last));
                    assert!(
                        (at.z - p.z).abs() < 1e-4 && (at.x < p.x - 0.5 || at.x > q.x + 0.5),
                        "{text} at {at}"
                    );
                } else if text.chars().all(|c| c.is_ascii_digit()) {
                    let name = board.name(nearest(*at)).to_string();
                    assert!(name[1..] == **text, "{text} at {at} is by {name}");
                }
            }
            // Every number stands twice: below and above its cells; h4's 4 is one row
            // above the top of its line (play-test 3: h4 was not on the line of the 4).
            for n in 1..=rows {
                let at: Vec<&Vec3> = labels
                    .iter()
                    .filter(|(_, t)| *t == n.to_string())
                    .map(|(at, _)| at)
                    .collect();
                assert_eq!(at.len(), 2, "{n} on side {side}");
                assert!(at[1].z < at[0].z, "{n}: the second above the first");
            }
            // The sides' names stand outside the board, N beyond the far row.
            let n = labels.iter().find(|(_, t)| t == "N").unwrap().0;
            let far = cell_position(&board, board.cell_at(rows - 1, 0).unwrap());
            assert!(n.z < far.z - 1.0, "{n} beyond {far}");
        }
    }
}
