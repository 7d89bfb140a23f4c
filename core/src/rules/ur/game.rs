//! A game: the position and the turns that led to it.

use super::position::{Played, Position, RuleError, Turn};
use super::record::turn_text;
use crate::rules::Player;
use crate::rules::logged::{Logged, Logs};

/// A game of Royal d'Ûr: the current position and the history that replays it.
pub type Game = Logged<Position>;

impl Logs for Position {
    type Start = Player;
    type Action = Turn;
    type Played = Played;
    type Error = RuleError;

    fn start(first: Player) -> Position {
        Position::new(first)
    }

    fn text(&self, turn: &Turn) -> String {
        turn_text(self, *turn)
    }

    fn play(&mut self, turn: &Turn) -> Result<Played, RuleError> {
        self.apply_logged(*turn)
    }

    fn replay(&mut self, turn: &Turn) {
        let replayed = self.apply(*turn);
        debug_assert!(replayed.is_ok());
    }
}

impl Game {
    /// A new game, `first` to play.
    pub fn new(first: Player) -> Game {
        Game::from_start(first)
    }

    /// Who played the first turn.
    pub fn first_player(&self) -> Player {
        self.start()
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.position().to_move()
    }

    /// The winner, if the game is over.
    pub fn winner(&self) -> Option<Player> {
        self.position().winner()
    }
}
