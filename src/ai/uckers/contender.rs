//! Uckers players for the command line's matches: an AI level or random moves, and a
//! whole game between four of them.

use super::*;
use crate::ai::dice::DiceContender;

/// A player of the command line's `match` for Uckers (it plays a whole partnership);
/// at random, it picks among rolling and the declarations possible, then among the
/// roll's legal plays.
pub type UckersContender = DiceContender<Eval>;

impl UckersContender {
    /// Parses `ai:beginner|easy|strong|max[:DEPTH]` or `random`.
    pub fn parse(spec: &str, seed: u64) -> Result<UckersContender, String> {
        DiceContender::parse_with(spec, seed, 4, "an Uckers player", config)
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
