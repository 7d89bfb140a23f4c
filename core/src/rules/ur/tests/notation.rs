//! The notation, records and undo.

use super::*;

#[test]
fn the_notation_writes_and_reads_every_kind_of_turn() {
    let s = on(One, 13);
    let p = one_to_move(&[(id(One, 2), soldier(on(One, 7))), (id(One, 5), officer(s))]);
    assert_eq!(turn_text(&p, turn(4, fwd(2))), "4 2:7-11");
    assert_eq!(turn_text(&p, turn(3, fwd(1))), "3 D-3");
    assert_eq!(turn_text(&p, turn(3, fwd(5))), "3 5:13>12");
    assert_eq!(turn_text(&p, turn(4, back(5))), "4 5:13<9");
    assert_eq!(turn_text(&p, Turn { roll: 6, mv: None }), "6 --");
    for text in ["4 2:7-11", "3 D-3", "3 5:13>12", "4 5:13<9", "6 --"] {
        let t = parse_turn(&p, text).unwrap();
        assert_eq!(turn_text(&p, t), text);
    }
    let at_a = one_to_move(&[(id(One, 5), officer(on(One, 14)))]);
    assert_eq!(
        parse_turn(&at_a, "4 5:14>10"),
        parse_turn(&at_a, "4 5:14<10").map(|t| {
            Turn {
                mv: Some(fwd(5)),
                ..t
            }
        })
    );
}

#[test]
fn the_notation_refuses_signs_and_squares_that_do_not_fit() {
    let p = one_to_move(&[
        (id(One, 2), soldier(on(One, 7))),
        (id(One, 5), officer(on(One, 13))),
    ]);
    for (text, wanted) in [
        ("4 2:7>11", "soldier"),
        ("4 5:13-9", "officer"),
        ("4 2:6-10", "not on square 6"),
        ("4 2:7-12", "goes from 7 to 11"),
        ("3 D-4", "goes from D to 3"),
        ("7 --", "not a roll"),
        ("4", "a turn is a roll and a move"),
        ("4 2-7", "not a move"),
    ] {
        let err = parse_turn(&p, text).unwrap_err().to_string();
        assert!(err.contains(wanted), "{text}: {err}");
    }
}

const SAMPLE: &str = "[Game \"Royal Ur\"]\n[Player1 \"Ann\"]\n[Player2 \"Bob\"]\n[First \"2\"]\n[Result \"*\"]\n\n5 D-5\n5 D-5\n6 --\n2 1:5-7\n";

#[test]
fn records_replay_and_round_trip() {
    let r = read_record(SAMPLE).unwrap();
    assert_eq!(r.player1, "Ann");
    assert_eq!(r.game.first_player(), Two);
    assert_eq!(r.game.history().len(), 4);
    // Player 2 entered on 5, player 1 entered on 5 and captured it.
    let pos = r.game.position();
    assert_eq!(pos.piece(id(Two, 1)).holder, Some(id(One, 1)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    assert_eq!(write_record(&r.game, "Ann", "Bob"), SAMPLE);
}

#[test]
fn record_errors_name_the_turn() {
    let bad_pass = SAMPLE.replace("2 1:5-7", "2 --");
    let err = read_record(&bad_pass).unwrap_err().to_string();
    assert!(err.starts_with("turn 4 `2 --`"), "{err}");
    assert!(err.contains("cannot pass"), "{err}");
    let bad_move = SAMPLE.replace("2 1:5-7", "2 1:5-8");
    assert!(
        read_record(&bad_move)
            .unwrap_err()
            .to_string()
            .starts_with("turn 4 ")
    );
    assert!(matches!(
        read_record("[Game \"Unlur\"]\n"),
        Err(RecordError::Head(
            crate::rules::record::HeadError::WrongGame { .. }
        ))
    ));
    assert!(matches!(
        read_record("[Game \"Royal Ur\"]\n[First \"3\"]\n"),
        Err(RecordError::BadFirst(_))
    ));
}

#[test]
fn a_turn_after_the_end_is_an_error_and_a_wrong_result_a_warning() {
    let p = one_step_from_winning();
    let mut q = p;
    q.apply(turn(1, fwd(1))).unwrap();
    assert_eq!(
        parse_turn(&q, "6 --"),
        Err(TurnError::Rule(RuleError::GameOver))
    );
    let r = read_record(&SAMPLE.replace("[Result \"*\"]", "[Result \"1\"]")).unwrap();
    assert_eq!(r.warnings.len(), 1);
    assert!(r.warnings[0].to_string().contains("turns give `*`"));
}

#[test]
fn undo_takes_back_the_last_turn() {
    let mut g = Game::new(One);
    g.play(turn(5, fwd(1))).unwrap();
    let before = g.clone();
    g.play(turn(5, fwd(1))).unwrap();
    assert_eq!(g.position().piece(id(One, 1)).holder, Some(id(Two, 1)));
    assert_eq!(g.undo(), Some(turn(5, fwd(1))));
    assert_eq!(g, before);
}
