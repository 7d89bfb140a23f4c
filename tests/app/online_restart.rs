//! An online game back after the app's restart, from what it kept: the dice drawn and
//! not yet used on the board again, the game going on in the file it was saved to.

use crate::online::{host_with_a_bot, online, person_plays_ur, run};
use crate::testing::*;
use unlur::ai::games::seat_player;
use unlur::app::session::online::{Online, OnlineRequest};
use unlur::rules::GameId;

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
    use unlur::app::session::online::kept::kept_text;
    use unlur::app::session::saved_games::autosave::Autosave;
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

/// Play-test 4: the host's app dies mid-game. The guest's card says one state at a time:
/// never "connected" nor "your turn" beside the host's absence, how long the host has
/// been away (10 s, a minute, four minutes: the guest never gives up on a game under
/// way), and the HUD waits for the host; the host back on its key, the game goes on.
#[test]
fn the_guests_screen_says_one_state_through_the_hosts_absence() {
    use std::time::{Duration, Instant};
    use unlur::app::screens::online::card::card_words;
    use unlur::app::session::online::Conn;
    use unlur::i18n::Tr;
    use unlur::online::bot::Bot;
    use unlur::online::invitation::{Invitation, new_code};
    use unlur::online::link::{Link, Reach, new_key};
    use unlur::online::session::Session;
    let new = NewGame {
        game: GameId::RoyalUr,
        ..Default::default()
    };
    let mut app = dice_app(unlur::app::ur::UrMatch::new(&new), GameId::RoyalUr, false);
    let local = Reach { local: true };
    let (code, key) = (new_code(), new_key());
    let session = Session::host(GameId::RoyalUr, "none", Player::One, "Ann", &code);
    let mut bot = Bot::new(
        session,
        Link::host(code.clone(), key, 0, local),
        "ai:easy",
        3,
    );
    let text = crate::online::bot_invitation(&mut bot);
    app.world_mut().write_message(OnlineRequest::Join {
        text: text.clone(),
        name: "Bob".into(),
        local: true,
    });
    run(&mut app, &mut bot, "the game on the board", |app, _| {
        app.world()
            .resource::<Online>()
            .0
            .as_ref()
            .is_some_and(|o| o.shown && matches!(o.conn, Conn::Connected { .. }))
    });
    let hud_wait =
        |app: &mut App| unlur::app::screens::online::card::hud_wait_words(Tr::FR, online(app));
    let words = card_words(Tr::FR, online(&app), Instant::now());
    assert!(words.status.starts_with("Connecté"), "{words:?}");
    assert!(words.turn.is_some(), "{words:?}");
    assert_eq!(hud_wait(&mut app), None);
    // The host's app dies, saying nothing.
    let kept = bot.session().saved();
    drop(bot);
    let died = Instant::now();
    let state = |app: &App| card_words(Tr::FR, online(app), Instant::now());
    // Within ten seconds the guest knows.
    while matches!(online(&app).conn, Conn::Connected { .. }) {
        assert!(
            died.elapsed() < Duration::from_secs(10),
            "still 'connected' 10 s after the host died: {:?}",
            state(&app)
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    for (away, shown) in [(10, "10 s"), (60, "1 min"), (240, "4 min")] {
        // A longer absence than the test waits stands in for itself.
        let since = Instant::now() - Duration::from_secs(away);
        app.world_mut()
            .resource_mut::<Online>()
            .0
            .as_mut()
            .unwrap()
            .away_since = Some(since);
        app.update();
        let words = state(&app);
        assert_eq!(
            words.status,
            format!(
                "Ann ne répond plus depuis {shown} : cette app l'appelle encore, et la partie reprend dès que son app la rouvre."
            ),
            "after {away} s"
        );
        assert_eq!(words.turn, None, "no turn named while the host is away");
        assert_eq!(
            hud_wait(&mut app).as_deref(),
            Some("En attente du retour d'Ann : la partie reprend dès son retour")
        );
        assert!(
            !matches!(online(&app).conn, Conn::Failed(_) | Conn::Connected { .. }),
            "{:?}",
            online(&app).conn
        );
    }
    // The host's app is back on its key and port: the game goes on.
    let port = Invitation::parse(&text).unwrap().addrs[0].port();
    let session = Session::restore(&kept).unwrap();
    let link = Link::host(code, key, port, local);
    let mut bot = Bot::new(session, link, "ai:easy", 3).resumed();
    run(&mut app, &mut bot, "connected again", |app, _| {
        matches!(online(app).conn, Conn::Connected { .. })
    });
    let words = state(&app);
    assert!(
        words.status.starts_with("Connecté") && words.turn.is_some(),
        "{words:?}"
    );
    assert_eq!(online(&app).away_since, None);
    assert_eq!(hud_wait(&mut app), None);
}

/// Found by the two-window restart test: a kept game whose file lies in a folder named
/// `unlur-online…` was read from the middle of that path, "not a saved online game",
/// and the host's command started a new game over it. It is the game asked for again,
/// and it resumes.
#[test]
fn a_kept_game_saved_under_a_folder_named_unlur_online_is_asked_again() {
    use unlur::app::session::online::kept::{is_asked_again, resume};
    use unlur::online::session::Session;
    let session = Session::host(GameId::Uckers, "none", Player::One, "Ann", "0a1b2c3d");
    let text = format!(
        "invitation unlur1+{}+0a1b2c3d+127.0.0.1:5000\nlocal true\nrecord /tmp/unlur-online-1/games/g.txt\n{}",
        "ab".repeat(32),
        session.saved()
    );
    let host = |game| OnlineRequest::Host {
        game,
        options: "none".into(),
        seat: Player::One,
        name: "Ann".into(),
        local: true,
    };
    assert!(is_asked_again(&text, &host(GameId::Uckers)));
    assert!(!is_asked_again(&text, &host(GameId::RoyalUr)));
    assert!(
        resume(&text)
            .is_ok_and(|(_, record)| record == Some("/tmp/unlur-online-1/games/g.txt".into()))
    );
}
