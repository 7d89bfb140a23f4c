//! Squares, paths, leaving base, the two dice and the extra roll.

use super::*;

#[test]
fn squares_and_paths() {
    assert_eq!(R.doorstep(), 13);
    assert_eq!(G.doorstep(), 26);
    assert_eq!(B.doorstep(), 39);
    assert_eq!(Y.tube_end(), 50);
    assert_eq!(R.tube_end(), 11);
    assert_eq!(Square::of_step(B, Some(50)), Square::Track(37));
    assert_eq!(Square::of_step(B, Some(53)).to_string(), "bT3");
    for text in ["t0", "t51", "yT1", "gT5", "rH", "bB"] {
        assert_eq!(
            Square::parse(text).map(|s| s.to_string()).as_deref(),
            Some(text)
        );
    }
    for bad in ["t52", "yT0", "yT6", "x3", "t", "yT1x", "t+1"] {
        assert_eq!(Square::parse(bad), None, "{bad}");
    }
    assert_eq!(
        Square::Track(12).step_for(R),
        None,
        "t12 is red's tube end's neighbour, past its path"
    );
    assert_eq!(Square::Track(11).step_for(R), Some(Some(50)));
}

#[test]
fn a_piece_leaves_base_only_with_a_six() {
    let position = pos(Y, &[]);
    assert_eq!(texts(&position, 5, 3), ["--"]);
    assert_eq!(
        texts(&position, 6, 3),
        ["y:yB-t3"],
        "out and on with the other die"
    );
    let double = texts(&position, 6, 6);
    assert!(double.contains(&"y:yB-t6".to_string()), "{double:?}");
    assert!(
        double.contains(&"y:yB-t0 y:yB-t0".to_string()),
        "{double:?}"
    );
}

#[test]
fn a_sum_move_does_not_stop_on_the_square_in_between() {
    let mut position = pos(Y, &[on(Y, 0, 10), on(R, 0, 13)]);
    assert_eq!(texts(&position, 5, 3), ["y:t10-t18"]);
    play(&mut position, "Y 5-3: y:t10-t18");
    assert_eq!(
        position.square(p(R, 0)),
        Square::Track(13),
        "passed over, not landed on"
    );
    let mut position = pos(Y, &[on(Y, 0, 10), on(R, 0, 13)]);
    let played = play(&mut position, "Y 2-1: y:t10-t13");
    assert_eq!(played.captured, [(p(R, 0), Square::Track(13))]);
    assert_eq!(position.step(p(R, 0)), None);
}

#[test]
fn two_dice_are_two_moves_for_two_pieces_or_one_sum() {
    let position = pos(Y, &[on(Y, 0, 10), on(Y, 1, 20)]);
    let plays = texts(&position, 4, 2);
    for expected in [
        "y:t10-t16",
        "y:t20-t26",
        "y:t10-t14 y:t20-t22",
        "y:t10-t12 y:t20-t24",
        "y:t20-t24 y:t10-t12",
    ] {
        assert!(
            plays.contains(&expected.to_string()),
            "{expected} in {plays:?}"
        );
    }
    assert!(
        !plays.contains(&"y:t10-t14".to_string()),
        "one die alone when both can be used"
    );
    // One piece cannot use the dice as two separate moves.
    assert!(!plays.iter().any(|t| t == "y:t10-t14 y:t14-t16"));
}

#[test]
fn the_higher_die_when_only_one_can_be_played() {
    // Both dice fit alone (home with 4, yT4 with 2), not together: the higher.
    let position = pos(Y, &[at_step(Y, 0, 52)]);
    assert_eq!(texts(&position, 4, 2), ["y:yT2-yH"]);
    assert_eq!(texts(&position, 2, 4), ["y:yT2-yH"]);
    // Only the lower fits: it is used, the other die is lost.
    let position = pos(Y, &[at_step(Y, 0, 53)]);
    assert_eq!(texts(&position, 5, 1), ["y:yT3-yT4"]);
}

#[test]
fn home_takes_the_exact_number() {
    let position = pos(Y, &[at_step(Y, 0, 54)]);
    assert_eq!(texts(&position, 1, 1), ["y:yT4-yH"], "the sum, exactly");
    assert_eq!(texts(&position, 5, 3), ["--"]);
}

#[test]
fn a_six_gives_one_more_roll_even_when_nothing_is_played() {
    // A blue blob on yellow's doorstep keeps yellow in base.
    let mut position = pos(Y, &[on(B, 0, 0), on(B, 1, 0)]);
    assert_eq!(texts(&position, 6, 2), ["--"]);
    let played = play(&mut position, "Y 6-2: --");
    assert!(played.extra_roll);
    assert_eq!(position.to_move(), Y);
    let played = play(&mut position, "Y 6-6: --");
    assert!(played.extra_roll, "a double six: one more roll");
    play(&mut position, "Y 5-3: --");
    assert_eq!(
        position.to_move(),
        R,
        "a double six gives one extra roll, not two"
    );
}
