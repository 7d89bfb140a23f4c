//! Royal d'Ûr players for the command line's matches: an AI level or random moves, and
//! a whole game between two of them.

use super::*;
use crate::ai::dice::DiceContender;
use crate::ai::seat::{SeatPlayer, Step, concrete};
use crate::rules::table::Table;
use crate::rules::ur;

/// A player of the command line's `match` for Royal d'Ûr.
pub type UrContender = DiceContender<Eval>;

impl UrContender {
    /// Parses `ai:beginner|easy|strong|max[:DEPTH]` or `random`.
    pub fn parse(spec: &str, seed: u64) -> Result<UrContender, crate::i18n::Said> {
        DiceContender::parse_with(spec, seed, 8, config)
    }

    /// The move for `roll` (`None`: no legal move).
    pub fn choose(&mut self, position: &Position, roll: u8) -> Option<Move> {
        self.choose_with(
            |ai| ai.think(position, roll),
            || {
                let mut moves = Vec::new();
                position.legal_moves(roll, &mut moves);
                moves
            },
        )
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

/// An AI in a seat of the table (online play, its headless hosts).
impl SeatPlayer for UrContender {
    fn stop_with(&mut self, stop: crate::ai::Stop) {
        DiceContender::stop_with(self, stop);
    }

    fn step(
        &mut self,
        table: &dyn Table,
        _: Option<&str>,
        throws: &[Vec<u8>],
    ) -> Result<Step, String> {
        let game = &concrete::<ur::table::UrTable>(table)?.0;
        let Some(&[roll]) = throws.first().map(Vec::as_slice) else {
            return Ok(Step::Throw("roll".into()));
        };
        let mv = self.choose(game.position(), roll);
        Ok(Step::Play(ur::turn_text(
            game.position(),
            ur::Turn { roll, mv },
        )))
    }
}
