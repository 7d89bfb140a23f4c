//! Uckers in the window. [`UckersMatch`] holds the rules state and the stage of the
//! turn (roll, tumble, choose, move, or the throws of a declaration); every player (a
//! click, a key, the AI) sends the same requests, and one system applies them.

mod badges;
mod board;
mod entry;
pub use entry::ENTRY;
mod hud;
pub mod keys;
pub mod layout;
pub mod online;
mod outcomes;
pub mod palette;
pub mod pick;
mod pointer;
mod setup;
mod stings;
mod turns;
pub mod view;
pub mod words;

pub use setup::UckersSetup;
pub use stings::StingBoard;
use stings::record_stings;
use turns::{advance_stage, ai_acts, declare, roll_dice};
pub use words::status_line;

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::app::dice_core;
use rand::Rng;

use crate::app::session::game::{NewGame, Seat};
use crate::app::session::screen::ActiveGame;
use crate::rules::uckers::{Colour, Declaration, Dice, Game, Play, Played, Record, roll_off};

/// Seconds the dice tumble before their values show.
pub const TUMBLE_SECONDS: f32 = 0.9;
/// Seconds a roll with nothing to choose (nothing playable, snake eyes) stays
/// announced before it is played.
pub const PASS_SECONDS: f32 = 1.4;
/// Seconds between the throws of a declaration (the suspense).
pub const SUSPENSE_SECONDS: f32 = 0.7;
/// Seconds a piece takes to hop one square.
pub const STEP_SECONDS: f32 = 0.16;
/// Seconds for captured pieces to fly back to base.
pub const SETTLE_SECONDS: f32 = 0.5;

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The colour to move is to roll (or declare instead).
    Roll,
    /// The dice are tumbling: their values are not shown yet.
    Tumbling {
        /// What they will show.
        dice: Dice,
    },
    /// The dice are known and there is a choice: the player picks a play.
    Choose {
        /// The dice.
        dice: Dice,
        /// The legal plays.
        plays: Vec<Play>,
    },
    /// Nothing to choose (nothing playable, or snake eyes): announced, then played.
    Passing {
        /// The dice.
        dice: Dice,
        /// The play that will be made.
        play: Play,
    },
    /// A declaration's throws, one by one (the last one may still be tumbling).
    Throwing {
        /// What was declared.
        declaration: Declaration,
        /// The throws so far.
        throws: Vec<Dice>,
    },
    /// A play is animating.
    Moving {
        /// Whose play it is (the turn has passed on already).
        by: Colour,
    },
    /// A partnership won.
    Over,
}

/// The game of Uckers on screen and who plays it.
#[derive(Resource, Clone, Debug)]
pub struct UckersMatch {
    /// The rules state.
    pub game: Game,
    /// 2 or 4 players.
    pub players: u8,
    /// The name at each colour's seat (partners share one with 2 players).
    pub names: [String; 4],
    /// Who plays each colour.
    pub seats: [Seat; 4],
    /// Where the turn stands.
    pub stage: Stage,
    /// Seconds since the stage began.
    pub stage_seconds: f32,
    /// How long the current play's animation lasts.
    pub move_seconds: f32,
    /// The last dice shown (a roll or a throw), once landed.
    pub shown_dice: Option<Dice>,
    /// The dice taken back, to come again.
    pub kept: crate::app::dice_core::KeptRolls<Dice>,
    /// WAFU snake eyes: the person to roll has called "snake eyes" for its first roll.
    pub snake_call: bool,
    /// How the starting colour was decided (each round of the roll-off).
    pub roll_off: Vec<Vec<(Colour, Dice)>>,
    /// Whether the eight-piece sting of this game has been written down.
    pub sting_recorded: bool,
    /// The partnership that resigned (player 1 is yellow and green), if the game ended
    /// so.
    pub resigned: Option<crate::rules::Player>,
}

impl UckersMatch {
    /// A new game: the roll-off picks the starting colour.
    pub fn new(setup: &NewGame) -> UckersMatch {
        let mut rng = rand::rng();
        let (first, rounds) = roll_off(|| Dice(rng.random_range(1..=6), rng.random_range(1..=6)));
        let u = setup
            .extra
            .get::<UckersSetup>()
            .cloned()
            .unwrap_or_default();
        let (seats, names) = if u.players == 4 {
            (u.seats, u.names.clone())
        } else {
            let [a, b] = setup.seats;
            let [na, nb] = setup.names.clone();
            ([a, b, a, b], [na.clone(), nb.clone(), na, nb])
        };
        let mut m = UckersMatch::from_game(Game::new(first, u.options), u.players, names, seats);
        m.roll_off = rounds;
        m
    }

    /// A game loaded from a record (people in every seat).
    pub fn from_record(record: Record) -> UckersMatch {
        let mut m =
            UckersMatch::from_game(record.game, record.players, record.names, [Seat::Human; 4]);
        if let Some(by) = record.resigned {
            crate::app::session::game_match::GameMatch::resign(&mut m, by);
        }
        m
    }

    fn from_game(game: Game, players: u8, names: [String; 4], seats: [Seat; 4]) -> UckersMatch {
        let game_over = game.winner().is_some();
        let stage = if game_over { Stage::Over } else { Stage::Roll };
        UckersMatch {
            game,
            players,
            names,
            seats,
            stage,
            stage_seconds: 0.0,
            move_seconds: 0.0,
            shown_dice: None,
            kept: Default::default(),
            snake_call: false,
            roll_off: Vec::new(),
            // Only a game already over when it comes on screen has had its sting
            // written down (or never will): every other game's is written when it ends.
            sting_recorded: game_over,
            resigned: None,
        }
    }

    /// This match after its first `actions` actions, with people in every seat: a step
    /// of the replay viewer.
    pub fn rewound(&self, actions: usize) -> UckersMatch {
        let mut game = Game::new(self.game.first(), self.game.options());
        for action in self.game.history().iter().take(actions) {
            let replayed = game.play(action.clone());
            debug_assert!(replayed.is_ok());
        }
        let shown_dice = match game.history().last() {
            Some(crate::rules::uckers::Action::Roll { dice, .. }) => Some(*dice),
            Some(crate::rules::uckers::Action::Declare { throws, .. }) => throws.last().copied(),
            None => None,
        };
        let mut m =
            UckersMatch::from_game(game, self.players, self.names.clone(), [Seat::Human; 4]);
        m.shown_dice = shown_dice;
        m
    }

    /// Who plays the colour to move.
    pub fn seat_to_move(&self) -> Seat {
        self.seats[self.game.to_move().index()]
    }

    /// Whether a person plays the colour to move (clicks and keys act only then).
    pub fn human_to_move(&self) -> bool {
        self.seat_to_move() == Seat::Human
    }

    /// The name of the player of a colour.
    pub fn name(&self, colour: Colour) -> &str {
        &self.names[colour.index()]
    }

    fn set_stage(&mut self, stage: Stage) {
        self.stage = stage;
        self.stage_seconds = 0.0;
    }
}

/// Dice values to use before random ones (tests, scripted demonstrations).
#[derive(Resource, Clone, Debug, Default)]
pub struct UckersDiceQueue(pub VecDeque<Dice>);

impl UckersDiceQueue {
    fn next(&mut self) -> Dice {
        self.0
            .pop_front()
            .filter(|d| d.is_valid())
            .unwrap_or_else(|| {
                let mut rng = rand::rng();
                Dice(rng.random_range(1..=6), rng.random_range(1..=6))
            })
    }
}

/// The dice of an action, and whether it began with the first (a roll, not a
/// declaration's throws).
fn rolls_of(action: &crate::rules::uckers::Action) -> (Vec<Dice>, bool) {
    match action {
        crate::rules::uckers::Action::Roll { dice, .. } => (vec![*dice], true),
        crate::rules::uckers::Action::Declare { throws, .. } => (throws.clone(), false),
    }
}

/// Roll the dice for the colour to move.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UckersRollRequest;

/// The dice were thrown: they tumble, then show these values.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UckersRolled(pub Dice);

/// Declare (an attack on a blob, suckback, blowback) instead of rolling.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UckersDeclareRequest(pub Declaration);

/// What a played action reports (the message
/// [`TurnPlayed`](crate::app::game_core::TurnPlayed) carries it): what it did, with its
/// text in the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionPlayed {
    /// What it did.
    pub played: Played,
    /// The line of the record.
    pub text: String,
}

/// Why an Uckers request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UckersRefusal {
    /// A click on a square from which no legal play starts.
    NoPlayFrom(crate::rules::uckers::Square),
    /// A play that is not among the roll's legal plays.
    NotLegal,
    /// A declaration not possible now.
    NoDeclaration,
}

/// Systems that change [`UckersMatch`] run in this set; views run after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct UckersRules;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<UckersMatch>() {
        app.insert_resource(UckersMatch::new(&NewGame::default()));
    }
    app.add_message::<UckersRolled>()
        .add_message::<UckersDeclareRequest>()
        .init_resource::<StingBoard>()
        .init_resource::<UckersDiceQueue>()
        .init_resource::<online::ThrowAsked>()
        .add_systems(Update, online::forget_asks.before(UckersRules));
    dice_core::plugin::<UckersMatch>(
        app,
        (
            roll_dice,
            declare,
            advance_stage,
            crate::app::game_core::play_requests::<UckersMatch>,
            ai_acts.run_if(crate::app::session::screen::ai_may_act),
            crate::app::game_core::ai_thinks::<UckersMatch>
                .run_if(crate::app::session::screen::ai_may_act),
            record_stings,
        )
            .chain(),
    );
    dice_core::view_plugin::<UckersMatch, _, _>(
        app,
        (layout::outline, layout::coordinate_labels),
        board::spawn_board,
        pointer::resolve_clicks,
        (
            view::animate_play,
            view::start_tumble,
            pointer::update_marks,
        )
            .chain(),
    );
}

/// The Uckers HUD (windowed app only: it needs egui), and the back of the board as the
/// user's file has it (its problems shown with the others of the games' files).
pub(super) fn ui_plugin(app: &mut App) {
    let (stings, problems) = StingBoard::from_config_dir();
    app.insert_resource(stings);
    app.world_mut()
        .get_resource_or_init::<crate::app::screens::notices::FileProblems>()
        .0
        .extend(problems);
    hud::plugin(app);
    badges::plugin(app);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_game_over_on_arrival_has_its_sting_written_already() {
        // However a game comes on screen (the dialog, the command line, a saved game),
        // its sting is written when it ends.
        assert!(!UckersMatch::new(&NewGame::default()).sting_recorded);
        let text = include_str!("../../../tests/data/midgame.uckers");
        let record = crate::rules::uckers::read_record(text).unwrap();
        assert!(record.game.winner().is_none());
        assert!(!UckersMatch::from_record(record).sting_recorded);
    }
}
