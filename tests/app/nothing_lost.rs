//! Nothing lost (issue 19): games in progress each have a file that no other game,
//! window or demo overwrites; a file that cannot be read is moved aside and said; a
//! failed save is said until one succeeds; bad input gets a short message, not a panic.

use std::path::{Path, PathBuf};

use super::*;
use unlur::app::autosave::{Autosave, parse_seats};
use unlur::app::records::Replay;
use unlur::app::saved_games::{SavedGameRequest, SavedGames};
use unlur::saves::GamesFolder;

/// A fresh config directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("unlur-lost-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A headless app that keeps its games in `config/games` (people in both seats).
fn saves_app(config: &Path, resume_newest: bool) -> App {
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(Match::new(&NewGame {
        side: 6,
        first: Player::One,
        names: ["Alice".into(), "Bob".into()],
        seats: [Seat::Human; 2],
        ..Default::default()
    }));
    app.add_plugins(unlur::app::core_plugin);
    app.insert_resource(AnimationSettings {
        drop_seconds: 0.0,
        ..default()
    });
    let mut autosave = Autosave::new(GamesFolder {
        dir: config.join("games"),
    });
    autosave.resume_newest = resume_newest;
    app.insert_resource(autosave);
    for _ in 0..3 {
        app.update();
    }
    app
}

fn current_file(app: &App) -> PathBuf {
    app.world()
        .resource::<Autosave>()
        .current_file()
        .expect("the game on screen has a file")
        .to_path_buf()
}

fn listed(app: &App) -> Vec<PathBuf> {
    app.world()
        .resource::<SavedGames>()
        .list
        .iter()
        .map(|g| g.path.clone())
        .collect()
}

fn moves_in(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).expect("the saved game");
    unlur::app::records::Loaded::read(&text)
        .expect("a valid record")
        .0
        .moves()
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn settle(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

/// Finding 1: starting another game (the dialog, the command line) adds a game and
/// never replaces one; the menu lists them newest first; the newest waits behind the
/// menu at the next start; Discard deletes one.
#[test]
fn starting_another_game_never_replaces_the_one_in_progress() {
    let config = scratch("another");
    let mut app = saves_app(&config, false);
    request(&mut app, "c3");
    request(&mut app, "d4");
    let first = current_file(&app);
    assert_eq!(moves_in(&first), 2);
    app.world_mut().write_message(NewGameRequest(NewGame {
        side: 8,
        names: ["Carol".into(), "Dan".into()],
        ..Default::default()
    }));
    settle(&mut app, 3);
    assert_eq!(moves_in(&first), 2, "the new game left the old one alone");
    assert_eq!(listed(&app), vec![first.clone()]);
    request(&mut app, "c3");
    let second = current_file(&app);
    assert_ne!(first, second);
    assert_eq!(moves_in(&second), 1);
    assert_eq!(moves_in(&first), 2);
    let kept = std::fs::read(&first).unwrap();
    drop(app);

    // A game from the command line: nothing is written before its first move.
    let mut app = saves_app(&config, false);
    settle(&mut app, 5);
    assert_eq!(std::fs::read(&first).unwrap(), kept);
    let mut both = listed(&app);
    both.sort();
    let mut expected = vec![first.clone(), second.clone()];
    expected.sort();
    assert_eq!(both, expected);
    drop(app);

    // Nothing asked for: the newest waits behind the menu, the other stays listed.
    let mut app = saves_app(&config, true);
    settle(&mut app, 2);
    assert_eq!(app.world().resource::<Match>().game.board().side(), 8);
    assert_eq!(app.world().resource::<Match>().game.history().len(), 1);
    assert!(
        app.world()
            .get_resource::<unlur::app::menu::Resumed>()
            .is_some()
    );
    assert_eq!(current_file(&app), second);
    assert_eq!(listed(&app), vec![first.clone()]);
    app.world_mut()
        .write_message(SavedGameRequest::Discard(first.clone()));
    settle(&mut app, 2);
    assert!(!first.exists(), "discarded for good");
    assert!(listed(&app).is_empty());
    assert!(second.exists());
    let _ = std::fs::remove_dir_all(&config);
}

/// A record of 17 legal moves of Unlur on side 6 (none ends the game), then `tail`.
fn seventeen_moves_then(tail: &str) -> String {
    use unlur::rules::unlur::{Game, write_record};
    let mut game = Game::with_side(6, Player::One).unwrap();
    while game.history().len() < 17 {
        let mv = game
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Place(_)))
            .find(|&m| {
                let mut g = game.clone();
                g.play(m).is_ok() && g.outcome().is_none()
            })
            .expect("a quiet move");
        game.play(mv).unwrap();
    }
    let mut text = write_record(&game, "Ann", "Bob");
    text.pop();
    text.push_str(tail);
    text.push('\n');
    text
}

/// Finding 2: a saved game with one bad move, or one byte that is not UTF-8, is not
/// destroyed: it is moved aside (bytes untouched) under a name that says so, said on
/// screen with its line and move, and what could be read opens in the replay viewer.
#[test]
fn a_damaged_save_is_moved_aside_said_and_offered_to_the_viewer() {
    let config = scratch("damaged");
    let games = config.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let bad_move = seventeen_moves_then(" 18. b9");
    let file = games.join("unlur-20260101-000000-1-1.txt");
    std::fs::write(&file, &bad_move).unwrap();
    let mut app = saves_app(&config, true);
    assert!(!file.exists(), "moved aside");
    let aside = files_in(&games.join("unreadable"));
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert!(
        aside[0].starts_with("unlur-20260101-000000-1-1.unreadable-"),
        "{aside:?}"
    );
    let kept = games.join("unreadable").join(&aside[0]);
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), bad_move);
    {
        let saved = app.world().resource::<SavedGames>();
        assert!(saved.list.is_empty());
        let u = &saved.unreadable[0];
        assert!(u.why.contains("move 18 `b9` (line 9)"), "{}", u.why);
        assert_eq!(u.kept_as.as_deref(), Some(kept.as_path()));
        assert_eq!(u.partial.as_ref().map(|g| g.moves()), Some(17));
        for t in [Tr::EN, Tr::FR] {
            let lines = unlur::app::notices::unreadable_lines(t, u);
            assert!(lines[0].contains("b9"), "{lines:?}");
            assert!(lines[1].contains(&aside[0]), "{lines:?}");
        }
    }
    // Nothing was resumed in its place, and nothing was written over it.
    assert!(app.world().resource::<Match>().game.history().is_empty());
    app.world_mut()
        .write_message(SavedGameRequest::OpenReadable(0));
    settle(&mut app, 2);
    let replay = app.world().resource::<Replay>();
    assert!(replay.active());
    assert_eq!(replay.full.as_ref().unwrap().moves(), 17);
    drop(app);

    // One Latin-1 byte in a name: every move is still offered.
    let latin1 = seventeen_moves_then("")
        .replace("Ann", "Ren\u{e9}")
        .into_bytes();
    let latin1: Vec<u8> = {
        let at = latin1
            .windows(2)
            .position(|w| w == "\u{e9}".as_bytes())
            .unwrap();
        [&latin1[..at], &[0xE9], &latin1[at + 2..]].concat()
    };
    let file = games.join("unlur-20260101-000000-1-2.txt");
    std::fs::write(&file, &latin1).unwrap();
    let app = saves_app(&config, true);
    assert!(!file.exists());
    let saved = app.world().resource::<SavedGames>();
    let u = &saved.unreadable[0];
    assert!(u.why.contains("line 3, column 14"), "{}", u.why);
    assert_eq!(u.partial.as_ref().map(|g| g.moves()), Some(17));
    assert_eq!(std::fs::read(u.kept_as.as_ref().unwrap()).unwrap(), latin1);
    let _ = std::fs::remove_dir_all(&config);
}

#[derive(Resource, Default)]
struct Redraws(usize);

fn count_redraws(mut r: MessageReader<bevy::window::RequestRedraw>, mut n: ResMut<Redraws>) {
    n.0 += r.read().count();
}

/// Finding 3: a save that fails (here the games folder is a file) is kept on screen,
/// with a redraw asked for, until a save succeeds; no temporary file is left.
#[test]
fn a_save_that_fails_is_said_until_one_succeeds() {
    let config = scratch("failing");
    let games = config.join("games");
    std::fs::write(&games, "a file where the folder should be").unwrap();
    let mut app = saves_app(&config, false);
    app.init_resource::<Redraws>()
        .add_systems(Last, count_redraws);
    request(&mut app, "c3");
    settle(&mut app, 1);
    let failure = app
        .world()
        .resource::<Autosave>()
        .failure
        .clone()
        .expect("the failure is kept for the screen");
    assert!(failure.path.starts_with(&games), "{failure:?}");
    assert!(!failure.why.is_empty());
    assert!(
        app.world().resource::<Redraws>().0 > 0,
        "the window redraws"
    );
    for t in [Tr::EN, Tr::FR] {
        assert!(!t.tr("notice.save_failed.title").is_empty());
    }
    // Still failing a while later: still said.
    settle(&mut app, 200);
    assert!(app.world().resource::<Autosave>().failure.is_some());
    // The player mends it: the next try saves, and the notice goes.
    std::fs::remove_file(&games).unwrap();
    settle(&mut app, 200);
    assert!(app.world().resource::<Autosave>().failure.is_none());
    assert_eq!(moves_in(&current_file(&app)), 1);
    let names = files_in(&config);
    assert_eq!(names, vec!["games".to_string()], "{names:?}");
    let _ = std::fs::remove_dir_all(&config);
}

/// Finding 4: two windows on one config directory keep a file each; neither offers or
/// writes the other's game; no temporary file is shared or left.
#[test]
fn two_windows_keep_their_own_games() {
    let config = scratch("two");
    let mut a = saves_app(&config, false);
    let mut b = saves_app(&config, false);
    request(&mut a, "c3");
    request(&mut b, "d4");
    request(&mut a, "c4");
    request(&mut b, "e5");
    request(&mut b, "e4");
    let (fa, fb) = (current_file(&a), current_file(&b));
    assert_ne!(fa, fb);
    assert_eq!((moves_in(&fa), moves_in(&fb)), (2, 3));
    b.world_mut().resource_mut::<SavedGames>().stale = true;
    settle(&mut b, 1);
    let list = &b.world().resource::<SavedGames>().list;
    assert_eq!(list.len(), 1);
    assert!(list[0].in_use, "A's game is open in A");
    b.world_mut()
        .write_message(SavedGameRequest::Resume(fa.clone()));
    settle(&mut b, 3);
    assert_eq!(current_file(&b), fb, "B did not take A's game");
    assert_eq!(b.world().resource::<Match>().game.history().len(), 3);
    request(&mut a, "b3");
    assert_eq!((moves_in(&fa), moves_in(&fb)), (3, 3));
    let names = files_in(&config.join("games"));
    assert!(
        names.iter().all(|n| !n.ends_with(".tmp")),
        "no temporary file left: {names:?}"
    );
    let _ = std::fs::remove_dir_all(&config);
}

/// Finding 11: the demo gives back the game that was on screen, exactly, and writes
/// nothing; F5 in the menu really starts it (the key that starts it does not end it).
#[test]
fn the_demo_gives_back_the_game_it_replaced() {
    use unlur::app::camera::CameraYaw;
    use unlur::app::demo::{Demo, DemoRequest};
    use unlur::app::hud::HudState;
    let config = scratch("demo");
    let mut app = saves_app(&config, false);
    app.add_plugins(bevy::input::InputPlugin);
    app.init_resource::<HudState>().init_resource::<CameraYaw>();
    app.add_plugins(unlur::app::demo::plugin);
    app.world_mut().resource_mut::<Demo>().level = Level::Beginner;
    request(&mut app, "c3");
    request(&mut app, "d4");
    let file = current_file(&app);
    let before = std::fs::read(&file).unwrap();
    // F5 is pressed in the frame the demo starts.
    app.world_mut().write_message(DemoRequest);
    tap(&mut app, KeyCode::F5);
    settle(&mut app, 1);
    assert!(app.world().resource::<Demo>().active, "F5 shows the demo");
    run_until(&mut app, "demo moves", |m| {
        m.names != ["Alice".to_string(), "Bob".to_string()] && m.game.history().len() >= 2
    });
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "the demo saves nothing"
    );
    tap(&mut app, KeyCode::Space);
    settle(&mut app, 2);
    assert!(!app.world().resource::<Demo>().active);
    let m = app.world().resource::<Match>();
    assert_eq!(m.names, ["Alice".to_string(), "Bob".to_string()]);
    let played: Vec<String> = m
        .game
        .history()
        .iter()
        .map(|&mv| unlur::rules::unlur::move_text(m.game.board(), mv))
        .collect();
    assert_eq!(played, ["c3", "d4"]);
    settle(&mut app, 3);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(current_file(&app), file);
    assert_eq!(
        files_in(&config.join("games"))
            .iter()
            .filter(|n| n.ends_with(".txt"))
            .count(),
        1
    );
    let _ = std::fs::remove_dir_all(&config);
}

fn unlur_command(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_unlur"))
        .args(args)
        .output()
        .expect("run unlur")
}

/// Finding 6: no display is a short message and exit status 1; every numeric option is
/// checked by the parser with its range (exit status 2), never a panic.
#[test]
fn no_display_and_numbers_out_of_range_get_a_message_not_a_panic() {
    let config = scratch("nodisplay");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_unlur"))
        .args(["--size", "6"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("XDG_CONFIG_HOME", &config)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("no display found") && err.contains("xvfb-run"),
        "{err}"
    );
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    assert!(err.lines().count() <= 2, "{err}");
    for args in [
        &["bench", "--seconds", "NaN"][..],
        &["bench", "--seconds", "0"],
        &["--width", "70000"],
        &["--width", "65535"],
        &["--height", "10"],
        &[
            "screenshot",
            "--width",
            "0",
            "--height",
            "0",
            "--out",
            "/tmp/x.png",
        ],
        &["demo", "--width", "70000"],
        &["frame-bench", "--seconds", "inf"],
        &["frame-bench", "--width", "16385"],
        &[
            "match",
            "--p1",
            "random",
            "--p2",
            "random",
            "--threads",
            "0",
        ],
        &["match", "--p1", "random", "--p2", "random", "--games", "0"],
        &["--size", "13"],
    ] {
        let out = unlur_command(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("give "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&config);
}

/// Findings 7 and 9: errors quote at most ~80 characters with control and direction
/// characters escaped; a file that is not UTF-8 gets its line and column (and a hint
/// for UTF-16), its path once; special files are refused at once.
#[test]
fn record_errors_are_short_escaped_and_name_the_line() {
    let mut huge = b"[Game \"Unlur\"]\n[Size \"6\"]\n\n1. ".to_vec();
    huge.extend(std::iter::repeat_n(b'x', 3_000_000));
    let (ok, _, err) = replay(&huge);
    assert!(!ok);
    assert!(err.len() < 1000, "{} bytes", err.len());
    assert!(err.contains("move 1") && err.contains("(line 4)"), "{err}");
    // Above the size cap, a file is not read at all.
    huge.extend(std::iter::repeat_n(b'x', 7_000_000));
    let (ok, _, err) = replay(&huge);
    assert!(!ok);
    assert!(err.len() < 1000 && err.contains("too large"), "{err}");

    let (ok, _, err) =
        replay("[Game \"Unlur\"]\n[Size \"6\"]\n\nd4 a\u{1b}[31mb\u{0}c\u{202e}d\n".as_bytes());
    assert!(!ok);
    assert!(!err.contains(['\u{1b}', '\u{0}', '\u{202e}']), "{err:?}");
    assert!(
        err.contains("\\u{1b}") && err.contains("\\u{0}") && err.contains("\\u{202e}"),
        "{err}"
    );
    let (ok, _, err) = replay(b"[Game \"Unlur\"]\n[Size \"6\r8\"]\n\nd4\n");
    assert!(!ok);
    assert!(!err.contains('\r') && err.contains("6\\r8"), "{err:?}");

    let (ok, _, err) = replay(b"[Game \"Unlur\"]\n[Player1 \"Ren\xe9\"]\n");
    assert!(!ok);
    assert!(err.contains("line 2, column 14"), "{err}");
    assert_eq!(
        err.matches("unlur-replay-").count(),
        1,
        "the path once: {err}"
    );
    let utf16: Vec<u8> = "\u{feff}[Game \"Unlur\"]\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let (ok, _, err) = replay(&utf16);
    assert!(!ok);
    assert!(err.contains("UTF-16"), "{err}");

    #[cfg(unix)]
    {
        let dir = scratch("special");
        let fifo = dir.join("game.fifo");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        for path in [fifo.as_path(), Path::new("/dev/zero")] {
            let out = unlur_command(&["replay", path.to_str().unwrap()]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(!out.status.success());
            assert!(err.contains("not a regular file"), "{err}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Finding 8: conflicting duplicate headers and misspelt headers are errors that name
/// them; Royal d'Ûr's errors give the file's line.
#[test]
fn headers_are_never_taken_silently() {
    let (ok, _, err) = replay(b"[Game \"Unlur\"]\n[Size \"6\"]\n[Size \"8\"]\n\nd4\n");
    assert!(!ok);
    assert!(
        err.contains("line 3") && err.contains("`Size` is given twice"),
        "{err}"
    );
    let (ok, _, err) = replay(b"[Game \"Unlur\"]\n[Size \"6\"]\n[FirstPlayr \"2\"]\n\nd4\n");
    assert!(!ok);
    assert!(err.contains("did you mean `FirstPlayer`"), "{err}");
    let (ok, _, err) =
        replay(b"[Game \"Uckers\"]\n[Players \"2\"]\n[Optoins \"layered-blobs\"]\n\n");
    assert!(!ok);
    assert!(err.contains("did you mean `Options`"), "{err}");
    let (ok, _, err) = replay(b"[Game \"Royal Ur\"]\n[First \"1\"]\n\n5 D-5\n5 D-4\n");
    assert!(!ok);
    assert!(err.contains("turn 2") && err.contains("(line 5)"), "{err}");
}

/// Finding 4 and the kill test, with real processes: two windows play at once on one
/// config directory, each is killed with SIGKILL mid-game, and each game reads back
/// whole from its own file, with no temporary file left.
#[test]
fn two_windows_save_at_once_and_survive_kill_9() {
    if !xvfb_available() {
        return;
    }
    let config = scratch("kill");
    let pids = config.join("pids");
    let bin = env!("CARGO_BIN_EXE_unlur");
    let mut xvfb = std::process::Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", "sh", "-c"])
        .arg(format!(
            "for i in 1 2; do \"$0\" --size 6 --p1 ai:beginner --p2 ai:beginner --width 640 --height 480 & echo $! >> {}; done; wait",
            pids.display()
        ))
        .arg(bin)
        .env("XDG_CONFIG_HOME", &config)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("xvfb-run");
    let games = config.join("unlur").join("games");
    let deadline = std::time::Instant::now() + Duration::from_secs(240);
    let enough = || {
        let files: Vec<PathBuf> = files_in(&games)
            .into_iter()
            .filter(|n| n.ends_with(".txt"))
            .map(|n| games.join(n))
            .collect();
        files.len() == 2
            && files.iter().all(|f| {
                std::fs::read_to_string(f)
                    .ok()
                    .and_then(|t| unlur::app::records::Loaded::read(&t).ok())
                    .is_some_and(|(g, _)| g.moves() >= 3)
            })
    };
    while !enough() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(250));
    }
    let pid_text = std::fs::read_to_string(&pids).unwrap_or_default();
    for pid in pid_text.split_whitespace() {
        let _ = std::process::Command::new("kill")
            .args(["-9", pid])
            .status();
    }
    let _ = xvfb.wait();
    assert!(
        enough(),
        "two games of 3 moves or more: {:?}",
        files_in(&games)
    );
    for name in files_in(&games) {
        assert!(!name.ends_with(".tmp"), "no temporary file: {name}");
        if name.ends_with(".txt") {
            let text = std::fs::read_to_string(games.join(&name)).unwrap();
            let headers = unlur::rules::record::RecordText::parse(&text).unwrap();
            assert_eq!(
                parse_seats(headers.get("Seats").unwrap()),
                [Seat::Ai(Level::Beginner); 2]
            );
        }
    }
    let _ = std::fs::remove_dir_all(&config);
}

/// Finding 9: a settings save that fails is said at once (the window is asked to
/// redraw), not at the next input.
#[test]
fn a_failed_settings_save_is_said_at_once() {
    use unlur::settings::{SettingsFile, SettingsProblem};
    let config = scratch("settings");
    std::fs::write(config.join("unlur"), "a file where the folder should be").unwrap();
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(AppSettings::from_file(SettingsFile::load(
        Some(config.join("unlur").join("settings.toml")),
        Settings::default(),
    )));
    app.add_plugins(unlur::app::core_plugin);
    app.init_resource::<Redraws>()
        .add_systems(Last, count_redraws);
    settle(&mut app, 2);
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.volume = 30);
    settle(&mut app, 60);
    let settings = app.world().resource::<AppSettings>();
    assert!(
        matches!(
            settings.messages.last(),
            Some(SettingsProblem::CannotSave { .. })
        ),
        "{:?}",
        settings.messages
    );
    assert!(
        app.world().resource::<Redraws>().0 > 0,
        "the window redraws"
    );
    let _ = std::fs::remove_dir_all(&config);
}
