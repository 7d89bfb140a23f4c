//! What the dice games share in their running, naming no game: a game is a [`DiceGame`]
//! (its match resource, its rules set, its roll, refusal, reset and undo messages), and
//! gets from here its messages and the frame its turn systems run in ([`plugin`]), the
//! AI's search on a worker thread ([`Thinking`]) and its pause ([`ai_pause`]), the start
//! of a new game, the undo back to a person's turn, the view's rebuild when the game comes
//! on screen, the click on the dice ([`click_die`]), the marks' refresh
//! ([`Marks`]) and the HUD's frame with its refusal notices ([`hud_plugin`]).

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use crate::app::session::game::{NewGame, NewGameRequest};
use crate::app::session::game_match::GameMatch;
use crate::app::session::screen::ActiveGame;
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::PlaySound;
use crate::i18n::Tr;
use crate::synth::SoundId;

mod ai;
mod kept;
mod view;
pub use ai::{Search, Thinking, ai_pause, ai_thinks};
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
    pub play: MessageWriter<'w, <G as DiceGame>::PlayRequest>,
    /// Take back to the last person's turn.
    pub undo: MessageWriter<'w, <G as DiceGame>::Undo>,
}

/// A dice game's match, as the shared systems drive it.
pub trait DiceGame:
    Resource + Component<Mutability = bevy::ecs::component::Mutable> + GameMatch + Sized
{
    /// Which game it is.
    const ID: ActiveGame;
    /// The set its systems that change the match run in (views run after it).
    type Rules: SystemSet + Clone + Default;
    /// The message that asks to roll for the player to move.
    type RollRequest: Message + Default;
    /// The message that says a request was refused, and why.
    type Refused: Message;
    /// The message that asks to play a choice (a move, a play): every kind of player
    /// sends it, a mouse, a key, the AI or the demo.
    type PlayRequest: Message;
    /// The message that says a turn was played (the views animate it).
    type Played: Message;
    /// The message that tells its view to rebuild (new game, undo, coming on screen).
    type Reset: Message + Default;
    /// The message that asks to take back the last turn.
    type Undo: Message + Default;
    /// What its AI's search answers.
    type Answer: Send + 'static;
    /// A new game as the dialog set it up.
    fn new_game(setup: &NewGame) -> Self;
    /// Whether a person plays any seat (undo is theirs only).
    fn has_human(&self) -> bool {
        self.seats()
            .contains(&crate::app::session::game::Seat::Human)
    }
    /// Whether a person is to play now.
    fn human_to_move(&self) -> bool;
    /// Whether nothing happens until someone acts: a person (here or online) is to
    /// roll or choose, or the game is over. Otherwise the turn goes on by itself (dice
    /// tumbling, a pass announced, a piece moving, an AI's pause and search).
    fn still(&self) -> bool;
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
    /// A refusal in the player's words.
    fn refusal_words(refused: &Self::Refused, t: Tr) -> String;
    /// Plays a requested choice if the game waits for one (`None` when it does not):
    /// what was played, its animation started, or why it is refused.
    fn play_request(
        &mut self,
        request: &Self::PlayRequest,
        instant: bool,
    ) -> Option<Result<Self::Played, Self::Refused>>;
    /// What the AI does now: search for the seat to move, wait for a person, or nothing.
    fn ai_turn(&self) -> AiTurn<Self::Answer>;
    /// The request an AI's answer makes, if any.
    fn answer_request(answer: Self::Answer) -> Option<Self::PlayRequest>;
}

/// What the AI does at this moment of a dice game.
pub enum AiTurn<T> {
    /// No choice is awaited: any search in flight is dropped.
    Idle,
    /// A person chooses.
    Person,
    /// An AI seat chooses: this search finds its answer (on a worker thread), ending
    /// early once its stop is set (its answer is then not wanted).
    Search(Box<dyn FnOnce(crate::ai::Stop) -> T + Send>),
}

/// The methods of [`GameMatch`] and [`DiceGame`] that both dice games' matches write
/// alike (a match with `game` and `stage` fields, `new` and `human_to_move` methods):
/// `dice_match!(game_match)` inside `impl GameMatch`, `dice_match!(dice_game)` inside
/// `impl DiceGame`. The game's `Stage`, `status_line` and `rolls_of` are the ones in scope
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
            $crate::app::dice_core::put(*self, world, reset);
        }
    };
    (dice_game) => {
        fn new_game(setup: &$crate::app::session::game::NewGame) -> Self {
            Self::new(setup)
        }

        fn human_to_move(&self) -> bool {
            Self::human_to_move(self)
        }

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

/// Run condition: `G` is the game on screen.
pub fn active<G: DiceGame>(state: Option<Res<State<ActiveGame>>>) -> bool {
    state.is_some_and(|s| *s.get() == G::ID)
}

/// The systems every dice game shares, for `G`, and its own turn systems `turns` (run in
/// its rules set, after an undo, while it is on screen).
pub fn plugin<G: DiceGame>(app: &mut App, turns: ScheduleConfigs<ScheduleSystem>) {
    app.add_message::<G::RollRequest>()
        .add_message::<G::Refused>()
        .add_message::<G::PlayRequest>()
        .add_message::<G::Played>()
        .add_message::<G::Reset>()
        .add_message::<G::Undo>()
        .init_resource::<Thinking<G::Answer>>()
        .add_systems(Update, start_new_game::<G>.in_set(G::Rules::default()))
        .add_systems(
            Update,
            undo::<G>
                .in_set(G::Rules::default())
                .after(start_new_game::<G>)
                .run_if(active::<G>)
                .run_if(crate::app::session::game::takebacks_on),
        )
        .add_systems(
            Update,
            turns
                .in_set(G::Rules::default())
                .after(undo::<G>)
                .run_if(active::<G>),
        )
        .configure_sets(
            Update,
            G::Rules::default()
                .in_set(crate::app::ground::order::Step::Rules)
                .run_if(crate::app::session::records::replay_off),
        )
        .add_systems(
            Update,
            keep_drawing::<G>
                .in_set(G::Rules::default())
                .after(undo::<G>)
                .run_if(active::<G>),
        )
        .add_systems(OnEnter(G::ID), (reset_view::<G>, face_the_board::<G>));
}

/// A turn that goes on by itself draws every frame; a person's choice waits asleep.
fn keep_drawing<G: DiceGame>(
    current: Res<G>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) {
    if !current.still() {
        frames.now();
    }
}

/// Puts a dice game's match on screen (see [`crate::app::session::game_match::GameMatch::put`]).
pub fn put<G: DiceGame>(game: G, world: &mut World, reset: bool) {
    world.insert_resource(game);
    if reset {
        world.write_message(G::Reset::default());
    }
}

/// The view rebuilds when the game comes on screen.
fn reset_view<G: DiceGame>(mut w: MessageWriter<G::Reset>) {
    w.write(G::Reset::default());
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

/// Plays the choices requested (by any kind of player) through the rules; a refusal
/// sounds.
pub fn play_requests<G: DiceGame>(
    mut requests: MessageReader<G::PlayRequest>,
    mut current: ResMut<G>,
    animation: Res<AnimationSettings>,
    mut played: MessageWriter<G::Played>,
    mut refused: MessageWriter<G::Refused>,
    mut sound: MessageWriter<PlaySound>,
) {
    let instant = animation.instant();
    for request in requests.read() {
        match current.play_request(request, instant) {
            Some(Ok(p)) => {
                played.write(p);
            }
            Some(Err(r)) => {
                refused.write(r);
                sound.write(PlaySound(SoundId::Refuse));
            }
            None => {}
        }
    }
}

/// A new game of `G` from the dialog (or the demo) replaces the one on screen, and puts
/// `G` on screen.
pub fn start_new_game<G: DiceGame>(
    mut requests: MessageReader<NewGameRequest>,
    mut current: ResMut<G>,
    mut reset: MessageWriter<G::Reset>,
    mut thinking: ResMut<Thinking<G::Answer>>,
    state: Option<Res<State<ActiveGame>>>,
    next: Option<ResMut<NextState<ActiveGame>>>,
) {
    let Some(NewGameRequest(setup)) = requests.read().last() else {
        return;
    };
    if setup.game != *G::ID {
        return;
    }
    *current = G::new_game(setup);
    thinking.stop();
    reset.write(G::Reset::default());
    if let (Some(state), Some(mut next)) = (state, next)
        && *state.get() != G::ID
    {
        next.set(G::ID);
    }
}

/// Takes back the last turn; against the AI, back to the last turn a person chose.
pub fn undo<G: DiceGame>(
    mut requests: MessageReader<G::Undo>,
    mut current: ResMut<G>,
    mut reset: MessageWriter<G::Reset>,
    mut roll: MessageWriter<G::RollRequest>,
    mut thinking: ResMut<Thinking<G::Answer>>,
) {
    if requests.read().count() == 0 || current.moves() == 0 || !current.has_human() {
        return;
    }
    current.keep_dice_in_hand();
    // Back to a person's last decision: a turn whose roll left them no choice (a 6 that
    // passes, a single move) would only be played again as it was, and the takeback
    // seem to do nothing; it goes with the turns after it.
    while current.undo_one() {
        if current.human_to_move() && !current.kept_turn_forced() {
            break;
        }
    }
    current.back_to_roll();
    thinking.stop();
    reset.write(G::Reset::default());
    if current.kept_roll_waits() && current.human_to_move() {
        roll.write(G::RollRequest::default());
    }
}
