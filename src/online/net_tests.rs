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
    let code = new_code();
    let session = Session::host(game, options, seat, "Ann", &code);
    let mut host = Bot::new(
        session,
        Link::host(code, super::link::new_key(), 0, LOCAL),
        "ai:beginner",
        1,
    );
    let start = Instant::now();
    let text = loop {
        host.tick(Duration::from_millis(10)).unwrap();
        if let Some(t) = host.invitation() {
            break t.to_string();
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no invitation");
    };
    let inv = Invitation::parse(&text).unwrap();
    assert!(inv.addrs.iter().all(|a| a.ip().is_loopback()), "{text}");
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
    use super::link::{EVENTS_KEPT, FLOODED, NetEvent};
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
    assert_eq!(why, FLOODED);
    assert!(lines <= EVENTS_KEPT, "{lines} lines waited");
}
