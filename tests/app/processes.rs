//! Messages instead of panics (no display, numbers out of range, records that cannot be
//! read) and real processes: two windows saving at once, killed mid-game.

use crate::testing::*;
use unlur::app::session::saved_games::SavedGames;
use unlur::app::session::seats_header::parse_seats;

pub(crate) fn unlur_command(args: &[&str]) -> std::process::Output {
    crate::testing::unlur()
        .args(args)
        .output()
        .expect("run unlur")
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
    let _screen = one_screen_at_a_time();
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
                    .and_then(|t| unlur::app::session::any_match::AnyMatch::read(&t).ok())
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
    // What a kill in the middle of a write leaves (issue 39): the temporary file of a
    // new game's first write, one of a later write, a lock without its game. The next
    // start cleans them and the new game comes back.
    let first = files_in(&games)
        .into_iter()
        .find(|n| n.ends_with(".txt"))
        .unwrap();
    let whole = std::fs::read(games.join(&first)).unwrap();
    let dead = 4_000_000_000u32;
    std::fs::write(games.join(format!(".unlur-new.txt.{dead}.0.tmp")), &whole).unwrap();
    std::fs::write(games.join(format!(".{first}.{dead}.1.tmp")), "[Game").unwrap();
    std::fs::write(games.join("unlur-gone.lock"), "").unwrap();
    let an_hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    for name in files_in(&games) {
        if let Ok(f) = std::fs::File::options().write(true).open(games.join(&name)) {
            let _ = f.set_modified(an_hour_ago);
        }
    }
    let mut app = crate::nothing_lost::saves_app(&config.join("unlur"), false);
    crate::nothing_lost::settle(&mut app, 2);
    let names = files_in(&games);
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    assert!(!names.contains(&"unlur-gone.lock".to_string()), "{names:?}");
    let listed = &app.world().resource::<SavedGames>().list;
    assert_eq!(
        listed.len(),
        3,
        "the stopped first write came back: {names:?}"
    );
    let _ = std::fs::remove_dir_all(&config);
}

/// A text command whose reader goes away (`unlur match ... | head -1`) ends quietly, as
/// other command-line tools do: no panic about a broken pipe.
#[test]
fn a_text_command_whose_reader_goes_away_ends_quietly() {
    use std::process::Stdio;
    let mut child = crate::testing::unlur()
        .args(["match", "--game", "ur", "--p1", "random", "--p2", "random"])
        .args(["--games", "400", "--seed", "1", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader closes its end before the result line comes.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains("panicked") && !err.contains("Broken pipe"),
        "{err}"
    );
}

/// Issue 38: the window costs nothing while nothing moves. `unlur idle-bench` in a real
/// window (software renderer): at the menu, on a person's turn in Unlur with the pointer
/// over the board, and on a person's roll in Royal d'Ûr, no
/// frame is drawn over the span measured and the process's CPU time stays near zero
/// (before: about 180% of one core, a frame drawn without pause).
#[test]
fn an_idle_window_draws_nothing_and_costs_nearly_no_cpu() {
    if !xvfb_available() {
        return;
    }
    let bin = env!("CARGO_BIN_EXE_unlur");
    let config = scratch("idle");
    // The window fills the screen, so the pointer (in the middle) rests over the board:
    // the hover mark is there, still.
    let _screen = one_screen_at_a_time();
    for screen in [["--menu", "--menu"], ["--game", "unlur"], ["--game", "ur"]] {
        let out = std::process::Command::new("xvfb-run")
            .args(["-a", "-s", "-screen 0 1280x800x24", bin, "idle-bench"])
            .args(if screen[0] == screen[1] {
                &screen[..1]
            } else {
                &screen[..]
            })
            .args(["--seconds", "3", "--width", "1280", "--height", "800"])
            .env("XDG_CONFIG_HOME", &config)
            .output()
            .expect("xvfb-run");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{screen:?}: {text}");
        let number_after = |label: &str| -> f64 {
            let line = text
                .lines()
                .find(|l| l.starts_with(label))
                .unwrap_or_else(|| panic!("{screen:?}: no `{label}` line in {text}"));
            line[label.len()..]
                .split(|c: char| !(c.is_ascii_digit() || c == '.'))
                .find(|w| !w.is_empty())
                .and_then(|w| w.parse().ok())
                .unwrap_or_else(|| panic!("{screen:?}: {line}"))
        };
        let frames = number_after("frames drawn: ");
        let cpu = number_after("idle CPU: ");
        assert!(
            frames <= 1.0,
            "{screen:?}: {frames} frames drawn while idle: {text}"
        );
        assert!(
            cpu < 20.0,
            "{screen:?}: {cpu}% of a core while idle: {text}"
        );
    }
    let _ = std::fs::remove_dir_all(&config);
}
