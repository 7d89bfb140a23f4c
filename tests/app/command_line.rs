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
    let parsing: [&[&str]; 6] = [
        &["--width", "-1"],
        &["match", "--games", "-5"],
        &["review", "--seconds", "-1", "x.txt"],
        &["host", "--game", "ur", "--p", "ai:easy", "--seat", "3"],
        &["host", "--game", "ur", "--p", "ai:easy", "--seat", "-1"],
        &["match", "--seed", "-1", "--p1", "random", "--p2", "random"],
    ];
    for args in parsing {
        let out = unlur_command(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("give "), "{args:?}: {err}");
        assert!(!err.contains("unexpected argument"), "{args:?}: {err}");
    }
    let before_work: [(&[&str], &str); 5] = [
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
        (&["screenshot", "--out", "/tmp"], "is a folder"),
        (&["demo", "--screenshot", &missing], "does not exist"),
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
