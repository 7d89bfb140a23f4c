//! Uckers players for the command line's matches: an AI level or random moves, and a
//! whole game between four of them.

use super::*;
use crate::ai::dice::DiceContender;
use crate::ai::seat::{SeatPlayer, Step, concrete};
use crate::rules::table::Table;
use crate::rules::uckers;

/// A player of the command line's `match` for Uckers (it plays a whole partnership);
/// at random, it picks among rolling and the declarations possible, then among the
/// roll's legal plays.
pub type UckersContender = DiceContender<Eval>;

impl UckersContender {
    /// Parses `ai:beginner|easy|strong|max[:DEPTH]` or `random`.
    pub fn parse(spec: &str, seed: u64) -> Result<UckersContender, crate::i18n::Said> {
        DiceContender::parse_with(spec, seed, 4, config)
    }

    /// Before the roll: a declaration, or `None` to roll.
    pub fn declare(&mut self, position: &Position) -> Option<Declaration> {
        match self {
            DiceContender::Ai(ai, _) => ai.declare(position),
            DiceContender::Random(rng) => {
                let decls = position.declarations();
                let pick = rng.below(decls.len() + 1);
                decls.get(pick).copied()
            }
        }
    }

    /// The play for `dice`.
    pub fn choose(&mut self, position: &Position, dice: Dice) -> Play {
        self.choose_with(|ai| ai.think(position, dice), || position.legal_plays(dice))
            .unwrap_or(Play::Pass)
    }
}

fn throw(dice: &mut Rng64) -> Dice {
    Dice(dice.below(6) as u8 + 1, dice.below(6) as u8 + 1)
}

/// Plays one two-player game, `yg` for yellow-green and `rb` for red-blue, with dice
/// from `dice_seed` (the roll-off for the first colour included); stops after
/// `max_actions` actions. Returns the game, finished or not.
pub fn play_game(
    yg: &mut UckersContender,
    rb: &mut UckersContender,
    options: Options,
    dice_seed: u64,
    max_actions: usize,
) -> Result<Game, String> {
    let mut dice = Rng64::new(dice_seed);
    let (first, _) = roll_off(|| throw(&mut dice));
    let mut game = Game::new(first, options);
    while game.winner().is_none() && game.history().len() < max_actions {
        let player = match game.to_move().partnership() {
            Partnership::YellowGreen => &mut *yg,
            Partnership::RedBlue => &mut *rb,
        };
        let action = match player.declare(game.position()) {
            Some(declaration) => {
                let mut throws = Vec::new();
                while game
                    .position()
                    .judge_throws(declaration, &throws)
                    .map_err(|e| e.to_string())?
                    == Throws::More
                {
                    throws.push(throw(&mut dice));
                }
                Action::Declare {
                    declaration,
                    throws,
                }
            }
            None => {
                let d = throw(&mut dice);
                Action::Roll {
                    dice: d,
                    play: player.choose(game.position(), d),
                }
            }
        };
        game.play(action)
            .map_err(|e| format!("a player chose an illegal action: {e}"))?;
    }
    Ok(game)
}

/// An AI in a seat of the table (online play, its headless hosts).
impl SeatPlayer for UckersContender {
    fn stop_with(&mut self, stop: crate::ai::Stop) {
        DiceContender::stop_with(self, stop);
    }

    fn step(
        &mut self,
        table: &dyn Table,
        intent: Option<&str>,
        throws: &[Vec<u8>],
    ) -> Result<Step, String> {
        let game = &concrete::<uckers::table::UckersTable>(table)?.0;
        let position = game.position();
        let dice: Vec<uckers::Dice> = throws
            .iter()
            .map(|t| match t[..] {
                [a, b] => Ok(uckers::Dice(a, b)),
                _ => Err("an Uckers throw is two dice".to_string()),
            })
            .collect::<Result<_, _>>()?;
        let declaration = match intent {
            None => self.declare(position),
            Some("roll") => None,
            Some(said) => Some(
                position
                    .declarations()
                    .into_iter()
                    .find(|&d| uckers::declaration_text(position, d) == said)
                    .ok_or_else(|| format!("`{said}` is no declaration here"))?,
            ),
        };
        let action = match declaration {
            Some(declaration) => {
                match position
                    .judge_throws(declaration, &dice)
                    .map_err(|e| e.to_string())?
                {
                    uckers::Throws::More => {
                        return Ok(Step::Throw(uckers::declaration_text(position, declaration)));
                    }
                    uckers::Throws::Done(_) => uckers::Action::Declare {
                        declaration,
                        throws: dice,
                    },
                }
            }
            None => match dice.first() {
                None => return Ok(Step::Throw("roll".into())),
                Some(&d) => uckers::Action::Roll {
                    dice: d,
                    play: self.choose(position, d),
                },
            },
        };
        Ok(Step::Play(uckers::action_text(position, &action)))
    }
}
