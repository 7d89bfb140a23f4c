//! When the window draws: at once while anything on screen moves, when a timer of the
//! app is due, and otherwise only when the person does something. A board game's screen
//! is still most of the time, and a still screen should cost nothing.
//!
//! Something moves when a transform changed in the frame just run (every animation,
//! camera move and tween changes one), while the renderer compiles pipelines, when egui
//! asks for a repaint at once (bevy_egui turns that into a `RequestRedraw`; a wish for
//! later becomes a timer), or when a part of the app asks through [`Frames`]:
//! [`Frames::now`] while it works on its own (a search, a stage of a turn, the AI's
//! pause), [`Frames::within`] for a timer, whose frame the alarm thread wakes. The
//! network thread wakes the window itself when news comes (`online`). Input wakes it
//! through winit.
//!
//! Screenshots and benchmarks count frames: they keep drawing without pause (they do
//! not insert [`Reactive`]).

pub mod bench;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiFullOutput, EguiPostUpdateSet, egui};

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

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Frames>()
        .init_resource::<Pace>()
        .init_resource::<WarmUp>()
        .add_systems(Last, decide);
}

/// Whether the renderer is still compiling pipelines (shaders): what they draw shows
/// only once they are ready, a few seconds after the start on a software renderer, and
/// later for a kind of thing not drawn before. Written by the render world, read by
/// `decide`. The render world also wakes the window while pipelines compile and once
/// they are ready: a pipeline first asked for by the last frame before a sleep (the
/// render of a frame runs beside the next frame's decision) was compiled in the
/// background, costing CPU with no frame, and shown only at the next input.
#[derive(Resource, Clone, Default)]
pub struct Compiling {
    waiting: Arc<AtomicBool>,
    wake: Option<Waker>,
    /// Frames the render world has finished (it renders a frame beside the main world's
    /// next one, and can go on for seconds on a busy software renderer).
    rendered: Arc<std::sync::atomic::AtomicU64>,
}

impl Compiling {
    /// Whether pipelines were waiting at the last render.
    pub fn now(&self) -> bool {
        self.waiting.load(Ordering::Relaxed)
    }

    /// The count of frames the render world has finished.
    pub fn rendered(&self) -> Arc<std::sync::atomic::AtomicU64> {
        self.rendered.clone()
    }
}

/// The windowed app's part: the window's waker and the alarm, the renderer's pipelines,
/// egui's wishes for a later frame (egui's input that kept the window awake is put
/// right in `hud::egui_input`).
pub(crate) fn ui_plugin(app: &mut App) {
    let mut compiling = Compiling::default();
    let proxy = app
        .world()
        .get_resource::<bevy::winit::EventLoopProxyWrapper>()
        .map(|p| (**p).clone());
    if let Some(proxy) = proxy {
        let waker: Waker = Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        });
        if let Some(alarm) = Alarm::start(waker.clone()) {
            app.insert_resource(alarm);
        }
        compiling.wake = Some(waker.clone());
        app.insert_resource(WindowWaker(waker));
    }
    app.insert_resource(compiling.clone())
        .init_resource::<EguiRepaint>()
        .add_systems(
            PostUpdate,
            (
                read_egui_repaint
                    .after(EguiPostUpdateSet::EndPass)
                    .before(EguiPostUpdateSet::ProcessOutput),
                egui_later_is_a_timer.after(EguiPostUpdateSet::ProcessOutput),
            ),
        );
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render.insert_resource(compiling).add_systems(
            bevy::render::Render,
            note_compiling.in_set(bevy::render::RenderSystems::Cleanup),
        );
    }
}

fn note_compiling(
    cache: Res<bevy::render::render_resource::PipelineCache>,
    compiling: Res<Compiling>,
) {
    let waiting = cache.waiting_pipelines().next().is_some();
    compiling.rendered.fetch_add(1, Ordering::Relaxed);
    let was = compiling.waiting.swap(waiting, Ordering::Relaxed);
    if (waiting || was)
        && let Some(wake) = &compiling.wake
    {
        wake();
    }
}

/// Wakes the sleeping window from another thread (the network's, the alarm's, a
/// benchmark's clock).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The window's [`Waker`] (none in headless runs).
#[derive(Resource, Clone)]
pub struct WindowWaker(pub Waker);

/// When egui asked to be drawn again, this frame (zero: at once).
#[derive(Resource, Default)]
struct EguiRepaint(Option<Duration>);

fn read_egui_repaint(outputs: Query<&EguiFullOutput>, mut repaint: ResMut<EguiRepaint>) {
    repaint.0 = outputs
        .iter()
        .filter_map(|o| o.0.as_ref())
        .filter_map(|o| o.viewport_output.get(&egui::ViewportId::ROOT))
        .map(|v| v.repaint_delay)
        .min();
}

/// bevy_egui (0.42) asks for a frame at once whenever egui wants one at all, even in
/// half a second (a text field's blinking cursor): the window drew without pause while
/// a name was typed. Such a wish is a timer instead. (Everything else asks through
/// [`Frames`], which is read later, in `Last`.)
fn egui_later_is_a_timer(
    repaint: Res<EguiRepaint>,
    mut redraws: ResMut<Messages<RequestRedraw>>,
    mut frames: ResMut<Frames>,
) {
    if let Some(later) = repaint.0.filter(|d| !d.is_zero() && *d < Duration::MAX) {
        redraws.clear();
        frames.within(later.as_secs_f32());
    }
}

/// Reads what the frame asked of the next one: a frame at once, the alarm set for a
/// timer, or nothing (only input wakes the window).
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
    (reactive, alarm): (Option<Res<Reactive>>, Option<Res<Alarm>>),
) {
    // A picture that has just loaded is drawn (not in headless runs, which load none).
    let loaded = images.is_some_and(|m| seen.read(&m).count() > 0);
    let asked = frames.soonest.take();
    // Pipelines ready in this frame are drawn in the next one.
    let compiled = compiling.is_some_and(|c| c.now());
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
    if reactive.is_none() {
        return;
    }
    let step = if next == Pace::Still {
        FIRST_STEP_AFTER_SLEEP
    } else {
        TIMER_STEP
    };
    if clock.max_delta() != step {
        clock.set_max_delta(step);
    }
    // A timer's frame comes from the alarm: winit's settings never change (a change
    // costs winit one more update at once, and a timer counting down would change them
    // every frame).
    if let Some(alarm) = alarm {
        let at = match next {
            Pace::Timer(d) => Some(std::time::Instant::now() + d),
            Pace::Drawing | Pace::Still => None,
        };
        let _ = alarm.0.send(at);
    }
}

/// Wakes the event loop at the time the last frame asked for (a timer's end), from a
/// thread of its own; `None` puts it off.
#[derive(Resource)]
struct Alarm(std::sync::mpsc::Sender<Option<std::time::Instant>>);

impl Alarm {
    fn start(wake: Waker) -> Option<Alarm> {
        use std::sync::mpsc::RecvTimeoutError;
        let (tx, rx) = std::sync::mpsc::channel::<Option<std::time::Instant>>();
        std::thread::Builder::new()
            .name("frame alarm".into())
            .spawn(move || {
                let mut due: Option<std::time::Instant> = None;
                loop {
                    let asked = match due {
                        Some(at) => {
                            rx.recv_timeout(at.saturating_duration_since(std::time::Instant::now()))
                        }
                        None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
                    };
                    match asked {
                        Ok(at) => due = at,
                        Err(RecvTimeoutError::Timeout) => {
                            due = None;
                            wake();
                        }
                        Err(RecvTimeoutError::Disconnected) => break,
                    }
                }
            })
            .ok()?;
        Some(Alarm(tx))
    }
}

/// The settings a person's run of the app starts with: it sleeps when nothing moves.
pub fn reactive_settings() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(FOCUSED_SLEEP),
        unfocused_mode: UpdateMode::reactive_low_power(UNFOCUSED_SLEEP),
    }
}
