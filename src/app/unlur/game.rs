//! The match of Unlur in progress: the rules state as a resource, and its turn through
//! the game core ([`TurnGame`]): every kind of player (a click, a key, the AI, a friend
//! online) writes the same [`PlayRequest`]; one system plays it through the rules and
//! reports what happened ([`TurnPlayed`](crate::app::game_core::TurnPlayed) or [`Refused`](crate::app::game_core::Refused)).

use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use crate::ai::Level;
use crate::ai::analysis::yield_cpu_to_rendering;
use crate::ai::unlur::player::{AiPlayer, Thought, config};
use crate::app::game_core::{AiTurn, PlayRequest, TurnGame, UndoRequest};
use crate::app::session::game::{DEFAULT_SIDE, NewGame, Seat};
use crate::app::session::screen::ActiveGame;
use crate::i18n::Tr;
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
    ai: AiSeats,
    /// The last move an AI chose, with its estimate of its chances.
    pub last_thought: Option<(Player, Thought)>,
}

/// The AI players of a match's seats, each kept from move to move (it reuses its search
/// tree) while its level stays; a copy of the match starts with none.
#[derive(Default)]
struct AiSeats([Arc<Mutex<Option<(Level, AiPlayer)>>>; 2]);

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
    fn finished(&self) -> bool {
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

/// What a person asks of an Unlur game, by keys, mouse or HUD: a move (a stone, a pass),
/// a takeback, a hint.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Requests<'w> {
    /// Play a move.
    pub moves: MessageWriter<'w, PlayRequest<UnlurMatch>>,
    /// Take back to the last person's turn.
    pub undo: MessageWriter<'w, UndoRequest<UnlurMatch>>,
    /// Show the AI's hint.
    pub hint: MessageWriter<'w, super::ai_player::HintRequest>,
}

/// Systems that change [`UnlurMatch`] run in this set; views run after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct UnlurRules;

pub(crate) fn plugin(app: &mut App) {
    crate::app::game_core::plugin::<UnlurMatch>(
        app,
        (
            crate::app::game_core::play_requests::<UnlurMatch>,
            super::ai_player::note_moves,
            crate::app::game_core::ai_thinks::<UnlurMatch>
                .run_if(crate::app::session::game::ai_may_act)
                .run_if(super::ai_player::ai_may_start),
        )
            .chain(),
    );
    app.add_systems(Startup, announce_initial_board);
}

/// With no game state (headless tests), the board is built at once.
fn announce_initial_board(mut reset: MessageWriter<crate::app::game_core::Reset<UnlurMatch>>) {
    reset.write(Default::default());
}

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

impl TurnGame for UnlurMatch {
    const ID: ActiveGame = ActiveGame::UNLUR;
    type Rules = UnlurRules;
    type Move = Move;
    type Done = MovePlayed;
    type Refusal = MoveRefused;
    type Answer = Option<Thought>;

    fn new_game(setup: &NewGame) -> Self {
        UnlurMatch::new(setup)
    }

    fn human_to_move(&self) -> bool {
        UnlurMatch::human_to_move(self)
    }

    fn still(&self) -> bool {
        self.game.phase() == Phase::Over || !matches!(self.seat(self.game.to_move()), Seat::Ai(_))
    }

    fn take_back(&mut self) -> bool {
        // A takeback goes on from before the resignation.
        self.resigned = None;
        let any = self.game.undo().is_some();
        // Against the AI, take back its reply too: undo until a person is to move.
        if self.has_human() {
            while !self.human_to_move() && self.game.undo().is_some() {}
        }
        self.last_thought = None;
        any
    }

    fn refusal_words(refused: &MoveRefused, t: Tr) -> String {
        let reason = t.said(&crate::i18n::Says::said(&refused.error));
        match &refused.cell {
            Some(cell) => super::words::cell_refusal(t, cell, reason),
            None => reason,
        }
    }

    fn play_request(
        &mut self,
        mv: &Move,
        _instant: bool,
    ) -> Option<Result<MovePlayed, MoveRefused>> {
        // A game a side resigned (online) is over though its moves leave it open.
        let played = match self.resigned {
            Some(_) => Err(RuleError::GameOver),
            None => self.game.play(*mv),
        };
        Some(match played {
            Ok(played) => Ok(MovePlayed {
                played,
                number: self.game.history().len(),
            }),
            Err(error) => Err(MoveRefused {
                mv: *mv,
                cell: match mv {
                    Move::Place(c) => Some(self.game.board().name(*c).to_string()),
                    _ => None,
                },
                error,
            }),
        })
    }

    fn ai_turn(&self) -> AiTurn<Option<Thought>> {
        if self.finished() {
            return AiTurn::Idle;
        }
        let player = self.game.to_move();
        let Seat::Ai(level) = self.seat(player) else {
            return AiTurn::Person;
        };
        let seat = self.ai.0[player.index()].clone();
        let seed = seed_for(self, player);
        let snapshot = self.game.clone();
        AiTurn::Search(Box::new(search(move |stop| {
            let mut seat = seat.lock().unwrap_or_else(|e| e.into_inner());
            if !matches!(&*seat, Some((l, _)) if *l == level) {
                *seat = Some((level, AiPlayer::new(config(level), seed)));
            }
            let (_, ai) = seat.as_mut()?;
            ai.stop_with(stop);
            ai.think(&snapshot)
        })))
    }

    fn answered(&mut self, answer: Option<Thought>) -> Option<Move> {
        let thought = answer?;
        self.last_thought = Some((self.game.to_move(), thought));
        Some(thought.mv)
    }
}
