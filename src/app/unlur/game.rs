//! The match of Unlur in progress: the rules state as a resource, who sits in its seats
//! and their AI players, what a played or refused move reports, and the search an AI
//! seat or the hint runs. Its turn through the game core is [`super::turns`]'s.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use crate::ai::Level;
use crate::ai::unlur::player::{AiPlayer, Thought};
use crate::ai::work::yield_cpu_to_rendering;
use crate::app::session::game::{DEFAULT_SIDE, NewGame, Seat};
use crate::rules::unlur::{Game, Move, Phase, Played, Player, Record, RuleError};

/// The game in progress and who plays it. The view always reads phase and turn from
/// here, never from a copy.
#[derive(Resource, Clone, Debug)]
pub struct UnlurMatch {
    /// The rules state.
    pub game: Game,
    /// Names of player 1 and player 2.
    pub names: [String; 2],
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// The player who resigned outside the moves (an online game's resignation), if the
    /// game ended so.
    pub resigned: Option<Player>,
    /// The AI players of its seats, kept from move to move.
    pub(super) ai: AiSeats,
    /// The last move an AI chose, with its estimate of its chances.
    pub last_thought: Option<(Player, Thought)>,
}

/// The AI players of a match's seats, each kept from move to move (it reuses its search
/// tree) while its level stays; a copy of the match starts with none.
#[derive(Default)]
pub(super) struct AiSeats(pub(super) [Arc<Mutex<Option<(Level, AiPlayer)>>>; 2]);

impl Clone for AiSeats {
    fn clone(&self) -> Self {
        AiSeats::default()
    }
}

impl std::fmt::Debug for AiSeats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AiSeats")
    }
}

impl UnlurMatch {
    /// A match of `game` between `names`, seated so, not resigned.
    pub fn playing(game: Game, names: [String; 2], seats: [Seat; 2]) -> UnlurMatch {
        UnlurMatch {
            game,
            names,
            seats,
            resigned: None,
            ai: AiSeats::default(),
            last_thought: None,
        }
    }

    /// A new match.
    pub fn new(setup: &NewGame) -> UnlurMatch {
        let side = setup
            .side
            .clamp(crate::rules::unlur::MIN_SIDE, crate::rules::unlur::MAX_SIDE);
        let game = Game::with_side(side, setup.first).unwrap_or_else(|| {
            Game::with_side(DEFAULT_SIDE, setup.first).expect("the default side is valid")
        });
        UnlurMatch::playing(game, setup.names.clone(), setup.seats)
    }

    /// A match loaded from a game record.
    pub fn from_record(record: Record) -> UnlurMatch {
        UnlurMatch {
            resigned: record.resigned,
            ..UnlurMatch::playing(
                record.game,
                [record.player1, record.player2],
                [Seat::Human; 2],
            )
        }
    }

    /// Who plays `player`'s seat.
    pub fn seat(&self, player: Player) -> Seat {
        self.seats[player.index()]
    }

    /// Whether a person is to move now (clicks and keys act only then).
    pub fn human_to_move(&self) -> bool {
        self.seat(self.game.to_move()) == Seat::Human
    }

    /// The name of a player.
    pub fn name(&self, player: Player) -> &str {
        &self.names[player.index()]
    }

    /// This match after its first `moves` moves (all of them if it has fewer), with
    /// people in both seats: a step of the replay viewer.
    pub fn rewound(&self, moves: usize) -> UnlurMatch {
        let mut game = Game::new(self.game.board().clone(), self.game.first_player());
        for &mv in self.game.history().iter().take(moves) {
            // Every move was legal in this very game.
            let replayed = game.play(mv);
            debug_assert!(replayed.is_ok());
        }
        UnlurMatch::playing(game, self.names.clone(), [Seat::Human; 2])
    }

    /// Whether the game is over, by its moves or by a resignation outside them.
    pub(super) fn finished(&self) -> bool {
        self.game.phase() == Phase::Over || self.resigned.is_some()
    }
}

/// What a played move reports (the message [`TurnPlayed`] carries it).
///
/// [`TurnPlayed`]: crate::app::game_core::TurnPlayed
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlayed {
    /// What the rules say the move did (its outcome, when it ended the game).
    pub played: Played,
    /// 1-based move number, passes counted.
    pub number: usize,
}

/// Why a move was refused (the message
/// [`Refused`](crate::app::game_core::Refused) carries it); nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRefused {
    /// The refused move.
    pub mv: Move,
    /// The name of its cell, for a stone.
    pub cell: Option<String>,
    /// Why (the HUD words it in the player's language).
    pub error: RuleError,
}

/// Systems that change [`UnlurMatch`] run in this set; views run after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct UnlurRules;

pub(super) fn seed_for(current: &UnlurMatch, player: Player) -> u64 {
    // Different games and seats think differently, but the same position gives the
    // same thought.
    crate::ai::rng::hash64(format!("{:?}{:?}", current.game.history(), player).as_bytes())
}

/// A search on a worker thread, at low priority, for the position of `current`
/// (`think` ends early once its stop is set): the AI's move or the hint.
pub(super) fn search(
    think: impl FnOnce(crate::ai::Stop) -> Option<Thought> + Send + 'static,
) -> impl FnOnce(crate::ai::Stop) -> Option<Thought> + Send + 'static {
    move |stop| {
        if stop.stopped() {
            return None;
        }
        yield_cpu_to_rendering();
        think(stop)
    }
}
