//! Between the online game and the board: the game put on the board when it begins
//! (and after a takeback), the dice and the friend's actions shown there in order, each
//! once the board is ready for it, and this side's actions sent once the board has them.

use bevy::prelude::*;

use super::super::game::Seat;
use super::super::loaded::Loaded;
use super::super::records::ShowGame;
use super::super::registry::{self, OnScreen};
use super::super::screen::Screen;
use super::{Online, OnlineGame, screen};
use crate::online::session::{Event, Session};

/// A step for the board to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum BoardStep {
    /// Dice drawn for the action to come, and what for.
    Dice(String, Vec<u8>),
    /// The friend's action, the `n`th (1-based), shown once the board has `n` actions.
    Remote(usize, String),
}

/// The game as the session has it, on the board: this side's seat a person's, the
/// friend's [`Seat::Remote`]; once it has ended outside its rules (resigned, stopped),
/// no seat is a person's: nothing more is played there.
fn put_on_board(world: &mut World, session: &Session) -> Result<(), String> {
    let seat = session.seat().ok_or("no seat")?;
    let (mut game, _) = Loaded::read(&session.record())?;
    let ended = session.ending().is_some();
    // Seat i is player i % 2's (Uckers: yellow and green are player 1's).
    let seats: Vec<Seat> = (0..game.seats().len())
        .map(|i| {
            if i % 2 == seat.index() && !ended {
                Seat::Human
            } else {
                Seat::Remote
            }
        })
        .collect();
    game.set_seats(&seats);
    world.write_message(ShowGame(Box::new(game)));
    if let Some(mut next) = world.get_resource_mut::<NextState<Screen>>() {
        next.set(Screen::Playing);
    }
    Ok(())
}

/// Reads the network, shows the dice and the friend's actions on the board, and asks
/// for the dice the person rolls.
pub(super) fn pump(world: &mut World) {
    let Some(mut o) = world
        .get_resource_mut::<Online>()
        .and_then(|mut o| o.0.take())
    else {
        return;
    };
    let mut events = o.take_news();
    // A game that begins, or one resumed from disk: on the board.
    if !o.shown && o.session.table().is_some() && !events.contains(&Event::Started) {
        events.insert(0, Event::Started);
    }
    for event in events {
        let result = match event {
            Event::Started => put_on_board(world, &o.session).map(|()| {
                o.shown = true;
                world.resource_mut::<screen::OnlineScreen>().open = false;
                world.resource_mut::<super::kept::Waiting>().0 = None;
            }),
            Event::Thrown(dice) => {
                let intent = o.session.pending_intent().unwrap_or("roll").to_string();
                o.board.push_back(BoardStep::Dice(intent, dice));
                Ok(())
            }
            Event::Moved { by, text } if Some(by) != o.session.seat() => {
                let n = o.session.table().map_or(0, |t| t.moves());
                o.board.push_back(BoardStep::Remote(n, text));
                Ok(())
            }
            // A takeback: the board shows the session's game again.
            Event::Undone => {
                o.board.clear();
                put_on_board(world, &o.session)
            }
            _ => Ok(()),
        };
        if let Err(e) = result {
            o.note(e);
        }
    }
    // Ended outside the rules (either side resigned, or stopped): the game as it ended,
    // no one to play it, once the board has shown every action.
    if o.shown && !o.ended_shown && o.session.ending().is_some() && o.board.is_empty() {
        o.ended_shown = true;
        if let Err(e) = put_on_board(world, &o.session) {
            o.note(e);
        }
    }
    let entry = o
        .session
        .table()
        .and_then(|t| registry::entry(t.id()).online);
    if let Some(entry) = entry.filter(|_| o.shown) {
        show_steps(world, &mut o, entry);
        if let Some(dice) = entry.dice
            && let Some(intent) = (dice.asked)(world)
        {
            if let Err(e) = o.session.throw(&intent) {
                o.note(e);
            }
            o.flush();
        }
    }
    world.resource_mut::<Online>().0 = Some(o);
}

/// How many actions the game on the board has.
fn board_moves(world: &mut World) -> usize {
    let mut state = bevy::ecs::system::SystemState::<OnScreen>::new(world);
    state.get(world).map_or(0, |s| s.moves())
}

/// Shows the board's steps in order, each once the board is ready for it. The friend's
/// action is asked of the board again until the board has it (a game put on the board
/// drops what was asked of it in that frame).
fn show_steps(world: &mut World, o: &mut OnlineGame, entry: registry::OnlineEntry) {
    while let Some(step) = o.board.front() {
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
            Err(e) => o.note(e),
        }
        o.board.pop_front();
    }
}

/// This side's actions, once played on the board, go to the friend.
pub(super) fn send_own_actions(mut online: ResMut<Online>, on_screen: OnScreen) {
    let Some(o) = online.0.as_mut().filter(|o| o.shown) else {
        return;
    };
    let Some(m) = on_screen.current() else { return };
    let Some(t) = o.session.table() else { return };
    if m.id() != t.id() {
        return;
    }
    let mut sent = false;
    while o.session.my_turn() && m.moves() > o.session.table().map_or(0, |t| t.moves()) {
        let n = o.session.table().map_or(0, |t| t.moves());
        let Some(text) = m.move_text(n) else { break };
        if let Err(e) = o.session.play(&text) {
            o.note(e);
            break;
        }
        sent = true;
    }
    if sent {
        o.flush();
    }
}
