//! A game: the position and the actions that led to it.

use super::board::{Colour, Partnership};
use super::notation::action_text;
use super::position::Position;
use super::types::{Declaration, Dice, Options, Play, Played, RuleError};

/// One line of a record: a roll and its play, or a declaration with its throws.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dice rolled and what was played with them.
    Roll {
        /// The dice, in the order written.
        dice: Dice,
        /// The play chosen among the roll's legal plays.
        play: Play,
    },
    /// A declaration in place of a roll, with every throw it took.
    Declare {
        /// What was declared.
        declaration: Declaration,
        /// The throws, in order.
        throws: Vec<Dice>,
    },
}

/// A game of Uckers: the current position and the history that replays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    first: Colour,
    options: Options,
    position: Position,
    history: Vec<Action>,
    /// Each action in the notation, written when it was played.
    texts: Vec<String>,
}

impl Game {
    /// A new game, `first` to roll.
    pub fn new(first: Colour, options: Options) -> Game {
        Game {
            first,
            options,
            position: Position::new(first, options),
            history: Vec::new(),
            texts: Vec::new(),
        }
    }

    /// The colour that rolled first.
    pub fn first(&self) -> Colour {
        self.first
    }

    /// The options in play.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The colour to roll.
    pub fn to_move(&self) -> Colour {
        self.position.to_move()
    }

    /// The winning partnership, once the game is over.
    pub fn winner(&self) -> Option<Partnership> {
        self.position.winner()
    }

    /// The actions played so far.
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// The actions played so far, in the notation.
    pub fn history_texts(&self) -> &[String] {
        &self.texts
    }

    /// Plays an action, or refuses it and changes nothing.
    pub fn play(&mut self, action: Action) -> Result<Played, RuleError> {
        let text = action_text(&self.position, &action);
        let played = match &action {
            Action::Roll { dice, play } => self.position.play_roll(*dice, *play)?,
            Action::Declare {
                declaration,
                throws,
            } => self.position.declare(*declaration, throws)?,
        };
        self.history.push(action);
        self.texts.push(text);
        Ok(played)
    }

    /// Takes back the last action; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        let last = self.history.pop()?;
        self.texts.pop();
        let mut position = Position::new(self.first, self.options);
        for action in &self.history {
            // These actions were legal when played, from this very start.
            match action {
                Action::Roll { dice, play } => position.play_legal_roll(*dice, *play),
                Action::Declare {
                    declaration,
                    throws,
                } => {
                    let replayed = position.declare(*declaration, throws);
                    debug_assert!(replayed.is_ok(), "{replayed:?}");
                }
            }
        }
        self.position = position;
        Some(last)
    }
}

/// Who starts: every colour rolls both dice, the highest total starts, and the colours
/// tied for the highest roll again. `throw` gives each throw; the rounds are returned
/// with the starting colour.
pub fn roll_off(mut throw: impl FnMut() -> Dice) -> (Colour, Vec<Vec<(Colour, Dice)>>) {
    let mut rounds = Vec::new();
    let mut in_play = Colour::ALL.to_vec();
    loop {
        let round: Vec<(Colour, Dice)> = in_play.iter().map(|&c| (c, throw())).collect();
        let best = round.iter().map(|(_, d)| d.sum()).max().unwrap_or(0);
        in_play = round
            .iter()
            .filter(|(_, d)| d.sum() == best)
            .map(|&(c, _)| c)
            .collect();
        rounds.push(round);
        if let [only] = in_play[..] {
            return (only, rounds);
        }
    }
}
