//! An AI in a seat of a game at the table ([`crate::rules::table`]): given the table and
//! the dice thrown so far for its action, it asks for a throw or plays an action, in the
//! notation. Online play and its headless hosts drive every game through it.

use crate::rules::table::Table;
use crate::rules::{GameId, uckers, unlur, ur};

/// What a seat does next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Throw the dice, for `roll` or a declaration as written.
    Throw(String),
    /// Play this action.
    Play(String),
}

/// A player in a seat.
pub trait SeatPlayer: Send {
    /// The next step on `table`, the dice thrown for this action being `throws`, for
    /// `intent` (`roll` or a declaration as written; `None` before the first throw).
    fn step(
        &mut self,
        table: &dyn Table,
        intent: Option<&str>,
        throws: &[Vec<u8>],
    ) -> Result<Step, String>;
}

/// An AI for `game` from a spec (`ai:LEVEL`, as `unlur match` reads it), seeded.
pub fn seat_player(game: GameId, spec: &str, seed: u64) -> Result<Box<dyn SeatPlayer>, String> {
    Ok(match game {
        GameId::Unlur => Box::new(super::unlur::contender::Contender::parse(spec, seed)?),
        GameId::RoyalUr => Box::new(super::ur::UrContender::parse(spec, seed)?),
        GameId::Uckers => Box::new(super::uckers::UckersContender::parse(spec, seed)?),
    })
}

fn concrete<T: 'static>(table: &dyn Table) -> Result<&T, String> {
    table
        .as_any()
        .downcast_ref::<T>()
        .ok_or_else(|| format!("a player of another game than {}", table.id().record_name()))
}

impl SeatPlayer for super::unlur::contender::Contender {
    fn step(&mut self, table: &dyn Table, _: Option<&str>, _: &[Vec<u8>]) -> Result<Step, String> {
        let game = &concrete::<unlur::table::UnlurTable>(table)?.0;
        let mv = self.choose(game).ok_or("the game is over")?;
        Ok(Step::Play(unlur::move_text(game.board(), mv)))
    }
}

impl SeatPlayer for super::ur::UrContender {
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

impl SeatPlayer for super::uckers::UckersContender {
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
