//! The AI's side of a game: its search on a worker thread, its answer requested like a
//! person's, and the pause before it acts.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::{PlayRequest, TurnGame};
use crate::ai::Stop;
use crate::app::session::game::AiSettings;

/// What the AI does at this moment of a game.
pub enum AiTurn<T> {
    /// No choice is awaited: any search in flight is dropped.
    Idle,
    /// A person chooses.
    Person,
    /// An AI seat chooses: this search finds its answer (on a worker thread), ending
    /// early once its stop is set (its answer is then not wanted).
    Search(Box<dyn FnOnce(crate::ai::Stop) -> T + Send>),
}

/// The search of `G`'s AI seat in flight, if any.
pub type ThinkingOf<G> = Thinking<<G as TurnGame>::Answer>;

/// An AI seat chooses on a worker thread; its answer is requested like a person's.
pub fn ai_thinks<G: TurnGame>(
    mut current: ResMut<G>,
    mut thinking: ResMut<ThinkingOf<G>>,
    mut requests: MessageWriter<PlayRequest<G>>,
) {
    match current.ai_turn() {
        AiTurn::Idle => thinking.stop(),
        AiTurn::Person => {}
        AiTurn::Search(search) => {
            let at = current.moves();
            if let Some(request) = thinking
                .poll_or_start(at, search)
                .and_then(|answer| current.answered(answer))
            {
                requests.write(PlayRequest(request));
            }
        }
    }
}

/// How long an AI seat waits before it acts, so that a person can follow (longer in the
/// demo).
pub fn ai_pause(settings: &AiSettings, in_demo: bool) -> f32 {
    if in_demo {
        settings.delay_seconds.max(0.8)
    } else {
        settings.delay_seconds
    }
}

/// An AI's search on a worker thread, started when the game had `at` moves: the window
/// stays responsive while it runs, and an answer for another move (after an undo, a new
/// game) is never used. A search dropped is stopped: it ends within a few nodes and lets
/// go of the worker thread.
#[derive(Resource)]
pub struct Thinking<T>(Option<(usize, Search<T>)>);

/// A search in flight on Bevy's compute pool (the window stays responsive): dropped,
/// it is stopped, and ends within a few nodes or playouts, letting go of the worker
/// thread. Every game's AI in the app runs so.
pub struct Search<T> {
    task: Task<T>,
    stop: Stop,
}

impl<T: Send + 'static> Search<T> {
    /// Starts `search`, which ends early once its stop is set.
    pub fn spawn(search: impl FnOnce(Stop) -> T + Send + 'static) -> Search<T> {
        let stop = Stop::default();
        let theirs = stop.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move { search(theirs) });
        Search { task, stop }
    }

    /// The answer, once it is ready.
    pub fn poll(&mut self) -> Option<T> {
        check_ready(&mut self.task)
    }
}

impl<T> Drop for Search<T> {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

impl<T> Default for Thinking<T> {
    fn default() -> Self {
        Thinking(None)
    }
}

impl<T: Send + 'static> Thinking<T> {
    /// The answer of the search for move `at`, once it is ready; starts `search` on a
    /// worker thread when none runs for `at` (stopping one started for another move).
    pub fn poll_or_start(
        &mut self,
        at: usize,
        search: impl FnOnce(Stop) -> T + Send + 'static,
    ) -> Option<T> {
        match &mut self.0 {
            Some((started, s)) if *started == at => {
                let answer = s.poll()?;
                self.0 = None;
                Some(answer)
            }
            _ => {
                self.0 = Some((at, Search::spawn(search)));
                None
            }
        }
    }

    /// Stops the search in flight, if any (a new game, an undo, nobody to think for).
    pub fn stop(&mut self) {
        self.0 = None;
    }

    /// Whether a search is in flight.
    pub fn busy(&self) -> bool {
        self.0.is_some()
    }
}
