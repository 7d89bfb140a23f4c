//! A game: the position and the turns that led to it.

use super::position::{Played, Position, RuleError, Turn};
use super::record::turn_text;
use crate::rules::Player;

/// A game of Royal d'Ûr: the current position and the history that replays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    first: Player,
    position: Position,
    history: Vec<Turn>,
    /// Each turn in the notation, written when it was played (the notation needs the
    /// position before the turn).
    texts: Vec<String>,
}

impl Game {
    /// A new game, `first` to play.
    pub fn new(first: Player) -> Game {
        Game {
            first,
            position: Position::new(first),
            history: Vec::new(),
            texts: Vec::new(),
        }
    }

    /// Who played the first turn.
    pub fn first_player(&self) -> Player {
        self.first
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.position.to_move()
    }

    /// The winner, if the game is over.
    pub fn winner(&self) -> Option<Player> {
        self.position.winner()
    }

    /// The turns played so far.
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// The turns played so far, in the notation (`4 2:7-11`, `6 --`).
    pub fn history_texts(&self) -> &[String] {
        &self.texts
    }

    /// Plays a turn, or refuses it and changes nothing.
    pub fn play(&mut self, turn: Turn) -> Result<Played, RuleError> {
        let text = turn_text(&self.position, turn);
        let played = self.position.apply_logged(turn)?;
        self.history.push(turn);
        self.texts.push(text);
        Ok(played)
    }

    /// Takes back the last turn; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Turn> {
        let last = self.history.pop()?;
        self.texts.pop();
        let mut position = Position::new(self.first);
        for &turn in &self.history {
            // These turns were legal when played, from this very start.
            let replayed = position.apply(turn);
            debug_assert!(replayed.is_ok());
        }
        self.position = position;
        Some(last)
    }
}
