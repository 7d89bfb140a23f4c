//! The match of Unlur in progress: the rules state as a resource, and the messages that
//! change it.
//!
//! Every kind of player (a click, a key, the AI) writes the same [`UnlurMoveRequest`]; one
//! system plays it through the rules and reports what happened.

use bevy::prelude::*;

use crate::app::session::game::DEFAULT_SIDE;

use crate::app::ground::order::Step;

use crate::app::session::game::NewGame;

use crate::app::session::game::NewGameRequest;

use crate::app::session::game::Seat;
use crate::rules::unlur::{Game, Move, Outcome, Played, Player, Record};

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
}

impl UnlurMatch {
    /// A new match.
    pub fn new(setup: &NewGame) -> UnlurMatch {
        let side = setup
            .side
            .clamp(crate::rules::unlur::MIN_SIDE, crate::rules::unlur::MAX_SIDE);
        let game = Game::with_side(side, setup.first).unwrap_or_else(|| {
            Game::with_side(DEFAULT_SIDE, setup.first).expect("the default side is valid")
        });
        UnlurMatch {
            game,
            names: setup.names.clone(),
            seats: setup.seats,
            resigned: None,
        }
    }

    /// A match loaded from a game record.
    pub fn from_record(record: Record) -> UnlurMatch {
        UnlurMatch {
            game: record.game,
            names: [record.player1, record.player2],
            seats: [Seat::Human; 2],
            resigned: record.resigned,
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
        UnlurMatch {
            game,
            names: self.names.clone(),
            seats: [Seat::Human; 2],
            resigned: None,
        }
    }
}

/// A request to play a move for the player to move, from any kind of player.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnlurMoveRequest(pub Move);

/// A legal move was played. `number` is its 1-based number in the game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlayed {
    /// What the rules say the move did.
    pub played: Played,
    /// 1-based move number, passes counted.
    pub number: usize,
}

/// A move was refused; nothing changed.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct MoveRefused {
    /// The refused move.
    pub mv: Move,
    /// Why (the HUD words it in the player's language).
    pub error: crate::rules::unlur::RuleError,
}

/// The game just ended.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOver(pub Outcome);

/// Take back the last move.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct UndoRequest;

/// What a person asks of an Unlur game, by keys, mouse or HUD: a move (a stone, a pass),
/// a takeback, a hint.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Requests<'w> {
    /// Play a move.
    pub moves: MessageWriter<'w, UnlurMoveRequest>,
    /// Take back to the last person's turn.
    pub undo: MessageWriter<'w, UndoRequest>,
    /// Show the AI's hint.
    pub hint: MessageWriter<'w, super::ai_player::HintRequest>,
}

/// The rules state changed other than by one move (new game, undo, load): the view
/// rebuilds itself from [`UnlurMatch`].
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BoardReset;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<UnlurMoveRequest>()
        .add_message::<MovePlayed>()
        .add_message::<MoveRefused>()
        .add_message::<GameOver>()
        .add_message::<UndoRequest>()
        .add_message::<BoardReset>()
        .add_systems(Startup, announce_initial_board)
        .add_systems(
            Update,
            (
                start_new_game,
                (
                    undo_last_move.run_if(crate::app::session::game::takebacks_on),
                    apply_move_requests,
                )
                    .run_if(crate::app::unlur::active),
            )
                .chain()
                .in_set(Step::Rules),
        );
}

fn announce_initial_board(mut reset: MessageWriter<BoardReset>) {
    reset.write(BoardReset);
}

/// Plays each requested move through the rules.
pub fn apply_move_requests(
    mut requests: MessageReader<UnlurMoveRequest>,
    mut resets: MessageReader<BoardReset>,
    mut current: ResMut<UnlurMatch>,
    mut played_out: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut over: MessageWriter<GameOver>,
) {
    // A request still in flight when the game was replaced (a new game, an undo) was
    // meant for the old position: drop it (an AI's answer arriving as a demo ends).
    if resets.read().count() > 0 {
        requests.clear();
        return;
    }
    for &UnlurMoveRequest(mv) in requests.read() {
        // A game a side resigned (online) is over though its moves leave it open.
        let played = match current.resigned {
            Some(_) => Err(crate::rules::unlur::RuleError::GameOver),
            None => current.game.play(mv),
        };
        match played {
            Ok(played) => {
                let number = current.game.history().len();
                played_out.write(MovePlayed { played, number });
                if let Some(outcome) = played.outcome {
                    over.write(GameOver(outcome));
                }
            }
            Err(e) => {
                refused.write(MoveRefused { mv, error: e });
            }
        }
    }
}

fn undo_last_move(
    mut requests: MessageReader<UndoRequest>,
    mut current: ResMut<UnlurMatch>,
    mut reset: MessageWriter<BoardReset>,
) {
    let mut any = false;
    for _ in requests.read() {
        // A takeback goes on from before the resignation.
        current.resigned = None;
        any |= current.game.undo().is_some();
        // Against the AI, take back its reply too: undo until a person is to move.
        if current.seats.contains(&Seat::Human) {
            while !current.human_to_move() && current.game.undo().is_some() {}
        }
    }
    if any {
        reset.write(BoardReset);
    }
}

fn start_new_game(
    mut requests: MessageReader<NewGameRequest>,
    mut current: ResMut<UnlurMatch>,
    mut reset: MessageWriter<BoardReset>,
    state: Option<Res<State<crate::app::session::screen::ActiveGame>>>,
    next: Option<ResMut<NextState<crate::app::session::screen::ActiveGame>>>,
) {
    let Some(NewGameRequest(setup)) = requests.read().last() else {
        return;
    };
    if setup.game != crate::rules::GameId::Unlur {
        return;
    }
    *current = UnlurMatch::new(setup);
    reset.write(BoardReset);
    if let (Some(state), Some(mut next)) = (state, next)
        && *state.get() != crate::app::session::screen::ActiveGame::UNLUR
    {
        next.set(crate::app::session::screen::ActiveGame::UNLUR);
    }
}
