//! When the window draws: at once while anything on screen moves, when a timer of the
//! app is due, and otherwise only when the person does something. A board game's screen
//! is still most of the time, and a still screen should cost nothing.
//!
//! Something moves when a transform changed in the frame just run (every animation,
//! camera move and tween changes one), when egui asks for a repaint (bevy_egui turns
//! that into a `RequestRedraw`), or when a part of the app asks through [`Frames`]:
//! [`Frames::now`] while it works on its own (a search, a stage of a turn, the AI's
//! pause), [`Frames::within`] for a timer. The network thread wakes the window itself
//! when news comes (`online`). Input wakes it through winit.
//!
//! Screenshots and benchmarks count frames: they keep drawing without pause (they do
//! not insert [`Reactive`]).

pub mod bench;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::ecs::message::MessageCursor;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

/// What the parts of the app ask of the next frame; read and cleared at the end of each
/// frame.
#[derive(Resource, Default, Debug)]
pub struct Frames {
    soonest: Option<Duration>,
}

impl Frames {
    /// Something moves or works on its own: the next frame at once.
    pub fn now(&mut self) {
        self.soonest = Some(Duration::ZERO);
    }

    /// A timer ends in `seconds`: a frame by then. A timer that counts the frames'
    /// time advances by at most [`TIMER_STEP`] a frame, so a frame comes at least that
    /// often while it runs.
    pub fn within(&mut self, seconds: f32) {
        let due = Duration::from_secs_f32(seconds.max(0.0)).min(TIMER_STEP);
        self.soonest = Some(self.soonest.map_or(due, |s| s.min(due)));
    }
}

/// The longest step of the frames' clock (Bevy's virtual time advances by at most this
/// much in one frame).
pub const TIMER_STEP: Duration = Duration::from_millis(250);

/// The longest the window sleeps, focused, with nothing due: a safety net for a change
/// that nothing asked a frame for. Long: on a software renderer one frame of a large
/// window costs a few tenths of a second of CPU.
pub const FOCUSED_SLEEP: Duration = Duration::from_secs(60);

/// The same for a window without focus (behind another, or minimised).
pub const UNFOCUSED_SLEEP: Duration = Duration::from_secs(300);

/// The clock's longest step in the first frame after a sleep, so an animation that
/// starts then does not jump ahead by the time slept.
const FIRST_STEP_AFTER_SLEEP: Duration = Duration::from_millis(34);

/// The window sleeps when nothing moves (inserted for people's runs of the app; the
/// demo keeps drawing, as it always moves).
#[derive(Resource, Clone, Copy, Debug)]
pub struct Reactive;

/// For how long from the start the window draws without pause, while fonts, shaders
/// and pictures load.
#[derive(Resource, Clone, Copy, Debug)]
pub struct WarmUp(pub Duration);

impl Default for WarmUp {
    fn default() -> Self {
        WarmUp(Duration::from_secs(2))
    }
}

/// What the last frame decided about the next one.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Pace {
    /// Draw the next frame at once.
    #[default]
    Drawing,
    /// Sleep until input comes or this long has passed (a timer's).
    Timer(Duration),
    /// Nothing is due: sleep until input comes.
    Still,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Frames>()
        .init_resource::<Pace>()
        .init_resource::<WarmUp>()
        .add_systems(Last, decide);
}

/// Whether the renderer is still compiling pipelines (shaders): what they draw shows
/// only once they are ready, a few seconds after the start on a software renderer, and
/// later for a kind of thing not drawn before. Written by the render world, read by
/// [`decide`].
#[derive(Resource, Clone, Default)]
pub struct Compiling(Arc<AtomicBool>);

/// The windowed app's part: the renderer's pipelines, and egui's input that would keep
/// it awake.
pub(super) fn ui_plugin(app: &mut App) {
    let compiling = Compiling::default();
    app.insert_resource(compiling.clone());
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render.insert_resource(compiling).add_systems(
            bevy::render::Render,
            note_compiling.in_set(bevy::render::RenderSystems::Cleanup),
        );
    }
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

fn note_compiling(
    cache: Res<bevy::render::render_resource::PipelineCache>,
    compiling: Res<Compiling>,
) {
    let waiting = cache.waiting_pipelines().next().is_some();
    compiling.0.store(waiting, Ordering::Relaxed);
}

/// bevy_egui (0.42) tells egui the modifier keys' state as an event every frame,
/// changed or not, and egui asks for another frame at once after any event: the window
/// never slept. The event is kept only when the keys changed (egui keeps the state the
/// last one told it).
fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut told: Local<HashMap<Entity, egui::Modifiers>>,
) {
    for (context, mut input) in &mut inputs {
        let before = told.get(&context).copied();
        let mut now = before;
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) => {
                let changed = now != Some(*m);
                now = Some(*m);
                changed
            }
            _ => true,
        });
        if let Some(m) = now {
            told.insert(context, m);
        }
    }
}

/// Reads what the frame asked of the next one and tells winit how long it may sleep.
fn decide(
    (mut frames, mut pace, warm_up): (ResMut<Frames>, ResMut<Pace>, Res<WarmUp>),
    (compiling, mut compiled_last): (Option<Res<Compiling>>, Local<bool>),
    moved: Query<(), Changed<Transform>>,
    (images, mut seen): (
        Option<Res<Messages<AssetEvent<Image>>>>,
        Local<MessageCursor<AssetEvent<Image>>>,
    ),
    real: Res<Time<Real>>,
    mut clock: ResMut<Time<Virtual>>,
    mut redraw: MessageWriter<RequestRedraw>,
    winit: Option<ResMut<WinitSettings>>,
    reactive: Option<Res<Reactive>>,
) {
    // A picture that has just loaded is drawn (not in headless runs, which load none).
    let loaded = images.is_some_and(|m| seen.read(&m).count() > 0);
    let asked = frames.soonest.take();
    // Pipelines ready in this frame are drawn in the next one.
    let compiled = compiling.is_some_and(|c| c.0.load(Ordering::Relaxed));
    let fresh = std::mem::replace(&mut *compiled_last, compiled) || compiled;
    let next = if real.elapsed() < warm_up.0 || loaded || fresh || !moved.is_empty() {
        Pace::Drawing
    } else {
        match asked {
            Some(d) if d.is_zero() => Pace::Drawing,
            Some(d) => Pace::Timer(d),
            None => Pace::Still,
        }
    };
    pace.set_if_neq(next);
    if next == Pace::Drawing {
        redraw.write(RequestRedraw);
    }
    let (Some(mut winit), Some(_)) = (winit, reactive) else {
        return;
    };
    let step = if next == Pace::Still {
        FIRST_STEP_AFTER_SLEEP
    } else {
        TIMER_STEP
    };
    if clock.max_delta() != step {
        clock.set_max_delta(step);
    }
    // winit runs one more update whenever the settings change: the waits are kept on a
    // coarse grid so that a timer counting down does not change them every frame.
    let (focused, unfocused) = match next {
        Pace::Drawing => return,
        Pace::Timer(d) => (on_grid(d), on_grid(d)),
        Pace::Still => (FOCUSED_SLEEP, UNFOCUSED_SLEEP),
    };
    let wanted = WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(focused),
        unfocused_mode: UpdateMode::reactive_low_power(unfocused),
    };
    if winit.focused_mode != wanted.focused_mode || winit.unfocused_mode != wanted.unfocused_mode {
        *winit = wanted;
    }
}

/// `d` rounded up to 50 ms below a second, to whole seconds above.
fn on_grid(d: Duration) -> Duration {
    let grain: u128 = if d < Duration::from_secs(1) { 50 } else { 1000 };
    let ms = d.as_millis().div_ceil(grain).max(1) * grain;
    Duration::from_millis(ms.min(u128::from(u64::MAX)) as u64)
}

/// The settings a person's run of the app starts with: it sleeps when nothing moves.
pub fn reactive_settings() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(FOCUSED_SLEEP),
        unfocused_mode: UpdateMode::reactive_low_power(UNFOCUSED_SLEEP),
    }
}
