//! Between the online game and the board (a board driven from outside,
//! [`crate::app::session::driven`]): the game put on the board when it begins (and after a
//! takeback), the dice and the friend's actions shown there in order, and this side's
//! actions sent once the board has them.

use bevy::prelude::*;

use crate::app::session::driven;

use crate::app::session::driven::BoardStep;

use super::Online;

use crate::app::session::driven::show_steps;
use crate::app::session::game::Seat;
use crate::app::session::on_screen::OnScreen;
use crate::app::session::registry;
use crate::online::session::{Event, Session};

/// The game as the session has it, on the board: this side's seat a person's, the
/// friend's [`Seat::Remote`]; once it has ended outside its rules (resigned, stopped),
/// no seat is a person's: nothing more is played there.
/// Until the board shows it, nothing on the board is sent ([`send_own_actions`]).
fn put_on_board(world: &mut World, o: &mut super::OnlineGame) -> Result<(), crate::i18n::Said> {
    let session = &o.peer.session;
    let seat = session
        .seat()
        .ok_or_else(crate::online::session::not_begun)?;
    let ended = session.ending().is_some();
    o.reput = true;
    // Seen from the person's side (the game may be on screen already: no state is
    // entered then).
    if let (Some(t), Some(mut yaw)) = (
        session.table(),
        world.get_resource_mut::<crate::app::table::camera::CameraYaw>(),
    ) {
        yaw.0 = super::yaw_for(session.seat(), t.id());
    }
    // Seat i is player i % 2's (Uckers: yellow and green are player 1's).
    driven::put_on_board(world, &session.record(), |i| {
        if i % 2 == seat.index() && !ended {
            Seat::Human
        } else {
            Seat::Remote
        }
    })
}

/// What the dice drawn for the action to come are for (`roll` before a declaration).
fn intent_of(session: &Session) -> String {
    session.pending_intent().unwrap_or("roll").to_string()
}

/// The dice the session holds for the action to come, on the board again after the game
/// was put there (resumed after a restart, or a takeback): the session would refuse to
/// throw them a second time.
fn held_dice(o: &mut super::OnlineGame) {
    let intent = intent_of(&o.peer.session);
    for dice in o.peer.session.pending_throws().to_vec() {
        o.board.push_back(BoardStep::Dice(intent.clone(), dice));
    }
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
    if !o.shown && o.peer.session.table().is_some() && !events.contains(&Event::Started) {
        events.insert(0, Event::Started);
    }
    // Once the game is put on the board, the dice the session holds go with it: the
    // throws that came in the same batch are among them (shown twice, the second would
    // wait in the board's queue and be taken for the next roll, the friend's dice).
    let mut held = false;
    for event in events {
        let result = match event {
            Event::Started => put_on_board(world, &mut o).map(|()| {
                o.shown = true;
                held = true;
                held_dice(&mut o);
                world.resource_mut::<super::OnlineScreen>().open = false;
                world.resource_mut::<super::kept::Waiting>().0 = None;
            }),
            Event::Thrown(_) if held => Ok(()),
            Event::Thrown(dice) => {
                o.board
                    .push_back(BoardStep::Dice(intent_of(&o.peer.session), dice));
                Ok(())
            }
            Event::Moved { by, text } if Some(by) != o.peer.session.seat() => {
                let n = o.peer.session.table().map_or(0, |t| t.moves());
                o.board.push_back(BoardStep::Remote(n, text));
                Ok(())
            }
            // A takeback: the board shows the session's game again, with the dice of the
            // action taken back (they come again).
            Event::Undone => {
                o.board.clear();
                held = true;
                put_on_board(world, &mut o).map(|()| held_dice(&mut o))
            }
            _ => Ok(()),
        };
        if let Err(e) = result {
            o.note(super::Note::Problem(e));
        }
    }
    // Ended outside the rules (either side resigned, or stopped): the game as it ended,
    // no one to play it, once the board has shown every action.
    if o.shown && !o.ended_shown && o.peer.session.ending().is_some() && o.board.is_empty() {
        o.ended_shown = true;
        // A resignation is the game's end: the board's game is over (its record says
        // who resigned), saved once more and kept among the finished games. A game
        // stopped is not over: its file is no longer a game in progress.
        let resigned = matches!(
            o.peer.session.ending(),
            Some(crate::online::session::Ending::Resigned(_))
        );
        let disk = world
            .get_resource::<crate::app::ground::disk::Disk>()
            .cloned();
        if let (Some(mut autosave), Some(disk)) = (
            world.get_resource_mut::<crate::app::session::saved_games::autosave::Autosave>(),
            disk,
        ) && !resigned
        {
            autosave.retire(&disk);
        }
        if let Err(e) = put_on_board(world, &mut o) {
            o.note(super::Note::Problem(e));
        }
    }
    let entry = o
        .peer
        .session
        .table()
        .and_then(|t| registry::entry(t.id()).online);
    if let Some(entry) = entry.filter(|_| o.shown) {
        for problem in show_steps(world, &mut o.board, entry) {
            o.note(super::Note::Problem(problem));
        }
        if let Some(dice) = entry.dice
            && let Some(intent) = (dice.asked)(world)
        {
            // Asked again before the dice came (a double click, a key held): they are
            // on their way, nothing to say.
            // (While a takeback waits for its answer nothing is thrown: the HUD says so.)
            let takeback = o.undo_asked || o.undo_waiting;
            if !takeback
                && !o.peer.session.dice_coming(&intent)
                && let Err(e) = o.peer.session.throw(&intent)
            {
                o.note(super::Note::Problem(e));
            }
            o.peer.flush();
        }
    }
    world.resource_mut::<Online>().0 = Some(o);
}

/// This side's actions, once played on the board, go to the friend.
pub(super) fn send_own_actions(mut online: ResMut<Online>, on_screen: OnScreen) {
    let Some(o) = online.0.as_mut().filter(|o| o.shown) else {
        return;
    };
    let Some(m) = on_screen.current() else { return };
    let Some(t) = o.peer.session.table() else {
        return;
    };
    if m.id() != t.id() {
        return;
    }
    // The session's game put on the board: until the board shows it, what the board
    // holds is the game before (after a takeback, the action taken back).
    if o.reput {
        if !driven::shows(m, t.id(), &t.texts()) {
            return;
        }
        o.reput = false;
    }
    let mut sent = false;
    while o.peer.session.my_turn() && m.moves() > o.peer.session.table().map_or(0, |t| t.moves()) {
        let n = o.peer.session.table().map_or(0, |t| t.moves());
        let Some(text) = m.move_text(n) else { break };
        if let Err(e) = o.peer.session.play(&text) {
            o.note(super::Note::Problem(e));
            break;
        }
        sent = true;
    }
    if sent {
        o.peer.flush();
    }
}
