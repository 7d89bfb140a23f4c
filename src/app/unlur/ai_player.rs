//! Unlur's AI on top of the game core: the pause before an AI seat's search (the last
//! stone lands, a person sees it), and the hint, searched on a worker thread like the AI
//! seats' moves (the game core's [`Search`]) so the window stays smooth.

use bevy::prelude::*;

use super::game::UnlurMatch;
use crate::ai::unlur::levels::config;
use crate::ai::unlur::player::{AiPlayer, Thought};
use crate::app::game_core::{Reset, Search, TurnPlayed};
use crate::app::session::game::AiSettings;
use crate::app::unlur::tweens::StoneFall;
use crate::rules::unlur::{Move, Phase};

/// Ask for a suggested move for the player to move.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// The hint and the pause before an AI seat thinks.
#[derive(Resource, Default)]
pub struct AiState {
    /// The hint being worked out, with the number of moves played when it was asked
    /// for. Dropping it stops it (a move played, a reset).
    hint_task: Option<(usize, Search<Option<Thought>>)>,
    /// The suggested move, with the number of moves played when it was asked for.
    pub hint: Option<(usize, Move)>,
    /// Why the suggested move is good, when the rules can tell.
    hint_why: Option<crate::ai::unlur::why::Why>,
    /// What the exact solver proved of the position, when it did.
    hint_forced: Option<crate::ai::unlur::solver::Forced>,
    /// When the last move was played or the board rebuilt (an AI seat waits a moment
    /// after it).
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

    /// What the exact solver proved of the current position behind its hint (a win by
    /// force in some moves, or a loss whatever the player does), if it did.
    pub fn current_forced(&self, current: &UnlurMatch) -> Option<crate::ai::unlur::solver::Forced> {
        self.current_hint(current).and(self.hint_forced)
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
            (forget_on_reset, start_hint, finish_hint, keep_drawing)
                .chain()
                .in_set(crate::app::ground::order::Step::View)
                .run_if(crate::app::unlur::active),
        );
}

/// A move played: the hint asked before it is no longer wanted, and an AI seat to move
/// waits its pause from now.
pub(super) fn note_moves(
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    mut state: ResMut<AiState>,
    time: Res<Time>,
) {
    if played.read().count() > 0 {
        state.idle_since = time.elapsed_secs();
        state.hint_task = None;
    }
}

/// Run condition: an AI seat may begin its search: the last stone has landed, and a
/// person has had a moment to see it (at least one frame after it was played, when the
/// stone's fall begins).
pub(super) fn ai_may_start(
    state: Res<AiState>,
    settings: Res<AiSettings>,
    time: Res<Time>,
    falling: Query<(), With<StoneFall>>,
) -> bool {
    let idle = time.elapsed_secs() - state.idle_since;
    falling.is_empty() && idle > 0.0 && idle >= settings.delay_seconds
}

fn forget_on_reset(
    mut resets: MessageReader<Reset<UnlurMatch>>,
    mut state: ResMut<AiState>,
    time: Res<Time>,
) {
    if resets.read().count() > 0 {
        // Dropping a search stops it: no hint for the old position can arrive.
        state.hint_task = None;
        state.hint = None;
        state.idle_since = time.elapsed_secs();
    }
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    current: Res<UnlurMatch>,
    settings: Res<AiSettings>,
    mut state: ResMut<AiState>,
) {
    // A lesson's script or a puzzle gives its own hints (the AI's would give the
    // answer away).
    if requests.read().count() == 0
        || current.game.phase() == Phase::Over
        || state.hint_task.is_some()
        || current.seats.iter().any(|s| s.scripted())
    {
        return;
    }
    let snapshot = current.game.clone();
    let seed = super::game::seed_for(&current, current.game.to_move()) ^ 0x5EED;
    let config = config(settings.hint_level);
    let search = Search::spawn(super::game::search(move |stop| {
        let mut ai = AiPlayer::new(config, seed);
        ai.stop_with(stop);
        ai.think(&snapshot)
    }));
    state.hint_task = Some((current.game.history().len(), search));
}

fn finish_hint(current: Res<UnlurMatch>, mut state: ResMut<AiState>) {
    let Some((asked_at, task)) = state.hint_task.as_mut() else {
        return;
    };
    let asked_at = *asked_at;
    let Some(thought) = task.poll() else {
        return;
    };
    state.hint_task = None;
    // Only for the position on the board (no move was played meanwhile).
    if let Some(thought) = thought.filter(|_| asked_at == current.game.history().len()) {
        state.hint = Some((asked_at, thought.mv));
        state.hint_why = crate::ai::unlur::why::why(&current.game, thought.mv);
        state.hint_forced = thought.forced;
    }
}

/// A hint being worked out draws every frame (the AI seats' turns draw through the
/// game core).
fn keep_drawing(state: Res<AiState>, mut frames: ResMut<crate::app::ground::pace::Frames>) {
    if state.hint_task.is_some() {
        frames.now();
    }
}
