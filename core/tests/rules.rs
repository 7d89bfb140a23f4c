//! Records and properties of the rules of every game (the unit tests sit beside the code).

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use unlur_core::rules::unlur::*;

/// Plays a random legal game from a seed, stopping after `max_moves` (if given).
fn random_game(side: usize, seed: u64, max_moves: Option<usize>) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let first = if rng.random_bool(0.5) {
        Player::One
    } else {
        Player::Two
    };
    let mut g = Game::with_side(side, first).unwrap();
    while g.phase() != Phase::Over && max_moves.is_none_or(|m| g.history().len() < m) {
        let moves = g.legal_moves();
        let mv = if g.phase() == Phase::Contract && rng.random_bool(0.2) {
            Move::Pass
        } else {
            moves[rng.random_range(0..moves.len())]
        };
        g.play(mv).unwrap();
    }
    g
}

fn same_position(a: &Game, b: &Game) {
    assert_eq!(a.history(), b.history());
    assert_eq!(a.phase(), b.phase());
    assert_eq!(a.outcome(), b.outcome());
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.black_player(), b.black_player());
    for c in a.board().cells() {
        assert_eq!(a.stone(c), b.stone(c));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_games_always_end_with_one_winner(side in 3usize..=8, seed in any::<u64>()) {
        let g = random_game(side, seed, None);
        let o = g.outcome().expect("a game always ends");
        prop_assert!(g.history().len() <= g.board().cell_count() + 1);
        prop_assert_eq!(g.colour_of(o.winner), Some(o.colour));
        // The deciding group really makes the goal that the reason names.
        let sides = g.group_sides(o.last_stone.unwrap());
        match o.reason {
            WinReason::OwnGoal(goal) => prop_assert!(goal.made_by(sides) && goal == o.colour.goal()),
            WinReason::OpponentMadeGoal(goal) => {
                prop_assert!(goal.made_by(sides) && goal == o.colour.goal());
                prop_assert!(!o.colour.other().goal().made_by(sides));
            }
            WinReason::Resignation => prop_assert!(false, "random games never resign"),
        }
    }

    #[test]
    fn write_then_read_gives_the_same_game(side in 3usize..=12, seed in any::<u64>(), cut in 0usize..400) {
        let g = random_game(side, seed, Some(cut));
        let text = write_record(&g, "Ada \"the\" Player", "Bob");
        let back = read_record(&text).unwrap();
        same_position(&g, &back.game);
        prop_assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        prop_assert_eq!(back.player2.as_str(), "Bob");
        // Writing again gives the same text.
        prop_assert_eq!(write_record(&back.game, &back.player1, &back.player2), text);
    }

    #[test]
    fn random_garbage_never_panics_the_reader(text in any::<String>()) {
        let _ = read_record(&text);
    }

    #[test]
    fn garbage_moves_after_a_valid_header_never_panic(body in "[ -~\n]{0,200}") {
        let text = format!("[Game \"Unlur\"]\n[Size \"5\"]\n[Result \"*\"]\n\n{body}");
        let _ = read_record(&text);
    }

    #[test]
    fn undo_after_any_move_restores_the_position(side in 3usize..=6, seed in any::<u64>(), cut in 1usize..60) {
        let g = random_game(side, seed, Some(cut));
        let mut shorter = g.clone();
        let last = shorter.undo().unwrap();
        let mut again = shorter.clone();
        again.play(last).unwrap();
        same_position(&g, &again);
    }
}

const HEADER: &str = "[Game \"Unlur\"]\n[Size \"6\"]\n[Player1 \"Ann\"]\n[Player2 \"Ben\"]\n";

#[test]
fn moves_are_read_in_any_case_numbered_or_not() {
    let a = read_record(&format!(
        "{HEADER}[Result \"*\"]\n\n1. d4 2. E5 3. PASS 4. a1"
    ))
    .unwrap();
    let b = read_record(&format!("{HEADER}[Result \"*\"]\n\nd4 e5\npass\n  A1  ")).unwrap();
    let c = read_record(&format!(
        "{HEADER}[Result \"*\"]\n\n1.d4 2.e5 3.pass 4.a1 ; a comment"
    ))
    .unwrap();
    same_position(&a.game, &b.game);
    same_position(&a.game, &c.game);
    assert_eq!(a.game.black_player(), Some(Player::One));
    assert_eq!(
        a.game.stone(a.game.board().parse_cell("a1").unwrap()),
        Some(Colour::White)
    );
}

#[test]
fn an_illegal_move_names_its_number_passes_counted_and_its_text() {
    // Move 3 is a pass; move 4 `a1` is legal (White); move 5 `A1` is occupied.
    let err = read_record(&format!(
        "{HEADER}[Result \"*\"]\n\n1. d4 2. pass 3. e5 4. a1 5. A1"
    ))
    .unwrap_err();
    let msg = err.to_string();
    assert!(msg.starts_with("move 5 `A1`"), "{msg}");
    assert!(msg.contains("already holds a stone"), "{msg}");
    let err = read_record(&format!("{HEADER}\n\nd4 a1")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 2 `a1` (line 7): a1 is on the edge, which is not allowed during the contract"
    );
    let err = read_record(&format!("{HEADER}\n\nd4 pass e5 pass")).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("move 4 `pass` (line 7): passing is only allowed"),
        "{err}"
    );
}

#[test]
fn an_unreadable_move_names_its_number_and_text() {
    let err = read_record(&format!("{HEADER}\n\nd4 e5 zz9")).unwrap_err();
    assert!(
        matches!(err, RecordError::Unreadable { number: 3, .. }),
        "{err:?}"
    );
    assert!(err.to_string().starts_with("move 3 `zz9`"));
    let err = read_record(&format!("{HEADER}\n\nd4 q1")).unwrap_err();
    assert!(err.to_string().contains("rows go from `a` to `k`"), "{err}");
}

#[test]
fn a_move_after_the_end_is_an_error() {
    let g = random_game(4, 3, None);
    let mut text = write_record(&g, "A", "B");
    let n = g.history().len();
    text.push_str(&format!(" {}. a1\n", n + 1));
    let err = read_record(&text).unwrap_err();
    assert!(
        err.to_string()
            .starts_with(&format!("move {} `a1` (line", n + 1))
            && err.to_string().ends_with("the game is over"),
        "{err}"
    );
}

#[test]
fn a_result_header_that_disagrees_is_a_warning_and_the_moves_win() {
    let g = random_game(5, 9, None);
    let winner = g.outcome().unwrap().winner;
    let wrong = if winner == Player::One { "2" } else { "1" };
    let text = write_record(&g, "A", "B").replace(
        &format!("[Result \"{}\"]", winner.number()),
        &format!("[Result \"{wrong}\"]"),
    );
    let r = read_record(&text).unwrap();
    assert_eq!(r.game.outcome(), g.outcome());
    assert_eq!(r.warnings.len(), 1);
    assert!(r.warnings[0].to_string().contains("Result"));
}

#[test]
fn bad_headers_are_clear_errors() {
    assert_eq!(
        read_record("").unwrap_err(),
        RecordError::MissingHeader("Game", 1)
    );
    assert!(matches!(
        read_record("[Game \"Chess\"]\n[Size \"6\"]\n").unwrap_err(),
        RecordError::WrongGame(_, 1)
    ));
    // Hardening 2: every header error names the file's line.
    for (text, says) in [
        ("hello\nworld\n", "line 1: the record has no `Game` header"),
        (
            "\n[Size \"6\"]\n\n1. c3\n",
            "line 3: the record has no `Game` header",
        ),
        (
            "[Size \"6\"]\n[Game \"Chess\"]\n",
            "line 2: this is a record of `Chess`",
        ),
        (
            "[Game \"Unlur\"]\n[Size \"13\"]\n",
            "line 2: `Size \"13\"` must be",
        ),
        (
            "[Game \"Unlur\"]\n[Player1 \"A\"]\n\n1. c3\n",
            "line 3: the record has no `Size` header",
        ),
        (
            "[Game \"Unlur\"]\n[Size \"6\"]\n[Result \"draw\"]\n",
            "line 3: `Result \"draw\"`",
        ),
    ] {
        let said = read_record(text).unwrap_err().to_string();
        assert!(said.starts_with(says), "{text:?}: {said}");
    }
    for (text, says) in [
        (
            "[Game \"Royal Ur\"]\n[First \"3\"]\n",
            "line 2: `First \"3\"`",
        ),
        (
            "[Game \"Uckers\"]\n[Players \"3\"]\n",
            "line 2: `Players \"3\"`",
        ),
        (
            "[Game \"Uckers\"]\n[Players \"2\"]\n[Options \"none,superblobs\"]\n",
            "line 3: `none` is the base game",
        ),
        (
            "[Game \"Uckers\"]\n[First \"pink\"]\n",
            "line 2: `First \"pink\"`",
        ),
    ] {
        let said = match unlur_core::rules::table::from_record(text) {
            Err(why) => why.to_string(),
            Ok(_) => panic!("{text:?} was read"),
        };
        assert!(said.starts_with(says), "{text:?}: {said}");
    }
    assert!(matches!(
        read_record("[Game \"Unlur\"]\n[Size \"13\"]\n").unwrap_err(),
        RecordError::BadSize(_)
    ));
    assert!(matches!(
        read_record("[Game \"Unlur\"]\n").unwrap_err(),
        RecordError::MissingHeader("Size", _)
    ));
    let err = read_record("[Game \"Unlur\"]\n[Size 6]\n").unwrap_err();
    assert!(matches!(err, RecordError::BadHeader(ref b) if b.line == 2));
    assert_eq!(
        err.to_string(),
        "line 2: `[Size 6]` is not a header of the form [Key \"Value\"]"
    );
    assert!(matches!(
        read_record("[Game \"Unlur\"]\n[Size \"6\"]\n[Result \"draw\"]\n").unwrap_err(),
        RecordError::BadResult(_)
    ));
    assert!(matches!(
        read_record("[Game \"Unlur\"]\n[Size \"6\"]\n[FirstPlayer \"3\"]\n").unwrap_err(),
        RecordError::BadFirstPlayer(_)
    ));
}

#[test]
fn the_first_player_header_is_kept() {
    let mut g = Game::with_side(6, Player::Two).unwrap();
    g.play(Move::Pass).unwrap();
    let back = read_record(&write_record(&g, "A", "B")).unwrap();
    assert_eq!(back.game.first_player(), Player::Two);
    assert_eq!(back.game.black_player(), Some(Player::Two));
}

#[test]
fn the_sample_records_replay() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    let finished =
        read_record(&std::fs::read_to_string(dir.join("finished-side6.unlur")).unwrap()).unwrap();
    assert_eq!(finished.game.phase(), Phase::Over);
    assert!(finished.warnings.is_empty(), "{:?}", finished.warnings);
    let finished8 =
        read_record(&std::fs::read_to_string(dir.join("finished-side8.unlur")).unwrap()).unwrap();
    assert_eq!(finished8.game.phase(), Phase::Over);
    assert!(finished8.warnings.is_empty(), "{:?}", finished8.warnings);
}

#[path = "rules/royal_ur.rs"]
mod royal_ur;

#[path = "rules/uckers.rs"]
mod uckers;

#[path = "rules/record_text.rs"]
mod record_text;

#[path = "rules/fuzz.rs"]
mod fuzz;
