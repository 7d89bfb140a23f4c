//! Two bots over real connections on this machine (loopback only: no relays, no
//! discovery): whole games of each game, and a connection cut mid-game.

use std::time::{Duration, Instant};

use super::bot::Bot;
use super::invitation::{Invitation, new_code};
use super::link::{Link, Reach};
use super::session::Session;
use crate::rules::{GameId, Player};

const LOCAL: Reach = Reach { local: true };

fn pair(game: GameId, options: &str, seat: Player) -> (Bot, Bot) {
    let (host, inv) = hosting(game, options, seat);
    assert!(inv.addrs.iter().all(|a| a.ip().is_loopback()), "{inv:?}");
    let guest = Session::guest("Bob", &inv.code);
    let guest = Bot::new(guest, Link::join(inv, LOCAL), "ai:beginner", 2);
    (host, guest)
}

/// Plays to the end; cuts the host's connection once when `cut` actions were played.
/// Returns each side's log.
fn play(host: &mut Bot, guest: &mut Bot, mut cut: Option<usize>) -> [Vec<String>; 2] {
    let start = Instant::now();
    let (mut done, mut logs) = ([false; 2], [Vec::new(), Vec::new()]);
    while !(done[0] && done[1]) {
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "the game did not end"
        );
        done[0] |= host.tick(Duration::from_millis(1)).unwrap();
        done[1] |= guest.tick(Duration::from_millis(1)).unwrap();
        logs[0].extend(host.take_log());
        logs[1].extend(guest.take_log());
        if let (Some(at), Some(t)) = (cut, host.session().table())
            && t.moves() >= at
        {
            host.link().expect("the link is up").cut();
            cut = None;
        }
    }
    logs
}

#[test]
fn two_apps_over_loopback_play_each_game_to_the_same_record() {
    for (game, options, seat) in [
        (GameId::RoyalUr, "", Player::One),
        (GameId::Unlur, "4", Player::Two),
        (GameId::Uckers, "", Player::One),
    ] {
        let (mut host, mut guest) = pair(game, options, seat);
        play(&mut host, &mut guest, None);
        let (h, g) = (host.session(), guest.session());
        assert_eq!(h.record(), g.record(), "{game:?}");
        assert!(h.table().unwrap().to_move().is_none(), "{game:?}: over");
        assert_eq!(h.result(), g.result());
    }
}

#[test]
fn a_cut_connection_comes_back_and_the_game_resumes_where_it_was() {
    for game in [GameId::RoyalUr, GameId::Unlur] {
        let options = if game == GameId::Unlur { "5" } else { "" };
        let (mut host, mut guest) = pair(game, options, Player::One);
        let [hlog, glog] = play(&mut host, &mut guest, Some(6));
        for log in [&hlog, &glog] {
            let connected = log.iter().filter(|l| l.starts_with("connected")).count();
            assert_eq!(connected, 2, "{log:#?}");
            assert!(!log.iter().any(|l| l.contains("refused")), "{log:#?}");
        }
        assert!(hlog.iter().any(|l| l.contains("dropped: cut")), "{hlog:#?}");
        let (h, g) = (host.session(), guest.session());
        assert_eq!(h.record(), g.record());
        assert!(h.table().unwrap().moves() > 6);
        assert!(h.table().unwrap().to_move().is_none());
    }
}

/// Issue 38: a peer that sends lines faster than the owner reads them is cut off once
/// the queue is full, the owner is told so in words, and what waits stays bounded.
#[test]
fn a_peer_that_floods_is_cut_off_and_what_waits_stays_bounded() {
    use super::link::{EVENTS_KEPT, NetEvent};
    let host = Link::host(new_code(), super::link::new_key(), 0, LOCAL);
    let wait_for = |link: &Link, what: &str, want: &dyn Fn(&NetEvent) -> bool| {
        let start = Instant::now();
        loop {
            assert!(start.elapsed() < Duration::from_secs(20), "no {what}");
            if let Some(e) = link.wait(Duration::from_millis(50))
                && want(&e)
            {
                return e;
            }
        }
    };
    let NetEvent::Invitation(text) = wait_for(&host, "invitation", &|e| {
        matches!(e, NetEvent::Invitation(_))
    }) else {
        unreachable!()
    };
    let guest = Link::join(Invitation::parse(&text).unwrap(), LOCAL);
    // (The host sees the connection with the first line: QUIC opens a stream so.)
    wait_for(&guest, "connection", &|e| {
        matches!(e, NetEvent::Connected { .. })
    });
    for i in 0..3 * EVENTS_KEPT {
        guest.send(format!("chat {i}"));
    }
    // The host reads nothing for a while: the lines pile up, up to the bound.
    std::thread::sleep(Duration::from_secs(3));
    let (mut lines, start) = (0, Instant::now());
    let why = loop {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no word of the flood"
        );
        match host.wait(Duration::from_millis(50)) {
            Some(NetEvent::Line(_)) => lines += 1,
            Some(NetEvent::Failed(why)) => break why,
            _ => {}
        }
    };
    assert_eq!(why, super::link::flooded());
    assert!(lines <= EVENTS_KEPT, "{lines} lines waited");
}

/// A hosting bot on loopback, and its invitation.
fn hosting(game: GameId, options: &str, seat: Player) -> (Bot, Invitation) {
    let code = new_code();
    let session = Session::host(game, options, seat, "Ann", &code);
    let link = Link::host(code, super::link::new_key(), 0, LOCAL);
    let mut host = Bot::new(session, link, "ai:beginner", 1);
    let start = Instant::now();
    let text = loop {
        host.tick(Duration::from_millis(10)).unwrap();
        if let Some(t) = host.invitation() {
            break t.to_string();
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no invitation");
    };
    (host, Invitation::parse(&text).unwrap())
}

/// Ticks `host` and `guest` until the guest's bot ends, with its error or its result.
fn until_guest_ends(host: &mut Bot, guest: &mut Bot) -> String {
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the guest never gave up"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        match guest.tick(Duration::from_millis(5)) {
            Ok(true) => return guest.session().result(),
            Ok(false) => {}
            Err(e) => return e,
        }
    }
}

/// Issue 39: a stranger with a wrong code is turned away, told so (never the code) and
/// stops; an intruder with the invitation who says hello, commits to dice and leaves
/// frees the seat: the friend who comes next plays the whole game.
#[test]
fn a_wrong_code_is_turned_away_and_an_intruder_who_leaves_frees_the_seat() {
    use super::peer::Peer;
    use super::session::Ending;
    let (mut host, inv) = hosting(GameId::RoyalUr, "", Player::One);
    let link = Link::join(inv.clone(), LOCAL);
    let mut stranger = Bot::new(
        Session::guest("Mallory", "0bad0bad"),
        link,
        "ai:beginner",
        3,
    );
    let said = until_guest_ends(&mut host, &mut stranger);
    assert!(
        matches!(stranger.session().ending(), Some(Ending::Refused(_))),
        "{said}"
    );
    assert!(
        said.contains("code does not match") && !said.contains(&inv.code),
        "{said}"
    );
    drop(stranger);

    // The intruder: hello and its commitment, then gone before any action.
    let mut intruder = Peer::new(
        Session::guest("Eve", &inv.code),
        Link::join(inv.clone(), LOCAL),
    );
    let start = Instant::now();
    while intruder.session.table().is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the intruder was not let in"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        let _ = intruder.wait(Duration::from_millis(5));
        intruder.flush();
    }
    intruder.let_go();
    drop(intruder);
    let guest = Session::guest("Bob", &inv.code);
    let mut guest = Bot::new(guest, Link::join(inv.clone(), LOCAL), "ai:beginner", 2);
    // Once the game is under way, the friend's connection drops and another app with
    // the invitation comes: it is turned away in words, and the friend comes back.
    let start = Instant::now();
    while host.session().table().is_none_or(|t| t.moves() < 4) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the game did not start"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        guest.tick(Duration::from_millis(1)).unwrap();
    }
    host.link().expect("the link is up").cut();
    let link = Link::join(inv, LOCAL);
    let mut late = Bot::new(
        Session::guest("Eve", &code_of(&host)),
        link,
        "ai:beginner",
        5,
    );
    let said = loop {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the late intruder never stopped"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        guest.tick(Duration::from_millis(1)).unwrap();
        match late.tick(Duration::from_millis(1)) {
            Ok(true) => break late.session().result(),
            Ok(false) => {}
            Err(e) => break e,
        }
    };
    assert!(said.contains("being played with someone else"), "{said}");
    drop(late);
    play(&mut host, &mut guest, None);
    let (h, g) = (host.session(), guest.session());
    assert_eq!(h.record(), g.record());
    assert!(
        h.table().unwrap().to_move().is_none(),
        "the friend played to the end"
    );
    assert_eq!(h.names()[1], "Bob");
}

/// The code of `host`'s invitation.
fn code_of(host: &Bot) -> String {
    Invitation::parse(host.invitation().unwrap()).unwrap().code
}

/// Issue 39: `join` gives up with words a person understands: a host that cannot be
/// reached (after the time it tries), an app at the address that holds another key.
#[test]
fn a_guest_gives_up_on_a_host_it_cannot_reach_or_that_is_another_app() {
    let (mut other, other_inv) = hosting(GameId::RoyalUr, "", Player::One);
    // Another key at the address: not the app the invitation was made by.
    let (gone, inv) = hosting(GameId::RoyalUr, "", Player::One);
    let mut wrong_key = inv.clone();
    wrong_key.addrs = other_inv.addrs.clone();
    let link = Link::join_giving_up(wrong_key, LOCAL, Duration::from_secs(30));
    let mut guest = Bot::new(Session::guest("Bob", &inv.code), link, "ai:beginner", 2);
    let said = until_guest_ends(&mut other, &mut guest);
    assert!(said.contains("not made by the app you reached"), "{said}");
    // The host has gone: the guest tries for the time given, then says so.
    drop(gone);
    let link = Link::join_giving_up(inv.clone(), LOCAL, Duration::from_secs(3));
    let mut guest = Bot::new(Session::guest("Bob", &inv.code), link, "ai:beginner", 2);
    let said = until_guest_ends(&mut other, &mut guest);
    assert!(
        said.contains("could not be reached for 3 seconds"),
        "{said}"
    );
}
