//! How long a search may run and how it explores: what every game's tree search is
//! given, and the command line's words for a budget.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// A search's stop: set by whoever waits for the answer once it is no longer wanted (an
/// undo, a new game, a move played while a hint was worked out). The search looks at it
/// as often as at its clock and ends at once, its answer thrown away.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    /// Asks the search to end.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether it was asked to end.
    pub fn stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// How much a search may spend: it stops at whichever limit comes first (at least one
/// playout is always run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Most playouts.
    pub playouts: Option<u64>,
    /// Most wall-clock time.
    pub time: Option<Duration>,
}

impl Budget {
    /// A budget of `n` playouts.
    pub fn playouts(n: u64) -> Budget {
        Budget {
            playouts: Some(n),
            time: None,
        }
    }

    /// A budget of wall-clock time.
    pub fn time(d: Duration) -> Budget {
        Budget {
            playouts: None,
            time: Some(d),
        }
    }

    /// Half of this budget (for decisions that need two searches).
    pub fn half(self) -> Budget {
        self.divided(2)
    }

    /// One `n`th of this budget (at least one playout).
    pub fn divided(self, n: u32) -> Budget {
        let n = n.max(1);
        Budget {
            playouts: self.playouts.map(|p| (p / n as u64).max(1)),
            time: self.time.map(|t| t / n),
        }
    }
}

/// Tuning of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSettings {
    /// Use AMAF statistics (RAVE); plain UCT without it.
    pub rave: bool,
    /// RAVE equivalence parameter: at about this many visits a move's own statistics
    /// weigh as much as its AMAF statistics.
    pub rave_equivalence: f32,
    /// UCT exploration constant.
    pub exploration: f32,
    /// A node gets children once it has been visited this many times.
    pub expand_after: u32,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            rave: true,
            rave_equivalence: 600.0,
            exploration: 0.05,
            expand_after: 2,
        }
    }
}

impl SearchSettings {
    /// Plain UCT with random playouts, the reference opponent.
    pub fn plain_uct() -> SearchSettings {
        SearchSettings {
            rave: false,
            exploration: 0.7,
            ..SearchSettings::default()
        }
    }
}

/// The longest time a budget may give a move, in seconds.
pub const MAX_BUDGET_SECONDS: u64 = 600;
/// The most playouts a budget may give a move.
pub const MAX_BUDGET_PLAYOUTS: u64 = 10_000_000;

/// Reads `1s`, `250ms`, `1.5s` or `5000p`, within [`MAX_BUDGET_SECONDS`] and
/// [`MAX_BUDGET_PLAYOUTS`] (a budget of years would run for ever).
pub fn parse_budget(text: &str) -> Option<Budget> {
    if let Some(ms) = text.strip_suffix("ms") {
        return ms
            .parse::<u64>()
            .ok()
            .filter(|&m| m > 0 && m <= MAX_BUDGET_SECONDS * 1000)
            .map(|m| Budget::time(Duration::from_millis(m)));
    }
    if let Some(s) = text.strip_suffix('s') {
        return s
            .parse::<f64>()
            .ok()
            .filter(|s| *s >= 0.001 && *s <= MAX_BUDGET_SECONDS as f64)
            .map(|s| Budget::time(Duration::from_secs_f64(s)));
    }
    if let Some(p) = text.strip_suffix('p') {
        return p
            .parse::<u64>()
            .ok()
            .filter(|&p| p > 0 && p <= MAX_BUDGET_PLAYOUTS)
            .map(Budget::playouts);
    }
    None
}
