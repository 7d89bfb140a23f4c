//! Where everything of Uckers stands on the table: the track, the bases, the tubes,
//! the dice, and each piece (blobs as towers).

use std::collections::HashMap;
use std::sync::LazyLock;

use bevy::prelude::*;

use crate::rules::uckers::{Colour, PIECES, PieceId, Position, Square, TRACK_LEN};

/// Top of the squares.
pub const TILE_TOP: f32 = 0.12;
/// Height of one piece in a tower.
pub const PIECE_HEIGHT: f32 = 0.26;
/// Radius of a piece.
pub const PIECE_RADIUS: f32 = 0.32;
/// Edge of a die.
pub const DIE_SIZE: f32 = 0.75;
/// Where the two dice rest.
pub const DICE_REST: [Vec3; 2] = [
    Vec3::new(9.5, DIE_SIZE / 2.0 + 0.02, -0.65),
    Vec3::new(9.5, DIE_SIZE / 2.0 + 0.02, 0.65),
];

/// The track in clockwise order as (row, column) cells of the 15 x 15 grid, from `t0`
/// (yellow's doorstep, one cell in from the left edge).
pub static TRACK: LazyLock<Vec<(i32, i32)>> = LazyLock::new(|| {
    let mut t = Vec::with_capacity(TRACK_LEN as usize);
    t.extend((1..=5).map(|c| (6, c)));
    t.extend((0..=5).rev().map(|r| (r, 6)));
    t.push((0, 7));
    t.extend((0..=5).map(|r| (r, 8)));
    t.extend((9..=14).map(|c| (6, c)));
    t.push((7, 14));
    t.extend((9..=14).rev().map(|c| (8, c)));
    t.extend((9..=14).map(|r| (r, 8)));
    t.push((14, 7));
    t.extend((9..=14).rev().map(|r| (r, 6)));
    t.extend((0..=5).rev().map(|c| (8, c)));
    t.push((7, 0));
    t.push((6, 0));
    t
});

/// Each colour's direction from the centre towards its arm, as (row, column).
pub(super) const ARM: [(i32, i32); 4] = [(0, -1), (-1, 0), (0, 1), (1, 0)];

pub(super) fn cell(row: f32, col: f32) -> Vec3 {
    Vec3::new(col - 7.0, TILE_TOP, row - 7.0)
}

/// The centre of a base quadrant.
pub(super) fn base_centre(c: Colour) -> Vec3 {
    let (r, col) = match c {
        Colour::Yellow => (2.5, 2.5),
        Colour::Red => (2.5, 11.5),
        Colour::Green => (11.5, 11.5),
        Colour::Blue => (11.5, 2.5),
    };
    cell(r, col)
}

/// The centre of a square's top.
pub fn square_top(sq: Square) -> Vec3 {
    match sq {
        Square::Track(t) => {
            let (r, c) = TRACK[t as usize % TRACK.len()];
            cell(r as f32, c as f32)
        }
        Square::Tube(colour, k) => {
            // Tube square 1 is next to the tube's end, 5 next to home.
            let (dr, dc) = ARM[colour.index()];
            let d = 7 - i32::from(k.clamp(1, 5));
            cell((7 + dr * d) as f32, (7 + dc * d) as f32)
        }
        Square::Home(colour) => {
            let (dr, dc) = ARM[colour.index()];
            cell(7.0 + dr as f32 * 0.75, 7.0 + dc as f32 * 0.75)
        }
        Square::Base(colour) => base_centre(colour),
    }
}

/// Where the board's coordinates stand, in the middle of their squares (not straddling
/// two of them): every fifth track square (`t0`, `t5`, ... `t50`) and the first square
/// of each tube (`yT1`...). A piece on the square hides its label
/// ([`crate::app::table::coordinates::CoversLabel`]: a label over a piece read as a
/// mark on it).
pub fn coordinate_labels() -> Vec<(Vec3, String)> {
    let edge = Vec3::new(0.0, 0.01, 0.0);
    let track = (0..TRACK_LEN).step_by(5).map(Square::Track);
    let tubes = Colour::ALL.into_iter().map(|c| Square::Tube(c, 1));
    track
        .chain(tubes)
        .map(|sq| (square_top(sq) + edge, sq.to_string()))
        .collect()
}

/// The corners the camera keeps in view: the board and the dice beside it.
pub fn outline() -> Vec<Vec3> {
    let (x0, x1, z) = (-7.8, DICE_REST[0].x + 0.9, 7.8);
    [(x0, -z), (x1, -z), (x0, z), (x1, z)]
        .into_iter()
        .flat_map(|(x, z)| [Vec3::new(x, 0.0, z), Vec3::new(x, 0.8, z)])
        .collect()
}

/// Where every piece stands: towers on shared squares (the first to arrive at the
/// bottom), pieces in base on their four spots, pieces home in their colour's corner
/// of the centre.
pub fn layout(p: &Position) -> HashMap<PieceId, Vec3> {
    let mut out = HashMap::new();
    for c in Colour::ALL {
        for index in 0..PIECES {
            let id = PieceId { colour: c, index };
            let sq = p.square(id);
            let at = match sq {
                Square::Base(_) => {
                    let (dx, dz) =
                        [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)][index as usize];
                    base_centre(c) + Vec3::new(dx, 0.0, dz)
                }
                Square::Home(_) => {
                    let (dr, dc) = ARM[c.index()];
                    let side = (index as f32 - 1.5) * 0.3;
                    square_top(sq) + Vec3::new(dr as f32 * side, 0.0, dc as f32 * side)
                }
                _ => {
                    let level = p.pieces_on(sq).iter().position(|&q| q == id).unwrap_or(0);
                    square_top(sq) + Vec3::Y * level as f32 * PIECE_HEIGHT
                }
            };
            out.insert(id, at + Vec3::Y * PIECE_HEIGHT / 2.0);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_track_is_a_loop_of_neighbouring_cells_with_the_doorsteps_in_place() {
        assert_eq!(TRACK.len(), 52);
        for i in 0..52 {
            // Neighbours, diagonally at the four inner corners of the cross.
            let (a, b) = (TRACK[i], TRACK[(i + 1) % 52]);
            assert_eq!(
                (a.0 - b.0).abs().max((a.1 - b.1).abs()),
                1,
                "t{i} and the next"
            );
        }
        let mut cells = TRACK.clone();
        cells.sort();
        cells.dedup();
        assert_eq!(cells.len(), 52);
        assert_eq!(TRACK[Colour::Red.doorstep() as usize], (1, 8));
        assert_eq!(TRACK[Colour::Green.tube_end() as usize], (7, 14));
        // Each tube starts next to its tube's end and runs to the centre.
        for c in Colour::ALL {
            let end = square_top(Square::Track(c.tube_end()));
            let t1 = square_top(Square::Tube(c, 1));
            let t5 = square_top(Square::Tube(c, 5));
            assert!((end.distance(t1) - 1.0).abs() < 1e-4, "{c:?}");
            assert!(t5.xz().length() < t1.xz().length(), "{c:?}");
            assert!((t5.xz().length() - 2.0).abs() < 1e-4, "{c:?}");
        }
    }

    #[test]
    fn the_coordinates_stand_on_the_squares_they_name() {
        let labels = coordinate_labels();
        assert_eq!(
            labels.len(),
            11 + 4,
            "t0 to t50 by fives, and the four tubes"
        );
        for (at, text) in labels {
            let squares = (0..TRACK_LEN).map(Square::Track).chain(
                Colour::ALL
                    .into_iter()
                    .flat_map(|c| (1..=5).map(move |k| Square::Tube(c, k))),
            );
            let nearest = squares
                .min_by(|a, b| {
                    let d = |s: &Square| square_top(*s).distance(at);
                    d(a).total_cmp(&d(b))
                })
                .unwrap();
            assert_eq!(nearest.to_string(), text);
        }
    }
}
