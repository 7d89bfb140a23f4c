//! A game at the table, whichever it is: started from its options, driven and checked
//! one action at a time in its notation (the words of its records). Online play checks
//! every action a peer sends through it; each game's folder implements it
//! (`unlur/table.rs`, `ur/table.rs`, `uckers/table.rs`).

use crate::i18n::Said;
use std::any::Any;
use std::fmt::Debug;

use super::{GameId, Player};

/// The dice an action used, as its text says: what they were thrown for (`roll`, or a
/// declaration in Uckers) and each throw's dice, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draws {
    /// What the dice were thrown for: `roll`, or a declaration as written.
    pub intent: String,
    /// Each throw's dice.
    pub throws: Vec<Vec<u8>>,
}

/// A game of any kind, played by the texts of its actions.
pub trait Table: Send + Sync + Debug {
    /// Which game.
    fn id(&self) -> GameId;
    /// Its options as [`start`] reads them (Unlur: the side; Uckers: the options).
    fn options(&self) -> String;
    /// Each action played so far, in the notation.
    fn texts(&self) -> Vec<String>;
    /// Who is to act (in Uckers, player 1 is yellow-green); `None` once the game is over.
    fn to_move(&self) -> Option<Player>;
    /// Who won, once the game is over by its rules (in Uckers, player 1 is
    /// yellow-green).
    fn winner(&self) -> Option<Player>;
    /// Plays the action `text`, or says why not and changes nothing.
    fn play(&mut self, text: &str) -> Result<(), Said>;
    /// Takes back the last action; false at the start.
    fn undo(&mut self) -> bool;
    /// The position in words, everything that matters for what follows (its hash is
    /// compared between two tables that should agree).
    fn key(&self) -> String;
    /// The record of the game with these players' names.
    fn record(&self, names: [&str; 2]) -> String;
    /// The result in the words of `unlur replay` (`player1 wins`, `black wins`,
    /// `ongoing`...).
    fn result(&self) -> String;
    /// How many dice a throw is (0: a game without dice).
    fn dice_per_throw(&self) -> usize;
    /// The dice the action `text` uses, read against the position now; `None` for an
    /// action without dice.
    fn draws(&self, text: &str) -> Result<Option<Draws>, Said>;
    /// A copy of it.
    fn boxed(&self) -> Box<dyn Table>;
    /// The concrete game, for a player that needs it (the AI).
    fn as_any(&self) -> &dyn Any;

    /// How many actions were played.
    fn moves(&self) -> usize {
        self.texts().len()
    }
}

/// A new game of `game` with `options`; who starts is drawn with `die` (a fair
/// six-sided die: Unlur and Royal d'Ûr take one throw, Uckers its roll-off).
pub fn start(
    game: GameId,
    options: &str,
    die: &mut dyn FnMut() -> u8,
) -> Result<Box<dyn Table>, Said> {
    game.start_table(options, die)
}

/// Whether `options` are options of `game` (why not, if not); any dice will do for that.
pub fn check_options(game: GameId, options: &str) -> Result<(), Said> {
    let mut face = 0;
    start(game, options, &mut || {
        face = face % 6 + 1;
        face
    })
    .map(|_| ())
}

/// The game of a record, replayed, with its players' names.
pub fn from_record(text: &str) -> Result<(Box<dyn Table>, [String; 2]), Said> {
    GameId::of_record(text)?.table_from_record(text)
}

/// Player 1 on a throw of 1 to 3, player 2 on 4 to 6.
pub(super) fn first_of(die: &mut dyn FnMut() -> u8) -> Player {
    if die() <= 3 { Player::One } else { Player::Two }
}
