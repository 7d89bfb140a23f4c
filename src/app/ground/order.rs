//! The one order of a frame's work in `Update`: what a person or a driver asks
//! ([`Step::Input`]: keys, the replay's commands, the online friend's and the lesson's
//! actions put on the board), the rules taking it ([`Step::Rules`]), what the board and
//! the panels show of it ([`Step::View`]: animations, marks, the AI's turn once the
//! position is known), and its sounds ([`Step::Sound`]). Chained once here: a part puts
//! its systems in a step rather than naming another part's systems or sets. The games
//! in progress are saved in `Last`, after all of it.

use bevy::prelude::*;

/// A step of a frame's work in `Update`, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// What is asked: keys, clicks turned into requests, commands, moves from outside.
    Input,
    /// The rules take the requests: the games' matches change only here.
    Rules,
    /// What the board and the panels show of the position, and what follows from it.
    View,
    /// The sounds of what happened (after anything that lands a stone or a die).
    Sound,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (Step::Input, Step::Rules, Step::View, Step::Sound).chain(),
    );
}
