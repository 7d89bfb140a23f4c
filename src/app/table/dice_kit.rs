//! What the dice games' boards share, naming no game: the die's faces and pips, and the
//! plain materials their boards are made of.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Direction of a die face showing `value` (1 up, 6 down, 2/5 on X, 3/4 on Z).
pub fn face_normal(value: u8) -> Vec3 {
    match value {
        1 => Vec3::Y,
        6 => Vec3::NEG_Y,
        2 => Vec3::X,
        5 => Vec3::NEG_X,
        3 => Vec3::Z,
        _ => Vec3::NEG_Z,
    }
}

/// The die's rotation that shows `value` on top.
pub fn die_rotation(value: u8) -> Quat {
    Quat::from_rotation_arc(face_normal(value), Vec3::Y)
}

/// The pips of a die face, on a 3 x 3 grid (-1, 0, 1).
pub fn pip_layout(value: u8) -> Vec<(f32, f32)> {
    let corners = [(-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (1.0, -1.0)];
    match value {
        1 => vec![(0.0, 0.0)],
        2 => corners[..2].to_vec(),
        3 => vec![corners[0], (0.0, 0.0), corners[1]],
        4 => corners.to_vec(),
        5 => [corners.as_slice(), &[(0.0, 0.0)]].concat(),
        _ => vec![
            (-1.0, -1.0),
            (-1.0, 0.0),
            (-1.0, 1.0),
            (1.0, -1.0),
            (1.0, 0.0),
            (1.0, 1.0),
        ],
    }
}

/// How round a die's edges and corners are, in parts of its width.
const ROUNDING: f32 = 0.1;
/// Steps along each rounded edge.
const EDGE_STEPS: usize = 4;

/// A die's body `size` wide with rounded edges and corners, like a real die's (a sharp
/// cube catches no light along its edges). Each face is a grid whose lines crowd into the
/// rounding, each point pushed out from the cube's core to the rounding's radius, so the
/// edges are true quarter circles and the faces flat.
pub fn rounded_cube(size: f32) -> Mesh {
    let h = size / 2.0;
    let r = size * ROUNDING;
    let core = h - r;
    // The grid's lines across a face: through the rounding at even angles, then flat.
    let mut lines: Vec<f32> = (0..=EDGE_STEPS)
        .map(|k| {
            let angle = std::f32::consts::FRAC_PI_2 * k as f32 / EDGE_STEPS as f32;
            -core - r * angle.cos()
        })
        .collect();
    lines.extend(lines.clone().iter().rev().map(|t| -t));
    let n = lines.len();
    let (mut positions, mut normals, mut indices) = (Vec::new(), Vec::new(), Vec::new());
    for value in 1..=6u8 {
        let normal = face_normal(value);
        let u = normal.any_orthonormal_vector();
        let w = normal.cross(u);
        let first = positions.len() as u32;
        for &b in &lines {
            for &a in &lines {
                let on_cube = normal * h + u * a + w * b;
                let inner = on_cube.clamp(Vec3::splat(-core), Vec3::splat(core));
                let out = (on_cube - inner).normalize_or(normal);
                positions.push((inner + out * r).to_array());
                normals.push(out.to_array());
            }
        }
        for j in 0..n as u32 - 1 {
            for i in 0..n as u32 - 1 {
                let at = |i: u32, j: u32| first + j * n as u32 + i;
                // Counter-clockwise seen from outside (u x w is the face's normal).
                indices.extend([at(i, j), at(i + 1, j), at(i + 1, j + 1)]);
                indices.extend([at(i, j), at(i + 1, j + 1), at(i, j + 1)]);
            }
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_indices(Indices::U32(indices))
}

/// The pips of all six faces of a die `size` wide, as children of the die: dark, flat
/// dots sunk nearly level with the face (painted hollows, not beads).
pub fn spawn_pips(
    die: &mut ChildSpawnerCommands,
    size: f32,
    pip: &Handle<Mesh>,
    material: &Handle<StandardMaterial>,
    scale: f32,
) {
    for value in 1..=6u8 {
        let n = face_normal(value);
        let (u, w) = if n.y != 0.0 {
            (Vec3::X, Vec3::Z)
        } else if n.x != 0.0 {
            (Vec3::Y, Vec3::Z)
        } else {
            (Vec3::X, Vec3::Y)
        };
        for (a, b) in pip_layout(value) {
            let at = n * size / 2.0 + (u * a + w * b) * size * 0.26;
            // Flattened along the face's normal: a shallow cap shows, not a bead.
            let flat = Vec3::splat(scale) - n.abs() * scale * 0.75;
            die.spawn((
                Mesh3d(pip.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(at).with_scale(flat),
                Pickable::IGNORE,
            ));
        }
    }
}

/// A plain material of `color` and `roughness`.
pub fn plain(
    materials: &mut Assets<StandardMaterial>,
    color: Color,
    roughness: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: color,
        perceptual_roughness: roughness,
        ..default()
    })
}

/// What a dice board marks moves with: a ring round a piece that can move, a disc where
/// it can go, a ring where the last move landed; recoloured with the palette.
#[derive(Clone, Debug)]
pub struct MoveMarks {
    pub ring: Handle<Mesh>,
    pub disc: Handle<Mesh>,
    pub from: Handle<StandardMaterial>,
    pub to: Handle<StandardMaterial>,
    pub last_move: Handle<StandardMaterial>,
}

/// The ring where the last move landed.
#[derive(Component, Debug)]
pub struct LastMoveMark;

/// A mark round a piece that can move (or, Uckers, on a base whose pieces can).
#[derive(Component, Debug)]
pub struct CanMoveMark;

impl MoveMarks {
    /// The ring round a piece that can move, placed and sized by `at`.
    pub fn can_move_ring(&self, at: Transform) -> impl Bundle {
        (
            CanMoveMark,
            Mesh3d(self.ring.clone()),
            MeshMaterial3d(self.from.clone()),
            at,
            Pickable::IGNORE,
        )
    }

    /// The disc where a piece that can move can go, placed and sized by `at`.
    pub fn can_go_disc(&self, at: Transform) -> impl Bundle {
        (
            Mesh3d(self.disc.clone()),
            MeshMaterial3d(self.to.clone()),
            at,
            Pickable::IGNORE,
        )
    }

    /// A thin ring where the last move landed, at `at`, `width` times a piece's ring.
    pub fn last_move_ring(&self, at: Vec3, width: f32) -> impl Bundle {
        (
            LastMoveMark,
            Mesh3d(self.ring.clone()),
            MeshMaterial3d(self.last_move.clone()),
            Transform::from_translation(at).with_scale(Vec3::new(width, 0.35, width)),
            Pickable::IGNORE,
        )
    }

    /// The marks for pieces of `piece_radius`, with discs of `disc_radius`, in the
    /// standard palette.
    pub fn new(
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<StandardMaterial>,
        (ring_inner, ring_outer): (f32, f32),
        disc_radius: f32,
    ) -> MoveMarks {
        let c = crate::app::table::palette::move_marks(crate::settings::Palette::Standard);
        MoveMarks {
            ring: meshes.add(Torus::new(ring_inner, ring_outer)),
            disc: meshes.add(Cylinder::new(disc_radius, 0.02).mesh().resolution(32)),
            from: materials.add(StandardMaterial {
                base_color: c.from,
                emissive: c.glow,
                ..default()
            }),
            to: materials.add(StandardMaterial {
                base_color: c.to,
                alpha_mode: AlphaMode::Blend,
                unlit: true,
                ..default()
            }),
            last_move: plain(materials, crate::app::look::style::LAST_MOVE_COLOUR, 0.5),
        }
    }

    /// Recolours the marks for `palette`.
    pub fn repaint(
        &self,
        palette: crate::settings::Palette,
        materials: &mut Assets<StandardMaterial>,
    ) {
        use crate::app::table::palette::{last_move, move_marks, recolour};
        let c = move_marks(palette);
        recolour(materials, &self.from, c.from, Some(c.glow));
        recolour(materials, &self.to, c.to, None);
        recolour(materials, &self.last_move, last_move(palette), None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rounded die is as wide as asked, every point on its surface, its edges
    /// round (no point at a sharp corner), its normals outward, its triangles facing out.
    #[test]
    fn the_die_is_rounded_and_whole() {
        let size = 0.56;
        let mesh = rounded_cube(size);
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("no positions");
        };
        let points: Vec<Vec3> = positions.iter().map(|p| Vec3::from_array(*p)).collect();
        let widest = points.iter().map(|p| p.x.abs()).fold(0.0, f32::max);
        assert!((widest - size / 2.0).abs() < 1e-5, "{widest}");
        let corner = points.iter().map(|p| p.length()).fold(0.0, f32::max);
        assert!(
            corner < size / 2.0 * 3f32.sqrt() * 0.95,
            "a sharp corner: {corner}"
        );
        let Some(Indices::U32(indices)) = mesh.indices() else {
            panic!("no indices");
        };
        for t in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|k| points[t[k] as usize]);
            let facing = (b - a).cross(c - a);
            if facing.length() > 1e-9 {
                assert!(facing.dot(a + b + c) > 0.0, "a triangle faces in at {a}");
            }
        }
    }

    #[test]
    fn every_face_shows_its_value_on_top_with_its_pips() {
        for value in 1..=6u8 {
            let up = die_rotation(value) * face_normal(value);
            assert!(up.abs_diff_eq(Vec3::Y, 1e-5), "{value}: {up}");
            assert_eq!(pip_layout(value).len(), usize::from(value));
        }
        // Opposite faces add up to seven.
        for value in 1..=6u8 {
            assert!((face_normal(value) + face_normal(7 - value)).length() < 1e-6);
        }
    }
}
