//! Two bots over real connections on this machine (loopback only: no relays, no
//! discovery): whole games of each game, a connection cut mid-game, a friend who
//! restarts, a guest that gives up; and the helpers the strangers' tests
//! (`stranger_tests`) share.

use std::time::{Duration, Instant};

use super::bot::Bot;
use super::invitation::{Invitation, new_code};
use super::link::{Link, Reach};
use super::session::Session;
use crate::rules::{GameId, Player};

pub(super) const LOCAL: Reach = Reach { local: true };

fn pair(game: GameId, options: &str, seat: Player) -> (Bot, Bot) {
    let (host, inv) = hosting(game, options, seat);
    assert!(inv.addrs.iter().all(|a| a.ip().is_loopback()), "{inv:?}");
    let guest = Session::guest("Bob", &inv.code);
    let guest = Bot::new(guest, Link::join(inv, LOCAL), "ai:beginner", 2);
    (host, guest)
}

/// Plays to the end; cuts the host's connection once when `cut` actions were played.
/// Returns each side's log.
pub(super) fn play(host: &mut Bot, guest: &mut Bot, mut cut: Option<usize>) -> [Vec<String>; 2] {
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

/// Play-test 3: the friend's app quits mid-game and starts again from its kept game, on
/// its own key: the host lets it back in (the game is pinned to that key) and the game
/// goes on to its end, the same on both sides.
#[test]
fn a_friend_who_restarts_gets_back_in_on_its_own_key() {
    let (mut host, inv) = hosting(GameId::RoyalUr, "", Player::One);
    let key = super::link::new_key();
    let guest = Session::guest("Bob", &inv.code);
    let mut guest = Bot::new(
        guest,
        Link::join_as(inv.clone(), key, LOCAL),
        "ai:beginner",
        2,
    );
    play_until(&mut host, &mut guest, 6);
    let kept = guest.session().saved();
    drop(guest);
    let session = Session::restore(&kept).unwrap();
    let link = Link::join_as(inv, key, LOCAL);
    let mut guest = Bot::new(session, link, "ai:beginner", 2).resumed();
    let [hlog, glog] = play(&mut host, &mut guest, None);
    assert!(
        !glog.iter().any(|l| l.contains("refused")),
        "{glog:#?}\n{hlog:#?}"
    );
    let (h, g) = (host.session(), guest.session());
    assert_eq!(h.record(), g.record());
    assert!(h.table().unwrap().to_move().is_none(), "played to the end");
}

/// Ticks both sides until the host's game has `actions` actions (a minute at most);
/// when the game started.
pub(super) fn play_until(host: &mut Bot, guest: &mut Bot, actions: usize) -> Instant {
    let start = Instant::now();
    while host.session().table().is_none_or(|t| t.moves() < actions) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the game did not start"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        guest.tick(Duration::from_millis(1)).unwrap();
    }
    start
}

/// A hosting bot on loopback, and its invitation.
pub(super) fn hosting(game: GameId, options: &str, seat: Player) -> (Bot, Invitation) {
    hosting_on(game, options, seat, super::link::new_key())
}

/// [`hosting`] as the endpoint of secret `key` (a host that comes back on it later).
fn hosting_on(game: GameId, options: &str, seat: Player, key: [u8; 32]) -> (Bot, Invitation) {
    let code = new_code();
    let session = Session::host(game, options, seat, "Ann", &code);
    let link = Link::host(code, key, 0, LOCAL);
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
pub(super) fn until_guest_ends(host: &mut Bot, guest: &mut Bot) -> String {
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

/// Issue 39: `join` gives up with words a person understands: a host that cannot be
/// reached (after the time it tries), an app at the address that holds another key.
#[test]
fn a_guest_gives_up_on_a_host_it_cannot_reach_or_that_is_another_app() {
    let (mut other, other_inv) = hosting(GameId::RoyalUr, "", Player::One);
    // Another key at the address: not the app the invitation was made by.
    let (gone, inv) = hosting(GameId::RoyalUr, "", Player::One);
    let mut wrong_key = inv.clone();
    wrong_key.addrs = other_inv.addrs.clone();
    let link = Link::join_giving_up(
        wrong_key,
        super::link::new_key(),
        LOCAL,
        Some(Duration::from_secs(30)),
    );
    let mut guest = Bot::new(Session::guest("Bob", &inv.code), link, "ai:beginner", 2);
    let said = until_guest_ends(&mut other, &mut guest);
    assert!(said.contains("not made by the app you reached"), "{said}");
    // The host has gone: the guest tries for the time given, then says so.
    drop(gone);
    let link = Link::join_giving_up(
        inv.clone(),
        super::link::new_key(),
        LOCAL,
        Some(Duration::from_secs(3)),
    );
    let mut guest = Bot::new(Session::guest("Bob", &inv.code), link, "ai:beginner", 2);
    let said = until_guest_ends(&mut other, &mut guest);
    assert!(
        said.contains("could not be reached for 3 seconds"),
        "{said}"
    );
}

/// Play-test 4: the host's app stops mid-game and comes back later than a new guest
/// would wait: a guest whose game is under way keeps dialling (it never gives up on a
/// game begun), and the host back on its key and port is reached again and the game goes
/// on to its end, the same on both sides.
#[test]
fn a_guest_waits_for_a_host_that_comes_back_after_the_give_up_time() {
    let key = super::link::new_key();
    let (mut host, inv) = hosting_on(GameId::RoyalUr, "", Player::One, key);
    let give_up = Duration::from_secs(2);
    let link = Link::join_giving_up(inv.clone(), super::link::new_key(), LOCAL, Some(give_up));
    let mut guest = Bot::new(Session::guest("Bob", &inv.code), link, "ai:beginner", 2);
    play_until(&mut host, &mut guest, 4);
    let kept = host.session().saved();
    drop(host);
    // Away for three times the give-up time: the guest goes on dialling.
    let away = Instant::now();
    while away.elapsed() < 3 * give_up {
        let done = guest.tick(Duration::from_millis(5));
        assert_eq!(done, Ok(false), "the guest gave up on a game under way");
    }
    let session = Session::restore(&kept).unwrap();
    let port = inv.addrs[0].port();
    let link = Link::host(inv.code.clone(), key, port, LOCAL);
    let mut host = Bot::new(session, link, "ai:beginner", 1).resumed();
    let [hlog, glog] = play(&mut host, &mut guest, None);
    assert!(
        !glog.iter().any(|l| l.contains("refused")),
        "{glog:#?}\n{hlog:#?}"
    );
    let (h, g) = (host.session(), guest.session());
    assert_eq!(h.record(), g.record());
    assert!(h.table().unwrap().to_move().is_none(), "played to the end");
}
