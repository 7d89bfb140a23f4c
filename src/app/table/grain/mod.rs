//! The surfaces' grain, made by the app's own code at start: wood, planks, felt, paint
//! and stone, as light grey detail that a material's colour tints (so every palette
//! keeps its colours, and the grain only adds what a real surface has). Each texture
//! tiles, carries its mipmaps (no shimmer where the grain is small on screen) and is
//! made from a fixed seed: the same picture every start.
//!
//! They are made once and kept in the user's cache folder ([`kept`]): a later start
//! reads them back (the log says which, and how long it took).

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
            },
        }
    }
}

impl Grain {
    /// Every texture: read back from the cache folder, or made (and kept there).
    pub fn make(images: &mut Assets<Image>) -> Grain {
        let [wood, fine_wood, planks, paint, felt, stone] =
            kept::bases(crate::storage::cache_dir().as_deref())
                .map(|base| images.add(image(&with_mips(base, SIDE), SIDE)));
        Grain {
            wood,
            fine_wood,
            planks,
            paint,
            felt,
            stone,
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
    let mut image = Image::new_uninit(
        Extent3d {
            width: side as u32,
            height: side as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(levels.iter().flat_map(|&g| [g, g, g, 255]).collect());
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
}
