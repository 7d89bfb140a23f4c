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

/// Waits (20 s at most) for an event of `link` that `want` takes; the others are passed.
fn wait_for(
    link: &Link,
    what: &str,
    want: &dyn Fn(&super::link::NetEvent) -> bool,
) -> super::link::NetEvent {
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(20), "no {what}");
        if let Some(e) = link.wait(Duration::from_millis(50))
            && want(&e)
        {
            return e;
        }
    }
}

/// The hello of an app that knows `code`, as a line.
fn hello(code: &str) -> String {
    super::protocol::Message::Hello {
        protocol: super::protocol::PROTOCOL,
        app: "test".into(),
        code: code.into(),
        name: "Bob".into(),
    }
    .line()
}

/// Issue 38, hardening 2: a stranger that floods before showing the invitation's code is
/// cut off alone (nothing of it reaches the host's game, which waits on for the friend);
/// the friend's own flood is cut off once the queue is full, ends that connection and
/// not the host, and what waits stays bounded.
#[test]
fn a_peer_that_floods_is_cut_off_and_what_waits_stays_bounded() {
    use super::link::{EVENTS_KEPT, FLOODED, Loss, NetEvent};
    let code = new_code();
    let host = Link::host(code.clone(), super::link::new_key(), 0, LOCAL);
    let NetEvent::Invitation(text) = wait_for(&host, "invitation", &|e| {
        matches!(e, NetEvent::Invitation(_))
    }) else {
        unreachable!()
    };
    let inv = Invitation::parse(&text).unwrap();
    let connected = |e: &NetEvent| matches!(e, NetEvent::Connected { .. });
    // The stranger: twenty thousand junk lines before any hello.
    let stranger = Link::join(inv.clone(), LOCAL);
    wait_for(&stranger, "connection", &connected);
    for i in 0..20_000 {
        stranger.send(format!("junk {i}"));
    }
    std::thread::sleep(Duration::from_secs(3));
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) {
        if let Some(e) = host.wait(Duration::from_millis(50)) {
            panic!("the stranger reached the game: {e:?}");
        }
    }
    drop(stranger);
    // The friend comes, shows the code, then floods.
    let friend = Link::join(inv.clone(), LOCAL);
    wait_for(&friend, "connection", &connected);
    friend.send(hello(&code));
    wait_for(&host, "the friend", &connected);
    for i in 0..3 * EVENTS_KEPT {
        friend.send(format!("chat {i}"));
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
            Some(NetEvent::Lost(why)) => break why,
            Some(NetEvent::Failed(why)) => panic!("the host stopped: {why}"),
            _ => {}
        }
    };
    assert_eq!((why.loss, why.detail.as_str()), (Loss::Dropped, FLOODED));
    assert!(lines <= EVENTS_KEPT, "{lines} lines waited");
    drop(friend);
    // The host still waits for the friend, who comes back.
    let again = Link::join(inv, LOCAL);
    wait_for(&again, "connection", &connected);
    again.send(hello(&code));
    wait_for(&host, "the friend again", &connected);
}

/// Hardening 2: while the friend plays, another app with the invitation is turned away
/// at once and told why in words; neither side loses its connection, and the game goes
/// on to its end.
#[test]
fn an_intruder_with_the_invitation_cannot_stall_a_live_game() {
    let (mut host, inv) = hosting(GameId::RoyalUr, "", Player::One);
    let guest = Session::guest("Bob", &inv.code);
    let mut guest = Bot::new(guest, Link::join(inv.clone(), LOCAL), "ai:beginner", 2);
    play_until(&mut host, &mut guest, 4);
    let _ = (host.take_log(), guest.take_log());
    let mut late = Bot::new(
        Session::guest("Eve", &inv.code),
        Link::join(inv, LOCAL),
        "ai:beginner",
        5,
    );
    let (came, mut logs) = (Instant::now(), Vec::new());
    let said = loop {
        assert!(
            came.elapsed() < Duration::from_secs(15),
            "the intruder was not turned away at once"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        guest.tick(Duration::from_millis(1)).unwrap();
        logs.extend(host.take_log());
        logs.extend(guest.take_log());
        match late.tick(Duration::from_millis(1)) {
            Ok(true) => break late.session().result(),
            Ok(false) => {}
            Err(e) => break e,
        }
    };
    assert!(said.contains("being played with someone else"), "{said}");
    drop(late);
    assert!(
        !logs
            .iter()
            .any(|l| l.contains("waiting") || l.contains("dropped")),
        "the game stood still: {logs:#?}"
    );
    play(&mut host, &mut guest, None);
    let (h, g) = (host.session(), guest.session());
    assert_eq!(h.record(), g.record());
    assert!(h.table().unwrap().to_move().is_none());
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

/// A hostile peer's line: a protocol word with junk, a hello with a wrong code, binary,
/// a line far too long, control and direction characters.
fn junk_line(rng: &mut crate::ai::Rng64, code: &str) -> String {
    const WORDS: [&str; 14] = [
        "hello", "game", "commit", "roll", "move", "sync", "undo", "undo-yes", "undo-no", "resign",
        "chat", "refuse", "bye", "",
    ];
    const BITS: [&str; 12] = [
        "2",
        "0",
        "-1",
        "99999999999999999999",
        "ur",
        "none",
        "\u{1b}[2J",
        "\u{202e}",
        "\u{0}",
        "\u{7f}",
        "ff00",
        "É",
    ];
    let mut line = WORDS[rng.below(WORDS.len())].to_string();
    match rng.below(6) {
        0 => line = format!("hello 2 9.9 {}x Eve", &code[..code.len() / 2]),
        1 => line = "x".repeat(5_000 + rng.below(5_000)),
        _ => {
            for _ in 0..rng.below(6) {
                line.push(' ');
                line.push_str(BITS[rng.below(BITS.len())]);
            }
        }
    }
    line
}

/// Hardening 2: hostile peers with the invitation's address but not its code (junk,
/// protocol words before any hello, wrong codes, lines far too long, floods) never
/// reach the game nor stop the host; the friend who comes next plays a whole game.
#[test]
fn hostile_peers_never_reach_the_game_and_the_friend_plays_on() {
    use super::link::NetEvent;
    let mut rng = crate::ai::Rng64::new(52);
    let (mut host, inv) = hosting(GameId::RoyalUr, "", Player::One);
    let mut sent = 0;
    for peer in 0..24 {
        let link = Link::join(inv.clone(), LOCAL);
        wait_for(&link, "connection", &|e| {
            matches!(e, NetEvent::Connected { .. })
        });
        let lines = if peer % 6 == 5 {
            5_000
        } else {
            1 + rng.below(40)
        };
        for _ in 0..lines {
            link.send(junk_line(&mut rng, &inv.code));
            sent += 1;
        }
        for _ in 0..20 {
            host.tick(Duration::from_millis(5)).unwrap();
        }
        let log = host.take_log();
        assert!(log.is_empty(), "peer {peer} reached the game: {log:#?}");
        assert!(host.session().table().is_none());
    }
    assert!(sent > 20_000, "{sent}");
    let guest = Session::guest("Bob", &inv.code);
    let mut guest = Bot::new(guest, Link::join(inv, LOCAL), "ai:beginner", 2);
    play(&mut host, &mut guest, None);
    let (h, g) = (host.session(), guest.session());
    assert_eq!(h.record(), g.record());
    assert!(h.table().unwrap().to_move().is_none());
}

/// Ticks both sides until the host's game has `actions` actions (a minute at most);
/// when the game started.
fn play_until(host: &mut Bot, guest: &mut Bot, actions: usize) -> Instant {
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
    let start = play_until(&mut host, &mut guest, 4);
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
    let link = Link::join_giving_up(
        wrong_key,
        super::link::new_key(),
        LOCAL,
        Duration::from_secs(30),
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
        Duration::from_secs(3),
    );
    let mut guest = Bot::new(Session::guest("Bob", &inv.code), link, "ai:beginner", 2);
    let said = until_guest_ends(&mut other, &mut guest);
    assert!(
        said.contains("could not be reached for 3 seconds"),
        "{said}"
    );
}
