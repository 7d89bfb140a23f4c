//! Royal d'Ûr players for the command line's matches: an AI level or random moves, and
//! a whole game between two of them.

use super::*;
use crate::ai::level::DiceSpec;

/// A player of the command line's `match` for Royal d'Ûr.
#[derive(Clone, Debug)]
pub enum UrContender {
    /// An AI level, with the time its searches took.
    Ai(UrAi, Timing),
    /// Uniformly random legal moves.
    Random(Rng64),
}

impl UrContender {
    /// Parses `ai:beginner|easy|strong|max[:DEPTH]` or `random`.
    pub fn parse(spec: &str, seed: u64) -> Result<UrContender, String> {
        Ok(match DiceSpec::parse(spec, 8, "a Royal Ur player")? {
            DiceSpec::Random => UrContender::Random(Rng64::new(seed)),
            DiceSpec::Ai(level, depth) => {
                let mut config = config(level);
                config.depth = depth.unwrap_or(config.depth);
                UrContender::Ai(UrAi::new(config, seed), Timing::default())
            }
        })
    }

    /// The move for `roll` (`None`: no legal move).
    pub fn choose(&mut self, position: &Position, roll: u8) -> Option<Move> {
        match self {
            UrContender::Ai(ai, timing) => {
                let choice = ai.think(position, roll);
                if choice.depth > 0 {
                    timing.count(choice.elapsed);
                }
                choice.mv
            }
            UrContender::Random(rng) => {
                let mut moves = Vec::new();
                position.legal_moves(roll, &mut moves);
                (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
            }
        }
    }
}

/// Plays one game with dice from `dice_seed`; stops after `max_turns` turns (the rules
/// have no limit; a match needs one). Returns the game, finished or not.
pub fn play_game(
    p1: &mut UrContender,
    p2: &mut UrContender,
    first: Player,
    dice_seed: u64,
    max_turns: usize,
) -> Result<Game, String> {
    let mut dice = Rng64::new(dice_seed);
    let mut game = Game::new(first);
    while game.winner().is_none() && game.history().len() < max_turns {
        let roll = dice.below(6) as u8 + 1;
        let player = match game.to_move() {
            Player::One => &mut *p1,
            Player::Two => &mut *p2,
        };
        let mv = player.choose(game.position(), roll);
        game.play(Turn { roll, mv })
            .map_err(|e| format!("a player chose an illegal move: {e}"))?;
    }
    Ok(game)
}
