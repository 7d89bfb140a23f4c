//! What the dice games' boards share, naming no game: the die's faces and pips, and the
//! plain materials their boards are made of.

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

/// The pips of all six faces of a die `size` wide, as children of the die.
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
            die.spawn((
                Mesh3d(pip.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(at).with_scale(Vec3::splat(scale)),
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

impl MoveMarks {
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
