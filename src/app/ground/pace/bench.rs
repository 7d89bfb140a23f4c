//! `unlur idle-bench`: what the window costs while nothing moves (and the plan of
//! `unlur frame-bench`). It lets the window settle (fonts, shaders, the first layouts,
//! the disk's first answers: until the app's last frame decided that nothing is due,
//! the disk has nothing left to answer, the render world has finished that frame, and
//! no frame came for two seconds), then
//! measures the process's CPU time and the frames drawn over a span in which nobody
//! touches it, prints both and exits. Settling asks the app, not the clock alone: on a
//! busy machine a software renderer's frame can take more than two seconds, and a gap
//! between two slow frames of the start is not a window at rest.
//!
//! The clock is a thread of its own that wakes the window only at the end, so the
//! measure adds no frame to what it measures.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use super::WindowWaker;

/// What `unlur idle-bench` measures.
#[derive(Resource, Clone, Copy, Debug)]
pub struct IdleBenchPlan {
    /// Seconds measured.
    pub seconds: f32,
}

/// The window has settled when its last frame found nothing due and no frame came for
/// this long (after its first frames: fonts, shaders, layouts)...
const QUIET: Duration = Duration::from_secs(2);

/// ... or, at the latest, after this long.
const SETTLE_AT_MOST: Duration = Duration::from_secs(60);

/// What the app and the clock's thread share: the frames run, whether the last one
/// found nothing due, and the report once the span is over.
#[derive(Resource, Clone, Default)]
struct Shared(Arc<(AtomicU64, AtomicBool, Mutex<Option<String>>)>);

pub(in crate::app) fn plugin(app: &mut App) {
    app.init_resource::<Shared>()
        .add_systems(Startup, start_the_clock)
        .add_systems(Last, count_and_report.after(super::decide));
}

fn start_the_clock(
    plan: Res<IdleBenchPlan>,
    shared: Res<Shared>,
    waker: Option<Res<WindowWaker>>,
    compiling: Option<Res<super::Compiling>>,
) {
    let span = Duration::from_secs_f32(plan.seconds);
    let shared = shared.clone();
    let waker = waker.map(|w| w.0.clone());
    // The frames the render world has finished: the last frame's render (seconds on a
    // busy software renderer) is not counted as idle.
    let rendered = compiling.map(|c| c.rendered());
    let clock = std::thread::Builder::new()
        .name("idle bench".into())
        .spawn(move || {
            let (frames, still, report) = &*shared.0;
            // Settled: the last frame found nothing due, the render world has finished
            // it, and none came for a while (the first frames, shaders, layouts and the
            // disk's answers done), or at most a minute.
            let started = Instant::now();
            let mut last = (frames.load(Ordering::Relaxed), Instant::now());
            let rendered_all = || {
                rendered
                    .as_ref()
                    .is_none_or(|r| r.load(Ordering::Relaxed) >= frames.load(Ordering::Relaxed))
            };
            let settled = |since: Instant| {
                still.load(Ordering::Relaxed) && rendered_all() && since.elapsed() >= QUIET
            };
            while !settled(last.1) && started.elapsed() < SETTLE_AT_MOST {
                std::thread::sleep(Duration::from_millis(100));
                let now = frames.load(Ordering::Relaxed);
                if now != last.0 {
                    last = (now, Instant::now());
                }
            }
            let (cpu_before, frames_before, start) =
                (cpu_time(), frames.load(Ordering::Relaxed), Instant::now());
            std::thread::sleep(span);
            let (cpu_after, frames_after) = (cpu_time(), frames.load(Ordering::Relaxed));
            let wall = start.elapsed().as_secs_f64().max(1e-9);
            let drawn = frames_after - frames_before;
            let cpu = match (cpu_before, cpu_after) {
                (Some(b), Some(a)) => format!(
                    "idle CPU: {:.1}% of one core",
                    100.0 * a.saturating_sub(b).as_secs_f64() / wall
                ),
                _ => "idle CPU: not measured on this system".to_string(),
            };
            let text = format!(
                "idle span: {wall:.1} s\nframes drawn: {drawn} ({:.2} a second)\n{cpu}",
                drawn as f64 / wall
            );
            if let Ok(mut slot) = report.lock() {
                *slot = Some(text);
            }
            if let Some(wake) = waker {
                wake();
            }
        });
    if let Err(e) = clock {
        error!("idle bench: no thread for the clock: {e}");
    }
}

fn count_and_report(
    shared: Res<Shared>,
    pace: Res<super::Pace>,
    disk: Option<Res<crate::app::ground::disk::Disk>>,
    compiling: Option<Res<super::Compiling>>,
    mut exit: MessageWriter<AppExit>,
) {
    let (frames, still, report) = &*shared.0;
    // Nothing due, no answer of the disk's still to come and no pipeline compiling (both
    // wake the window).
    still.store(
        *pace == super::Pace::Still
            && !disk.is_some_and(|d| d.busy())
            && !compiling.is_some_and(|c| c.now()),
        Ordering::Relaxed,
    );
    frames.fetch_add(1, Ordering::Relaxed);
    if let Some(text) = report.lock().ok().and_then(|mut r| r.take()) {
        println!("{text}");
        exit.write(AppExit::Success);
    }
}

/// The CPU time the process has used, all its threads together (Linux).
#[cfg(target_os = "linux")]
fn cpu_time() -> Option<Duration> {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage fills the struct it is given; RUSAGE_SELF covers every thread.
    let usage = unsafe {
        if libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) != 0 {
            return None;
        }
        usage.assume_init()
    };
    let of = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    Some(of(usage.ru_utime) + of(usage.ru_stime))
}

/// The CPU time the process has used (not measured here).
#[cfg(not(target_os = "linux"))]
fn cpu_time() -> Option<Duration> {
    None
}

/// What `unlur frame-bench` measures (Unlur's `frame_bench.rs` runs it): frames while
/// nothing moves, then while an AI thinks or a review works.
#[derive(Resource, Clone, Copy, Debug)]
pub struct FrameBenchPlan {
    /// Seconds of frames in each stage.
    pub seconds: f32,
    /// The AI level that thinks in the second stage.
    pub level: crate::ai::Level,
    /// The second stage reviews the game instead.
    pub review: bool,
}
