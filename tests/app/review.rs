//! `unlur review` on a record of each game: one tab-separated line a move (its number,
//! its text, the mover's chances before and after in percent, the best move, the
//! rating), then the two accuracies.

use crate::testing::*;

/// `unlur review` on the test record `name` with `args`: what it printed (it must
/// succeed), its lines, and how many moves the record holds (as the app reads it).
fn review(name: &str, args: &[&str]) -> (String, usize) {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let out = crate::testing::unlur()
        .arg("review")
        .arg(&path)
        .args(args)
        .output()
        .expect("run unlur review");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{text}");
    let record = std::fs::read_to_string(&path).unwrap();
    let (game, _) = unlur::app::session::any_match::AnyMatch::read(&record).unwrap();
    (text, game.moves())
}

/// A Royal d'Ûr record: every field of every line as it should be, a 6 forced; a bad
/// record is refused with the reader's words.
#[test]
fn review_rates_every_turn_of_a_record() {
    let (text, turns) = review("midgame.ur", &["--seconds", "0.05"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), turns + 1, "{text}");
    for (i, line) in lines[..turns].iter().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 6, "{line}");
        assert_eq!(fields[0], (i + 1).to_string());
        for chance in &fields[2..4] {
            let c: u32 = chance.parse().expect("a percentage");
            assert!(c <= 100, "{line}");
        }
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder", "forced"].contains(&fields[5]),
            "{line}"
        );
        // A 6 passes: nothing to choose.
        if fields[1].starts_with("6 ") {
            assert_eq!(fields[5], "forced", "{line}");
        }
    }
    let last = lines[turns];
    assert!(
        last.starts_with("accuracy: player1 ") && last.contains(" player2 "),
        "{last}"
    );
    // A bad record: the reader's words, a failure.
    let dir = scratch("review-bad");
    let bad = dir.join("bad.ur");
    std::fs::write(
        &bad,
        "[Game \"Royal Ur\"]\n[First \"1\"]\n\n3 D-3\n4 D-4\n2 1:3-6\n",
    )
    .unwrap();
    let out = crate::testing::unlur()
        .arg("review")
        .arg(&bad)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("turn 3 `2 1:3-6`"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An Uckers record: one line an action, the partnerships' accuracies.
#[test]
fn review_rates_every_action_of_an_uckers_record() {
    let (text, actions) = review("midgame.uckers", &["--seconds", "0.05"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), actions + 1, "{text}");
    assert!(
        lines[..actions].iter().all(|l| l.split('\t').count() == 6),
        "{text}"
    );
    assert!(
        lines[actions].starts_with("accuracy: yellow-green ")
            && lines[actions].contains(" red-blue "),
        "{text}"
    );
}

/// A finished Unlur record: the winning move rated best (it leaves its mover a won
/// game), the players' accuracies.
#[test]
fn review_rates_an_unlur_game_and_its_winning_move_best() {
    let (text, moves) = review(
        "finished-side6.unlur",
        &["--seconds", "0.05", "--seed", "3"],
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), moves + 1, "{text}");
    let last: Vec<&str> = lines[moves - 1].split('\t').collect();
    assert_eq!((last[3], last[5]), ("100", "best"), "{text}");
    assert!(lines[moves].starts_with("accuracy: player1 "), "{text}");
}

/// `unlur review` and the app's review agree: the same moves, best moves and ratings
/// for the same record and budget.
#[test]
fn the_command_line_and_the_app_review_a_record_alike() {
    use unlur::app::screens::review::{ReviewRequest, Reviews};
    use unlur::app::session::records::RecordRequest;
    let (text, turns) = review("midgame.ur", &["--seconds", "0.001"]);
    let dir = scratch("review-agree");
    let mut app = reviewing_app(&dir, Duration::from_millis(1));
    let path = PathBuf::from(format!(
        "{}/tests/data/midgame.ur",
        env!("CARGO_MANIFEST_DIR")
    ));
    app.world_mut().write_message(RecordRequest::Open(path));
    app.update();
    app.update();
    app.world_mut().write_message(ReviewRequest::Start);
    step_until::<Reviews>(&mut app, "the review", Duration::from_secs(120), |r| {
        r.shown.is_some()
    });
    let review = app.world().resource::<Reviews>().shown.clone().unwrap();
    assert_eq!(review.moves.len(), turns);
    for (line, m) in text.lines().zip(&review.moves) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            (fields[1], fields[4], fields[5]),
            (m.played.as_str(), m.best.as_str(), m.rating.word()),
            "{line}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
