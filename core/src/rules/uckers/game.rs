//! A game: the position and the actions that led to it.

use super::board::{Colour, Partnership};
use super::notation::action_text;
use super::position::Position;
use super::types::{Declaration, Dice, Options, Play, Played, RuleError};
use crate::rules::logged::{Logged, Logs};

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
pub type Game = Logged<Position>;

impl Logs for Position {
    type Start = (Colour, Options);
    type Action = Action;
    type Played = Played;
    type Error = RuleError;

    fn start((first, options): (Colour, Options)) -> Position {
        Position::new(first, options)
    }

    fn text(&self, action: &Action) -> String {
        action_text(self, action)
    }

    fn play(&mut self, action: &Action) -> Result<Played, RuleError> {
        match action {
            Action::Roll { dice, play } => self.play_roll(*dice, *play),
            Action::Declare {
                declaration,
                throws,
            } => self.declare(*declaration, throws),
        }
    }

    fn replay(&mut self, action: &Action) {
        match action {
            Action::Roll { dice, play } => self.play_legal_roll(*dice, *play),
            Action::Declare { .. } => {
                let replayed = self.play(action);
                debug_assert!(replayed.is_ok(), "{replayed:?}");
            }
        }
    }
}

impl Game {
    /// A new game, `first` to roll.
    pub fn new(first: Colour, options: Options) -> Game {
        Game::from_start((first, options))
    }

    /// The colour that rolled first.
    pub fn first(&self) -> Colour {
        self.start().0
    }

    /// The options in play.
    pub fn options(&self) -> Options {
        self.start().1
    }

    /// The colour to roll.
    pub fn to_move(&self) -> Colour {
        self.position().to_move()
    }

    /// The winning partnership, once the game is over.
    pub fn winner(&self) -> Option<Partnership> {
        self.position().winner()
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
