//! The starting colour, records and undo.

use super::*;
use crate::rules::record::LineFailure;

#[test]
fn the_starting_colour_is_the_highest_roll_with_ties_rolled_again() {
    let mut throws = [
        Dice(3, 4),
        Dice(6, 1),
        Dice(2, 2),
        Dice(5, 2),
        Dice(1, 1),
        Dice(6, 5),
        Dice(4, 4),
    ]
    .into_iter();
    let (first, rounds) = roll_off(|| throws.next().expect("a throw"));
    assert_eq!(first, R);
    assert_eq!(rounds.len(), 2);
    assert_eq!(
        rounds[1].iter().map(|(c, _)| *c).collect::<Vec<_>>(),
        [Y, R, B]
    );
}

#[test]
fn records_round_trip_and_errors_name_the_line() {
    let mut game = Game::new(Y, Options::default());
    for line in [
        "Y 1-1: snake eyes",
        "R 6-2: r:rB-t15",
        "R 3-1: r:t15-t19",
        "G 2-3: g:t26-t31",
    ] {
        let action = parse_action(game.position(), line).expect(line);
        game.play(action).expect(line);
    }
    let names = [
        "Ann".to_string(),
        "Bob".to_string(),
        "Ann".to_string(),
        "Bob".to_string(),
    ];
    let text = write_record(&game, 2, &names);
    assert!(
        text.contains("[Options \"none\"]") && text.contains("[First \"yellow\"]"),
        "{text}"
    );
    let record = read_record(&text).expect("reads back");
    assert_eq!(record.game, game);
    assert_eq!(record.names[2], "Ann");
    assert!(record.warnings.is_empty(), "{:?}", record.warnings);
    let bad = text.replace("R 3-1: r:t15-t19", "R 3-1: r:t15-t18");
    match read_record(&bad) {
        Err(RecordError::Turn(LineFailure { number: 3, .. })) => {}
        other => panic!("{other:?}"),
    }
    let wrong_colour = text.replace("G 2-3", "B 2-3");
    let err = read_record(&wrong_colour).expect_err("blue does not play there");
    assert!(err.to_string().contains("line 4 of the moves"), "{err}");
    assert!(err.to_string().contains("green's turn"), "{err}");
    assert_eq!(outcome_line(&game), "ongoing");
}

#[test]
fn undo_replays_to_the_action_before() {
    let mut game = Game::new(Y, Options::default());
    let before = game.clone();
    let action = parse_action(game.position(), "Y 1-1: snake eyes").expect("legal");
    game.play(action.clone()).expect("legal");
    assert_eq!(game.undo(), Some(action));
    assert_eq!(game, before);
}
