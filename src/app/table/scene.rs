//! The table a board rests on, and the room around it: each game puts its board on a
//! surface of its own (a walnut table, a museum's linen, a mess deck's planks) that
//! catches the board's shadow and falls off into the dark of the room, like a table
//! under a lamp. The fall-off is in the table itself (its vertices darken away from the
//! board), so it costs nothing on any renderer and holds at any window size.

use bevy::asset::{RenderAssetUsages, embedded_asset};
use bevy::math::Affine2;
use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

use super::grain::Grain;

/// What a board rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// A dark walnut table, its grain long and quiet (a go set's table).
    Walnut,
    /// A deep blue linen, as in a museum's case.
    Linen,
    /// Worn teak planks with dark seams (a ship's mess deck).
    Deck,
}

impl Surface {
    /// The surface's colour (the grain tints it), its roughness, how many world units
    /// one repeat of its grain covers, its grain and its relief.
    fn finish(self, grain: &Grain) -> (Color, f32, f32, Handle<Image>, Handle<Image>) {
        let [wood, planks, cloth] = grain.relief.clone();
        match self {
            Surface::Walnut => (
                Color::srgb(0.15, 0.10, 0.07),
                0.42,
                9.0,
                grain.wood.clone(),
                wood,
            ),
            Surface::Linen => (
                Color::srgb(0.12, 0.16, 0.26),
                0.95,
                2.6,
                grain.felt.clone(),
                cloth,
            ),
            Surface::Deck => (
                Color::srgb(0.46, 0.32, 0.19),
                0.7,
                5.0,
                grain.planks.clone(),
                planks,
            ),
        }
    }
}

/// Where a board rests: its surface, the height of the board's underside, and how far
/// from the board's centre the table stays fully lit (about the board's half-width).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Setting {
    /// The table's surface.
    pub surface: Surface,
    /// The height of the table's top: the board's underside.
    pub top: f32,
    /// The radius of the lamp's pool of light.
    pub reach: f32,
}

/// The table under the board on screen, with its look in both tiers' materials: lit
/// by the room on the high tier, lit by its own lamp alone on the low.
#[derive(Component, Debug)]
pub struct Tabletop {
    /// Its material in the room's light.
    pub lit: Handle<StandardMaterial>,
    /// Its material by its lamp alone, made when the low tier first needs it.
    pub plain: Option<Handle<LampLit>>,
}

/// The table's material on the low tier: its grain, tinted by its colour and by the
/// lamp's pool of light in its vertices, with no light computed at all (the standard
/// material's shader, even unlit, made every frame a third slower at 1920x1080 on a
/// software renderer: the table covers most of the window).
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct LampLit {
    /// The surface's colour (linear).
    #[uniform(0)]
    pub tint: LinearRgba,
    /// How many times the grain repeats across the table (x, y; the rest unused).
    #[uniform(0)]
    pub repeats: Vec4,
    /// The surface's grain.
    #[texture(1)]
    #[sampler(2)]
    pub grain: Handle<Image>,
}

impl LampLit {
    /// The same look as the table's lit material, without the light.
    pub fn like(lit: &StandardMaterial) -> Option<Self> {
        Some(LampLit {
            tint: lit.base_color.to_linear(),
            repeats: lit.uv_transform.matrix2.diagonal().extend(0.0).extend(0.0),
            grain: lit.base_color_texture.clone()?,
        })
    }
}

impl Material for LampLit {
    fn fragment_shader() -> ShaderRef {
        "embedded://unlur/app/table/lamp_lit.wgsl".into()
    }
}

/// The low tier's table material, for the windowed app (it needs a renderer).
pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "lamp_lit.wgsl");
    app.add_plugins(MaterialPlugin::<LampLit>::default());
}

/// How much wider than the pool of light the table is: beyond its edge the room is
/// dark, and the camera never sees that edge.
const TABLE_SPAN: f32 = 6.0;
/// Where the light has fallen to nothing, in pool radii.
const DARK_AT: f32 = 2.2;

/// The table for `setting`: spawn it with the board's scope, so that it goes with the
/// board.
pub fn tabletop(
    setting: Setting,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    grain: &Grain,
) -> impl Bundle {
    let (colour, roughness, repeat, texture, relief) = setting.surface.finish(grain);
    let half = setting.reach * TABLE_SPAN;
    let mesh = lamp_pool(half, setting.reach);
    let material = StandardMaterial {
        base_color: colour,
        base_color_texture: Some(texture),
        normal_map_texture: Some(relief),
        perceptual_roughness: roughness,
        reflectance: 0.3,
        uv_transform: Affine2::from_scale(Vec2::splat(2.0 * half / repeat)),
        ..default()
    };
    let lit = materials.add(material);
    (
        Tabletop {
            lit: lit.clone(),
            plain: None,
        },
        Mesh3d(meshes.add(mesh)),
        MeshMaterial3d(lit),
        Transform::from_xyz(0.0, setting.top - 0.002, 0.0),
        Pickable::IGNORE,
    )
}

/// A flat square of side `2 * half`, its vertices lit by a lamp over its centre: fully
/// within `reach`, falling off smoothly to dark at [`DARK_AT`] times it.
fn lamp_pool(half: f32, reach: f32) -> Mesh {
    let mut mesh = Plane3d::new(Vec3::Y, Vec2::splat(half))
        .mesh()
        .subdivisions(47)
        .build();
    let colours: Vec<[f32; 4]> = match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
        Some(VertexAttributeValues::Float32x3(positions)) => positions
            .iter()
            .map(|p| {
                let light = lamp_light(Vec2::new(p[0], p[2]).length(), reach);
                [light, light, light, 1.0]
            })
            .collect(),
        _ => Vec::new(),
    };
    // Flat and facing up, its texture's u along x: one tangent for every vertex (the
    // relief's normal map needs them).
    let tangents = vec![[1.0, 0.0, 0.0, 1.0]; colours.len()];
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, colours);
    mesh.insert_attribute(Mesh::ATTRIBUTE_TANGENT, tangents);
    mesh.asset_usage = RenderAssetUsages::RENDER_WORLD;
    mesh
}

/// How lit the table is at `distance` from the board's centre (1 within `reach`).
fn lamp_light(distance: f32, reach: f32) -> f32 {
    let t = ((distance - reach) / (reach * (DARK_AT - 1.0))).clamp(0.0, 1.0);
    // Smooth at both ends, and a little light left far out (the room is not a void).
    let s = t * t * (3.0 - 2.0 * t);
    0.04 + 0.96 * (1.0 - s) * (1.0 - s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pool of light is full over the board and fades, without a step, to the
    /// room's dark.
    #[test]
    fn the_table_falls_off_smoothly_into_the_room() {
        let reach = 7.0;
        assert_eq!(lamp_light(0.0, reach), 1.0);
        assert_eq!(lamp_light(reach, reach), 1.0);
        assert!(lamp_light(reach * DARK_AT, reach) < 0.05);
        let mut last = 1.0;
        for k in 0..=100 {
            let d = reach + k as f32 * reach * (DARK_AT - 1.0) / 100.0;
            let now = lamp_light(d, reach);
            assert!(
                now <= last && last - now < 0.05,
                "a step at {d}: {last} -> {now}"
            );
            last = now;
        }
    }

    /// The low tier's table looks like the high tier's, less the light: the same
    /// colour, grain and repeats; a table with no grain has no low-tier twin to make.
    #[test]
    fn the_lamp_lit_table_keeps_the_tables_look() {
        let grain = Handle::<Image>::default();
        let lit = StandardMaterial {
            base_color: Color::srgb(0.15, 0.10, 0.07),
            base_color_texture: Some(grain.clone()),
            uv_transform: Affine2::from_scale(Vec2::new(12.0, 7.0)),
            ..default()
        };
        let plain = LampLit::like(&lit).unwrap();
        assert_eq!(plain.tint, Color::srgb(0.15, 0.10, 0.07).to_linear());
        assert_eq!(plain.repeats, Vec4::new(12.0, 7.0, 0.0, 0.0));
        assert_eq!(plain.grain, grain);
        let bare = StandardMaterial {
            base_color_texture: None,
            ..lit
        };
        assert!(LampLit::like(&bare).is_none());
    }

    /// Each vertex of the table carries its light.
    #[test]
    fn every_vertex_of_the_table_is_lit() {
        let mesh = lamp_pool(40.0, 7.0);
        let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR)
        else {
            panic!("no colours");
        };
        assert_eq!(colours.len(), mesh.count_vertices());
        assert!(colours.iter().any(|c| c[0] == 1.0));
        assert!(colours.iter().any(|c| c[0] < 0.05));
    }
}
