//! Unlur's turn through the game core ([`TurnGame`]): every kind of player (a click, a
//! key, the AI, a friend online) writes the same [`PlayRequest`]; one system plays it
//! through the rules and reports what happened
//! ([`TurnPlayed`](crate::app::game_core::TurnPlayed) or
//! [`Refused`](crate::app::game_core::Refused)); the AI seat's search and its answer.

use bevy::prelude::*;

use super::game::{MovePlayed, MoveRefused, UnlurMatch, UnlurRules, search, seed_for};
use crate::ai::unlur::levels::config;
use crate::ai::unlur::player::{AiPlayer, Thought};
use crate::app::game_core::{AiTurn, PlayRequest, TurnGame, UndoRequest};
use crate::app::session::game::{NewGame, Seat};
use crate::app::session::screen::ActiveGame;
use crate::i18n::Tr;
use crate::rules::unlur::{Move, Phase, RuleError};

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

pub(crate) fn plugin(app: &mut App) {
    crate::app::game_core::plugin::<UnlurMatch>(
        app,
        (
            crate::app::game_core::play_requests::<UnlurMatch>,
            super::ai_player::note_moves,
            crate::app::game_core::ai_thinks::<UnlurMatch>
                .run_if(crate::app::session::screen::ai_may_act)
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
