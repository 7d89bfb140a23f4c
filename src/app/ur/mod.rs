//! Royal d'Ûr in the window. [`UrMatch`] holds the rules state and the stage of the
//! turn (roll, tumble, choose, move); every player (a click, a key, the AI) sends the
//! same [`UrRollRequest`] and [`PlayRequest`](crate::app::game_core::PlayRequest), and
//! one system applies them.

mod board;
mod entry;
pub use entry::ENTRY;
mod badges;
mod hud;
pub mod keys;
pub mod layout;
mod marks;
pub mod online;
pub mod palette;
pub mod pointer;
mod turns;
pub mod view;
mod words;

use turns::{advance_stage, ai_rolls, roll_die};
pub use words::status_line;

use crate::app::dice_core;
use bevy::prelude::*;

use crate::app::session::game::{NewGame, Seat};
use crate::app::session::screen::ActiveGame;
use crate::rules::Player;
use crate::rules::ur::{Game, Move, Record};

/// Seconds the die tumbles before its value shows.
pub const TUMBLE_SECONDS: f32 = 0.9;
/// Seconds a passing turn (a 6, or no legal move) stays announced.
pub const PASS_SECONDS: f32 = 1.4;
/// Seconds a piece takes to hop one square.
pub const STEP_SECONDS: f32 = 0.2;
/// Seconds for the pieces a move displaced to settle (captures, removals, freed).
pub const SETTLE_SECONDS: f32 = 0.45;

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The player to move is to roll the die.
    Roll,
    /// The die is tumbling: its value is not shown yet.
    Tumbling {
        /// The value it will show.
        roll: u8,
    },
    /// The roll is known and some move is legal: the player chooses.
    Choose {
        /// The roll.
        roll: u8,
        /// The legal moves.
        moves: Vec<Move>,
    },
    /// A 6, or no legal move: announced, then the turn passes by itself.
    Passing {
        /// The roll.
        roll: u8,
    },
    /// A move is animating.
    Moving {
        /// Who moves (the turn has passed to the other already).
        by: Player,
    },
    /// Someone won.
    Over,
}

/// The game of Royal d'Ûr on screen and who plays it.
#[derive(Resource, Clone, Debug)]
pub struct UrMatch {
    /// The rules state.
    pub game: Game,
    /// Names of player 1 and player 2.
    pub names: [String; 2],
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// Where the turn stands.
    pub stage: Stage,
    /// Seconds since the stage began.
    pub stage_seconds: f32,
    /// How long the current move's animation lasts.
    pub move_seconds: f32,
    /// The rolls taken back, to come again.
    pub kept: crate::app::dice_core::KeptRolls<u8>,
    /// The player who resigned, if the game ended so.
    pub resigned: Option<Player>,
}

/// The rolls of a turn, and whether it began with the first (always: one die a turn).
fn rolls_of(turn: &crate::rules::ur::Turn) -> (Vec<u8>, bool) {
    (vec![turn.roll], true)
}

impl UrMatch {
    /// A new game.
    pub fn new(setup: &NewGame) -> UrMatch {
        UrMatch::from_game(Game::new(setup.first), setup.names.clone(), setup.seats)
    }

    /// A game loaded from a record (people in both seats).
    pub fn from_record(record: Record) -> UrMatch {
        let mut m = UrMatch::from_game(
            record.game,
            [record.player1, record.player2],
            [Seat::Human; 2],
        );
        if let Some(by) = record.resigned {
            crate::app::session::game_match::GameMatch::resign(&mut m, by);
        }
        m
    }

    fn from_game(game: Game, names: [String; 2], seats: [Seat; 2]) -> UrMatch {
        let stage = if game.winner().is_some() {
            Stage::Over
        } else {
            Stage::Roll
        };
        UrMatch {
            game,
            names,
            seats,
            stage,
            stage_seconds: 0.0,
            move_seconds: 0.0,
            kept: Default::default(),
            resigned: None,
        }
    }

    /// This match after its first `turns` turns, with people in both seats: a step of
    /// the replay viewer.
    pub fn rewound(&self, turns: usize) -> UrMatch {
        let mut game = Game::new(self.game.first_player());
        for &turn in self.game.history().iter().take(turns) {
            let replayed = game.play(turn);
            debug_assert!(replayed.is_ok());
        }
        UrMatch::from_game(game, self.names.clone(), [Seat::Human; 2])
    }

    /// The square the last move landed on (none after a pass or at the start).
    pub fn last_landing(&self) -> Option<crate::rules::ur::Square> {
        let k = self.game.history().len();
        let turn = *self.game.history().last()?;
        let mv = turn.mv?;
        let before = self.rewound(k - 1);
        let position = before.game.position();
        let (_, to) = position.target(mv, turn.roll).ok()?;
        Some(crate::rules::ur::path_square(position.to_move(), to))
    }

    /// The name of a player.
    pub fn name(&self, player: Player) -> &str {
        &self.names[player.index()]
    }

    /// Whether a person plays the side to move (clicks and keys act only then).
    pub fn human_to_move(&self) -> bool {
        self.seats[self.game.to_move().index()] == Seat::Human
    }

    fn set_stage(&mut self, stage: Stage) {
        self.stage = stage;
        self.stage_seconds = 0.0;
    }
}

/// Roll the die for the player to move (`forced` fixes the value, for tests and
/// scripted positions).
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UrRollRequest {
    /// The value to roll, or `None` for a fair random roll.
    pub forced: Option<u8>,
}

/// The die was thrown: it tumbles, then shows `0`.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UrRolled(pub u8);

/// Why a Royal d'Ûr move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrRefusal {
    /// The rules refused it.
    Rule(crate::rules::ur::RuleError),
    /// A click on a square no piece of the player can move from with this roll.
    NothingFrom {
        /// The roll.
        roll: u8,
    },
}

/// Systems that change [`UrMatch`] run in this set; views run after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct UrRules;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<UrMatch>() {
        app.insert_resource(UrMatch::new(&NewGame::default()));
    }
    app.add_message::<UrRolled>()
        .init_resource::<online::RollAsked>();
    dice_core::plugin::<UrMatch>(
        app,
        (
            roll_die,
            advance_stage,
            crate::app::game_core::play_requests::<UrMatch>,
            ai_rolls.run_if(crate::app::session::screen::ai_may_act),
            crate::app::game_core::ai_thinks::<UrMatch>
                .run_if(crate::app::session::screen::ai_may_act),
        )
            .chain(),
    );
    dice_core::view_plugin::<UrMatch, _, _>(
        app,
        (layout::outline, layout::coordinate_labels),
        board::spawn_board,
        pointer::resolve_clicks,
        (view::animate_turn, view::start_tumble, marks::update_marks).chain(),
    );
}

/// The Royal d'Ûr HUD (windowed app only: it needs egui).
pub(super) fn ui_plugin(app: &mut App) {
    hud::plugin(app);
    badges::plugin(app);
}
