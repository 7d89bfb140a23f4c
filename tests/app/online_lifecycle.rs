//! An online game in the app from start to end: asked for at start as `unlur host --p
//! human` does (its record saved at its end), back after a restart with dice drawn and
//! not yet used (its resignation: `online_resign.rs`); and a friend whose app
//! speaks another version, turned away (and a host of another version, left), told so
//! in the window's language.

use crate::online::{
    bot_joins, host_with_a_bot, invitation_of, online, person_plays_unlur, person_plays_ur, run,
};
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

#[test]
fn a_restart_between_a_roll_and_its_move_shows_the_drawn_die_again_and_the_game_goes_on() {
    use unlur::app::session::online::kept::kept_text;
    use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
    let new = NewGame {
        game: GameId::RoyalUr,
        ..Default::default()
    };
    let mut app = dice_app(UrMatch::new(&new), GameId::RoyalUr, false);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "none", Player::One);
    // The person's turn, the die asked and drawn on both sides, no move made yet.
    run(
        &mut app,
        &mut bot,
        "a die drawn for the person",
        |app, _| {
            // Asked every frame until the die is on the board, as a held key would.
            let o = online(app);
            let m = app.world().resource::<UrMatch>();
            if o.peer.session.my_turn() && m.human_to_move() && m.stage == Stage::Roll {
                app.world_mut()
                    .write_message(UrRollRequest { forced: None });
            }
            let o = online(app);
            o.peer.session.my_turn()
                && !o.peer.session.waiting_for_dice()
                && !o.peer.session.pending_throws().is_empty()
        },
    );
    let drawn = online(&app).peer.session.pending_throws().to_vec();
    assert_eq!(online(&app).notes, Vec::new(), "asking again is no problem");
    let kept = kept_text(online(&app), None).expect("kept");
    // The app stops and starts again from what it kept.
    app.world_mut().resource_mut::<Online>().0 = None;
    app.world_mut().insert_resource(UrMatch::new(&new));
    app.update();
    app.world_mut().write_message(OnlineRequest::Resume(kept));
    run(
        &mut app,
        &mut bot,
        "the drawn die on the board again",
        |app, _| {
            app.world()
                .resource::<Online>()
                .0
                .as_ref()
                .is_some_and(|o| o.shown)
                && matches!(
                    app.world().resource::<UrMatch>().stage,
                    Stage::Choose { .. } | Stage::Passing { .. }
                )
        },
    );
    let m = app.world().resource::<UrMatch>();
    let (Stage::Choose { roll, .. } | Stage::Passing { roll }) = m.stage.clone() else {
        unreachable!()
    };
    assert_eq!(vec![vec![roll]], drawn, "the die drawn before the restart");
    // And the game goes on to its end, the person as an easy AI.
    let mut me = seat_player(GameId::RoyalUr, "ai:easy", 4).unwrap();
    run(
        &mut app,
        &mut bot,
        "the end of the resumed game",
        |app, bot| {
            person_plays_ur(app, me.as_mut());
            online(app).peer.session.finished() && bot.session().finished()
        },
    );
    assert_eq!(online(&app).peer.session.record(), bot.session().record());
}

/// Issue 51: every restart of a window with an online game left a copy of the game
/// among the games in progress (each run began a new file): resumed, it goes on in the
/// file it was saved to, the one game in progress it is.
#[test]
fn a_resumed_online_game_goes_on_in_its_own_file() {
    use unlur::app::session::autosave::Autosave;
    use unlur::app::session::online::kept::kept_text;
    let games = scratch("online-resume-file").join("games");
    let folder = || Autosave::new(unlur::saves::GamesFolder { dir: games.clone() });
    let kept_files = || -> Vec<String> {
        files_in(&games)
            .into_iter()
            .filter(|f| f.ends_with(".txt"))
            .collect()
    };
    let mut app = headless(5, false);
    app.insert_resource(folder());
    let mut bot = host_with_a_bot(&mut app, GameId::Unlur, "5", Player::One);
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 9).unwrap();
    let mut played = 0;
    run(&mut app, &mut bot, "two moves, saved", |app, _| {
        if played < 2 {
            played += usize::from(crate::online::person_plays_unlur(app, me.as_mut()));
        }
        played == 2
            && online(app).peer.session.my_turn()
            && app.world().resource::<Autosave>().current_file().is_some()
    });
    let file = app
        .world()
        .resource::<Autosave>()
        .current_file()
        .unwrap()
        .to_path_buf();
    let kept = kept_text(online(&app), Some(&file)).expect("kept");
    assert!(kept.contains("\nrecord "), "{kept}");
    run(&mut app, &mut bot, "the file written", |_, _| {
        file.is_file()
    });
    let before = std::fs::read_to_string(&file).unwrap();
    // The app stops (its file and its lock let go) and starts again from what it kept.
    app.world_mut().resource_mut::<Online>().0 = None;
    app.world_mut().insert_resource(folder());
    app.world_mut()
        .insert_resource(UnlurMatch::new(&NewGame::default()));
    app.update();
    app.world_mut().write_message(OnlineRequest::Resume(kept));
    let mut played = 0;
    run(
        &mut app,
        &mut bot,
        "a move after the restart, saved",
        |app, _| {
            let shown = app
                .world()
                .resource::<Online>()
                .0
                .as_ref()
                .is_some_and(|o| o.shown);
            if shown && played < 1 {
                played += usize::from(crate::online::person_plays_unlur(app, me.as_mut()));
            }
            played == 1
                && app.world().resource::<Autosave>().current_file().is_some()
                && std::fs::read_to_string(&file).is_ok_and(|t| t != before)
        },
    );
    assert_eq!(
        app.world().resource::<Autosave>().current_file(),
        Some(file.as_path()),
        "the same file"
    );
    assert_eq!(
        kept_files().len(),
        1,
        "one game in progress: {:?}",
        files_in(&games)
    );
    assert_eq!(online(&app).notes, Vec::new(), "nothing refused on the way");
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
        let words = unlur::app::screens::online::card::status_words(Tr::FR, online(&app));
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
