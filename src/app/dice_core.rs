//! What the dice games share in their running, naming no game. So far: the AI's search on
//! a worker thread, tied to the move it was started for ([`Thinking`]). *The rest of the
//! dice-game core (turn stages, the request, played, refused, reset and undo messages)
//! is to come (issue 20).*

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

/// An AI's search on a worker thread, started when the game had `at` moves: the window
/// stays responsive while it runs, and an answer for another move (after an undo, a new
/// game) is never used.
#[derive(Resource)]
pub struct Thinking<T>(Option<(usize, Task<T>)>);

impl<T> Default for Thinking<T> {
    fn default() -> Self {
        Thinking(None)
    }
}

impl<T: Send + 'static> Thinking<T> {
    /// The answer of the search for move `at`, once it is ready; starts `search` on a
    /// worker thread when none runs for `at` (dropping one started for another move).
    pub fn poll_or_start(
        &mut self,
        at: usize,
        search: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        match &mut self.0 {
            Some((started, task)) if *started == at => {
                let answer = check_ready(task)?;
                self.0 = None;
                Some(answer)
            }
            _ => {
                let task = AsyncComputeTaskPool::get().spawn(async move { search() });
                self.0 = Some((at, task));
                None
            }
        }
    }

    /// Drops the search in flight, if any (a new game, an undo, nobody to think for).
    pub fn stop(&mut self) {
        self.0 = None;
    }
}
