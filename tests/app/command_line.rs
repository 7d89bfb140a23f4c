//! The command line's words: no display, numbers out of range or negative, budgets,
//! outputs that cannot be written: a message that says what and where, never a panic,
//! before any work.

use crate::processes::unlur_command;
use crate::testing::*;

/// Finding 6: no display is a short message and exit status 1; every numeric option is
/// checked by the parser with its range (exit status 2), never a panic.
#[test]
fn no_display_and_numbers_out_of_range_get_a_message_not_a_panic() {
    let config = scratch("nodisplay");
    let out = crate::testing::unlur()
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

/// Issue 39: negative numbers reach their option's reader and get its range in words;
/// every budget form has bounds; seeds and seats say what they take; outputs that
/// cannot be written are said before any work (a match, a wait for a peer, a window).
#[test]
fn negative_numbers_budgets_and_outputs_get_words_before_any_work() {
    let dir = scratch("cli-words");
    std::fs::write(dir.join("a-file"), "x").unwrap();
    let file = dir.join("a-file").display().to_string();
    let missing = dir
        .join("no-such-folder")
        .join("x.ur")
        .display()
        .to_string();
    let parsing: [&[&str]; 7] = [
        &["--width", "-1"],
        &["match", "--games", "-5"],
        &["review", "--seconds", "-1", "x.txt"],
        &["host", "--game", "ur", "--p", "ai:easy", "--seat", "3"],
        &["host", "--game", "ur", "--p", "ai:easy", "--seat", "-1"],
        // The window's size and language after the command too (refused there).
        &["join", "x", "--p", "human", "--height", "-1"],
        &["match", "--seed", "-1", "--p1", "random", "--p2", "random"],
    ];
    for args in parsing {
        let out = unlur_command(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("give "), "{args:?}: {err}");
        assert!(!err.contains("unexpected argument"), "{args:?}: {err}");
    }
    // The language after the command too, read as before it.
    let out = unlur_command(&["host", "--game", "ur", "--p", "human", "--lang", "de"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("the languages are en and fr"), "{err}");
    let positions = dir.join("positions.tsv");
    std::fs::write(
        &positions,
        "6\t0\t0.5\t1\t0.4\t0.5\t1\t1\tf6 pass\n6\t0\t0.5\n",
    )
    .unwrap();
    let positions = positions.display().to_string();
    let before_work: [(&[&str], &str); 11] = [
        (
            &[
                "match",
                "--game",
                "unlur",
                "--p1",
                "uct:18446744073709551615p",
                "--p2",
                "random",
            ],
            "10000000p",
        ),
        (
            &[
                "match",
                "--game",
                "ur",
                "--p1",
                "random",
                "--p2",
                "random",
                "--save-records",
                &file,
            ],
            "is a file, where a folder should be",
        ),
        (
            &[
                "host", "--game", "ur", "--p", "ai:easy", "--local", "--save", &missing,
            ],
            "does not exist",
        ),
        // A window's size before the command is no longer ignored; for an AI's seat,
        // which opens no window, it is refused in words.
        (
            &[
                "--width", "1280", "host", "--game", "ur", "--p", "ai:easy", "--local",
            ],
            "--width: only with --p human",
        ),
        (
            &[
                "host", "--game", "ur", "--p", "ai:easy", "--local", "--height", "700",
            ],
            "--height: only with --p human",
        ),
        (&["screenshot", "--out", "/tmp"], "is a folder"),
        (&["demo", "--screenshot", &missing], "does not exist"),
        (
            &["calibrate", "--game", "unlur", "--save", &missing],
            "does not exist",
        ),
        (
            &["calibrate", "--game", "unlur", "--held-out", &positions],
            "line 2: not a position written by --save (3 fields, 9 expected)",
        ),
        (
            &["calibrate", "--game", "ur", "--load", &positions],
            "are for Unlur",
        ),
        (
            &["calibrate", "--game", "ur", "--contracts", "random"],
            "--contracts are for Unlur",
        ),
    ];
    for (args, says) in before_work {
        let start = std::time::Instant::now();
        let out = unlur_command(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{args:?} worked first"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hardening 2: a record's names reach the terminal escaped (no colour, title, clear
/// screen, direction mark, NUL or DEL raw on stdout), in every game's replay.
#[test]
fn a_records_names_never_reach_the_terminal_raw() {
    let dir = scratch("names-escaped");
    let evil = "Eve\u{1b}[31m\u{1b}]0;pwned\u{7}\u{1b}[2J\u{202e}\u{0}\u{7f}";
    for (file, text) in [
        (
            "evil.unlur",
            format!(
                "[Game \"Unlur\"]\n[Size \"6\"]\n[Player1 \"Bob\"]\n[Player2 \"{evil}\"]\n\n1. c3\n"
            ),
        ),
        (
            "evil.ur",
            format!(
                "[Game \"Royal Ur\"]\n[Player1 \"{evil}\"]\n[Player2 \"Bob\"]\n[First \"1\"]\n\n"
            ),
        ),
        (
            "evil.uckers",
            format!(
                "[Game \"Uckers\"]\n[Players \"2\"]\n[First \"yellow\"]\n[Player1 \"{evil}\"]\n[Player2 \"Bob\"]\n\n"
            ),
        ),
    ] {
        let path = dir.join(file);
        std::fs::write(&path, text).unwrap();
        let out = unlur_command(&["replay", path.to_str().unwrap()]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(said.contains(r"Eve\u{1b}[31m"), "{file}: {said}");
        let raw: Vec<char> = said
            .chars()
            .filter(|&c| (c.is_control() && c != '\n') || c == '\u{202e}')
            .collect();
        assert!(raw.is_empty(), "{file}: {raw:?} in {said:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Play-test 3: a resigned game's record replays to its end with who resigned, in every
/// game, with no warning about its result.
#[test]
fn a_resigned_record_replays_with_who_resigned() {
    let dir = scratch("resigned-replay");
    for (file, text, words, line) in [
        (
            "r.unlur",
            "[Game \"Unlur\"]\n[Size \"6\"]\n[Player1 \"Ann\"]\n[Player2 \"Bob\"]\n[Result \"2\"]\n[Resigned \"1\"]\n\n1. c3\n",
            "Ann resigned: Bob wins.",
            "player2 wins (player1 resigned)",
        ),
        (
            "r.ur",
            "[Game \"Royal Ur\"]\n[Player1 \"Ann\"]\n[Player2 \"Bob\"]\n[First \"1\"]\n[Result \"1\"]\n[Resigned \"2\"]\n\n4 D-4\n",
            "Bob resigned: Ann wins.",
            "player1 wins (player2 resigned)",
        ),
        (
            "r.uckers",
            "[Game \"Uckers\"]\n[Players \"2\"]\n[First \"yellow\"]\n[Player1 \"Ann\"]\n[Player2 \"Bob\"]\n[Result \"red-blue\"]\n[Resigned \"1\"]\n\n",
            "Ann resigned: Bob wins.",
            "red-blue wins (yellow-green resigned)",
        ),
    ] {
        let path = dir.join(file);
        std::fs::write(&path, text).unwrap();
        let out = unlur_command(&["replay", path.to_str().unwrap()]);
        let (said, err) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert!(out.status.success(), "{file}: {err}");
        assert!(!err.contains("warning"), "{file}: {err}");
        assert!(said.contains(words), "{file}: {said}");
        assert_eq!(said.lines().last(), Some(line), "{file}: {said}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 55: `calibrate --game unlur --load` fits a kept positions file and says where
/// its positions came from (not a count of games it did not play) and how far the
/// search leans to the mover: on the seed-4004 games, a tenth of a log-odd.
#[test]
fn calibrate_fits_a_kept_positions_file_with_the_searchs_lean_to_the_mover() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/measurements/unlur-positions-seed4004.tsv"
    );
    let out = unlur_command(&["calibrate", "--game", "unlur", "--load", file]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.starts_with("2181 positions in play from "), "{said}");
    assert!(!said.contains("games"), "{said}");
    let lean: f32 = said
        .lines()
        .find_map(|line| line.strip_prefix("the search's lean to the mover, fitted with it: "))
        .and_then(|lean| lean.parse().ok())
        .unwrap_or_else(|| panic!("no lean: {said}"));
    assert!((0.05..0.15).contains(&lean), "{said}");
}

/// Hardening 2: `match --save-records` never writes over an earlier run's records: the
/// second run numbers its games after the first's.
#[test]
fn saved_records_of_a_second_match_come_after_the_first() {
    let dir = scratch("records-twice");
    std::fs::create_dir_all(&dir).unwrap();
    let run = || {
        let out = unlur_command(&[
            "match",
            "--game",
            "ur",
            "--p1",
            "random",
            "--p2",
            "random",
            "--games",
            "2",
            "--save-records",
            dir.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run();
    let first = std::fs::read(dir.join("game-1.ur")).unwrap();
    run();
    assert_eq!(
        files_in(&dir),
        ["game-1.ur", "game-2.ur", "game-3.ur", "game-4.ur"]
    );
    assert_eq!(std::fs::read(dir.join("game-1.ur")).unwrap(), first);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hardening 2: `join` says at once that it dials, and every few seconds that it still
/// does, with Ctrl+C to stop (it printed nothing for 8 s).
#[test]
fn join_says_that_it_dials_until_the_host_answers() {
    use std::io::Read;
    // An invitation whose host is gone: its port is closed.
    let text = {
        use unlur::online::link::{Link, NetEvent, Reach};
        let host = Link::host(
            unlur::online::invitation::new_code(),
            unlur::online::link::new_key(),
            0,
            Reach { local: true },
        );
        loop {
            if let Some(NetEvent::Invitation(text)) = host.wait(Duration::from_secs(1)) {
                break text;
            }
        }
    };
    let mut child = unlur()
        .args(["join", "--p", "ai:easy", "--local", &text])
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(6));
    let _ = child.kill();
    let mut said = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    let _ = child.wait();
    let first = said.lines().next().unwrap_or("");
    assert!(
        first.starts_with("dialling the host") && first.contains("Ctrl+C"),
        "{said}"
    );
    assert!(
        said.contains("still dialling the host (4 s; Ctrl+C to stop)"),
        "{said}"
    );
}

/// Issue 56: `puzzles check` proves a shipped puzzle and fails a planted one (an answer
/// that does not win), saying which file and why; a puzzle file is an ordinary record
/// (`replay` reads it without a warning); a Royal d'Ûr puzzle is made, proven, and
/// refused once its margin is misstated.
#[test]
fn puzzles_check_proves_a_good_puzzle_and_fails_a_planted_wrong_answer() {
    use unlur::puzzles::Puzzle;
    use unlur::rules::unlur::{Move, move_text, read_record};
    let dir = scratch("puzzles-check");
    let shipped = &unlur::puzzles::shipped(unlur::rules::GameId::Unlur)[0];
    let good = dir.join(shipped.name);
    std::fs::write(&good, shipped.text).unwrap();
    let puzzle = Puzzle::parse(shipped.text).unwrap();
    let game = read_record(shipped.text).unwrap().game;
    let wrong = game
        .legal_moves()
        .into_iter()
        .map(|mv: Move| move_text(game.board(), mv))
        .find(|m| !puzzle.solutions.contains(m))
        .expect("a move that is no answer");
    let planted = dir.join("planted.unlur");
    let solutions = format!("[Solutions \"{}\"]", puzzle.solutions.join(" "));
    let with_wrong = format!("[Solutions \"{} {wrong}\"]", puzzle.solutions.join(" "));
    std::fs::write(&planted, shipped.text.replace(&solutions, &with_wrong)).unwrap();

    let out = unlur_command(&["puzzles", "check", good.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("one puzzle checked") && said.contains("proven"),
        "{said}"
    );

    let out = unlur_command(&["puzzles", "check", dir.to_str().unwrap()]);
    let (said, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(!out.status.success(), "{said}");
    assert!(said.contains("planted.unlur"), "{said}");
    assert!(
        said.contains(&format!("`{wrong}` is given as an answer but does not win")),
        "{said}"
    );
    assert!(!said.contains(shipped.name), "{said}");
    assert!(err.contains("1 of 2 puzzles failed"), "{err}");

    let out = unlur_command(&["replay", planted.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && !err.contains("warning"), "{err}");

    // A dice game's puzzle, made and proven; its margin misstated, refused.
    let ur = dir.join("ur");
    let out = unlur_command(&[
        "puzzles",
        "generate",
        "--game",
        "ur",
        "--count",
        "1",
        "--seed",
        "7",
        "--threads",
        "1",
        "--out",
        ur.to_str().unwrap(),
    ]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.starts_with("one puzzle (margin "),
        "{said}"
    );
    let made = std::fs::read_dir(&ur)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let out = unlur_command(&["puzzles", "check", ur.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let text = std::fs::read_to_string(&made).unwrap();
    let margin = Puzzle::parse(&text).unwrap().margin.unwrap();
    let misstated = text.replace(
        &format!("[Margin \"{margin}\"]"),
        &format!("[Margin \"{}\"]", margin + 5),
    );
    std::fs::write(&made, misstated).unwrap();
    let out = unlur_command(&["puzzles", "check", ur.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{said}");
    assert!(
        said.contains(&format!("the `Margin` header says {} points", margin + 5)),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
