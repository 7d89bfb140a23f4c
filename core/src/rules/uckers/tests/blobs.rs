//! Blobs: capturing, passing, moving them and attacking them.

use super::*;

#[test]
fn a_mixi_blob_is_captured_whole() {
    let mut position = pos(Y, &[on(Y, 0, 10), on(R, 0, 13), on(B, 0, 13)]);
    let played = play(&mut position, "Y 2-1: y:t10-t13");
    assert_eq!(played.captured.len(), 2);
    assert_eq!(position.step(p(R, 0)), None);
    assert_eq!(position.step(p(B, 0)), None);
}

#[test]
fn a_blob_cannot_be_landed_on_or_passed_by_opponents() {
    let position = pos(Y, &[on(Y, 0, 10), on(R, 0, 13), on(R, 1, 13)]);
    assert_eq!(
        texts(&position, 2, 1),
        ["y:t10-t12"],
        "not onto it: the higher die alone"
    );
    assert_eq!(texts(&position, 5, 1), ["y:t10-t11"], "not past it");
    assert_eq!(texts(&position, 5, 4), ["--"]);
}

#[test]
fn friendly_pieces_pass_blobs_and_may_share_squares() {
    // A green (partner) blob and a yellow blob are no barrier to yellow.
    let position = pos(
        Y,
        &[
            on(Y, 0, 10),
            on(G, 0, 12),
            on(G, 1, 12),
            on(Y, 1, 13),
            on(Y, 2, 13),
        ],
    );
    let plays = texts(&position, 5, 1);
    assert!(plays.contains(&"y:t10-t16".to_string()), "{plays:?}");
    assert!(
        plays.contains(&"y:t10-t11 y:t13-t18".to_string()),
        "{plays:?}"
    );
    let mut position = position;
    play(&mut position, "Y 1-1: y:t10-t12");
    assert_eq!(
        position.pieces_on(Square::Track(12)).len(),
        3,
        "a mixi blob"
    );
}

#[test]
fn a_blob_moves_as_a_unit_on_a_double() {
    let position = pos(Y, &[on(Y, 0, 10), on(Y, 1, 10)]);
    let plays = texts(&position, 3, 3);
    for expected in ["y:t10=t13", "y:t10-t13 y:t10-t13", "y:t10-t16"] {
        assert!(
            plays.contains(&expected.to_string()),
            "{expected} in {plays:?}"
        );
    }
    assert!(
        !texts(&position, 3, 2).iter().any(|t| t.contains('=')),
        "only on a double"
    );
}

#[test]
fn a_moving_blob_lands_on_an_opponent_blob_but_cannot_pass_one() {
    let mut position = pos(Y, &[on(Y, 0, 10), on(Y, 1, 10), on(R, 0, 13), on(R, 1, 13)]);
    assert!(texts(&position, 3, 3).contains(&"y:t10=t13".to_string()));
    let played = play(&mut position, "Y 3-3: y:t10=t13");
    assert_eq!(played.captured.len(), 2);
    assert_eq!(squares(&position, R)[..2], ["rB", "rB"]);
    assert_eq!(position.pieces_on(Square::Track(13)).len(), 2);
    let position = pos(Y, &[on(Y, 0, 10), on(Y, 1, 10), on(B, 0, 12), on(B, 1, 12)]);
    assert_eq!(texts(&position, 3, 3), ["--"]);
}

#[test]
fn a_blob_may_move_into_its_tube() {
    let position = pos(Y, &[at_step(Y, 0, 48), at_step(Y, 1, 48)]);
    assert!(texts(&position, 4, 4).contains(&"y:t48=yT2".to_string()));
}

#[test]
fn sixing_a_blob_needs_x_plus_one_sixes() {
    let position = pos(Y, &[on(Y, 0, 11), on(B, 0, 12), on(B, 1, 12)]);
    let attack = Declaration::Attack { piece: p(Y, 0) };
    assert_eq!(position.declarations(), [attack]);
    assert_eq!(position.sixes_needed(attack), Some(3));
    let judge = |throws: &[Dice]| position.judge_throws(attack, throws);
    assert_eq!(judge(&[Dice(6, 6)]), Ok(Throws::More));
    assert_eq!(judge(&[Dice(6, 6), Dice(6, 2)]), Ok(Throws::Done(true)));
    assert_eq!(judge(&[Dice(6, 6), Dice(5, 2)]), Ok(Throws::Done(false)));
    assert_eq!(
        judge(&[Dice(6, 6), Dice(6, 6)]),
        Ok(Throws::Done(true)),
        "stops once enough"
    );
    assert_eq!(
        judge(&[Dice(6, 1)]),
        Ok(Throws::Done(false)),
        "one six stops"
    );
    assert!(
        judge(&[Dice(6, 1), Dice(6, 6)]).is_err(),
        "a throw after the stop"
    );
    let mut won = position;
    let played = play(&mut won, "Y attack y:t11: 6-6 6-2");
    assert_eq!(played.success, Some(true));
    assert_eq!(won.square(p(Y, 0)), Square::Track(12));
    assert_eq!(squares(&won, B)[..2], ["bB", "bB"]);
    assert_eq!(won.to_move(), R, "the turn passes, sixes or not");
    let mut lost = position;
    let played = play(&mut lost, "Y attack y:t11: 6-6 4-4");
    assert_eq!(played.success, Some(false));
    assert_eq!(lost.square(p(Y, 0)), Square::Track(11));
    assert_eq!(lost.to_move(), R);
}

#[test]
fn sixing_a_blob_on_the_doorstep_from_base_needs_x_plus_two() {
    let mut position = pos(Y, &[on(R, 0, 0), on(R, 1, 0)]);
    let attack = Declaration::Attack { piece: p(Y, 0) };
    assert_eq!(position.declarations(), [attack]);
    assert_eq!(position.sixes_needed(attack), Some(4));
    assert_eq!(
        position.judge_throws(attack, &[Dice(6, 6), Dice(6, 2)]),
        Ok(Throws::Done(false))
    );
    let played = play(&mut position, "Y attack y:yB: 6-6 6-6");
    assert_eq!(played.success, Some(true));
    assert_eq!(position.square(p(Y, 0)), Square::Track(0));
    assert_eq!(squares(&position, R)[..2], ["rB", "rB"]);
}

#[test]
fn no_attack_by_a_piece_that_moved_this_turn_or_stands_in_a_mixi_blob() {
    let mut position = pos(Y, &[on(Y, 0, 6), on(B, 0, 12), on(B, 1, 12)]);
    assert!(
        position.declarations().is_empty(),
        "not next to the blob yet"
    );
    play(&mut position, "Y 6-5: y:yB-t0 y:t6-t11");
    assert_eq!(position.to_move(), Y, "an extra roll for the six");
    assert!(
        position.declarations().is_empty(),
        "it moved next to the blob this turn"
    );
    let position = pos(Y, &[on(Y, 0, 11), on(G, 0, 11), on(B, 0, 12), on(B, 1, 12)]);
    assert!(position.declarations().is_empty(), "from a mixi blob");
}
