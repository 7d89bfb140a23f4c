//! The surfaces' grain, made by the app's own code at start: wood, planks, felt, paint
//! and stone, as light grey detail that a material's colour tints (so every palette
//! keeps its colours, and the grain only adds what a real surface has). Each texture
//! tiles, carries its mipmaps (no shimmer where the grain is small on screen) and is
//! made from a fixed seed: the same picture every start.
//!
//! They are made once and kept in the user's cache folder (`kept`): a later start
//! reads them back (the log says which, and how long it took).
//!
//! The tables' surfaces also have their relief, a normal map made from the same grey
//! levels (darker is deeper: the late wood of a ring, a seam, the gaps of a weave), so
//! that the lit tier's key light catches the grain at a slant.

mod kept;
mod surfaces;

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Side of each texture, in pixels (a power of two, for the mipmaps).
const SIDE: usize = 256;

/// The textures of the table and the boards, shared by every game.
#[derive(Resource, Clone, Debug)]
pub struct Grain {
    /// Long wood grain with growth rings (a board's frame, a table's top).
    pub wood: Handle<Image>,
    /// Close, quiet grain (a go board's kaya, a painted board's plywood).
    pub fine_wood: Handle<Image>,
    /// Deck planks: grain, seams and butt joints.
    pub planks: Handle<Image>,
    /// Paint over plywood: brush marks and the grain faintly under them.
    pub paint: Handle<Image>,
    /// Woven cloth, soft and even.
    pub felt: Handle<Image>,
    /// A stone's faint mottling.
    pub stone: Handle<Image>,
    /// The relief of the tables' surfaces (normal maps): `wood`'s, `planks`' and
    /// `felt`'s, in that order.
    pub relief: [Handle<Image>; 3],
}

impl FromWorld for Grain {
    /// Made where there are images to hold them (not in a headless test, which draws
    /// nothing: its materials keep a default handle).
    fn from_world(world: &mut World) -> Grain {
        match world.get_resource_mut::<Assets<Image>>() {
            Some(mut images) => Grain::make(&mut images),
            None => Grain {
                wood: Handle::default(),
                fine_wood: Handle::default(),
                planks: Handle::default(),
                paint: Handle::default(),
                felt: Handle::default(),
                stone: Handle::default(),
                relief: default(),
            },
        }
    }
}

impl Grain {
    /// Every texture: read back from the cache folder, or made (and kept there).
    pub fn make(images: &mut Assets<Image>) -> Grain {
        let bases = kept::bases(crate::storage::cache_dir().as_deref());
        let [wood, _, planks, _, felt, _] = &bases;
        // How deep each table surface's relief is: the wood's rings barely, the
        // planks' seams and the cloth's weave plainly.
        let relief = [(wood, 3.0), (planks, 8.0), (felt, 6.0)]
            .map(|(base, depth)| images.add(normal_image(&relief(base, SIDE, depth), SIDE)));
        let [wood, fine_wood, planks, paint, felt, stone] =
            bases.map(|base| images.add(image(&with_mips(base, SIDE), SIDE)));
        Grain {
            wood,
            fine_wood,
            planks,
            paint,
            felt,
            stone,
            relief,
        }
    }
}

/// A material of `colour` with the grain `texture` repeated `repeats` times across each
/// face's texture coordinates, under a clear varnish of strength `varnish` (0 for none).
pub fn grained(
    materials: &mut Assets<StandardMaterial>,
    (colour, roughness): (Color, f32),
    texture: &Handle<Image>,
    repeats: f32,
    varnish: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: colour,
        base_color_texture: Some(texture.clone()),
        perceptual_roughness: roughness,
        clearcoat: varnish,
        clearcoat_perceptual_roughness: 0.25,
        uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(repeats)),
        ..default()
    })
}

/// A texture's grey levels from a brightness in 0..=1 at each point of the unit square.
fn texture(f: impl Fn(f32, f32) -> f32) -> Vec<u8> {
    let mut pixels = Vec::with_capacity(SIDE * SIDE);
    for j in 0..SIDE {
        for i in 0..SIDE {
            pixels.push(grey(f(i as f32 / SIDE as f32, j as f32 / SIDE as f32)));
        }
    }
    pixels
}

/// A brightness in 0..=1 as a byte.
fn grey(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// The grey levels of a texture of `side` followed by all its mip levels, down to one
/// pixel.
fn with_mips(mut level: Vec<u8>, side: usize) -> Vec<u8> {
    let mut all = level.clone();
    let mut size = side;
    while size > 1 {
        level = halve(&level, size);
        size /= 2;
        all.extend(&level);
    }
    all
}

/// A repeating, linearly filtered sRGB image of `side` from its grey levels (the base
/// and every mip level).
fn image(levels: &[u8], side: usize) -> Image {
    let pixels = levels.iter().flat_map(|&g| [g, g, g, 255]).collect();
    repeating(pixels, side, TextureFormat::Rgba8UnormSrgb)
}

/// A repeating normal map of `side` from its texels (the base and every mip level),
/// linear as normal maps are read.
fn normal_image(texels: &[u8], side: usize) -> Image {
    repeating(texels.to_vec(), side, TextureFormat::Rgba8Unorm)
}

/// A repeating, linearly filtered image of `side` holding `pixels` (four bytes each,
/// the base level followed by every mip level) in `format`.
fn repeating(pixels: Vec<u8>, side: usize, format: TextureFormat) -> Image {
    let mut image = Image::new_uninit(
        Extent3d {
            width: side as u32,
            height: side as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        format,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(pixels);
    image.texture_descriptor.mip_level_count = side.ilog2() + 1;
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        ..default()
    });
    image
}

/// The tangent-space normals (RGBA, each axis from -1..1 to 0..=255, up the blue) of
/// the grey levels `base` of `side` taken as heights, and of every mip level down to
/// one pixel: the slope between each texel's neighbours (wrapping round, as the grain
/// tiles), `depth` times steep. A coarser level's texels stand further apart: the same
/// relief, read over a wider step, so its slopes are scaled to keep the surface's.
fn relief(base: &[u8], side: usize, depth: f32) -> Vec<u8> {
    let mut all = Vec::new();
    let (mut level, mut size) = (base.to_vec(), side);
    loop {
        let scale = depth * size as f32 / side as f32 / 255.0;
        let at = |i: usize, j: usize| level[(j % size) * size + i % size] as f32;
        for j in 0..size {
            for i in 0..size {
                let dx = (at(i + 1, j) - at(i + size - 1, j)) * scale;
                let dy = (at(i, j + 1) - at(i, j + size - 1)) * scale;
                let n = Vec3::new(-dx, -dy, 1.0).normalize();
                let byte = |v: f32| ((v * 0.5 + 0.5) * 255.0).round() as u8;
                all.extend([byte(n.x), byte(n.y), byte(n.z), 255]);
            }
        }
        if size == 1 {
            return all;
        }
        level = halve(&level, size);
        size /= 2;
    }
}

/// The next mip level: each pixel the mean of four.
fn halve(level: &[u8], side: usize) -> Vec<u8> {
    let half = side / 2;
    let mut out = Vec::with_capacity(half * half);
    for j in 0..half {
        for i in 0..half {
            let at = |di: usize, dj: usize| level[(2 * j + dj) * side + 2 * i + di] as u32;
            out.push(((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1) + 2) / 4) as u8);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every mip level is there, down to one pixel, and keeps the mean brightness.
    #[test]
    fn the_mipmaps_are_complete() {
        let px = texture(surfaces::MAKERS[4]);
        let image = image(&with_mips(px.clone(), SIDE), SIDE);
        assert_eq!(image.texture_descriptor.mip_level_count, 9);
        let total: usize = (0..9).map(|l| (SIDE >> l) * (SIDE >> l) * 4).sum();
        let data = image.data.as_ref().unwrap();
        assert_eq!(data.len(), total);
        let mean = px.iter().map(|&p| p as f32).sum::<f32>() / px.len() as f32;
        let last = data[data.len() - 4] as f32;
        assert!((mean - last).abs() < 2.0, "{mean} {last}");
    }

    /// A flat surface has no relief (every normal straight up); a groove tilts the
    /// normals on its two sides toward each other, and every level is there.
    #[test]
    fn the_relief_follows_the_grain() {
        let flat = relief(&vec![200; 16 * 16], 16, 3.0);
        assert_eq!(
            flat.len(),
            (0..5).map(|l| (16 >> l) * (16 >> l) * 4).sum::<usize>()
        );
        assert!(
            flat.chunks(4).all(|n| n == [128, 128, 255, 255]),
            "flat: {:?}",
            &flat[..8]
        );
        // A dark groove down column 8: the texel left of it faces right (+x), the
        // one right of it faces left.
        let groove: Vec<u8> = (0..16 * 16)
            .map(|k| if k % 16 == 8 { 40 } else { 200 })
            .collect();
        let n = relief(&groove, 16, 3.0);
        let x = |i: usize| n[(4 * 16 + i) * 4];
        assert!(x(7) > 150 && x(9) < 106, "{} {}", x(7), x(9));
        assert_eq!(x(3), 128);
    }
}
