//! Records: `unlur replay` on each game's records, and the app's replay viewer.

use crate::testing::*;

#[test]
fn replay_ends_with_the_result_line() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");
    let six = std::fs::read(format!("{dir}finished-side6.unlur")).unwrap();
    let (ok, out, _) = replay(&six);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("white wins"), "{out}");
    let eight = std::fs::read(format!("{dir}finished-side8.unlur")).unwrap();
    let (ok, out, _) = replay(&eight);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("black wins"), "{out}");
    let (ok, out, _) = replay(b"[Game \"Unlur\"]\n[Size \"6\"]\n[Result \"*\"]\n\n1. d4 2. pass\n");
    assert!(ok);
    assert_eq!(out.lines().last(), Some("ongoing"), "{out}");
}

#[test]
fn replay_rejects_bad_records_with_the_move_number_and_text() {
    let (ok, out, err) =
        replay(b"[Game \"Unlur\"]\n[Size \"6\"]\n[Result \"*\"]\n\n1. d4 2. pass 3. e5 4. E5\n");
    assert!(!ok);
    assert!(err.contains("move 4 `E5`"), "{err}");
    assert!(err.contains("already holds a stone"), "{err}");
    assert!(!out.contains("ongoing"));
    let (ok, _, err) = replay(b"[Game \"Unlur\"]\n[Size \"6\"]\n\nd4 e5 hello\n");
    assert!(!ok);
    assert!(err.contains("move 3 `hello`"), "{err}");
    let (ok, _, err) = replay(&[0xff, 0xfe, 0x00, 0x41]);
    assert!(!ok);
    assert!(err.contains("not UTF-8"), "{err}");
    let out = crate::testing::unlur()
        .args(["replay", "/nonexistent/game.unlur"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read /nonexistent/game.unlur"));
}

#[test]
fn replay_reads_royal_ur_records() {
    use unlur::ai::ur::{UrContender, play_game};
    use unlur::rules::Player;
    use unlur::rules::ur::write_record;
    for seed in 0..2 {
        let mut a = UrContender::parse("ai:beginner", seed).unwrap();
        let mut b = UrContender::parse("random", seed + 10).unwrap();
        let game = play_game(&mut a, &mut b, Player::One, seed, 10_000).unwrap();
        let winner = game
            .winner()
            .expect("the beginner finishes against random play");
        let record = write_record(&game, "Ann", "Bob");
        let (ok, out, err) = replay(record.as_bytes());
        assert!(ok, "{err}");
        let wanted = if winner == Player::One {
            "player1 wins"
        } else {
            "player2 wins"
        };
        assert_eq!(out.lines().last(), Some(wanted), "{out}");
        // An extra turn after the end is refused, naming its number.
        let extra = format!("{record}6 --\n");
        let (ok, _, err) = replay(extra.as_bytes());
        assert!(!ok);
        let number = game.history().len() + 1;
        assert!(
            err.contains(&format!("turn {number} `6 --` (line"))
                && err.contains("): the game is over"),
            "{err}"
        );
    }
    let (ok, out, _) = replay(b"[Game \"Royal Ur\"]\n[First \"1\"]\n[Result \"*\"]\n\n3 D-3\n");
    assert!(ok);
    assert_eq!(out.lines().last(), Some("ongoing"), "{out}");
    let (ok, _, err) = replay(b"[Game \"Royal Ur\"]\n[First \"1\"]\n\n3 D-3\n4 D-4\n2 1:3-6\n");
    assert!(!ok);
    assert!(err.contains("turn 3 `2 1:3-6`"), "{err}");
    let (ok, _, err) = replay(b"[Game \"Chess\"]\n\n");
    assert!(!ok);
    assert!(err.contains("not a game this app knows"), "{err}");
}

#[test]
fn replay_reads_uckers_records() {
    use unlur::ai::uckers::{UckersContender, play_game};
    use unlur::rules::uckers::{Options, Partnership, write_record};
    let mut a = UckersContender::parse("ai:easy", 1).unwrap();
    let mut b = UckersContender::parse("random", 2).unwrap();
    let game = play_game(&mut a, &mut b, Options::default(), 5, 20_000).unwrap();
    let winner = game.winner().expect("the game ends");
    let names = ["Ann", "Bob", "Ann", "Bob"].map(String::from);
    let record = write_record(&game, 2, &names);
    let (ok, out, err) = replay(record.as_bytes());
    assert!(ok, "{err}");
    let wanted = match winner {
        Partnership::YellowGreen => "yellow-green wins",
        Partnership::RedBlue => "red-blue wins",
    };
    assert_eq!(out.lines().last(), Some(wanted), "{out}");
    let extra = format!("{record}Y 3-1: --\n");
    let (ok, _, err) = replay(extra.as_bytes());
    assert!(!ok);
    let number = game.history().len() + 1;
    assert!(
        err.contains(&format!("line {number} of the moves")),
        "{err}"
    );
    assert!(err.contains("the game is over"), "{err}");
    let midgame = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/midgame.uckers"
    ))
    .unwrap();
    let (ok, out, _) = replay(&midgame);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("ongoing"), "{out}");
    let (ok, _, err) =
        replay(b"[Game \"Uckers\"]\n[First \"yellow\"]\n\nY 5-3: --\nR 6-1: r:rB-t13\n");
    assert!(!ok);
    assert!(err.contains("line 2 of the moves"), "{err}");
    assert!(err.contains("r:rB-t14"), "the legal play is listed: {err}");
}

#[test]
fn records_save_open_into_the_replay_viewer_step_play_on_and_close() {
    use unlur::ai::ur::{UrContender, play_game};
    use unlur::app::session::file_words::RecordFiles;
    use unlur::app::session::records::{RecordRequest, Replay, ReplayCommand};
    use unlur::app::session::screen::ActiveGame;
    use unlur::app::ur::UrMatch;
    let dir = std::env::temp_dir().join(format!("unlur-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = headless(4, false);
    with_keyboard(&mut app);
    for mv in ["pass", "b2", "c3"] {
        request(&mut app, mv);
    }
    // Save: the file is the game's record.
    let saved = dir.join("mine.txt");
    app.world_mut()
        .write_message(RecordRequest::Save(saved.clone()));
    app.update();
    let text = std::fs::read_to_string(&saved).unwrap();
    let m = app.world().resource::<UnlurMatch>();
    assert_eq!(
        text,
        unlur::rules::unlur::write_record(&m.game, &m.names[0], &m.names[1])
    );
    assert!(app.world().resource::<RecordFiles>().error.is_none());

    // A bad record is refused with the reader's words; the game on screen stays.
    let bad = dir.join("bad.txt");
    std::fs::write(
        &bad,
        "[Game \"Royal Ur\"]\n[First \"1\"]\n\n3 D-3\n4 D-4\n2 1:3-6\n",
    )
    .unwrap();
    app.world_mut().write_message(RecordRequest::Open(bad));
    app.update();
    let error = app.world().resource::<RecordFiles>().error.clone().unwrap();
    let words = error.words(Tr::EN);
    assert!(
        words.contains("bad.txt") && words.contains("turn 3"),
        "{words}"
    );
    // The reader's words are the player's language too (issue 41).
    let mots = error.words(Tr::FR);
    assert!(
        mots.contains("tour 3 `2 1:3-6` (ligne 6) : ") && !mots.contains("turn"),
        "{mots}"
    );
    assert!(!app.world().resource::<Replay>().active());
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 3);
    let missing = dir.join("no-such-file.txt");
    app.world_mut().write_message(RecordRequest::Open(missing));
    app.update();
    let error = app.world().resource::<RecordFiles>().error.clone().unwrap();
    assert!(error.words(Tr::EN).contains("cannot read"), "{error:?}");
    assert!(
        error.words(Tr::FR).contains("impossible de lire"),
        "{error:?}"
    );
    assert!(
        error.words(Tr::FR).contains("fichier introuvable"),
        "{error:?}"
    );

    // A Royal d'Ûr record opens in the viewer, at its end.
    let mut a = UrContender::parse("ai:beginner", 3).unwrap();
    let mut b = UrContender::parse("random", 13).unwrap();
    let game = play_game(&mut a, &mut b, Player::One, 3, 10_000).unwrap();
    let n = game.history().len();
    let path = dir.join("ur.txt");
    std::fs::write(&path, unlur::rules::ur::write_record(&game, "Ann", "Bob")).unwrap();
    // The keyboard's cursor, shown in the game, goes in the viewer (the arrows step).
    app.world_mut()
        .resource_mut::<unlur::app::table::input::KeyCursor>()
        .shown = true;
    app.world_mut().write_message(RecordRequest::Open(path));
    app.update();
    app.update();
    assert!(app.world().resource::<Replay>().active());
    assert!(
        !app.world()
            .resource::<unlur::app::table::input::KeyCursor>()
            .shown
    );
    assert_eq!(
        *app.world().resource::<State<ActiveGame>>().get(),
        ActiveGame::ROYAL_UR
    );
    let shown = |app: &App| app.world().resource::<UrMatch>().game.history().len();
    assert_eq!(shown(&app), n);
    // The keys step it: Left back, Home to the start, Right on, End to the end.
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(shown(&app), n - 1);
    tap(&mut app, KeyCode::Home);
    assert_eq!(shown(&app), 0);
    tap(&mut app, KeyCode::ArrowRight);
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(shown(&app), 2);
    assert_eq!(
        app.world().resource::<UrMatch>().game.position(),
        UrMatch::from_record(
            unlur::rules::ur::read_record(&unlur::rules::ur::write_record(&game, "A", "B"))
                .unwrap()
        )
        .rewound(2)
        .game
        .position()
    );
    tap(&mut app, KeyCode::End);
    assert_eq!(shown(&app), n);
    // No roll, no move while replaying.
    app.world_mut()
        .write_message(unlur::app::ur::UrRollRequest::default());
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<UrMatch>().stage,
        unlur::app::ur::Stage::Over
    );
    // Esc closes it: the Unlur game comes back, as it was, on screen (play-test 3: it
    // went to the menu).
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert!(!app.world().resource::<Replay>().active());
    assert_eq!(screen(&app), unlur::app::session::screen::Screen::Playing);
    assert_eq!(
        *app.world().resource::<State<ActiveGame>>().get(),
        ActiveGame::UNLUR
    );
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 3);
    assert_eq!(stones(&mut app).len(), 2);

    // Open the saved game, go back one move and play on from there.
    app.world_mut().write_message(RecordRequest::Open(saved));
    app.update();
    app.world_mut().write_message(ReplayCommand::Back);
    app.update();
    app.world_mut().write_message(ReplayCommand::PlayFromHere);
    app.update();
    assert!(!app.world().resource::<Replay>().active());
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 2);
    request(&mut app, "d4");
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A move list's line (a `JumpTo`) opens the game in progress in the viewer at that
/// move; closing comes back to the game as it was, playing on from there is a takeback
/// (refused while the settings forbid takebacks), and in the viewer a line goes there.
#[test]
fn a_move_list_line_shows_the_game_at_that_move_and_closing_comes_back() {
    use unlur::app::ground::settings::AppSettings;
    use unlur::app::session::records::{JumpTo, Replay, ReplayCommand};
    use unlur::app::session::screen::Screen;
    let mut app = headless(4, false);
    with_keyboard(&mut app);
    for mv in ["pass", "b2", "c3", "d3"] {
        request(&mut app, mv);
    }
    let moves = |app: &App| app.world().resource::<UnlurMatch>().game.history().len();
    app.world_mut().write_message(JumpTo(2));
    app.update();
    app.update();
    let replay = app.world().resource::<Replay>();
    assert!(replay.active() && replay.from_game);
    assert_eq!(replay.step, 2);
    assert_eq!(moves(&app), 2);
    assert_eq!(screen(&app), Screen::Replay);
    // In the viewer, a line goes to its move.
    app.world_mut().write_message(JumpTo(3));
    app.update();
    assert_eq!(moves(&app), 3);
    assert_eq!(app.world().resource::<Replay>().step, 3);
    // Closing brings the game back, to the game, not the menu.
    app.world_mut().write_message(ReplayCommand::Close);
    app.update();
    app.update();
    assert!(!app.world().resource::<Replay>().active());
    assert_eq!(moves(&app), 4);
    assert_eq!(screen(&app), Screen::Playing);
    // From the first move of the game on screen, with takebacks on or off.
    let play_on_from_the_first_move = |app: &mut App, takebacks: bool| {
        app.world_mut()
            .resource_mut::<AppSettings>()
            .update(|s| s.takebacks_people = takebacks);
        app.world_mut().write_message(JumpTo(1));
        app.update();
        app.world_mut().write_message(ReplayCommand::PlayFromHere);
        app.update();
    };
    // Takebacks off: playing on from an earlier move is refused.
    play_on_from_the_first_move(&mut app, false);
    assert!(app.world().resource::<Replay>().active(), "still replaying");
    app.world_mut().write_message(ReplayCommand::Close);
    app.update();
    assert_eq!(moves(&app), 4);
    // Takebacks on: the game goes on from there.
    play_on_from_the_first_move(&mut app, true);
    app.update();
    assert!(!app.world().resource::<Replay>().active());
    assert_eq!(moves(&app), 1);
    assert_eq!(screen(&app), Screen::Playing);
}

/// In the viewer, each step's die shows the roll of the turn that made it (not the
/// face of the last roll animated), and the Royal d'Ûr pieces keep their numbers.
#[test]
fn the_viewers_die_shows_each_steps_roll() {
    use unlur::ai::ur::{UrContender, play_game};
    use unlur::app::session::records::{RecordRequest, ReplayCommand};
    use unlur::app::ur::view::UrDie;
    use unlur::rules::Player;
    let dir = scratch("viewer-die");
    let mut a = UrContender::parse("ai:beginner", 5).unwrap();
    let mut b = UrContender::parse("random", 15).unwrap();
    let game = play_game(&mut a, &mut b, Player::One, 5, 10_000).unwrap();
    let path = dir.join("ur.ur");
    std::fs::write(&path, unlur::rules::ur::write_record(&game, "Ann", "Bob")).unwrap();
    let mut app = headless(4, false);
    app.world_mut().write_message(RecordRequest::Open(path));
    app.update();
    app.update();
    let face = |app: &mut App| {
        let mut dice = app.world_mut().query::<(&UrDie, &Transform)>();
        let (_, at) = dice.single(app.world()).expect("one die");
        (1..=6)
            .find(|&v| {
                (at.rotation * unlur::app::table::dice_kit::face_normal(v)).dot(Vec3::Y) > 0.99
            })
            .expect("a face up")
    };
    let rolls: Vec<u8> = game.history().iter().map(|t| t.roll).collect();
    let mut distinct = std::collections::HashSet::new();
    for step in [1, 2, 3, 7, rolls.len()] {
        app.world_mut().write_message(ReplayCommand::Goto(step));
        app.update();
        app.update();
        assert_eq!(face(&mut app), rolls[step - 1], "step {step}");
        distinct.insert(rolls[step - 1]);
    }
    assert!(
        distinct.len() > 1,
        "the steps checked rolled differently: {rolls:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
