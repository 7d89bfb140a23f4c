//! What an analysis may spend and how far it has gone: its budget ([`Work`]: time a
//! position, threads, seed), its [`Progress`] (read and cancelled from another thread),
//! and its items computed in parallel on threads that yield the CPU to the window.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use crate::rules::GameId;

/// How far a review has gone (positions analysed of those planned) and whether it was
/// asked to stop; shared between the threads that work and the one that waits.
#[derive(Clone, Debug, Default)]
pub struct Progress(Arc<Counters>);

#[derive(Debug, Default)]
struct Counters {
    done: AtomicUsize,
    planned: AtomicUsize,
    cancelled: AtomicBool,
}

impl Progress {
    /// The share done, 0 to 1 (0 before anything is planned).
    pub fn fraction(&self) -> f32 {
        let planned = self.0.planned.load(Ordering::Relaxed);
        if planned == 0 {
            return 0.0;
        }
        (self.0.done.load(Ordering::Relaxed) as f32 / planned as f32).min(1.0)
    }

    /// Asks the work to stop: no new position is begun, and the work answers `None`.
    pub fn cancel(&self) {
        self.0.cancelled.store(true, Ordering::Relaxed);
    }

    /// Whether the work was asked to stop.
    pub fn cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::Relaxed)
    }

    /// The work plans `n` positions in all (a later plan replaces an earlier estimate).
    pub fn plan(&self, n: usize) {
        self.0.planned.store(n, Ordering::Relaxed);
    }

    fn step(&self) {
        self.0.done.fetch_add(1, Ordering::Relaxed);
    }
}

/// What a review may spend: about `time` a position, on `threads` threads, its
/// searches seeded by `seed`; `gentle` threads lower their priority (the app's, so the
/// window keeps the CPU it needs).
#[derive(Clone, Debug)]
pub struct Work {
    /// The time a position.
    pub time: Duration,
    /// The threads.
    pub threads: usize,
    /// The searches' seed (Unlur's samples; the dice games' are exact).
    pub seed: u64,
    /// Whether the threads yield to others.
    pub gentle: bool,
    /// Where it stands; cancels it.
    pub progress: Progress,
}

/// The seed of a review unless told otherwise: the window's and the command line's, so
/// that both say the same of the same record.
pub const REVIEW_SEED: u64 = 0;

impl Work {
    /// The default budget for `game` on every core: Unlur's searches sample and need more
    /// time than the dice games' to agree with themselves.
    pub fn default_for(game: GameId) -> Work {
        Work {
            time: Duration::from_secs_f64(if game == GameId::Unlur { 0.6 } else { 0.2 }),
            threads: super::all_cores(),
            seed: REVIEW_SEED,
            gentle: false,
            progress: Progress::default(),
        }
    }

    /// `f` of every item, in order, computed on the work's threads (each takes the next
    /// item left: the positions of a game cost unevenly), each item counted done in the
    /// progress; `None` when the work was cancelled before the end.
    pub fn in_parallel<T: Sync, R: Send>(
        &self,
        items: &[T],
        f: impl Fn(&T) -> R + Sync,
    ) -> Option<Vec<R>> {
        use std::sync::Mutex;
        let next = AtomicUsize::new(0);
        let done: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(items.len()));
        std::thread::scope(|scope| {
            for _ in 0..self.threads.clamp(1, items.len().max(1)) {
                scope.spawn(|| {
                    if self.gentle {
                        yield_cpu_to_rendering();
                    }
                    while !self.progress.cancelled() {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        let r = f(item);
                        self.progress.step();
                        if let Ok(mut done) = done.lock() {
                            done.push((i, r));
                        }
                    }
                });
            }
        });
        let mut done = done.into_inner().unwrap_or_default();
        if self.progress.cancelled() || done.len() < items.len() {
            return None;
        }
        done.sort_by_key(|(i, _)| *i);
        Some(done.into_iter().map(|(_, r)| r).collect())
    }
}

/// Lowers the scheduling priority of the current thread (a search thread), so that
/// the render threads keep the CPU when they need it; most visible with a software
/// renderer on few cores. Best effort: failure changes nothing.
pub fn yield_cpu_to_rendering() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no preconditions; setpriority on our own thread id only
    // changes this thread's niceness (raising niceness needs no privilege).
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 15);
    }
}
