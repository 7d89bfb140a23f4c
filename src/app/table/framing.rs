//! Where the camera stands so that a whole board stays in view beside the HUD, at any
//! window shape (pure geometry, checked against Bevy's own projection in the tests).

use bevy::prelude::*;

use super::camera::UiInsets;

/// Tilt of the camera from straight down, in radians.
pub(crate) const PITCH: f32 = 0.62;

/// Vertical field of view, in radians.
pub(crate) const FOV: f32 = 0.55;

/// Margin kept around the board (1.0 = touching).
pub(crate) const MARGIN: f32 = 1.05;

/// Camera placement that fits a board of circumradius `radius` (a flat-topped hexagon
/// lying at y = 0) inside the free rectangle of a `width` x `height` window: returns the
/// camera's translation for a board centred at the origin.
pub fn framing(width: f32, height: f32, insets: UiInsets, radius: f32) -> Vec3 {
    framing_turned(width, height, insets, radius, 0.0)
}

/// As [`framing`], for a camera turned by `yaw` radians about the board's vertical axis
/// (the translation returned is for the unturned camera; turn it by `yaw` to use it).
pub fn framing_turned(width: f32, height: f32, insets: UiInsets, radius: f32, yaw: f32) -> Vec3 {
    framing_outline(width, height, insets, &hexagon_outline(radius), yaw)
}

/// A hexagonal board's outline: its six corners (pointing left and right) at `radius`,
/// at the base and at stone height.
pub fn hexagon_outline(radius: f32) -> Vec<Vec3> {
    (0..6)
        .flat_map(|k| {
            let a = k as f32 * std::f32::consts::FRAC_PI_3;
            let p = Vec3::new(a.cos() * radius, 0.0, a.sin() * radius);
            [p, p + Vec3::Y * 0.6]
        })
        .collect()
}

/// The least share of the window's height the board's free area keeps.
pub const MIN_BOARD_HEIGHT: f32 = 0.5;

/// As [`framing_turned`], for any board: `outline` holds the points (world
/// coordinates, board centred at the origin) that must stay in view.
pub fn framing_outline(
    width: f32,
    height: f32,
    insets: UiInsets,
    outline: &[Vec3],
    yaw: f32,
) -> Vec3 {
    let radius = outline.iter().map(|p| p.length()).fold(0.5f32, f32::max);
    let width = width.max(1.0);
    let height = height.max(1.0);
    // However much the panels take, the board keeps at least half the window's height
    // (a win's result panel halved it at 1366x768, a lesson's card left it 150 px at
    // 800x600): a panel may then stand over the board's edge.
    // The panels' room shrinks in proportion, so the board's area stays inside the
    // window (it was cut at the window's bottom edge).
    let fit = |a: f32, b: f32, room: f32, least: f32| {
        let taken = a + b;
        if room - taken >= least || taken <= 0.0 {
            (a, b)
        } else {
            let k = ((room - least) / taken).max(0.0);
            (a * k, b * k)
        }
    };
    let (left, right) = fit(insets.left, insets.right, width, width * 0.3);
    let (top, bottom) = fit(insets.top, insets.bottom, height, height * MIN_BOARD_HEIGHT);
    let insets = UiInsets {
        left,
        right,
        top,
        bottom,
    };
    let free_w = width - insets.left - insets.right;
    let free_h = height - insets.top - insets.bottom;
    let tan_half = (FOV / 2.0).tan();
    let back = Vec3::new(0.0, PITCH.cos(), PITCH.sin());
    let up = Vec3::new(0.0, PITCH.sin(), -PITCH.cos());
    // Seen from a camera turned by yaw (a rotation about Y maps angle a to a - yaw), a
    // point at angle a appears at a + yaw.
    let turn = Quat::from_rotation_y(-yaw);
    let corners: Vec<Vec3> = outline.iter().map(|&p| turn * p).collect();
    // Centre of the free area, in pixels from the window's centre (x right, y up).
    let free_centre = Vec2::new(
        (insets.left - insets.right) / 2.0,
        (insets.bottom - insets.top) / 2.0,
    );
    // Camera for a distance and a shift (in pixels) of the board's centre on screen.
    let place = |distance: f32, shift: Vec2| {
        let per_pixel = 2.0 * distance * tan_half / height;
        back * distance - Vec3::X * shift.x * per_pixel - up * shift.y * per_pixel
    };
    // Bounding box of the projected outline, in pixels from the window's centre.
    let outline = |eye: Vec3| -> Option<(Vec2, Vec2)> {
        let mut lo = Vec2::splat(f32::MAX);
        let mut hi = Vec2::splat(f32::MIN);
        for &c in &corners {
            let v = c - eye;
            let depth = v.dot(-back);
            if depth <= 0.1 {
                return None;
            }
            let p = Vec2::new(v.dot(Vec3::X), v.dot(up)) / (depth * tan_half) * height / 2.0;
            lo = lo.min(p);
            hi = hi.max(p);
        }
        Some((lo, hi))
    };
    // Perspective makes the near edge look bigger, so the board's centre is not the centre
    // of its outline: refine the shift so that the outline is centred in the free area.
    let mut shift = free_centre;
    let mut distance = radius * 200.0;
    for _ in 0..4 {
        let fits = |d: f32| {
            outline(place(d, shift)).is_some_and(|(lo, hi)| {
                let half = Vec2::new(free_w, free_h) / 2.0 / MARGIN;
                (lo - free_centre).cmpge(-half).all() && (hi - free_centre).cmple(half).all()
            })
        };
        let (mut near, mut far) = (radius * 0.5, radius * 200.0);
        for _ in 0..40 {
            let mid = (near + far) / 2.0;
            if fits(mid) { far = mid } else { near = mid }
        }
        distance = far;
        if let Some((lo, hi)) = outline(place(distance, shift)) {
            shift += free_centre - (lo + hi) / 2.0;
        }
    }
    // The last shift moved the outline a little: back off until it fits again.
    let fits_now = |d: f32| {
        outline(place(d, shift)).is_some_and(|(lo, hi)| {
            let half = Vec2::new(free_w, free_h) / 2.0;
            (lo - free_centre).cmpge(-half).all() && (hi - free_centre).cmple(half).all()
        })
    };
    while !fits_now(distance) && distance < radius * 200.0 {
        distance *= 1.01;
    }
    place(distance, shift)
}

#[cfg(test)]
mod tests {
    use bevy::camera::CameraProjection;

    use super::*;

    /// Projects the board's corners with Bevy's own perspective matrix and returns their
    /// bounding box in window pixels (x right, y down).
    fn projected_box(
        width: f32,
        height: f32,
        insets: UiInsets,
        radius: f32,
    ) -> (f32, f32, f32, f32) {
        projected_box_turned(width, height, insets, radius, 0.0)
    }

    /// As `projected_box`, with the camera turned by `yaw` the way `frame_board` does.
    fn projected_box_turned(
        width: f32,
        height: f32,
        insets: UiInsets,
        radius: f32,
        yaw: f32,
    ) -> (f32, f32, f32, f32) {
        let turn = Quat::from_rotation_y(yaw);
        let eye = turn * framing_turned(width, height, insets, radius, yaw);
        let camera = Transform::from_translation(eye)
            .with_rotation(turn * Quat::from_rotation_x(-(std::f32::consts::FRAC_PI_2 - PITCH)));
        let mut projection = PerspectiveProjection {
            fov: FOV,
            ..default()
        };
        projection.update(width, height);
        let clip_from_world = projection.get_clip_from_view() * camera.to_matrix().inverse();
        let mut b = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for k in 0..6 {
            let a = k as f32 * std::f32::consts::FRAC_PI_3;
            for y in [0.0, 0.6] {
                let ndc = clip_from_world.project_point3(Vec3::new(
                    a.cos() * radius,
                    y,
                    a.sin() * radius,
                ));
                let (px, py) = ((ndc.x + 1.0) / 2.0 * width, (1.0 - ndc.y) / 2.0 * height);
                b = (b.0.min(px), b.1.min(py), b.2.max(px), b.3.max(py));
            }
        }
        b
    }

    /// Play-test 3: a win's result panel halved the board at 1366x768; at 16:9 the
    /// board keeps at least about half the window's height, however tall the panels.
    #[test]
    fn tall_panels_never_shrink_the_board_below_half_the_height() {
        for (w, h) in [(1366.0, 768.0), (1920.0, 1080.0), (800.0, 450.0)] {
            let insets = UiInsets {
                left: 0.3 * w,
                right: 0.2 * w,
                top: 0.3 * h,
                bottom: 0.35 * h,
            };
            let (_, y0, _, y1) = projected_box(w, h, insets, 6.0);
            assert!(y1 - y0 > 0.45 * h, "{w}x{h}: {} px tall", y1 - y0);
            // A lesson's card and the HUD's strip over the top of a small window: the
            // board stays whole in the window (it was cut at the bottom).
            let top_heavy = UiInsets {
                top: 0.7 * h,
                ..default()
            };
            let (_, y0, _, y1) = projected_box(w, h, top_heavy, 6.0);
            assert!(y1 - y0 > 0.45 * h, "{w}x{h}: {} px tall", y1 - y0);
            assert!(y0 >= -1.0 && y1 <= h + 1.0, "{w}x{h}: y {y0}..{y1}");
        }
    }

    #[test]
    fn the_board_fits_the_free_area_snugly_at_any_aspect() {
        let cases = [
            (
                1600.0,
                900.0,
                UiInsets {
                    left: 340.0,
                    right: 230.0,
                    top: 0.0,
                    bottom: 170.0,
                },
            ),
            (
                1000.0,
                1000.0,
                UiInsets {
                    top: 260.0,
                    ..default()
                },
            ),
            (
                800.0,
                1400.0,
                UiInsets {
                    top: 300.0,
                    ..default()
                },
            ),
            (3840.0, 1080.0, UiInsets::default()),
            (
                640.0,
                360.0,
                UiInsets {
                    left: 200.0,
                    right: 100.0,
                    ..default()
                },
            ),
        ];
        for (w, h, insets) in cases {
            for radius in [4.0, 8.0] {
                let (x0, y0, x1, y1) = projected_box(w, h, insets, radius);
                let eps = 1.0;
                assert!(
                    x0 >= insets.left - eps && x1 <= w - insets.right + eps,
                    "{w}x{h} {insets:?}: x {x0}..{x1}"
                );
                assert!(
                    y0 >= insets.top - eps && y1 <= h - insets.bottom + eps,
                    "{w}x{h} {insets:?}: y {y0}..{y1}"
                );
                // Snug: the board fills the free area in at least one direction.
                let fill_x = (x1 - x0) / (w - insets.left - insets.right);
                let fill_y = (y1 - y0) / (h - insets.top - insets.bottom);
                assert!(
                    fill_x.max(fill_y) > 0.8,
                    "{w}x{h}: fills {fill_x} x {fill_y}"
                );
            }
        }
    }

    #[test]
    fn a_turning_camera_keeps_the_board_in_view() {
        let insets = UiInsets {
            bottom: 150.0,
            ..default()
        };
        for step in 0..24 {
            let yaw = step as f32 * 0.27;
            let (x0, y0, x1, y1) = projected_box_turned(1600.0, 900.0, insets, 7.0, yaw);
            assert!(x0 >= -1.0 && x1 <= 1601.0, "yaw {yaw}: x {x0}..{x1}");
            assert!(y0 >= -1.0 && y1 <= 751.0, "yaw {yaw}: y {y0}..{y1}");
            assert!(y1 - y0 > 500.0, "yaw {yaw}: still large ({y0}..{y1})");
        }
    }

    #[test]
    fn a_bigger_board_backs_the_camera_off() {
        let none = UiInsets::default();
        assert!(
            framing(1000.0, 800.0, none, 8.0).length() > framing(1000.0, 800.0, none, 5.0).length()
        );
        assert!(
            framing(1000.0, 800.0, none, 5.0).x.abs() < 1e-4,
            "no panels, no sideways shift"
        );
    }
}
