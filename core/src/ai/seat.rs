//! An AI in a seat of a game at the table ([`crate::rules::table`]): given the table and
//! the dice thrown so far for its action, it asks for a throw or plays an action, in the
//! notation. Online play and its headless hosts drive every game through it.

use crate::rules::table::Table;

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

    /// Ends its searches early once `stop` is set (a move's time is up); a player
    /// whose searches keep a budget of their own may ignore it.
    fn stop_with(&mut self, _stop: crate::ai::Stop) {}
}

/// The concrete game of `table`, for a game's own seat player.
pub(crate) fn concrete<T: 'static>(table: &dyn Table) -> Result<&T, String> {
    table
        .as_any()
        .downcast_ref::<T>()
        .ok_or_else(|| format!("a player of another game than {}", table.id().record_name()))
}
