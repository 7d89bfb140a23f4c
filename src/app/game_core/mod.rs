//! One game core on screen, naming no game: a game is a [`TurnGame`] (its match
//! resource, its rules set, what a player asks to play, what a played turn reports, why a
//! request is refused, what its AI answers), and gets from here its messages, one
//! vocabulary for every game ([`PlayRequest`], [`TurnPlayed`], [`Refused`], [`Reset`],
//! [`UndoRequest`]), the frame its turn systems run in ([`plugin`]), the start of a new
//! game, the takeback back to a person's turn, the view's rebuild when the game comes on
//! screen, the requests played through the rules ([`play_requests`]) and the AI seat's
//! stoppable search on a worker thread ([`Thinking`], [`ai_thinks`]). Unlur is one such
//! game; the dice games add their dice on top of it (`dice_core`).

use std::marker::PhantomData;

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
pub use ai::{AiTurn, Search, Thinking, ThinkingOf, ai_pause, ai_thinks};

/// A game's match, as the shared systems drive it: whose turn it is, what a request
/// does, how a turn is taken back, what its AI seats search.
pub trait TurnGame:
    Resource + Component<Mutability = bevy::ecs::component::Mutable> + GameMatch + Sized
{
    /// Which game it is.
    const ID: ActiveGame;
    /// The set its systems that change the match run in (views run after it).
    type Rules: SystemSet + Clone + Default;
    /// What a player asks to play (a stone or a pass, a move with the roll shown, a
    /// play of the dice): every kind of player asks it alike, a mouse, a key, the AI,
    /// the demo or a friend online.
    type Move: Send + Sync + 'static;
    /// What a played turn reports (the views animate it).
    type Done: Send + Sync + 'static;
    /// Why a request was refused (the HUD words it).
    type Refusal: Send + Sync + 'static;
    /// What its AI's search answers.
    type Answer: Send + 'static;
    /// A new game as the dialog set it up.
    fn new_game(setup: &NewGame) -> Self;
    /// Whether a person plays any seat.
    fn has_human(&self) -> bool {
        self.seats()
            .contains(&crate::app::session::game::Seat::Human)
    }
    /// Whether a person is to play now.
    fn human_to_move(&self) -> bool;
    /// Whether nothing happens until someone acts: a person (here or online) is to
    /// play, or the game is over. Otherwise the turn goes on by itself (an AI's pause and
    /// search, dice tumbling, a piece moving), and the window draws every frame.
    fn still(&self) -> bool;
    /// Takes back what a takeback asked now takes back (against the AI, back to the
    /// last turn a person chose); `false` when nothing was taken back.
    fn take_back(&mut self) -> bool;
    /// A refusal in the player's words.
    fn refusal_words(refused: &Self::Refusal, t: Tr) -> String;
    /// Plays a request if the game waits for one (`None` when it does not): what was
    /// played, its animation started, or why it is refused.
    fn play_request(
        &mut self,
        request: &Self::Move,
        instant: bool,
    ) -> Option<Result<Self::Done, Self::Refusal>>;
    /// What the AI does now: search for the seat to move, wait for a person, or nothing.
    fn ai_turn(&self) -> AiTurn<Self::Answer>;
    /// The request an AI's answer makes, if any (the match may note the answer: the
    /// chance the AI gave itself).
    fn answered(&mut self, answer: Self::Answer) -> Option<Self::Move>;
}

/// A request to play `0` for the player to move, from any kind of player.
pub struct PlayRequest<G: TurnGame>(pub G::Move);

/// A turn was played: what the rules say it did.
pub struct TurnPlayed<G: TurnGame>(pub G::Done);

/// A request was refused, and why; nothing changed.
pub struct Refused<G: TurnGame>(pub G::Refusal);

/// The game changed other than by one turn (a new game, a takeback, a game loaded, the
/// game back on screen): its view rebuilds itself from the match.
pub struct Reset<G: TurnGame>(PhantomData<fn() -> G>);

/// Take back the last turn (against the AI, back to the last turn a person chose).
pub struct UndoRequest<G: TurnGame>(PhantomData<fn() -> G>);

impl<G: TurnGame> Message for PlayRequest<G> {}
impl<G: TurnGame> Message for TurnPlayed<G> {}
impl<G: TurnGame> Message for Refused<G> {}
impl<G: TurnGame> Message for Reset<G> {}
impl<G: TurnGame> Message for UndoRequest<G> {}

impl<G: TurnGame> Default for Reset<G> {
    fn default() -> Self {
        Reset(PhantomData)
    }
}

impl<G: TurnGame> Default for UndoRequest<G> {
    fn default() -> Self {
        UndoRequest(PhantomData)
    }
}

/// Run condition: `G` is the game on screen (with no game state yet, the default game
/// is: Unlur).
pub fn active<G: TurnGame>(state: Option<Res<State<ActiveGame>>>) -> bool {
    state.map_or(G::ID == ActiveGame::default(), |s| *s.get() == G::ID)
}

/// The systems every game shares, for `G`, and its own turn systems `turns` (run in its
/// rules set, after a takeback, while it is on screen).
pub fn plugin<G: TurnGame>(app: &mut App, turns: ScheduleConfigs<ScheduleSystem>) {
    app.add_message::<PlayRequest<G>>()
        .add_message::<TurnPlayed<G>>()
        .add_message::<Refused<G>>()
        .add_message::<Reset<G>>()
        .add_message::<UndoRequest<G>>()
        .init_resource::<ThinkingOf<G>>()
        .add_systems(Update, start_new_game::<G>.in_set(G::Rules::default()))
        .add_systems(
            Update,
            undo::<G>
                .in_set(G::Rules::default())
                .after(start_new_game::<G>)
                .run_if(active::<G>)
                .run_if(crate::app::session::outside::takebacks_on),
        )
        .add_systems(
            Update,
            // Whether the window keeps drawing is decided once the turn has moved on.
            (turns, keep_drawing::<G>.into_configs())
                .chain()
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
        .add_systems(OnEnter(G::ID), reset_view::<G>);
}

/// A turn that goes on by itself draws every frame; a person's choice waits asleep.
fn keep_drawing<G: TurnGame>(
    current: Res<G>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) {
    if !current.still() {
        frames.now();
    }
}

/// Puts a game's match on screen (see [`GameMatch::put`]).
pub fn put<G: TurnGame>(game: G, world: &mut World, reset: bool) {
    world.insert_resource(game);
    if reset {
        world.write_message(Reset::<G>::default());
    }
}

/// The view rebuilds when the game comes on screen.
fn reset_view<G: TurnGame>(mut w: MessageWriter<Reset<G>>) {
    w.write(Reset::default());
}

/// Plays the requests (of any kind of player) through the rules; a refusal sounds. A
/// request still in flight when the game was replaced (a new game, a takeback, a game
/// loaded) was meant for the old position, and is dropped (an AI's answer arriving as a
/// demo ends).
pub fn play_requests<G: TurnGame>(
    mut requests: MessageReader<PlayRequest<G>>,
    mut resets: MessageReader<Reset<G>>,
    mut current: ResMut<G>,
    animation: Res<AnimationSettings>,
    mut played: MessageWriter<TurnPlayed<G>>,
    mut refused: MessageWriter<Refused<G>>,
    mut sound: MessageWriter<PlaySound>,
) {
    if resets.read().count() > 0 {
        requests.clear();
        return;
    }
    let instant = animation.instant();
    for PlayRequest(request) in requests.read() {
        match current.play_request(request, instant) {
            Some(Ok(p)) => {
                played.write(TurnPlayed(p));
            }
            Some(Err(r)) => {
                refused.write(Refused(r));
                sound.write(PlaySound(SoundId::Refuse));
            }
            None => {}
        }
    }
}

/// A new game of `G` from the dialog (or the demo) replaces the one on screen, and puts
/// `G` on screen.
pub fn start_new_game<G: TurnGame>(
    mut requests: MessageReader<NewGameRequest>,
    mut current: ResMut<G>,
    mut reset: MessageWriter<Reset<G>>,
    mut thinking: ResMut<ThinkingOf<G>>,
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
    reset.write(Reset::default());
    if let (Some(state), Some(mut next)) = (state, next)
        && *state.get() != G::ID
    {
        next.set(G::ID);
    }
}

/// Takes back the last turn; against the AI, back to the last turn a person chose.
pub fn undo<G: TurnGame>(
    mut requests: MessageReader<UndoRequest<G>>,
    mut current: ResMut<G>,
    mut reset: MessageWriter<Reset<G>>,
    mut thinking: ResMut<ThinkingOf<G>>,
) {
    if requests.read().count() == 0 || !current.take_back() {
        return;
    }
    thinking.stop();
    reset.write(Reset::default());
}
