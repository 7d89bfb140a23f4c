//! An online game in the app from start to end: asked for at start as `unlur host --p
//! human` does (its record saved at its end; back after a restart:
//! `online_restart.rs`; its resignation: `online_resign.rs`); and a friend whose app
//! speaks another version, turned away (and a host of another version, left), told so
//! in the window's language.

use crate::online::{bot_joins, host_with_a_bot, invitation_of, online, person_plays_unlur, run};
use crate::testing::*;
use std::time::{Duration, Instant};
use unlur::ai::games::seat_player;
use unlur::app::screens::online::card::{ending_words, turned_away_words};
use unlur::app::session::online::{Conn, Online, OnlineRequest};
use unlur::i18n::Tr;
use unlur::online::invitation::Invitation;
use unlur::online::link::{Link, NetEvent, Reach};
use unlur::online::protocol::PROTOCOL;
use unlur::rules::GameId;

#[test]
fn an_online_game_asked_at_start_is_hosted_at_once_and_its_record_saved_when_it_ends() {
    // As `unlur host --game unlur --options 3 --p human --save FILE` starts the window.
    let saved = scratch("online-start").join("game.unlur");
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(UnlurMatch::new(&NewGame::default()));
    app.insert_resource(unlur::app::session::online::start::OnlineStart {
        request: OnlineRequest::Host {
            game: GameId::Unlur,
            options: "3".into(),
            seat: Player::One,
            name: "Ann".into(),
            local: true,
        },
        save: Some(saved.clone()),
    });
    app.add_plugins(unlur::app::core_plugin);
    app.insert_resource(AnimationSettings {
        drop_seconds: 0.0,
        ..default()
    });
    let mut bot = bot_joins(&mut app);
    assert_eq!(
        app.world().resource::<UnlurMatch>().seats,
        [Seat::Human, Seat::Remote]
    );
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 5).unwrap();
    run(&mut app, &mut bot, "the end of the game", |app, bot| {
        person_plays_unlur(app, me.as_mut());
        online(app).peer.session.finished() && bot.session().finished()
    });
    app.update();
    let written = std::fs::read_to_string(&saved).expect("the record saved at the end");
    assert_eq!(written, bot.session().record());
}

/// Updates the app, hearing what reaches `other` (a raw link, the other app of the
/// test), until `enough` of its lines came; says `hello` once connected.
fn hear_app(app: &mut App, other: &Link, hello: &str, enough: usize) -> Vec<String> {
    let start = Instant::now();
    let mut heard = Vec::new();
    while heard.len() < enough {
        app.update();
        match other.wait(Duration::from_millis(5)) {
            Some(NetEvent::Connected { .. }) => other.send(hello.to_string()),
            Some(NetEvent::Line(line)) => heard.push(line),
            _ => {}
        }
        assert!(
            start.elapsed() < Duration::from_secs(40),
            "no answer: {heard:?}"
        );
    }
    heard
}

/// The app hosts Unlur on this computer; a friend's raw link joins and says the hello
/// `hello` makes of the invitation's code; the link, and the first `enough` lines the app
/// answers.
fn a_friend_joins(
    app: &mut App,
    hello: impl FnOnce(&str) -> String,
    enough: usize,
) -> (Link, Vec<String>) {
    app.world_mut().write_message(OnlineRequest::Host {
        game: GameId::Unlur,
        options: "5".into(),
        seat: Player::One,
        name: "Ann".into(),
        local: true,
    });
    let inv = Invitation::parse(&invitation_of(app)).unwrap();
    let hello = hello(&inv.code);
    let friend = Link::join(inv, Reach { local: true });
    let heard = hear_app(app, &friend, &hello, enough);
    (friend, heard)
}

#[test]
fn a_friend_of_another_version_is_turned_away_told_why_and_the_invitation_stays_open() {
    let mut app = headless(5, false);
    // A friend whose app speaks version 99 of the protocol says hello.
    let (friend, heard) = a_friend_joins(&mut app, |code| format!("hello 99 9.9.9 {code} Bob"), 2);
    // The app said its own version (so the friend's app can say it too), then refused.
    let ours = format!("hello {PROTOCOL} ");
    assert!(heard[0].starts_with(&ours), "{heard:?}");
    assert!(
        heard[1].starts_with("refuse ") && heard[1].contains("version 99"),
        "{heard:?}"
    );
    let o = online(&app);
    assert_eq!(o.peer.session.ending(), None, "the invitation stays open");
    assert!(!o.shown, "no game on the board");
    let fr = turned_away_words(Tr::FR, o).unwrap();
    assert!(fr.starts_with("L'app d'un ami (unlur 9.9.9)"), "{fr}");
    let en = turned_away_words(Tr::EN, o).unwrap();
    assert!(en.contains("the invitation stays open"), "{en}");
    // The friend closes that app; the host waits for them again ...
    drop(friend);
    let start = Instant::now();
    while online(&app).conn != Conn::Waiting {
        app.update();
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "not waiting again"
        );
    }
    // ... and they come back with the same version on the same invitation: the game
    // begins, and what was turned away is no longer said.
    let _bot = bot_joins(&mut app);
    assert!(online(&app).turned_away.is_none());
}

#[test]
fn joining_a_host_of_another_version_says_so_in_the_windows_language_and_hangs_up() {
    use unlur::online::session::Ending;
    let mut app = headless(5, false);
    // A host whose app speaks version 99.
    let code = unlur::online::invitation::new_code();
    let host = Link::host(
        code.clone(),
        unlur::online::link::new_key(),
        0,
        Reach { local: true },
    );
    let text = loop {
        if let Some(NetEvent::Invitation(text)) = host.wait(Duration::from_millis(50)) {
            break text;
        }
    };
    app.world_mut().write_message(OnlineRequest::Join {
        text,
        name: "Bob".into(),
        local: true,
    });
    // The app says hello; the host answers with its own and refuses; the app leaves.
    let heard = hear_app(&mut app, &host, "hello 99 9.9.9 - Ann", 2);
    assert!(
        heard[0].starts_with(&format!("hello {PROTOCOL} ")),
        "{heard:?}"
    );
    assert_eq!(heard[1], "bye", "{heard:?}");
    let o = online(&app);
    assert!(matches!(
        o.peer.session.ending(),
        Some(Ending::Versions(other)) if other.protocol == 99
    ));
    assert_eq!(o.conn, Conn::Closed);
    let fr = ending_words(Tr::FR, &o.peer.session).unwrap();
    assert!(fr.starts_with("L'app de votre ami (unlur 9.9.9)"), "{fr}");
    let en = ending_words(Tr::EN, &o.peer.session).unwrap();
    assert!(en.contains("you both need the same version"), "{en}");
    // It does not dial again (it would only be turned away again).
    let start = Instant::now();
    let mut again = false;
    while start.elapsed() < Duration::from_secs(3) {
        app.update();
        again |= matches!(
            host.wait(Duration::from_millis(5)),
            Some(NetEvent::Connected { .. })
        );
    }
    assert!(!again, "the app dialled again");
}

#[test]
fn leaving_tells_the_friend_and_frees_the_window() {
    let mut app = headless(5, false);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "", Player::One);
    app.world_mut().write_message(OnlineRequest::Leave);
    app.update();
    assert!(app.world().resource::<Online>().0.is_none());
    // The goodbye reached the friend before the connection closed.
    let start = Instant::now();
    let mut log = Vec::new();
    while !log
        .iter()
        .any(|l: &String| l.starts_with("the other player left"))
    {
        bot.tick(Duration::from_millis(5)).unwrap();
        log.extend(bot.take_log());
        assert!(start.elapsed() < Duration::from_secs(10), "{log:?}");
    }
}

/// The friend leaves: the window says so, by name, in its language (it said only that
/// it was reconnecting because the friend's app closed the connection).
#[test]
fn a_friend_who_leaves_is_said_to_have_left() {
    let mut app = headless(5, false);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "", Player::One);
    bot.leave();
    drop(bot);
    let start = Instant::now();
    let words = loop {
        app.update();
        let words =
            unlur::app::screens::online::card::card_words(Tr::FR, online(&app), Instant::now())
                .status;
        if words.contains("a quitté") {
            break words;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "{words}");
        std::thread::sleep(Duration::from_millis(5));
    };
    assert!(words.starts_with("Bob a quitté la partie"), "{words}");
}

#[test]
fn a_line_the_app_refuses_changes_nothing_and_the_card_says_so_in_the_windows_language() {
    use unlur::app::session::online::Note;
    let mut app = headless(5, false);
    let version = env!("CARGO_PKG_VERSION");
    let (friend, _) = a_friend_joins(
        &mut app,
        |code| format!("hello {PROTOCOL} {version} {code} Bob"),
        1,
    );
    let before = online(&app).peer.session.saved();
    friend.send("move 1 0000 a1".into());
    let start = Instant::now();
    let note = loop {
        app.update();
        let _ = friend.wait(Duration::from_millis(5));
        if let Some(note @ Note::Refused(_)) = online(&app).notes.last() {
            break note.clone();
        }
        assert!(start.elapsed() < Duration::from_secs(20), "not refused");
    };
    assert_eq!(online(&app).peer.session.saved(), before, "nothing changed");
    let fr = note.words(Tr::FR);
    assert!(
        fr.starts_with("L'app de votre ami a envoyé ce que celle-ci refuse ; rien n'a changé"),
        "{fr}"
    );
}
