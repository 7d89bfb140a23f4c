//! Tuning constants of the view, together: sizes, colours, timings.

use bevy::prelude::*;

/// Distance between neighbouring cell centres, in world units.
pub const CELL_SPACING: f32 = 1.0;
/// Circumradius of a cell tile (a little under spacing / sqrt(3), leaving a groove).
pub const CELL_RADIUS: f32 = 0.545;
/// Height of a cell tile above the board base.
pub const CELL_HEIGHT: f32 = 0.12;
/// Radius of a stone.
pub const STONE_RADIUS: f32 = 0.40;
/// A stone is a sphere squashed to this fraction of its height.
pub const STONE_FLATTEN: f32 = 0.42;
/// Height the placement animation drops a stone from.
pub const DROP_HEIGHT: f32 = 2.2;
/// Duration of the placement drop, in seconds.
pub const DROP_SECONDS: f32 = 0.25;
/// Duration of the refusal shake, in seconds.
pub const SHAKE_SECONDS: f32 = 0.3;
/// Top surface of the cell tiles.
pub const TILE_TOP: f32 = CELL_HEIGHT;
/// Resting height of a stone's centre.
pub const STONE_REST_Y: f32 = TILE_TOP + STONE_RADIUS * STONE_FLATTEN;

/// Background behind the table.
pub const CLEAR_COLOUR: Color = Color::srgb(0.075, 0.085, 0.10);
/// Board base (dark walnut).
pub const BASE_COLOUR: Color = Color::srgb(0.24, 0.15, 0.09);
/// Interior cells (light maple).
pub const INTERIOR_COLOUR: Color = Color::srgb(0.86, 0.72, 0.50);
/// Edge cells when they are playable.
pub const EDGE_COLOUR: Color = Color::srgb(0.78, 0.62, 0.40);
/// Edge cells during the contract, when they are not playable: dim and greyed.
pub const EDGE_LOCKED_COLOUR: Color = Color::srgb(0.36, 0.31, 0.27);
/// Rim segments of the sides of one Y triple {N, SE, SW}.
pub const RIM_A_COLOUR: Color = Color::srgb(0.60, 0.20, 0.16);
/// Rim segments of the other Y triple {S, NE, NW}.
pub const RIM_B_COLOUR: Color = Color::srgb(0.16, 0.33, 0.52);
/// Black stones.
pub const BLACK_STONE: Color = Color::srgb(0.045, 0.045, 0.05);
/// White stones.
pub const WHITE_STONE: Color = Color::srgb(0.93, 0.92, 0.88);
/// Glow of the winning group.
pub const WIN_GLOW: LinearRgba = LinearRgba::rgb(1.6, 0.95, 0.15);
/// The last-move ring.
pub const LAST_MOVE_COLOUR: Color = Color::srgb(0.95, 0.35, 0.20);
/// Hover mark on a playable cell.
pub const HOVER_OK: Color = Color::srgba(0.35, 0.85, 0.45, 0.55);
/// Hover mark on a cell where no stone may go now.
pub const HOVER_BAD: Color = Color::srgba(0.90, 0.20, 0.18, 0.65);
/// Hover mark on a stone (the keyboard's cursor shows there too), a ring on its top:
/// a mid grey that reads on black and white stones alike, in every palette; not the red
/// of a refusal (one's own stone looked wrong in it), nor a pale disc over the whole
/// stone (it turned one's own black stone grey).
pub const HOVER_TAKEN: Color = Color::srgba(0.62, 0.60, 0.56, 0.95);
