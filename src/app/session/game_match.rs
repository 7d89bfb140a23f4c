//! What the shell asks of a game's match, whichever game it is: each game's match is a
//! [`GameMatch`] (read from a record, taken from the screen, rewound to a step, written
//! back as a record, put on screen); [`AnyMatch`](super::any_match::AnyMatch) holds one.

use std::any::Any;

use bevy::prelude::*;

use super::game::{NewGame, Seat};
use crate::i18n::Tr;
use crate::rules::GameId;

/// What the shell asks of a game's match (each game's folder implements it).
pub trait GameMatch: Send + Sync + std::fmt::Debug + 'static {
    /// Which game it is.
    fn id(&self) -> GameId;
    /// A copy of it.
    fn boxed(&self) -> Box<dyn GameMatch>;
    /// How many moves (turns, actions) it has.
    fn moves(&self) -> usize;
    /// The game after its first `k` moves, people in every seat.
    fn rewound(&self, k: usize) -> Box<dyn GameMatch>;
    /// The text of move `i` (0-based) in the game's notation.
    fn move_text(&self, i: usize) -> Option<String>;
    /// Whether the game is over.
    fn over(&self) -> bool;
    /// Whether the game is over and its last move shown (the demo waits from then).
    fn shown_over(&self) -> bool {
        self.over()
    }
    /// The players' names, one a seat (Uckers: one a player, 2 or 4).
    fn names(&self) -> Vec<String>;
    /// Every seat's name, to change (default names follow the language).
    fn names_mut(&mut self) -> &mut [String];
    /// Who plays each seat (Uckers: each colour).
    fn seats(&self) -> &[Seat];
    /// The same, to change.
    fn seats_mut(&mut self) -> &mut [Seat];
    /// Who plays each player, one a player (Uckers for two: yellow's and red's seats).
    fn player_seats(&self) -> &[Seat] {
        self.seats()
    }
    /// Its record, in the notation of its rules document (as its moves leave it: a
    /// resignation is added by [`AnyMatch::record`](super::any_match::AnyMatch::record)).
    fn record(&self) -> String;
    /// The side that resigned, if the game ended so (outside its moves: an online game's
    /// resignation, or a record's `Resigned` header).
    fn resigned(&self) -> Option<crate::rules::Player>;
    /// Ends the game by `by`'s resignation: nothing more is played in it.
    fn resign(&mut self, by: crate::rules::Player);
    /// Its state in words for the replay viewer: whose turn, or the result.
    fn replay_status(&self, t: Tr) -> String;
    /// The new-game dialog's choices for another game like it: the same players (their
    /// names, a person or the AI at its level) in the same seats.
    fn draft(&self) -> NewGame {
        let names = self.names();
        let seats = self.player_seats();
        let mut draft = NewGame {
            game: self.id(),
            ..NewGame::default()
        };
        for i in 0..2 {
            if let Some(name) = names.get(i) {
                draft.names[i] = name.clone();
            }
            if let Some(seat) = seats.get(i) {
                draft.seats[i] = seat.as_choice();
            }
        }
        draft
    }
    /// Where move `text` (in the notation, played from here) goes on the board: a
    /// (from, to) pair in the world a piece it moves, the same point twice for a stone
    /// placed; none for a pass, a declaration, or a text that is no move here.
    fn move_arrows(&self, text: &str) -> Vec<(Vec3, Vec3)>;
    /// Move `text` as the lists show it, in the words of `t` (the notation by default).
    fn move_words(&self, _t: Tr, text: &str) -> String {
        text.to_string()
    }
    /// Puts it on screen: it replaces that game's match, and (with `reset`) the view
    /// rebuilds.
    fn put(self: Box<Self>, world: &mut World, reset: bool);
    /// For tests and the game's own code: the concrete match.
    fn as_any(&self) -> &dyn Any;
}

/// The methods of [`GameMatch`] that every game's match writes alike (a copy, its moves,
/// a rewind, who resigned, its names and seats, `Any`), for a match with `game`, `names`,
/// `seats` and `resigned` fields and a `rewound` method.
macro_rules! match_basics {
    ($id:expr) => {
        fn id(&self) -> $crate::rules::GameId {
            $id
        }

        fn boxed(&self) -> Box<dyn $crate::app::session::game_match::GameMatch> {
            Box::new(self.clone())
        }

        fn moves(&self) -> usize {
            self.game.history().len()
        }

        fn rewound(&self, k: usize) -> Box<dyn $crate::app::session::game_match::GameMatch> {
            let mut m = Self::rewound(self, k);
            // A resignation ends the game after its last move, not before.
            if let Some(by) = self.resigned.filter(|_| k >= self.game.history().len()) {
                $crate::app::session::game_match::GameMatch::resign(&mut m, by);
            }
            Box::new(m)
        }

        fn resigned(&self) -> Option<$crate::rules::Player> {
            self.resigned
        }

        fn names_mut(&mut self) -> &mut [String] {
            &mut self.names
        }

        fn seats(&self) -> &[$crate::app::session::game::Seat] {
            &self.seats
        }

        fn seats_mut(&mut self) -> &mut [$crate::app::session::game::Seat] {
            &mut self.seats
        }

        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
    };
}
pub(crate) use match_basics;
