//! The AI in the app: searches run on Bevy's async compute pool so the window stays
//! smooth; the result comes back as an ordinary `MoveRequest`. Also the hint.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::animation::Drop;
use super::game::{BoardReset, GameSet, Match, MovePlayed, MoveRequest, Seat};
use crate::ai::player::{AiPlayer, Level, Thought};
use crate::rules::unlur::{Move, Phase, Player};

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

/// Ask for a suggested move for the player to move.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// A search in flight, tied to the position it was started on.
struct Pending {
    moves_played: usize,
    generation: u64,
    task: Task<Option<Thought>>,
}

/// The AI players of the match and what they are doing.
#[derive(Resource, Default)]
pub struct AiState {
    players: [Option<(Level, Arc<Mutex<AiPlayer>>)>; 2],
    turn: Option<Pending>,
    hint_task: Option<Pending>,
    /// The suggested move, with the number of moves played when it was asked for.
    pub hint: Option<(usize, Move)>,
    /// Who is thinking now, if an AI is.
    pub thinking: Option<Player>,
    /// The last move an AI chose, with its estimate of its chances.
    pub last_thought: Option<(Player, Thought)>,
    generation: u64,
    idle_since: f32,
}

impl AiState {
    /// The hint for the current position, if one is ready.
    pub fn current_hint(&self, current: &Match) -> Option<Move> {
        self.hint
            .filter(|(n, _)| *n == current.game.history().len())
            .map(|(_, mv)| mv)
    }

    /// Whether a hint is being computed.
    pub fn hint_pending(&self) -> bool {
        self.hint_task.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiSettings>()
        .init_resource::<AiState>()
        .add_message::<HintRequest>()
        .add_systems(
            Update,
            (
                forget_searches_on_reset,
                note_moves,
                start_ai_turn,
                finish_ai_turn,
                start_hint,
                finish_hint,
            )
                .chain()
                .after(GameSet::Rules),
        );
}

/// Lowers the scheduling priority of the current thread (a search thread), so that
/// the render threads keep the CPU when they need it; most visible with a software
/// renderer on few cores. Best effort: failure changes nothing.
fn yield_cpu_to_rendering() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no preconditions; setpriority on our own thread id only
    // changes this thread's niceness (raising niceness needs no privilege).
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 15);
    }
}

fn seed_for(current: &Match, player: Player) -> u64 {
    // Different games and seats think differently, but the same position gives the
    // same thought.
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in format!("{:?}{:?}", current.game.history(), player).bytes() {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01B3);
    }
    h
}

fn forget_searches_on_reset(
    mut resets: MessageReader<BoardReset>,
    mut state: ResMut<AiState>,
    time: Res<Time>,
) {
    if resets.read().count() > 0 {
        // Dropping a task cancels it; a newer generation ignores late answers.
        state.generation += 1;
        state.turn = None;
        state.hint_task = None;
        state.hint = None;
        state.thinking = None;
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
    current: Res<Match>,
    mut state: ResMut<AiState>,
    settings: Res<AiSettings>,
    time: Res<Time>,
    falling: Query<(), With<Drop>>,
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
                level.config(),
                seed_for(&current, player),
            )));
            state.players[slot] = Some((level, ai.clone()));
            ai
        }
    };
    let snapshot = game.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        yield_cpu_to_rendering();
        let mut ai = ai.lock().unwrap_or_else(|e| e.into_inner());
        ai.think(&snapshot)
    });
    state.turn = Some(Pending {
        moves_played: game.history().len(),
        generation: state.generation,
        task,
    });
    state.thinking = Some(player);
}

fn finish_ai_turn(
    current: Res<Match>,
    mut state: ResMut<AiState>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let generation = state.generation;
    let Some(pending) = state.turn.as_mut() else {
        return;
    };
    let Some(result) = check_ready(&mut pending.task) else {
        return;
    };
    let still_valid =
        pending.generation == generation && pending.moves_played == current.game.history().len();
    state.turn = None;
    state.thinking = None;
    if still_valid && let Some(thought) = result {
        state.last_thought = Some((current.game.to_move(), thought));
        requests.write(MoveRequest(thought.mv));
    }
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    current: Res<Match>,
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
    let config = settings.hint_level.config();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        yield_cpu_to_rendering();
        AiPlayer::new(config, seed).think(&snapshot)
    });
    state.hint_task = Some(Pending {
        moves_played: current.game.history().len(),
        generation: state.generation,
        task,
    });
}

fn finish_hint(current: Res<Match>, mut state: ResMut<AiState>) {
    let generation = state.generation;
    let Some(pending) = state.hint_task.as_mut() else {
        return;
    };
    let Some(result) = check_ready(&mut pending.task) else {
        return;
    };
    let moves_played = pending.moves_played;
    let still_valid =
        pending.generation == generation && moves_played == current.game.history().len();
    state.hint_task = None;
    if still_valid && let Some(thought) = result {
        state.hint = Some((moves_played, thought.mv));
    }
}
