//! What every game's AI shares: its levels (names the command line, the dialog and the
//! settings use), the `ai:LEVEL[:DEPTH]` words of the dice games, and the time their
//! searches take.

use std::time::Duration;

/// The AI's strength: a budget and a policy, never a deliberate blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A few hundred uniform playouts: sees simple threats, plays loosely.
    Beginner,
    /// A thousand playouts with the bridge-saving policy.
    Easy,
    /// Twenty thousand playouts with RAVE and the bridge policy.
    Strong,
    /// Two seconds a move with RAVE, the bridge policy and tree reuse.
    Maximum,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Easy, Level::Strong, Level::Maximum];

    /// The name used by the command line and the new-game dialog.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Strong => "strong",
            Level::Maximum => "max",
        }
    }

    /// The level of a name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == name || (name == "maximum" && *l == Level::Maximum))
    }
}

/// How long an AI's decisions took (only turns with a real choice count).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timing {
    /// Decisions timed.
    pub decisions: u32,
    /// Their total time.
    pub total: Duration,
    /// The longest.
    pub longest: Duration,
}

impl Timing {
    /// Counts one decision that took `elapsed`.
    pub fn count(&mut self, elapsed: Duration) {
        self.decisions += 1;
        self.total += elapsed;
        self.longest = self.longest.max(elapsed);
    }

    /// Adds another player's timings to these.
    pub fn merge(&mut self, other: Timing) {
        self.decisions += other.decisions;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
    }
}
