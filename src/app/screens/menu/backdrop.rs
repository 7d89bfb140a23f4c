//! The menu's backdrop: the walnut table the games rest on, seen close and out of focus
//! under a lamp over the cards, falling off into the room's dark at the window's edges
//! (not a flat colour). One textured mesh of the table's own wood grain: as cheap to
//! draw as the flat fill it replaces, on any renderer.

use bevy_egui::egui::{self, Color32, Pos2, Rect};

/// The walnut under the lamp, and the room's dark far from it (sRGB).
const LIT: [f32; 3] = [92.0, 60.0, 38.0];
const DARK: [f32; 3] = [9.0, 8.0, 8.0];
/// Where the lamp's pool has fallen to the room's dark: its radius over the window's
/// half-diagonal.
const FALL: f32 = 1.05;
/// How many times the grain repeats across the window (few: seen close, out of focus).
const REPEATS: f32 = 1.3;
/// The mesh's cells across and down (the light is smooth between its vertices).
const CELLS: (usize, usize) = (24, 14);

/// How lit the table is at `d`, the distance from the lamp over the window's
/// half-diagonal: full at its centre, smoothly to dark at [`FALL`].
pub fn light(d: f32) -> f32 {
    let t = (d / FALL).clamp(0.0, 1.0);
    let s = t * t * (3.0 - 2.0 * t);
    (1.0 - s).powf(1.4)
}

/// The table's colour at a distance `d` from the lamp (see [`light`]).
fn colour(d: f32) -> Color32 {
    let l = light(d);
    let c = |i: usize| (DARK[i] + (LIT[i] - DARK[i]) * l).round() as u8;
    Color32::from_rgb(c(0), c(1), c(2))
}

/// Paints the table over `rect`, its lamp over `lamp` (the cards' middle); in plain
/// colour where the grain is not there (a window whose textures are still coming).
pub fn paint(painter: &egui::Painter, rect: Rect, lamp: Pos2, wood: Option<egui::TextureId>) {
    let mut mesh = egui::Mesh::with_texture(wood.unwrap_or_default());
    let reach = rect.size().length() / 2.0;
    let (nx, ny) = CELLS;
    for j in 0..=ny {
        for i in 0..=nx {
            let at =
                rect.min + rect.size() * egui::vec2(i as f32 / nx as f32, j as f32 / ny as f32);
            let uv = match wood {
                // The grain runs across the window; its rings, squeezed a little, read
                // as a wide board seen at a slant.
                Some(_) => Pos2::new(
                    (at.x - rect.min.x) / rect.width() * REPEATS,
                    (at.y - rect.min.y) / rect.width() * REPEATS * 1.6,
                ),
                None => egui::epaint::WHITE_UV,
            };
            mesh.vertices.push(egui::epaint::Vertex {
                pos: at,
                uv,
                color: colour((at - lamp).length() / reach),
            });
        }
    }
    let index = |i: usize, j: usize| (j * (nx + 1) + i) as u32;
    for j in 0..ny {
        for i in 0..nx {
            let (a, b, c, d) = (
                index(i, j),
                index(i + 1, j),
                index(i, j + 1),
                index(i + 1, j + 1),
            );
            mesh.indices.extend([a, b, c, b, d, c]);
        }
    }
    painter.add(egui::Shape::mesh(mesh));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lit over the cards, dark at the window's corners, with no step between.
    #[test]
    fn the_lamp_falls_off_smoothly_to_the_rooms_dark() {
        assert_eq!(light(0.0), 1.0);
        assert!(light(1.0) < 0.02);
        let centre = colour(0.0);
        let corner = colour(1.0);
        assert!(centre.r() > 3 * corner.r(), "{centre:?} {corner:?}");
        let mut last = 1.0;
        for k in 0..=100 {
            let now = light(k as f32 / 100.0);
            assert!(now <= last && last - now < 0.04, "a step at {k}%");
            last = now;
        }
    }
}
