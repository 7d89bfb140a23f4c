//! A board driven from outside: a game whose other side does not play on this computer
//! but acts from elsewhere (a friend online, a lesson's script). Its position is put on
//! the board with the seats the driver says, its dice come from the driver (never from
//! the board's own random rolls), and the other side's actions are shown in order, each
//! once the board is ready for it, through the game's [`crate::app::session::registry::OnlineEntry`].

use std::collections::VecDeque;

use bevy::prelude::*;

use super::any_match::AnyMatch;
use super::game::Seat;
use super::game_match::GameMatch;
use super::records::ShowGame;
use super::registry::OnlineEntry;
use super::screen::Screen;
use crate::app::session::on_screen::OnScreen;

/// A step for the board to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardStep {
    /// Dice thrown for the action to come, and what for (`roll`, or a declaration).
    Dice(String, Vec<u8>),
    /// The other side's action, the `n`th (1-based), shown once the board has `n`
    /// actions.
    Remote(usize, String),
}

/// Why the friend's action `text` cannot be read on this board.
pub fn unplayable(text: &str, why: &dyn crate::i18n::Says) -> crate::i18n::Said {
    crate::i18n::Said::new("online.error.action")
        .with("action", text)
        .with_said("why", why.said())
}

/// What the board is to show, in order.
pub type Steps = VecDeque<BoardStep>;

/// Puts the game of `record` on the board, seat `i` played by `seat(i)` (Uckers: one
/// seat a colour, yellow first), and shows the game screen.
pub fn put_on_board(
    world: &mut World,
    record: &str,
    seat: impl Fn(usize) -> Seat,
) -> Result<(), crate::i18n::Said> {
    // The app's own record (a lesson's, the online game's): a failure is a fault of
    // ours.
    let (mut game, _) = AnyMatch::read(record)?;
    let seats: Vec<Seat> = (0..game.seats().len()).map(seat).collect();
    game.set_seats(&seats);
    world.write_message(ShowGame(Box::new(game)));
    // Only from another screen: entering the game screen again would frame the board
    // anew (a lesson puts its board at each step and after each wrong action).
    if let Some(mut next) = world.get_resource_mut::<NextState<Screen>>() {
        NextState::set_if_neq(&mut next, Screen::Playing);
    }
    Ok(())
}

/// What `f` reads of the game on the board (`None` while there is none).
pub fn on_board<R>(world: &mut World, f: impl FnOnce(&dyn GameMatch) -> R) -> Option<R> {
    let mut state = bevy::ecs::system::SystemState::<OnScreen>::new(world);
    state.get(world).ok()?.current().map(f)
}

/// How many actions the game on the board has.
pub fn board_moves(world: &mut World) -> usize {
    on_board(world, |m| m.moves()).unwrap_or(0)
}

/// The text of the board's action `i` (0-based).
pub fn board_move_text(world: &mut World, i: usize) -> Option<String> {
    on_board(world, |m| m.move_text(i)).flatten()
}

/// Whether the board shows a game of `game` with these actions (a game put there is
/// on it a frame or two later).
pub fn board_shows(world: &mut World, game: crate::rules::GameId, texts: &[String]) -> bool {
    on_board(world, |m| shows(m, game, texts)).unwrap_or(false)
}

/// Whether `m` is a game of `game` with exactly these actions.
pub fn shows(m: &dyn GameMatch, game: crate::rules::GameId, texts: &[String]) -> bool {
    m.id() == game
        && m.moves() == texts.len()
        && (0..m.moves()).all(|i| m.move_text(i).as_deref() == Some(texts[i].as_str()))
}

/// Shows the board's steps in order, each once the board is ready for it; what went
/// wrong on the way. The other side's action is asked of the board again until the
/// board has it (a game put on the board drops what was asked of it in that frame).
pub fn show_steps(
    world: &mut World,
    steps: &mut Steps,
    entry: OnlineEntry,
) -> Vec<crate::i18n::Said> {
    let mut problems = Vec::new();
    while let Some(step) = steps.front() {
        let done = match step {
            BoardStep::Dice(intent, dice) => {
                Ok(entry.dice.is_none_or(|d| (d.show)(world, intent, dice)))
            }
            BoardStep::Remote(n, text) => match board_moves(world) {
                has if has >= *n => Ok(true),
                has if has + 1 == *n => (entry.remote)(world, text).map(|_| false),
                _ => Ok(false),
            },
        };
        match done {
            Ok(false) => break,
            Ok(true) => {}
            Err(e) => problems.push(e),
        }
        steps.pop_front();
    }
    problems
}
