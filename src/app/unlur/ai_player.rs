//! The AI in the app: searches run on Bevy's async compute pool so the window stays
//! smooth; the result comes back as an ordinary `UnlurMoveRequest`. Also the hint.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use super::game::{BoardReset, MovePlayed, UnlurMatch, UnlurMoveRequest};
use crate::ai::analysis::yield_cpu_to_rendering;
use crate::ai::unlur::player::{AiPlayer, Thought, config};
use crate::ai::{Level, Stop};
use crate::app::dice_core::Search;
use crate::app::ground::order::Step;
use crate::app::session::game::{AiSettings, Seat};
use crate::app::unlur::tweens::StoneFall;
use crate::rules::unlur::{Move, Phase, Player};

/// Ask for a suggested move for the player to move.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// A search in flight, tied to the position it was started on. Dropping it stops the
/// search (a reset drops every pending search): a search no longer wanted ends within
/// a few playouts, and lets go of the worker thread and of its player.
struct Pending {
    player: Player,
    moves_played: usize,
    search: Search<Option<Thought>>,
}

impl Pending {
    /// Runs `think` on a worker thread, at low priority, for the position of `current`;
    /// `think` ends early once its stop is set.
    fn spawn(
        current: &UnlurMatch,
        think: impl FnOnce(Stop) -> Option<Thought> + Send + 'static,
    ) -> Pending {
        Pending {
            player: current.game.to_move(),
            moves_played: current.game.history().len(),
            search: Search::spawn(move |stop| {
                if stop.stopped() {
                    return None;
                }
                yield_cpu_to_rendering();
                think(stop)
            }),
        }
    }
}

/// Takes a finished search out of `slot`: `None` while it runs; then the thought, if it
/// is still for the position on the board (no move was played meanwhile).
fn take_ready(
    slot: &mut Option<Pending>,
    current: &UnlurMatch,
) -> Option<Option<(usize, Thought)>> {
    let pending = slot.as_mut()?;
    let result = pending.search.poll()?;
    let moves_played = pending.moves_played;
    *slot = None;
    Some(
        result
            .filter(|_| moves_played == current.game.history().len())
            .map(|t| (moves_played, t)),
    )
}

/// The AI players of the match and what they are doing.
#[derive(Resource, Default)]
pub struct AiState {
    players: [Option<(Level, Arc<Mutex<AiPlayer>>)>; 2],
    turn: Option<Pending>,
    hint_task: Option<Pending>,
    /// The suggested move, with the number of moves played when it was asked for.
    pub hint: Option<(usize, Move)>,
    /// Why the suggested move is good, when the rules can tell.
    hint_why: Option<crate::ai::unlur::why::Why>,
    /// The last move an AI chose, with its estimate of its chances.
    pub last_thought: Option<(Player, Thought)>,
    idle_since: f32,
}

impl AiState {
    /// The hint for the current position, if one is ready.
    pub fn current_hint(&self, current: &UnlurMatch) -> Option<Move> {
        self.hint
            .filter(|(n, _)| *n == current.game.history().len())
            .map(|(_, mv)| mv)
    }

    /// Why the hint for the current position is good, if it is ready and the rules can
    /// tell (it wins at once, it stops the opponent's win).
    pub fn current_why(&self, current: &UnlurMatch) -> Option<crate::ai::unlur::why::Why> {
        self.current_hint(current).and(self.hint_why)
    }

    /// Who is thinking now, if an AI is.
    pub fn thinking(&self) -> Option<Player> {
        self.turn.as_ref().map(|p| p.player)
    }

    /// Whether a hint is being computed.
    pub fn hint_pending(&self) -> bool {
        self.hint_task.is_some()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AiState>()
        .add_message::<HintRequest>()
        .add_systems(
            Update,
            (
                forget_searches_on_reset,
                note_moves,
                start_ai_turn.run_if(crate::app::session::game::ai_may_act),
                finish_ai_turn.run_if(crate::app::session::game::ai_may_act),
                start_hint,
                finish_hint,
                keep_drawing,
            )
                .chain()
                .in_set(Step::View)
                .run_if(crate::app::unlur::active),
        );
}

fn seed_for(current: &UnlurMatch, player: Player) -> u64 {
    // Different games and seats think differently, but the same position gives the
    // same thought.
    crate::ai::rng::hash64(format!("{:?}{:?}", current.game.history(), player).as_bytes())
}

fn forget_searches_on_reset(
    mut resets: MessageReader<BoardReset>,
    mut state: ResMut<AiState>,
    time: Res<Time>,
) {
    if resets.read().count() > 0 {
        // Dropping a search stops it: no answer for the old position can arrive.
        state.turn = None;
        state.hint_task = None;
        state.hint = None;
        state.last_thought = None;
        state.idle_since = time.elapsed_secs();
    }
}

fn note_moves(mut played: MessageReader<MovePlayed>, mut state: ResMut<AiState>, time: Res<Time>) {
    if played.read().count() > 0 {
        state.idle_since = time.elapsed_secs();
        state.hint_task = None;
    }
}

fn start_ai_turn(
    current: Res<UnlurMatch>,
    mut state: ResMut<AiState>,
    settings: Res<AiSettings>,
    time: Res<Time>,
    falling: Query<(), With<StoneFall>>,
) {
    let game = &current.game;
    if state.turn.is_some() || game.phase() == Phase::Over {
        return;
    }
    let player = game.to_move();
    let Seat::Ai(level) = current.seat(player) else {
        return;
    };
    // Let the last stone land and give a person a moment to see it.
    if !falling.is_empty() || time.elapsed_secs() - state.idle_since < settings.delay_seconds {
        return;
    }
    let slot = player.index();
    let ai = match &state.players[slot] {
        Some((l, ai)) if *l == level => ai.clone(),
        _ => {
            let ai = Arc::new(Mutex::new(AiPlayer::new(
                config(level),
                seed_for(&current, player),
            )));
            state.players[slot] = Some((level, ai.clone()));
            ai
        }
    };
    let snapshot = game.clone();
    state.turn = Some(Pending::spawn(&current, move |stop| {
        let mut ai = ai.lock().unwrap_or_else(|e| e.into_inner());
        ai.stop_with(stop);
        ai.think(&snapshot)
    }));
}

fn finish_ai_turn(
    current: Res<UnlurMatch>,
    mut state: ResMut<AiState>,
    mut requests: MessageWriter<UnlurMoveRequest>,
) {
    if let Some(Some((_, thought))) = take_ready(&mut state.turn, &current) {
        state.last_thought = Some((current.game.to_move(), thought));
        requests.write(UnlurMoveRequest(thought.mv));
    }
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    current: Res<UnlurMatch>,
    settings: Res<AiSettings>,
    mut state: ResMut<AiState>,
) {
    if requests.read().count() == 0
        || current.game.phase() == Phase::Over
        || state.hint_task.is_some()
    {
        return;
    }
    let snapshot = current.game.clone();
    let seed = seed_for(&current, current.game.to_move()) ^ 0x5EED;
    let config = config(settings.hint_level);
    state.hint_task = Some(Pending::spawn(&current, move |stop| {
        let mut ai = AiPlayer::new(config, seed);
        ai.stop_with(stop);
        ai.think(&snapshot)
    }));
}

fn finish_hint(current: Res<UnlurMatch>, mut state: ResMut<AiState>) {
    if let Some(Some((moves_played, thought))) = take_ready(&mut state.hint_task, &current) {
        state.hint = Some((moves_played, thought.mv));
        state.hint_why = crate::ai::unlur::why::why(&current.game, thought.mv);
    }
}

/// An AI's turn (its pause, then its search) and a hint being worked out draw every
/// frame; a person's turn waits asleep.
fn keep_drawing(
    current: Res<UnlurMatch>,
    state: Res<AiState>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) {
    let ai_to_move = current.game.phase() != Phase::Over
        && matches!(current.seat(current.game.to_move()), Seat::Ai(_));
    if ai_to_move || state.turn.is_some() || state.hint_task.is_some() {
        frames.now();
    }
}
