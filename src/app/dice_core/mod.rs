//! What the dice games add to the game core (`game_core`), naming no game: a dice game is
//! a [`DiceGame`] (a [`TurnGame`] with a roll, dice kept through takebacks, and a stage
//! that rests between turns), and gets from here its roll message and the frame its
//! turn systems run in ([`plugin`]), the takeback that keeps the dice in hand, the board
//! seen from the player's side when it comes on screen, the click on the dice
//! ([`click_die`]), the marks' refresh ([`Marks`]) and the HUD's frame with its refusal
//! notices ([`hud_plugin`]).

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use crate::app::game_core::{TurnGame, UndoRequest};
use crate::app::table::animation::AnimationSettings;

mod kept;
mod view;
pub use crate::app::game_core::active;
pub use kept::KeptRolls;
pub use view::{
    Clickable, Marks, PieceView, click_die, click_on, hud_plugin, keys_plugin, view_plugin,
};

/// What a person asks of a dice game's turn, by mouse, keys or HUD: to roll, to play,
/// to take back.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Requests<'w, G: DiceGame> {
    /// Roll the dice.
    pub roll: MessageWriter<'w, <G as DiceGame>::RollRequest>,
    /// Play a move.
    pub play: MessageWriter<'w, crate::app::game_core::PlayRequest<G>>,
    /// Take back to the last person's turn.
    pub undo: MessageWriter<'w, UndoRequest<G>>,
}

/// A dice game's match, as the shared systems drive it: the game core's turn, with dice.
pub trait DiceGame: TurnGame {
    /// The message that asks to roll for the player to move.
    type RollRequest: Message + Default;
    /// Takes back one turn; `false` when there is none.
    fn undo_one(&mut self) -> bool;
    /// Back to the roll of the player to move, with no die shown.
    fn back_to_roll(&mut self);
    /// Whether the dice lie between turns (the player to move has not thrown yet, or the
    /// game is over): what they show is the last turn's.
    fn dice_resting(&self) -> bool;
    /// Keeps the dice thrown for the turn under way and not played yet, to come again
    /// when that turn comes again (an undo with dice in hand must not reroll them).
    fn keep_dice_in_hand(&mut self);
    /// Whether the turn to play begins with a roll that came before and was taken back
    /// (it is rolled again at once: takebacks do not reroll the dice).
    fn kept_roll_waits(&self) -> bool;
    /// Whether the turn to play, with the roll kept for it, leaves the player no choice
    /// (a 6 that passes in Royal d'Ûr, a single move).
    fn kept_turn_forced(&self) -> bool;
}

/// A dice game's takeback ([`TurnGame::take_back`]): the dice in hand kept, then back
/// to a person's last decision: a turn whose roll left them no choice (a 6 that passes,
/// a single move) would only be played again as it was, and the takeback seem to do
/// nothing; it goes with the turns after it. Only a game a person plays takes back.
pub fn take_back<G: DiceGame>(current: &mut G) -> bool {
    if current.moves() == 0 || !current.has_human() {
        return false;
    }
    current.keep_dice_in_hand();
    while current.undo_one() {
        if current.human_to_move() && !current.kept_turn_forced() {
            break;
        }
    }
    current.back_to_roll();
    true
}

/// The methods of [`GameMatch`](crate::app::session::game_match::GameMatch),
/// [`TurnGame`] and [`DiceGame`] that both dice games' matches write alike (a match with
/// `game` and `stage` fields, `new` and `human_to_move` methods): `dice_match!(game_match)`
/// inside `impl GameMatch`, `dice_match!(turn_game)` inside `impl TurnGame`,
/// `dice_match!(dice_game)` inside `impl DiceGame`. The game's `Stage`, `status_line` and `rolls_of` are the ones in scope
/// where it is written.
macro_rules! dice_match {
    (game_match) => {
        fn move_text(&self, i: usize) -> Option<String> {
            self.game.history_texts().get(i).cloned()
        }

        fn over(&self) -> bool {
            self.game.winner().is_some() || self.resigned.is_some()
        }

        fn resign(&mut self, by: $crate::rules::Player) {
            self.resigned = Some(by);
            self.stage = Stage::Over;
        }

        fn shown_over(&self) -> bool {
            self.stage == Stage::Over
        }

        fn replay_status(&self, t: $crate::i18n::Tr) -> String {
            if $crate::app::session::game_match::GameMatch::over(self) {
                status_line(t, self)
            } else {
                t.trf(
                    "replay.to_move",
                    &[("who", &self.name(self.game.to_move()))],
                )
            }
        }

        fn put(self: Box<Self>, world: &mut World, reset: bool) {
            $crate::app::game_core::put(*self, world, reset);
        }
    };
    (turn_game) => {
        fn new_game(setup: &$crate::app::session::game::NewGame) -> Self {
            Self::new(setup)
        }

        fn human_to_move(&self) -> bool {
            Self::human_to_move(self)
        }

        fn take_back(&mut self) -> bool {
            $crate::app::dice_core::take_back(self)
        }

        fn still(&self) -> bool {
            let someone_else = !matches!(
                self.seats[self.game.to_move().index()],
                $crate::app::session::game::Seat::Ai(_)
            );
            self.stage == Stage::Over
                || (matches!(self.stage, Stage::Roll | Stage::Choose { .. })
                    && someone_else
                    && !self.kept.waits_for_roll())
        }
    };
    (dice_game) => {
        fn undo_one(&mut self) -> bool {
            // A takeback goes on from before the resignation.
            self.resigned = None;
            let played = self.game.history_texts().last().cloned();
            match self.game.undo() {
                Some(undone) => {
                    let (rolls, rolled) = rolls_of(&undone);
                    let at = self.game.history().len();
                    self.kept.take_back(&rolls, rolled, at, played);
                    true
                }
                None => false,
            }
        }

        fn kept_roll_waits(&self) -> bool {
            self.kept.waits_for_roll()
        }
    };
}

pub(crate) use dice_match;

/// A stage's clock, advanced once a frame at the animation pace.
pub struct StageClock {
    instant: bool,
    elapsed: f32,
}

impl StageClock {
    /// Advances `stage_seconds` by `dt` at the pace of `animation`.
    pub fn tick(animation: &AnimationSettings, dt: f32, stage_seconds: &mut f32) -> Self {
        *stage_seconds += animation.pace(dt);
        StageClock {
            instant: animation.instant(),
            elapsed: *stage_seconds,
        }
    }

    /// Whether the stage has lasted `secs` (at once when animations are off).
    pub fn waited(&self, secs: f32) -> bool {
        self.instant || self.elapsed >= secs
    }

    /// Whether animations are off.
    pub fn instant(&self) -> bool {
        self.instant
    }
}

/// The systems every dice game shares, for `G`: the game core's, its roll message, the
/// roll kept through a takeback thrown again, the board facing its player; and its own
/// turn systems `turns` (run in its rules set, after a takeback, while it is on screen).
pub fn plugin<G: DiceGame>(app: &mut App, turns: ScheduleConfigs<ScheduleSystem>) {
    app.add_message::<G::RollRequest>()
        .add_systems(OnEnter(G::ID), face_the_board::<G>);
    crate::app::game_core::plugin::<G>(
        app,
        (
            roll_kept::<G>.run_if(crate::app::session::outside::takebacks_on),
            turns,
        )
            .chain(),
    );
}

/// After a takeback, the roll kept for a person's turn is thrown again at once (the
/// dice do not change by being taken back).
fn roll_kept<G: DiceGame>(
    mut requests: MessageReader<UndoRequest<G>>,
    current: Res<G>,
    mut roll: MessageWriter<G::RollRequest>,
) {
    if requests.read().count() > 0 && current.kept_roll_waits() && current.human_to_move() {
        roll.write(G::RollRequest::default());
    }
}

/// A dice game is seen from its first player's side when it comes on screen, or online
/// from the person's own side ([`crate::app::session::online::Online::yaw`]).
fn face_the_board<G: DiceGame>(
    yaw: Option<ResMut<crate::app::table::camera::CameraYaw>>,
    online: Option<Res<crate::app::session::online::Online>>,
) {
    if let Some(mut yaw) = yaw {
        yaw.0 = online.map_or(0.0, |o| o.yaw(*G::ID));
    }
}
