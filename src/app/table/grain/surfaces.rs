//! The surfaces' grain as brightness over the unit square, from the app's own value
//! noise with fixed seeds (no Bevy here: numbers in, numbers out).

use super::SIDE;

/// Each texture's maker, in the order of [`super::Grain`]'s fields.
pub(super) const MAKERS: [fn(f32, f32) -> f32; 6] = [
    |x, y| wood(x, y, 7, 6.0),
    |x, y| 0.3 + 0.7 * wood(x, y, 11, 14.0),
    planks,
    paint,
    felt,
    stone,
];

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

/// How many threads run each way across the cloth's square.
const THREADS: i32 = 64;

/// Cloth: a plain weave of round threads, each its own shade, thickening and thinning
/// along its length (linen's slubs), over a soft cloud; the weave must read at a
/// screen's distance, not average away into a flat colour.
fn felt(x: f32, y: f32) -> f32 {
    let (u, v) = (x * THREADS as f32, y * THREADS as f32);
    let (i, j) = (u.floor() as i32, v.floor() as i32);
    let (fu, fv) = (u - i as f32, v - j as f32);
    // A thread's shade: its own, and its slubs along its length.
    let thread = |index: i32, along: f32, seed: u32| {
        let own = hash(index.rem_euclid(THREADS), 0, seed);
        let slub = noise(along * 12.0, index as f32, (12, THREADS), seed + 1);
        0.86 + 0.08 * own + 0.1 * slub
    };
    // Plain weave: the warp (down) and the weft (across) take turns on top, each
    // rounded across its width, darker in the gaps between threads.
    let on_top = if (i + j).rem_euclid(2) == 0 {
        thread(i, y, 81) * (0.7 + 0.3 * (fu * std::f32::consts::PI).sin())
    } else {
        thread(j, x, 83) * (0.7 + 0.3 * (fv * std::f32::consts::PI).sin())
    };
    let cloud = fbm(x, y, (3, 1), 3, 53);
    on_top * (0.92 + 0.08 * cloud)
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

    fn brightness(f: fn(f32, f32) -> f32) -> (f32, f32) {
        let v: Vec<f32> = super::super::texture(f)
            .iter()
            .map(|&p| p as f32 / 255.0)
            .collect();
        let mean = v.iter().sum::<f32>() / v.len() as f32;
        let spread = v.iter().map(|x| (x - mean).abs()).sum::<f32>() / v.len() as f32;
        (mean, spread)
    }

    /// The grain tints the materials' colours without darkening them much, and each
    /// surface does show a grain (not flat).
    #[test]
    fn every_surface_is_light_and_has_grain() {
        for (name, f) in [
            ("wood", MAKERS[0]),
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
}
