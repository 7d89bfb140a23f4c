//! What every game shares about a match: who sits in a seat, what the new-game dialog
//! chooses, the message that starts a new game, and the set the rules systems run in.

use bevy::prelude::*;

use crate::ai::Level;
use crate::rules::unlur::Player;

/// Who sits in a seat: a person at the computer or the AI at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person plays with the mouse and keyboard.
    Human,
    /// The AI plays.
    Ai(Level),
}

impl Seat {
    /// Words for the HUD (`human`, `AI, strong`).
    pub fn label(self, t: crate::i18n::Tr) -> String {
        match self {
            Seat::Human => t.tr("common.seat_human").to_string(),
            Seat::Ai(level) => t.trf(
                "common.seat_ai",
                &[("level", &super::text::level_name(t, level))],
            ),
        }
    }

    /// Words for a menu (`Human`, `AI - strong`).
    pub fn choice(self, t: crate::i18n::Tr) -> String {
        match self {
            Seat::Human => t.tr("common.human").to_string(),
            Seat::Ai(level) => t.trf(
                "common.ai_level",
                &[("level", &super::text::level_name(t, level))],
            ),
        }
    }
}

/// The side a fresh start uses.
pub const DEFAULT_SIDE: usize = 6;

/// What the new-game dialog chooses.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// Which game.
    pub game: super::ActiveGame,
    /// Cells on each side of the board (Unlur).
    pub side: usize,
    /// Who makes the first move.
    pub first: Player,
    /// Names of player 1 and player 2.
    pub names: [String; 2],
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// Uckers: players, seats by colour with 4 players, options.
    pub uckers: super::uckers::UckersSetup,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame {
            game: super::ActiveGame::Unlur,
            side: DEFAULT_SIDE,
            first: Player::One,
            names: ["Player 1".to_string(), "Player 2".to_string()],
            seats: [Seat::Human; 2],
            uckers: super::uckers::UckersSetup::default(),
        }
    }
}

/// Start a new game.
#[derive(Message, Clone, Debug)]
pub struct NewGameRequest(pub NewGame);

/// Systems that change the rules state run in this set; views run after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Messages are applied to [`Match`].
    Rules,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewGameRequest>()
        .init_resource::<AiSettings>();
}

/// How the AI behaves in the app.
#[derive(Resource, Clone, Copy, Debug)]
pub struct AiSettings {
    /// Pause after the last move (and its animation) before the AI moves, so a person
    /// can follow, in seconds.
    pub delay_seconds: f32,
    /// Level of the search behind the Hint button.
    pub hint_level: Level,
}

impl Default for AiSettings {
    fn default() -> Self {
        AiSettings {
            delay_seconds: 0.6,
            hint_level: Level::Strong,
        }
    }
}
