//! What the dice games share in their running, naming no game: a game is a [`DiceGame`]
//! (its match resource, with its reset and undo messages), and gets from here the AI's
//! search on a worker thread ([`Thinking`]), the start of a new game, the undo back to a
//! person's turn, and the view's rebuild when the game comes on screen ([`plugin`]).
//! *To come (issue 20): the turn stages, the roll and play messages and their systems.*

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::ActiveGame;
use super::game::{NewGame, NewGameRequest};

/// A dice game's match, as the shared systems drive it.
pub trait DiceGame:
    Resource + Component<Mutability = bevy::ecs::component::Mutable> + Sized
{
    /// Which game it is.
    const ID: ActiveGame;
    /// The message that tells its view to rebuild (new game, undo, coming on screen).
    type Reset: Message + Default;
    /// The message that asks to take back the last turn.
    type Undo: Message;
    /// What its AI's search answers.
    type Answer: Send + 'static;
    /// A new game as the dialog set it up.
    fn new_game(setup: &NewGame) -> Self;
    /// Turns (actions) played so far.
    fn moves(&self) -> usize;
    /// Whether a person plays any seat (undo is theirs only).
    fn has_human(&self) -> bool;
    /// Whether a person is to play now.
    fn human_to_move(&self) -> bool;
    /// Takes back one turn; `false` when there is none.
    fn undo_one(&mut self) -> bool;
    /// Back to the roll of the player to move, with no die shown.
    fn back_to_roll(&mut self);
}

/// The systems every dice game shares, for `G`, in its rules set `rules`, those of the
/// game on screen only when `active` says so.
pub fn plugin<G: DiceGame, S: SystemSet + Clone>(
    app: &mut App,
    rules: S,
    active: fn(Option<Res<State<ActiveGame>>>) -> bool,
) {
    app.add_message::<G::Reset>()
        .add_message::<G::Undo>()
        .init_resource::<Thinking<G::Answer>>()
        .add_systems(Update, start_new_game::<G>.in_set(rules.clone()))
        .add_systems(
            Update,
            undo::<G>
                .in_set(rules)
                .after(start_new_game::<G>)
                .run_if(active),
        )
        .add_systems(OnEnter(G::ID), |mut w: MessageWriter<G::Reset>| {
            w.write(G::Reset::default());
        });
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
    if setup.game != G::ID {
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

/// Takes back the last turn; against the AI, back to the last turn a person played.
pub fn undo<G: DiceGame>(
    mut requests: MessageReader<G::Undo>,
    mut current: ResMut<G>,
    mut reset: MessageWriter<G::Reset>,
    mut thinking: ResMut<Thinking<G::Answer>>,
) {
    if requests.read().count() == 0 || current.moves() == 0 || !current.has_human() {
        return;
    }
    while current.undo_one() {
        if current.human_to_move() {
            break;
        }
    }
    current.back_to_roll();
    thinking.stop();
    reset.write(G::Reset::default());
}

/// An AI's search on a worker thread, started when the game had `at` moves: the window
/// stays responsive while it runs, and an answer for another move (after an undo, a new
/// game) is never used.
#[derive(Resource)]
pub struct Thinking<T>(Option<(usize, Task<T>)>);

impl<T> Default for Thinking<T> {
    fn default() -> Self {
        Thinking(None)
    }
}

impl<T: Send + 'static> Thinking<T> {
    /// The answer of the search for move `at`, once it is ready; starts `search` on a
    /// worker thread when none runs for `at` (dropping one started for another move).
    pub fn poll_or_start(
        &mut self,
        at: usize,
        search: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        match &mut self.0 {
            Some((started, task)) if *started == at => {
                let answer = check_ready(task)?;
                self.0 = None;
                Some(answer)
            }
            _ => {
                let task = AsyncComputeTaskPool::get().spawn(async move { search() });
                self.0 = Some((at, task));
                None
            }
        }
    }

    /// Drops the search in flight, if any (a new game, an undo, nobody to think for).
    pub fn stop(&mut self) {
        self.0 = None;
    }
}
