//! Takebacks between two sessions: asked, declined, accepted; after a pass, a move, a
//! capture and several turns, in each game; both sides end in one game with the same
//! dice held for the action taken back (it is never thrown again).

use super::protocol::Message;
use super::session::{Ending, Event, Session};
use super::tests::{act, connected, pump};
use crate::ai::games::seat_player;
use crate::rules::table::Table;
use crate::rules::{GameId, Player};

/// What an action taken back was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// A turn with nothing to move (a roll that passes).
    Pass,
    /// A move that captured.
    Capture,
    /// Any other move.
    Move,
    /// The asker's action and the other's replies after it.
    SeveralTurns,
}

/// Whether the last action of `t` captured.
fn captured(t: &dyn Table) -> bool {
    use crate::rules::{uckers::table::UckersTable, ur::table::UrTable};
    let any = t.as_any();
    if let Some(ur) = any.downcast_ref::<UrTable>() {
        return ur
            .0
            .outcomes()
            .last()
            .is_some_and(|p| !p.captured.is_empty());
    }
    if let Some(u) = any.downcast_ref::<UckersTable>() {
        return u
            .0
            .outcomes()
            .last()
            .is_some_and(|p| !p.captured.is_empty());
    }
    false
}

/// The number (1-based) of `who`'s last action in `t`, and the kinds it is.
fn last_action_of(t: &dyn Table, who: Player) -> Option<(usize, Vec<Kind>)> {
    let mut back = t.boxed();
    while back.undo() {
        if back.to_move() == Some(who) {
            let n = back.moves() + 1;
            let text = &t.texts()[n - 1];
            let mut upto = back.boxed();
            upto.play(text).unwrap();
            let mut kinds = vec![if text.ends_with("--") {
                Kind::Pass
            } else if captured(upto.as_ref()) {
                Kind::Capture
            } else {
                Kind::Move
            }];
            if n < t.moves() {
                kinds.push(Kind::SeveralTurns);
            }
            return Some((n, kinds));
        }
    }
    None
}

/// `asker` asks to take back its last action and `other` accepts: both sides hold the
/// same game, the asker is to act again, with the dice it had for that action; what was
/// taken back.
fn taken_back(asker: &mut Session, other: &mut Session) -> Vec<Kind> {
    let t = asker.table().unwrap().boxed();
    let (n, kinds) = last_action_of(t.as_ref(), asker.seat().unwrap()).unwrap();
    let draws = {
        let mut before = t.boxed();
        while before.moves() >= n {
            before.undo();
        }
        before.draws(&t.texts()[n - 1]).unwrap()
    };
    asker.ask_undo().unwrap();
    let (_, asked) = pump(asker, other);
    assert_eq!(asked, vec![Event::UndoAsked]);
    assert_eq!(other.answer_undo(true).unwrap(), vec![Event::Undone]);
    let (told, _) = pump(asker, other);
    assert_eq!(told, vec![Event::Undone]);
    assert_eq!(asker.record(), other.record(), "one game on both sides");
    assert_eq!(
        asker
            .saved()
            .lines()
            .filter(|l| l.starts_with("action"))
            .count(),
        n - 1
    );
    assert_eq!(asker.table().unwrap().moves(), n - 1);
    assert!(asker.my_turn() && !other.my_turn());
    let held = draws.as_ref().map_or(vec![], |d| d.throws.clone());
    assert_eq!(asker.pending_throws(), held, "the dice come again");
    assert_eq!(other.pending_throws(), held);
    let intent = draws.as_ref().map(|d| d.intent.as_str());
    assert_eq!(asker.pending_intent(), intent);
    assert_eq!(other.pending_intent(), intent);
    // Kept on disk now, the held dice come back with the game.
    let kept = Session::restore(&asker.saved()).unwrap();
    assert_eq!(kept.pending_throws(), held);
    assert_eq!(kept.record(), asker.record());
    kinds
}

#[test]
fn every_kind_of_takeback_keeps_one_game_on_both_sides_and_never_rerolls() {
    for (game, options, wanted) in [
        (
            GameId::RoyalUr,
            "",
            &[Kind::Pass, Kind::Capture, Kind::Move, Kind::SeveralTurns][..],
        ),
        (
            GameId::Uckers,
            "",
            &[Kind::Pass, Kind::Capture, Kind::Move, Kind::SeveralTurns][..],
        ),
        (GameId::Unlur, "5", &[Kind::Move, Kind::SeveralTurns][..]),
    ] {
        let (mut host, mut guest) = connected(game, options, Player::One);
        let mut ps = [1, 2].map(|i| seat_player(game, "ai:beginner", 70 + i).unwrap());
        let mut seen = std::collections::BTreeSet::new();
        let mut takebacks = 0;
        for step in 0..20_000 {
            if host.finished() {
                break;
            }
            assert!(act(&mut host, ps[0].as_mut()) | act(&mut guest, ps[1].as_mut()));
            pump(&mut host, &mut guest);
            // Every fifth step, until each kind was seen, one side or the other takes
            // back its last action (with no dice in its hand: the dice held would be
            // thrown away); the side to act, after the other's replies, while no
            // takeback of several turns was seen.
            let wants_more = takebacks < 8 || !wanted.iter().all(|k| seen.contains(k));
            if !(wants_more && takebacks < 60 && step % 5 == 0) {
                continue;
            }
            let can = |s: &Session| s.can_ask_undo() && s.pending_throws().is_empty();
            let host_first = if seen.contains(&Kind::SeveralTurns) {
                step % 2 == 0
            } else {
                host.my_turn()
            };
            // The side preferred if it can ask, else the other.
            let host_asks = if host_first { can(&host) } else { !can(&guest) };
            let (asker, other) = if host_asks {
                (&mut host, &mut guest)
            } else {
                (&mut guest, &mut host)
            };
            if can(asker) {
                seen.extend(taken_back(asker, other));
                takebacks += 1;
            }
        }
        assert!(host.finished(), "{game:?} ended");
        assert_eq!(host.record(), guest.record(), "{game:?}");
        for kind in wanted {
            assert!(
                seen.contains(kind),
                "{game:?}: no takeback of a {kind:?} in {seen:?}"
            );
        }
        assert!(takebacks > 5, "{game:?}: {takebacks}");
    }
}

#[test]
fn a_takeback_whose_positions_differ_stops_the_game() {
    let (mut host, mut guest) = connected(GameId::RoyalUr, "", Player::One);
    let mut ps = [1, 2].map(|i| seat_player(GameId::RoyalUr, "ai:beginner", 80 + i).unwrap());
    while !(host.can_ask_undo() && host.pending_throws().is_empty()) {
        act(&mut host, ps[0].as_mut());
        act(&mut guest, ps[1].as_mut());
        pump(&mut host, &mut guest);
    }
    host.ask_undo().unwrap();
    let Some(Message::Undo(n)) = host.outbox().pop() else {
        panic!("an undo asked")
    };
    let e = host
        .receive(&format!("undo-yes {n} 0123456789abcdef"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("positions differ"), "{e}");
    assert!(matches!(host.ending(), Some(Ending::Broken(_))));
    assert!(host.throw("roll").is_err(), "nothing more is played");
}

#[test]
fn an_undo_takes_back_the_askers_last_action_and_the_reply_when_the_other_accepts() {
    let (mut host, mut guest) = connected(GameId::Unlur, "5", Player::One);
    let mut ps = super::tests::players(GameId::Unlur, 6);
    if !act(&mut host, ps[0].as_mut()) {
        // The guest was drawn to start: it plays, and asks the undo.
        std::mem::swap(&mut host, &mut guest);
        act(&mut host, ps[1].as_mut());
    }
    pump(&mut host, &mut guest);
    // The other replies; the asker wants its own move back (and so the reply).
    assert!(act(&mut guest, ps[0].as_mut()));
    pump(&mut host, &mut guest);
    assert_eq!(host.table().unwrap().moves(), 2);
    super::tests::refused(&mut guest, "undo 2", "not your last action");
    host.ask_undo().unwrap();
    let (_, eg) = pump(&mut host, &mut guest);
    assert_eq!(eg, vec![Event::UndoAsked]);
    assert!(
        !guest.my_turn() && !host.my_turn(),
        "no move while an undo waits"
    );
    guest.answer_undo(false).unwrap();
    let (eh, _) = pump(&mut host, &mut guest);
    assert_eq!(eh, vec![Event::UndoDeclined]);
    assert_eq!(host.table().unwrap().moves(), 2);
    host.ask_undo().unwrap();
    pump(&mut host, &mut guest);
    assert_eq!(guest.answer_undo(true).unwrap(), vec![Event::Undone]);
    let (eh, _) = pump(&mut host, &mut guest);
    assert_eq!(eh, vec![Event::Undone]);
    assert_eq!(host.record(), guest.record());
    assert_eq!(host.table().unwrap().moves(), 0);
    assert!(host.my_turn());
    super::tests::refused(&mut host, "undo-yes 1 0123456789abcdef", "no undo");
}

/// A request that crosses the other side's throw: the throw is void on both sides,
/// whichever order the lines arrive in, and the game goes on as one.
#[test]
fn a_throw_that_crosses_the_request_is_void_on_both_sides() {
    for asker_first in [true, false] {
        let (mut host, mut guest) = connected(GameId::RoyalUr, "", Player::One);
        let mut ps = [1, 2].map(|i| seat_player(GameId::RoyalUr, "ai:beginner", 90 + i).unwrap());
        // Until the host has just played a turn and the guest is to throw.
        loop {
            act(&mut host, ps[0].as_mut());
            act(&mut guest, ps[1].as_mut());
            pump(&mut host, &mut guest);
            if guest.my_turn() && guest.pending_throws().is_empty() && host.can_ask_undo() {
                break;
            }
        }
        let n = host.table().unwrap().moves();
        // Both at once: the guest throws, the host asks.
        guest.throw("roll").unwrap();
        host.ask_undo().unwrap();
        let (to_guest, to_host) = (host.outbox(), guest.outbox());
        let deliver = |s: &mut Session, lines: Vec<Message>| {
            for m in lines {
                s.receive(&m.line())
                    .unwrap_or_else(|e| panic!("{}: {e}", m.line()));
            }
        };
        if asker_first {
            deliver(&mut guest, to_guest);
            deliver(&mut host, to_host);
        } else {
            deliver(&mut host, to_host);
            deliver(&mut guest, to_guest);
        }
        pump(&mut host, &mut guest);
        assert_eq!(guest.answer_undo(true).unwrap(), vec![Event::Undone]);
        pump(&mut host, &mut guest);
        assert_eq!(host.record(), guest.record());
        assert_eq!(host.table().unwrap().moves(), n - 1);
        assert_eq!(host.pending_throws(), guest.pending_throws());
        assert_eq!(host.pending_throws().len(), 1, "the host's die held");
        assert!(host.my_turn() && !guest.my_turn());
        // The game goes on to its end as one.
        super::tests::play_on(&mut host, &mut guest, &mut ps, 20_000, |_, h, g| {
            pump(h, g);
        });
        assert_eq!(host.record(), guest.record());
    }
}

/// Whether this side's last turn passed (the window offers no takeback of one: the
/// same dice held would pass it again), for each side, as the record writes its turns.
#[test]
fn whether_this_sides_last_turn_passed_is_known() {
    let (mut host, mut guest) = connected(GameId::RoyalUr, "", Player::One);
    assert!(!host.my_last_turn_passed() && !guest.my_last_turn_passed());
    let mut ps = [1, 2].map(|i| seat_player(GameId::RoyalUr, "ai:beginner", 90 + i).unwrap());
    let mut seen = [false; 2];
    while !(seen[0] && seen[1]) {
        act(&mut host, ps[0].as_mut());
        act(&mut guest, ps[1].as_mut());
        pump(&mut host, &mut guest);
        let texts = host.table().unwrap().texts();
        if texts.len() < 2 {
            continue;
        }
        // Turns alternate: with a side to act, the last action was the other's.
        for s in [&host, &guest] {
            let back = if s.my_turn() { 2 } else { 1 };
            let passed = texts[texts.len() - back].ends_with("--");
            assert_eq!(s.my_last_turn_passed(), passed, "{texts:?}");
            seen[usize::from(passed)] = true;
        }
    }
}
