//! The surfaces' grain, made by the app's own code at start: wood, planks, felt, paint
//! and stone, as light grey detail that a material's colour tints (so every palette
//! keeps its colours, and the grain only adds what a real surface has). Each texture
//! tiles, carries its mipmaps (no shimmer where the grain is small on screen) and is
//! made from a fixed seed: the same picture every start.
//!
//! They are made at start, and the log says how long ("grain made in N ms"); they are
//! not cached on disk (yet: see docs/decisions.md).

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
    /// Makes every texture.
    pub fn make(images: &mut Assets<Image>) -> Grain {
        let start = std::time::Instant::now();
        let mut add = |pixels: Vec<[u8; 4]>| images.add(image_with_mips(pixels, SIDE));
        let grain = Grain {
            wood: add(texture(|x, y| wood(x, y, 7, 6.0))),
            fine_wood: add(texture(|x, y| 0.3 + 0.7 * wood(x, y, 11, 14.0))),
            planks: add(texture(planks)),
            paint: add(texture(paint)),
            felt: add(texture(felt)),
            stone: add(texture(stone)),
        };
        info!("grain made in {} ms", start.elapsed().as_millis());
        grain
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

/// A texture's pixels from a brightness in 0..=1 at each point of the unit square.
fn texture(f: impl Fn(f32, f32) -> f32) -> Vec<[u8; 4]> {
    let mut pixels = Vec::with_capacity(SIDE * SIDE);
    for j in 0..SIDE {
        for i in 0..SIDE {
            let v = f(i as f32 / SIDE as f32, j as f32 / SIDE as f32).clamp(0.0, 1.0);
            let byte = (v * 255.0).round() as u8;
            pixels.push([byte, byte, byte, 255]);
        }
    }
    pixels
}

/// A repeating, linearly filtered sRGB image with all its mip levels.
fn image_with_mips(pixels: Vec<[u8; 4]>, side: usize) -> Image {
    let mut data: Vec<u8> = pixels.iter().flatten().copied().collect();
    let mut level = pixels;
    let mut size = side;
    let mut levels = 1;
    while size > 1 {
        level = halve(&level, size);
        size /= 2;
        levels += 1;
        data.extend(level.iter().flatten());
    }
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
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
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
fn halve(level: &[[u8; 4]], side: usize) -> Vec<[u8; 4]> {
    let half = side / 2;
    let mut out = Vec::with_capacity(half * half);
    for j in 0..half {
        for i in 0..half {
            let at = |di: usize, dj: usize| level[(2 * j + dj) * side + 2 * i + di];
            let mut px = [0u8; 4];
            for (c, out) in px.iter_mut().enumerate() {
                let sum: u32 = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)]
                    .iter()
                    .map(|p| p[c] as u32)
                    .sum();
                *out = ((sum + 2) / 4) as u8;
            }
            out.push(px);
        }
    }
    out
}

/// A pseudo-random value in 0..1 for a lattice point.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32)
        .wrapping_mul(0x8da6_b343)
        .wrapping_add((y as u32).wrapping_mul(0xd816_3841))
        .wrapping_add(seed.wrapping_mul(0xcb1a_b31f));
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0xff_ffff) as f32 / 0x100_0000 as f32
}

/// Smooth value noise that repeats every `px` cells across and `py` cells down; `x` and
/// `y` in cells.
fn noise(x: f32, y: f32, (px, py): (i32, i32), seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (i, j) = (x0 as i32, y0 as i32);
    let at = |a: i32, b: i32| hash(a.rem_euclid(px), b.rem_euclid(py), seed);
    let top = at(i, j) + (at(i + 1, j) - at(i, j)) * sx;
    let bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * sx;
    top + (bottom - top) * sy
}

/// Fractal noise in 0..1 over the unit square, repeating at its edges: `octaves` layers
/// from `cells` lattice cells across (and `cells * stretch` down).
fn fbm(x: f32, y: f32, (cells, stretch): (i32, i32), octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut weight, mut total) = (0.0, 1.0, 0.0);
    let (mut cx, mut cy) = (cells, cells * stretch);
    for o in 0..octaves {
        sum += weight * noise(x * cx as f32, y * cy as f32, (cx, cy), seed + o);
        total += weight;
        weight *= 0.5;
        cx *= 2;
        cy *= 2;
    }
    sum / total
}

/// Wood along x: growth rings (`rings` across the square) bent by slow noise, and fine
/// fibres; from about 0.7 (late wood) to 1.
fn wood(x: f32, y: f32, seed: u32, rings: f32) -> f32 {
    figured_wood(x, y, seed, rings, 0.35)
}

/// Wood whose rings wander by `figure` (a wide board's flame) or run nearly straight
/// (a quarter-sawn plank's).
fn figured_wood(x: f32, y: f32, seed: u32, rings: f32, figure: f32) -> f32 {
    let bend = fbm(x, y, (2, 1), 3, seed) - 0.5;
    let ring = ((y + bend * figure) * rings).rem_euclid(1.0);
    // Early wood pale and wide, late wood a darker narrow band.
    let late = (ring * std::f32::consts::PI).sin().powi(8);
    let fibres = fbm(x, y, (2, 48), 2, seed + 17);
    0.98 - 0.16 * late - 0.12 * (fibres - 0.5).abs() * 2.0
}

/// Four planks across the square, each its own cut of wood, with dark seams and one butt
/// joint each.
fn planks(x: f32, y: f32) -> f32 {
    const ROWS: f32 = 4.0;
    let row = (y * ROWS).floor();
    let within = y * ROWS - row;
    let seed = 31 + row as u32 * 5;
    // Each plank a different part of the tree: shifted along its length.
    let shift = hash(row as i32, 3, 99);
    let grain = figured_wood(
        (x + shift).rem_euclid(1.0),
        (within + row) / ROWS,
        seed,
        16.0,
        0.06,
    );
    let tone = 0.9 + 0.1 * hash(row as i32, 7, 5);
    let joint = (x - hash(row as i32, 11, 5)).rem_euclid(1.0);
    let seam_y = within.min(1.0 - within) * SIDE as f32 / ROWS;
    let seam_x = joint.min(1.0 - joint) * SIDE as f32;
    let seam = (seam_y.min(seam_x) / 1.5).min(1.0);
    grain * tone * (0.45 + 0.55 * seam)
}

/// Paint: long faint brush marks over a quiet grain.
fn paint(x: f32, y: f32) -> f32 {
    let brush = fbm(x, y, (1, 64), 2, 61);
    let under = figured_wood(x, y, 63, 9.0, 0.05);
    0.9 + 0.05 * brush + 0.05 * (under - 0.7) / 0.3
}

/// Cloth: a fine weave and a soft nap.
fn felt(x: f32, y: f32) -> f32 {
    let i = (x * SIDE as f32) as i32;
    let j = (y * SIDE as f32) as i32;
    let weave = if (i + j) % 2 == 0 { 1.0 } else { 0.94 };
    let nap = fbm(x, y, (16, 1), 3, 51);
    let cloud = fbm(x, y, (3, 1), 3, 53);
    weave * (0.82 + 0.1 * nap + 0.08 * cloud)
}

/// A stone's faint mottling and veins.
fn stone(x: f32, y: f32) -> f32 {
    let cloud = fbm(x, y, (4, 1), 4, 71);
    let vein = (1.0 - ((fbm(x, y, (3, 1), 3, 73) - 0.5).abs() * 24.0).min(1.0)) * 0.08;
    0.9 + 0.1 * cloud - vein
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brightness(f: impl Fn(f32, f32) -> f32) -> (f32, f32) {
        let px = texture(f);
        let v: Vec<f32> = px.iter().map(|p| p[0] as f32 / 255.0).collect();
        let mean = v.iter().sum::<f32>() / v.len() as f32;
        let spread = v.iter().map(|x| (x - mean).abs()).sum::<f32>() / v.len() as f32;
        (mean, spread)
    }

    /// The grain tints the materials' colours without darkening them much, and each
    /// surface does show a grain (not flat).
    #[test]
    fn every_surface_is_light_and_has_grain() {
        for (name, f) in [
            ("wood", (|x, y| wood(x, y, 7, 6.0)) as fn(f32, f32) -> f32),
            ("planks", planks),
            ("paint", paint),
            ("felt", felt),
            ("stone", stone),
        ] {
            let (mean, spread) = brightness(f);
            assert!((0.7..=0.97).contains(&mean), "{name}: mean {mean}");
            assert!(spread > 0.01, "{name}: flat ({spread})");
        }
    }

    /// Repeats seamlessly: the noise at one edge continues at the other.
    #[test]
    fn the_noise_tiles() {
        for y in [0.1f32, 0.37, 0.8] {
            let a = fbm(0.0, y, (3, 2), 4, 9);
            let b = fbm(1.0, y, (3, 2), 4, 9);
            assert!((a - b).abs() < 1e-4, "{a} {b}");
            let c = fbm(y, 0.0, (3, 2), 4, 9);
            let d = fbm(y, 1.0, (3, 2), 4, 9);
            assert!((c - d).abs() < 1e-4, "{c} {d}");
        }
    }

    /// Every mip level is there, down to one pixel, and keeps the mean brightness.
    #[test]
    fn the_mipmaps_are_complete() {
        let px = texture(felt);
        let image = image_with_mips(px.clone(), SIDE);
        assert_eq!(image.texture_descriptor.mip_level_count, 9);
        let total: usize = (0..9).map(|l| (SIDE >> l) * (SIDE >> l) * 4).sum();
        let data = image.data.as_ref().unwrap();
        assert_eq!(data.len(), total);
        let mean = px.iter().map(|p| p[0] as f32).sum::<f32>() / px.len() as f32;
        let last = data[data.len() - 4] as f32;
        assert!((mean - last).abs() < 2.0, "{mean} {last}");
    }
}
