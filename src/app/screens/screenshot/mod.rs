//! `unlur screenshot`: wait for the scene to settle, save the window to a PNG, exit.
//!
//! A software renderer compiles its pipelines over the first frames, at a speed that
//! depends on the machine, so a fixed frame count is unreliable. Instead the window is
//! captured repeatedly; the first capture that is not blank and matches the one before
//! (the scene is still: no animation in this mode) is saved.
//!
//! A moving scene (the demo, whose camera turns by the clock) is compared with a looser
//! tolerance; on a machine so loaded that two captures a few frames apart never agree,
//! the last capture is saved at the timeout, with a warning, if it is not blank, since
//! any drawn frame of a moving scene is as good as another. A still scene that never
//! settles is still an error.

pub mod layout_check;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

/// What to capture and when.
#[derive(Resource, Debug, Clone)]
pub struct ScreenshotPlan {
    /// Where to save the PNG.
    pub path: PathBuf,
    /// Frames to render before the first capture.
    pub wait_frames: u32,
    /// Share of pixels that may differ between two consecutive captures for the scene
    /// to count as settled ([`STILL`] for a still scene; the demo's AIs keep moving).
    pub tolerance: f64,
    /// Whether the saved picture must also have nothing of the HUD drawn past the
    /// window's edge (see [`crate::app::screens::screenshot::layout_check`]); when it has, the picture is still
    /// saved, to look at, and the run ends in an error naming what overflows.
    pub check_layout: bool,
}

/// Tolerance for a scene that does not move.
pub const STILL: f64 = 0.002;

/// The change in a channel too small to be seen, and not counted as motion.
const FLICKER: u8 = 6;

/// Frames between two captures.
const CAPTURE_EVERY: u32 = 6;
/// Frames after which the capture gives up.
const TIMEOUT_FRAMES: u32 = 1_500;

#[derive(Default, Debug)]
enum Status {
    #[default]
    Idle,
    InFlight,
    Saved,
    Failed(String),
}

#[derive(Default)]
struct Shared {
    status: Status,
    /// The last capture, as width, height and RGB bytes.
    previous: Option<(u32, u32, Vec<u8>)>,
}

#[derive(Resource, Default)]
struct Progress {
    frames: u32,
    last_request: u32,
    shared: Arc<Mutex<Shared>>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Progress>().add_systems(
        Last,
        drive_screenshot.run_if(resource_exists::<ScreenshotPlan>),
    );
}

/// Whether an image is (nearly) one flat colour, fewer than 1% of its pixels differing
/// from the first: nothing rendered yet. An empty image is blank, and so is any flat one,
/// however small.
fn is_blank(rgb: &[u8]) -> bool {
    let first = &rgb[..3.min(rgb.len())];
    let differing = rgb
        .chunks(3)
        .filter(|p| p.iter().zip(first).any(|(a, b)| a.abs_diff(*b) > 8))
        .count();
    let pixels = rgb.len() / 3;
    pixels == 0 || differing * 100 < pixels
}

/// Whether two captures agree but for `tolerance` of their pixels. A pixel that moved
/// by at most [`FLICKER`] in each channel agrees: the high tier's anti-aliasing over
/// time jitters edges by a level or two from one frame to the next, on a still scene.
fn nearly_equal(a: &[u8], b: &[u8], tolerance: f64) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let differing = a
        .chunks(3)
        .zip(b.chunks(3))
        .filter(|(p, q)| {
            p.iter()
                .zip(q.iter())
                .any(|(x, y)| x.abs_diff(*y) > FLICKER)
        })
        .count();
    (differing as f64) <= (a.len() / 3) as f64 * tolerance
}

fn drive_screenshot(
    mut commands: Commands,
    plan: Res<ScreenshotPlan>,
    mut progress: ResMut<Progress>,
    mut exit: MessageWriter<AppExit>,
    overflow: Res<crate::app::screens::screenshot::layout_check::Overflow>,
    reviews: Option<Res<super::review::Reviews>>,
) {
    progress.frames += 1;
    // A review at work is waited for: the picture shows it done.
    let reviewing = reviews.is_some_and(|r| r.progress().is_some());
    let frames = progress.frames;
    let Ok(mut shared) = progress.shared.lock() else {
        exit.write(AppExit::error());
        return;
    };
    match &shared.status {
        Status::Saved => {
            info!(
                "screenshot saved to {} after {frames} frames",
                plan.path.display()
            );
            if plan.check_layout && !overflow.0.is_empty() {
                error!(
                    "drawn past the window's edge:\n  {}",
                    overflow.0.join("\n  ")
                );
                exit.write(AppExit::error());
            } else {
                exit.write(AppExit::Success);
            }
            return;
        }
        Status::Failed(e) => {
            error!("{e}");
            exit.write(AppExit::error());
            return;
        }
        Status::InFlight => {}
        Status::Idle => {
            if frames >= plan.wait_frames
                && frames >= progress.last_request + CAPTURE_EVERY
                && !reviewing
            {
                shared.status = Status::InFlight;
                drop(shared);
                progress.last_request = frames;
                let shared = progress.shared.clone();
                let path = plan.path.clone();
                let tolerance = plan.tolerance;
                commands.spawn(Screenshot::primary_window()).observe(
                    move |captured: On<ScreenshotCaptured>| {
                        on_capture(&captured.image, &path, &shared, tolerance)
                    },
                );
                return;
            }
        }
    }
    if frames > TIMEOUT_FRAMES {
        if let Some((w, h, bytes)) = shared.previous.take()
            && saves_at_timeout(plan.tolerance, &bytes)
        {
            warn!(
                "the moving scene never matched within {TIMEOUT_FRAMES} frames; \
                 saving the last capture"
            );
            match save_png(w, h, bytes, &plan.path) {
                Ok(()) => {
                    info!("screenshot saved to {}", plan.path.display());
                    exit.write(AppExit::Success);
                }
                Err(e) => {
                    error!("{e}");
                    exit.write(AppExit::error());
                }
            }
            return;
        }
        error!("the window did not settle within {TIMEOUT_FRAMES} frames; no screenshot saved");
        exit.write(AppExit::error());
    }
}

/// Whether the last capture is saved when the scene never settles: only for a moving
/// scene (looser than [`STILL`]), and only if something was drawn.
fn saves_at_timeout(tolerance: f64, last: &[u8]) -> bool {
    tolerance > STILL && !is_blank(last)
}

/// Saves RGB bytes of a `w` x `h` capture as a PNG.
fn save_png(w: u32, h: u32, rgb: Vec<u8>, path: &std::path::Path) -> Result<(), String> {
    let img = image::RgbImage::from_raw(w, h, rgb)
        .ok_or_else(|| format!("the capture is not {w}x{h} RGB; no screenshot saved"))?;
    img.save(path)
        .map_err(|e| format!("could not save the screenshot to {}: {e}", path.display()))
}

fn on_capture(image: &Image, path: &std::path::Path, shared: &Mutex<Shared>, tolerance: f64) {
    let Ok(mut shared) = shared.lock() else {
        return;
    };
    let rgb = match image.clone().try_into_dynamic() {
        Ok(img) => img.to_rgb8(),
        Err(e) => {
            shared.status = Status::Failed(format!("the captured image cannot be read: {e}"));
            return;
        }
    };
    let (w, h) = rgb.dimensions();
    let bytes = rgb.into_raw();
    let settled = !is_blank(&bytes)
        && shared.previous.as_ref().is_some_and(|(pw, ph, prev)| {
            (*pw, *ph) == (w, h) && nearly_equal(prev, &bytes, tolerance)
        });
    if settled {
        shared.status = match save_png(w, h, bytes, path) {
            Ok(()) => Status::Saved,
            Err(e) => Status::Failed(e),
        };
    } else {
        shared.previous = Some((w, h, bytes));
        shared.status = Status::Idle;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(drawn: bool) -> Vec<u8> {
        (0..100 * 100)
            .flat_map(|i: u32| {
                let v = if drawn && i.is_multiple_of(7) {
                    200
                } else {
                    30
                };
                [v, v, 40]
            })
            .collect()
    }

    #[test]
    fn only_a_drawn_moving_scene_is_saved_at_the_timeout() {
        assert!(is_blank(&picture(false)));
        assert!(!is_blank(&picture(true)));
        assert!(saves_at_timeout(0.03, &picture(true)));
        assert!(
            !saves_at_timeout(0.03, &picture(false)),
            "blank: nothing drawn"
        );
        assert!(
            !saves_at_timeout(STILL, &picture(true)),
            "a still scene must settle"
        );
        assert!(!saves_at_timeout(0.03, &[]));
    }

    #[test]
    fn empty_and_small_flat_captures_are_blank() {
        assert!(is_blank(&[]), "an empty capture drew nothing");
        let flat = [30u8, 30, 40].repeat(50);
        assert!(
            is_blank(&flat),
            "a flat capture under 100 pixels drew nothing"
        );
        let mut dot = flat.clone();
        dot[147] = 200;
        assert!(
            !is_blank(&dot),
            "one pixel of 50 differs: something was drawn"
        );
    }

    #[test]
    fn a_capture_of_the_wrong_size_is_an_error_not_a_file() {
        let path = std::env::temp_dir().join("unlur-screenshot-wrong-size.png");
        let err = save_png(100, 101, picture(true), &path).unwrap_err();
        assert!(err.contains("100x101"), "{err}");
        assert!(!path.exists());
    }

    #[test]
    fn captures_agree_within_the_tolerance() {
        let a = picture(true);
        let mut b = a.clone();
        for px in b.chunks_mut(3).take(20) {
            px[0] ^= 0xff;
        }
        assert!(nearly_equal(&a, &b, 0.03), "20 of 10,000 pixels differ");
        assert!(!nearly_equal(&a, &b, 0.001));
        assert!(
            !nearly_equal(&a, &b[..30], 0.5),
            "different sizes never agree"
        );
    }
}
