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

/// The command line speaks the system's language (issue 41): under a French locale a
/// replay, a reader's refusal and a file's problem are French, counts agreeing with
/// their nouns; under `C` they are English.
#[test]
fn the_command_line_speaks_the_systems_language() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/midgame.ur");
    let run = |locale: &str, args: &[&str]| {
        let out = crate::testing::unlur()
            .env("LC_ALL", locale)
            .args(args)
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (fr, _) = run("fr_FR.UTF-8", &["replay", data]);
    assert!(
        fr.starts_with("Royal d'Ûr, ") && fr.contains(" tours\n"),
        "{fr}"
    );
    assert!(
        fr.contains(" en attente, ") && fr.contains("de lancer"),
        "{fr}"
    );
    let (en, _) = run("C.UTF-8", &["replay", data]);
    assert!(en.contains(" turns\n") && en.contains(" waiting, "), "{en}");
    let bad = scratch("cli-words").join("bad.ur");
    std::fs::write(&bad, "[Game \"Royal Ur\"]\n[First \"1\"]\n\n4 9:1-5\n").unwrap();
    let bad = bad.to_str().unwrap();
    let (_, fr) = run("fr_FR.UTF-8", &["replay", bad]);
    assert!(
        fr.starts_with("erreur : ") && fr.contains("tour 1 `4 9:1-5` (ligne 4) : "),
        "{fr}"
    );
    assert!(fr.contains("il n'y a pas de pièce 9"), "{fr}");
    let (_, en) = run("C", &["replay", bad]);
    assert!(
        en.starts_with("error: ") && en.contains("turn 1 `4 9:1-5` (line 4): there is no piece 9"),
        "{en}"
    );
    let (_, fr) = run("fr_FR.UTF-8", &["replay", "/nonexistent/partie.ur"]);
    assert!(
        fr.contains("introuvable") && !fr.contains("no such"),
        "{fr}"
    );
    let (_, fr) = run("fr_FR.UTF-8", &["match", "--game", "ur", "--games", "0"]);
    assert!(
        fr.contains("`0` n'est pas un nombre de parties : donnez 1 à"),
        "{fr}"
    );
    let (_, fr) = run(
        "fr_FR.UTF-8",
        &["match", "--game", "ur", "--p1", "ai:fort", "--p2", "random"],
    );
    assert_eq!(
        fr.trim(),
        "erreur : `ai:fort` : niveau inconnu `fort` (beginner, easy, strong, max)"
    );
    let (_, fr) = run(
        "fr_FR.UTF-8",
        &["match", "--p1", "ai:easy:3x", "--p2", "random"],
    );
    assert!(
        fr.contains("`3x` n'est pas un budget de 1ms à 600s"),
        "{fr}"
    );
    let (_, fr) = run("fr_FR.UTF-8", &["join", "--p", "ai:easy", "bonjour"]);
    assert_eq!(
        fr.trim(),
        "erreur : invitation : une invitation commence par `unlur1+`"
    );
    // A report: French words, French decimals; the line for scripts as in English.
    let args = ["match", "--game", "ur", "--p1", "random", "--p2", "random"];
    let args = [
        &args[..],
        &["--games", "2", "--threads", "1", "--seed", "3"],
    ]
    .concat();
    let (fr, progress) = run("fr_FR.UTF-8", &args);
    assert!(progress.contains("[1/2] partie "), "{progress}");
    let wins = fr
        .lines()
        .find(|l| l.starts_with("p1 (random) gagne : "))
        .unwrap_or("");
    assert!(wins.contains(",0 % ± "), "{fr}");
    assert!(
        fr.lines().last().unwrap_or("").starts_with("result: p1 "),
        "{fr}"
    );
}
