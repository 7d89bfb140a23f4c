//! Where everything of Royal d'Ûr stands on the table: squares, the waiting stacks, the
//! trophies, the die, and each piece (prisoners piled on their captor).

use std::collections::HashMap;

use bevy::prelude::*;

use crate::rules::Player;
use crate::rules::ur::{PIECES, PieceId, Place, Position, Square, path_square};

/// Distance between square centres.
pub const SPACING: f32 = 1.0;

/// Top of the squares.
pub const TILE_TOP: f32 = 0.14;

/// Height of one piece.
pub const PIECE_HEIGHT: f32 = 0.12;

/// Radius of a free piece (prisoners are smaller).
pub const PIECE_RADIUS: f32 = 0.33;

/// Prisoners are drawn this much smaller than free pieces.
pub const PRISONER_SCALE: f32 = 0.78;

/// And this much thinner: a tower of five (an officer and four prisoners) full height
/// stood so tall that its badge hid the square behind it and that square's label.
pub const PRISONER_HEIGHT: f32 = 0.6;

/// Where the die rests: in front of the board's middle, on the near side, so that the
/// board and the die together are little wider than the board and fill a wide window.
pub const DIE_REST: Vec3 = Vec3::new(0.5, DIE_SIZE / 2.0 + 0.02, 2.55);

/// Radius of the die's tray.
pub const TRAY_RADIUS: f32 = 0.7;

/// Edge of the die.
pub const DIE_SIZE: f32 = 0.56;

/// Centre of a square's top.
pub fn square_top(square: Square) -> Vec3 {
    Vec3::new(
        (square.col as f32 - 3.5) * SPACING,
        TILE_TOP,
        (1.0 - square.row as f32) * SPACING,
    )
}

fn camp_row(player: Player) -> u8 {
    path_square(player, 1).row
}

/// Where `player`'s waiting pieces stand: beside square 1, in the gap of its row.
pub fn waiting_spot(player: Player) -> Vec3 {
    square_top(Square {
        row: camp_row(player),
        col: 4,
    })
    .with_y(0.0)
}

/// Where the pieces `player` removed from the game lie: beside its `A`.
pub fn trophy_spot(player: Player) -> Vec3 {
    square_top(Square {
        row: camp_row(player),
        col: 5,
    })
    .with_y(0.0)
}

/// The corners of what the camera must keep in view: the board, the waiting and
/// removed pieces beside it, and the die.
pub fn outline() -> Vec<Vec3> {
    // The board with its labels and stacks (up to a full waiting stack's height), and
    // the die's tray in front of it: not the box round both, whose empty near corners
    // swing wide when the camera turns and kept the board small.
    let (x, z) = (4.35, 1.75);
    let board = [(-x, -z), (x, -z), (-x, z), (x, z)]
        .into_iter()
        .flat_map(|(x, z)| [Vec3::new(x, 0.0, z), Vec3::new(x, 1.0, z)]);
    let near = DIE_REST.z + TRAY_RADIUS;
    let tray = [-TRAY_RADIUS, TRAY_RADIUS].into_iter().flat_map(|dx| {
        [
            Vec3::new(DIE_REST.x + dx, 0.0, near),
            Vec3::new(DIE_REST.x + dx, DIE_SIZE + 0.1, near),
        ]
    });
    board.chain(tray).collect()
}

/// Where the board's coordinates stand, by the near edge of each square (pieces stand
/// in the middle): each side's path numbers, 1 to 13, its `A` (square 14) and its `D`
/// (the waiting pieces); the shared middle row is numbered once, alike for both.
pub fn coordinate_labels() -> Vec<(Vec3, String)> {
    let edge = Vec3::new(0.0, 0.01, 0.4 * SPACING);
    let mut labels: Vec<(Vec3, String)> = Vec::new();
    for player in [Player::One, Player::Two] {
        for i in 1..=crate::rules::ur::PATH_LEN {
            let at = square_top(path_square(player, i)) + edge;
            let text = crate::rules::ur::step_label(i);
            if !labels.iter().any(|(a, _)| a.distance(at) < 0.01) {
                labels.push((at, text));
            }
        }
        // Beyond the waiting pieces, on the board's outer side.
        let pad = waiting_spot(player);
        let out = 0.62 * pad.z.signum();
        labels.push((
            pad + Vec3::new(0.0, 0.01, out),
            crate::rules::ur::step_label(0),
        ));
    }
    labels
}

/// Where a piece rests: the centre of the piece and its width scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    /// Centre of the piece.
    pub at: Vec3,
    /// Width scale (1 for a lone free piece; smaller in a stack and for prisoners).
    pub scale: f32,
    /// Height scale (1, but thinner for prisoners).
    pub height: f32,
}

impl Spot {
    /// A piece at `at`, `scale` wide, full height.
    pub fn new(at: Vec3, scale: f32) -> Spot {
        Spot {
            at,
            scale,
            height: 1.0,
        }
    }

    /// The piece's transform's scale.
    pub fn scale3(&self) -> Vec3 {
        Vec3::new(self.scale, self.height, self.scale)
    }
}

/// Offsets of the free pieces sharing a square: one in the middle, or up to four side
/// by side (more stand on top of these).
fn stack_slots(n: usize) -> (&'static [(f32, f32)], f32) {
    match n {
        0 | 1 => (&[(0.0, 0.0)], 1.0),
        2 => (&[(-0.22, 0.0), (0.22, 0.0)], 0.66),
        _ => (
            &[(-0.22, -0.22), (0.22, -0.22), (-0.22, 0.22), (0.22, 0.22)],
            0.62,
        ),
    }
}

/// Where every piece stands in `p`. The free pieces sharing a square stand side by
/// side, each on top of what it holds (smaller, prisoners of prisoners included), so a
/// piece and its prisoners read as one tower, the captor's colour on top, that moves
/// together. The
/// waiting pieces stand at `D` in layers of four (lowest number on top: the next to
/// enter), the removed ones so beside the capturer's `A`.
pub fn layout(p: &Position) -> HashMap<PieceId, Spot> {
    let mut out = HashMap::new();
    fn pile(
        p: &Position,
        id: PieceId,
        base: Vec3,
        (scale, height): (f32, f32),
        top: &mut f32,
        out: &mut HashMap<PieceId, Spot>,
    ) {
        // Its prisoners (with theirs) first, under it: the captor stands on top, its
        // colour and number seen, as the commander of a column.
        let mut held: Vec<PieceId> = p.prisoners_of(id).collect();
        held.sort();
        for h in held {
            let smaller = (scale * PRISONER_SCALE, PRISONER_HEIGHT);
            pile(p, h, base, smaller, top, out);
        }
        let y = base.y + *top + 0.5 * height * PIECE_HEIGHT;
        out.insert(
            id,
            Spot {
                at: base.with_y(y),
                scale,
                height,
            },
        );
        *top += height * PIECE_HEIGHT;
    }
    let mut squares: HashMap<Square, Vec<PieceId>> = HashMap::new();
    for (id, piece) in p.pieces() {
        if let (Place::On(sq), None) = (piece.place, piece.holder) {
            squares.entry(sq).or_default().push(id);
        }
    }
    for (sq, mut free) in squares {
        free.sort();
        let (slots, scale) = stack_slots(free.len());
        let mut levels = vec![0.0f32; slots.len()];
        for (k, id) in free.into_iter().enumerate() {
            let slot = k % slots.len();
            let (dx, dz) = slots[slot];
            let base = square_top(sq) + Vec3::new(dx, 0.0, dz);
            let mut level = levels[slot];
            pile(p, id, base, (scale, 1.0), &mut level, &mut out);
            levels[slot] = level;
        }
    }
    for player in [Player::One, Player::Two] {
        // A player's waiting pieces stack on their pad, the highest number at the
        // bottom; the opponent's removed pieces stack as their trophies.
        let waiting = (1..=PIECES).rev().map(|number| PieceId {
            owner: player,
            number,
        });
        let removed = (1..=PIECES).map(|number| PieceId {
            owner: player.other(),
            number,
        });
        for (ids, place, at, scale) in [
            (
                waiting.collect::<Vec<_>>(),
                Place::Waiting,
                waiting_spot(player),
                1.0,
            ),
            (removed.collect(), Place::Removed, trophy_spot(player), 0.9),
        ] {
            // In low layers of four, not one tall stack that would hide the squares
            // behind it: seven pieces stand two high.
            let (slots, small) = stack_slots(4);
            let stacked = ids.into_iter().filter(|&id| p.piece(id).place == place);
            for (k, id) in stacked.enumerate() {
                let (dx, dz) = slots[k % slots.len()];
                let level = (k / slots.len()) as f32;
                out.insert(
                    id,
                    Spot::new(
                        at + Vec3::new(dx, (level + 0.5) * PIECE_HEIGHT, dz),
                        scale * small,
                    ),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ur::{Piece, Rank};

    #[test]
    fn prisoners_stand_under_their_captor_and_stacked_pieces_stand_apart() {
        let sq = path_square(Player::One, 9);
        let on = |holder| Piece {
            place: Place::On(sq),
            rank: Rank::Soldier,
            holder,
        };
        let (a, b) = (
            PieceId {
                owner: Player::One,
                number: 1,
            },
            PieceId {
                owner: Player::One,
                number: 2,
            },
        );
        let x = PieceId {
            owner: Player::Two,
            number: 1,
        };
        let p = Position::setup(
            Player::One,
            &[(a, on(None)), (b, on(None)), (x, on(Some(a)))],
        );
        let spots = layout(&p);
        assert_eq!(spots.len(), 14, "every piece has a place");
        let (sa, sb, sx) = (spots[&a], spots[&b], spots[&x]);
        assert!((sa.at.xz() - sb.at.xz()).length() > 2.0 * PIECE_RADIUS * sa.scale);
        assert_eq!(
            sx.at.xz(),
            sa.at.xz(),
            "the prisoner travels with its captor"
        );
        assert!(
            sx.at.y < sa.at.y && sx.scale < sa.scale,
            "under it, smaller: the captor's colour on top"
        );
        // The next piece to enter is on top of the waiting pieces, which stand in low
        // layers (five: two high).
        let waiting = |n| {
            spots[&PieceId {
                owner: Player::One,
                number: n,
            }]
                .at
                .y
        };
        assert!(waiting(3) > waiting(4));
        assert!(waiting(3) < 2.0 * PIECE_HEIGHT && waiting(4) == waiting(7));
    }
}
