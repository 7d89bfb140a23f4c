//! Strangers and intruders at a host's door, over real connections on this machine: a
//! wrong code, junk and floods before any hello, another app with the invitation while
//! the friend plays. None reaches the game or stops the host; the friend plays on.

use std::time::{Duration, Instant};

use super::bot::Bot;
use super::invitation::{Invitation, new_code};
use super::link::Link;
use super::net_tests::{LOCAL, hosting, play, play_until, until_guest_ends};
use super::session::Session;
use crate::rules::{GameId, Player};

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
    let (said, logs) = until_late_ends(&mut host, &mut guest, &mut late, Instant::now(), 15);
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
    let (said, _) = until_late_ends(&mut host, &mut guest, &mut late, start, 120);
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

/// Ticks the host, the friend and a late app with the invitation until the late app's
/// bot ends (`most` seconds from `since` at most, else the intruder was never turned
/// away); its error or its result, and what the host and the friend logged meanwhile.
fn until_late_ends(
    host: &mut Bot,
    guest: &mut Bot,
    late: &mut Bot,
    since: Instant,
    most: u64,
) -> (String, Vec<String>) {
    let mut logs = Vec::new();
    loop {
        assert!(
            since.elapsed() < Duration::from_secs(most),
            "the late intruder was not turned away in {most} s"
        );
        host.tick(Duration::from_millis(1)).unwrap();
        guest.tick(Duration::from_millis(1)).unwrap();
        logs.extend(host.take_log());
        logs.extend(guest.take_log());
        match late.tick(Duration::from_millis(1)) {
            Ok(true) => return (late.session().result(), logs),
            Ok(false) => {}
            Err(e) => return (e, logs),
        }
    }
}
