//! One test per rule decision of `shared/rules/uckers.md`.

use super::*;

const Y: Colour = Colour::Yellow;
const R: Colour = Colour::Red;
const G: Colour = Colour::Green;
const B: Colour = Colour::Blue;

fn p(colour: Colour, index: u8) -> PieceId {
    PieceId { colour, index }
}

/// A piece of `colour` on track square `t` (which must be on its path).
fn on(colour: Colour, index: u8, t: u8) -> (PieceId, Option<u8>) {
    let step = Square::Track(t).step_for(colour).flatten();
    assert!(step.is_some(), "t{t} is not on {colour:?}'s path");
    (p(colour, index), step)
}

fn at_step(colour: Colour, index: u8, step: u8) -> (PieceId, Option<u8>) {
    (p(colour, index), Some(step))
}

fn pos(to_move: Colour, pieces: &[(PieceId, Option<u8>)]) -> Position {
    Position::setup(to_move, Options::default(), pieces)
}

fn texts(position: &Position, a: u8, b: u8) -> Vec<String> {
    position
        .legal_plays(Dice(a, b))
        .into_iter()
        .map(play_text)
        .collect()
}

fn play(position: &mut Position, line: &str) -> Played {
    let action = parse_action(position, line).unwrap_or_else(|e| panic!("{line}: {e}"));
    match action {
        Action::Roll { dice, play } => position.play_roll(dice, play),
        Action::Declare {
            declaration,
            throws,
        } => position.declare(declaration, &throws),
    }
    .unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn squares(position: &Position, colour: Colour) -> Vec<String> {
    (0..PIECES)
        .map(|i| position.square(p(colour, i)).to_string())
        .collect()
}

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

#[test]
fn snake_eyes_opening_brings_out_both_partners_then_a_second_one_sends_them_back() {
    let mut position = Position::new(Y, Options::default());
    assert_eq!(texts(&position, 1, 1), ["snake eyes"]);
    let played = play(&mut position, "Y 1-1: snake eyes");
    assert!(!played.extra_roll);
    assert_eq!(squares(&position, Y), ["t0"; 4]);
    assert_eq!(squares(&position, G), ["t26"; 4]);
    play(&mut position, "R 5-3: --");
    let g = parse_action(&position, "G 4-2: g:t26-t30 g:t26-t28").map(|_| ());
    assert_eq!(g, Ok(()));
    play(&mut position, "G 4-2: g:t26-t30 g:t26-t28");
    play(&mut position, "B 5-3: --");
    assert_eq!(
        texts(&position, 1, 1),
        ["snake eyes"],
        "the reversal is forced"
    );
    let played = play(&mut position, "Y 1-1: snake eyes");
    assert_eq!(played.captured.len(), 8);
    assert_eq!(squares(&position, Y), ["yB"; 4]);
    assert_eq!(squares(&position, G), ["gB"; 4]);
}

#[test]
fn snake_eyes_captures_a_single_piece_and_is_stopped_by_a_blob() {
    let mut position = pos(Y, &[on(R, 0, 0), on(B, 0, 26), on(B, 1, 26)]);
    position.rolls = [0; 4];
    let played = play(&mut position, "Y 1-1: snake eyes");
    assert_eq!(played.captured, [(p(R, 0), Square::Track(0))]);
    assert_eq!(squares(&position, Y), ["t0"; 4]);
    assert_eq!(
        squares(&position, G),
        ["gB"; 4],
        "the blue blob on green's doorstep"
    );
}

#[test]
fn double_one_is_ordinary_after_the_opening_rolls() {
    let position = pos(Y, &[on(Y, 0, 10)]);
    assert_eq!(texts(&position, 1, 1), ["y:t10-t12"]);
    // Second roll without a snake-eyes opening: ordinary too.
    let mut position = pos(Y, &[on(Y, 0, 10)]);
    position.rolls = [1; 4];
    assert_eq!(texts(&position, 1, 1), ["y:t10-t12"]);
}

#[test]
fn attack_throws_are_not_rolls_for_snake_eyes() {
    let mut position = pos(Y, &[on(R, 0, 0), on(R, 1, 0)]);
    position.rolls = [0; 4];
    play(&mut position, "Y attack y:yB: 6-1");
    for _ in [R, G, B] {
        let plays = position.legal_plays(Dice(5, 3));
        position.play_roll(Dice(5, 3), plays[0]).expect("a play");
    }
    assert_eq!(
        texts(&position, 1, 1),
        ["snake eyes"],
        "still yellow's first roll"
    );
}

#[test]
fn a_finished_colour_rolls_for_a_six_then_moves_its_partners_pieces() {
    let mut pieces: Vec<_> = (0..4).map(|i| at_step(Y, i, 56)).collect();
    pieces.extend([
        on(G, 0, 30),
        at_step(G, 1, 52),
        on(G, 2, 39),
        on(R, 0, 40),
        on(R, 1, 40),
    ]);
    let mut position = pos(Y, &pieces);
    assert_eq!(position.moving_colour(), None);
    let played = play(&mut position, "Y 5-3: --");
    assert!(!played.took_over);
    assert_eq!(position.to_move(), R);
    let mut position = pos(Y, &pieces);
    let played = play(&mut position, "Y 6-3: --");
    assert!(played.took_over);
    assert!(!played.extra_roll, "that six gives no extra roll");
    assert_eq!(position.to_move(), R);
    // From its next turn, yellow moves green's pieces, except those in the tube.
    let mut position = pos(Y, &pieces);
    position.took_over[Y.index()] = true;
    assert_eq!(position.moving_colour(), Some(G));
    let plays = texts(&position, 2, 1);
    assert!(plays.contains(&"g:t30-t33".to_string()), "{plays:?}");
    assert!(
        plays.iter().all(|t| !t.contains("gT")),
        "not the piece in the tube: {plays:?}"
    );
    assert!(plays.iter().all(|t| t.starts_with("g:")), "{plays:?}");
    // And attacks with them: the red blob just ahead of green's piece on t39.
    assert_eq!(
        position.declarations(),
        [Declaration::Attack { piece: p(G, 2) }]
    );
    play(&mut position, "Y attack g:t39: 6-6 6-1");
    assert_eq!(position.square(p(G, 2)), Square::Track(40));
}

#[test]
fn the_roll_that_finishes_a_colour_keeps_its_extra_roll() {
    let pieces = [
        at_step(Y, 0, 56),
        at_step(Y, 1, 56),
        at_step(Y, 2, 56),
        at_step(Y, 3, 55),
    ];
    let mut position = pos(Y, &pieces);
    let played = play(&mut position, "Y 6-1: y:yT5-yH");
    assert!(played.extra_roll);
    assert!(position.finished(Y));
    let played = play(&mut position, "Y 6-2: --");
    assert!(played.took_over && !played.extra_roll);
}

#[test]
fn the_partnership_wins_with_all_eight_home_and_nothing_follows() {
    let mut pieces: Vec<_> = (0..4).map(|i| at_step(Y, i, 56)).collect();
    pieces.extend((0..3).map(|i| at_step(G, i, 56)));
    pieces.push(at_step(G, 3, 55));
    let mut position = pos(G, &pieces);
    let played = play(&mut position, "G 2-1: g:gT5-gH");
    assert_eq!(played.winner, Some(Partnership::YellowGreen));
    assert_eq!(position.winner(), Some(Partnership::YellowGreen));
    assert!(position.legal_plays(Dice(3, 1)).is_empty());
    assert_eq!(
        parse_action(&position, "B 3-1: --"),
        Err(TurnError::Rule(RuleError::GameOver))
    );
}

#[test]
fn wafu_snake_eyes_counts_only_when_called_and_brings_out_only_own_pieces() {
    let options = Options {
        wafu_snake_eyes: true,
        ..Options::default()
    };
    let mut position = Position::new(Y, options);
    assert_eq!(
        texts(&position, 1, 1),
        ["snake eyes", "--"],
        "called, or not"
    );
    play(&mut position, "Y 1-1: snake eyes");
    assert_eq!(squares(&position, Y), ["t0"; 4]);
    assert_eq!(squares(&position, G), ["gB"; 4]);
    let mut uncalled = Position::new(Y, options);
    play(&mut uncalled, "Y 1-1: --");
    play(&mut uncalled, "R 2-3: --");
    play(&mut uncalled, "G 2-3: --");
    play(&mut uncalled, "B 2-3: --");
    assert_eq!(
        texts(&uncalled, 1, 1),
        ["--"],
        "no reversal after an uncalled opening"
    );
}

#[test]
fn superblobs_cannot_move() {
    let superblobs = Options {
        superblobs: true,
        ..Options::default()
    };
    let three = [on(Y, 0, 10), on(Y, 1, 10), on(Y, 2, 10)];
    let position = Position::setup(Y, superblobs, &three);
    assert_eq!(texts(&position, 2, 1), ["--"]);
    assert_eq!(texts(&position, 2, 2), ["--"]);
    let base = pos(Y, &three);
    assert!(
        texts(&base, 2, 2).contains(&"y:t10=t12".to_string()),
        "without the option"
    );
    // Two pieces are an ordinary blob.
    let two = Position::setup(Y, superblobs, &three[..2]);
    assert!(texts(&two, 2, 2).contains(&"y:t10=t12".to_string()));
}

#[test]
fn superblobs_are_lifted_when_they_freeze_the_board() {
    let superblobs = Options {
        superblobs: true,
        ..Options::default()
    };
    // Green's superblob blocks the red-blue mixi behind it, which cannot attack;
    // yellow is home and moves green's pieces, which cannot move: nobody can play.
    let mut pieces: Vec<_> = (0..4).map(|i| at_step(Y, i, 56)).collect();
    pieces.extend((0..4).map(|i| on(G, i, 37)));
    pieces.extend((0..4).map(|i| on(R, i, 36)));
    pieces.extend((0..4).map(|i| on(B, i, 36)));
    let mut frozen = Position::setup(G, superblobs, &pieces);
    frozen.took_over[Y.index()] = true;
    assert!(frozen.superblobs_lifted());
    assert!(texts(&frozen, 2, 1).contains(&"g:t37-t40".to_string()));
    // One blue piece free elsewhere: the board is not frozen, the rule holds.
    pieces.pop();
    pieces.push(on(B, 3, 45));
    let mut moving = Position::setup(G, superblobs, &pieces);
    moving.took_over[Y.index()] = true;
    assert!(!moving.superblobs_lifted());
    assert_eq!(texts(&moving, 2, 1), ["--"]);
}

#[test]
fn layered_mixed_blobs_let_only_the_top_piece_leave() {
    let layered = Options {
        layered_blobs: true,
        ..Options::default()
    };
    // Yellow arrived first, green on top of it.
    let pieces = [on(Y, 0, 10), on(G, 0, 10)];
    let position = Position::setup(Y, layered, &pieces);
    assert_eq!(texts(&position, 2, 1), ["--"], "yellow is under green");
    let position = Position::setup(G, layered, &pieces);
    assert_eq!(texts(&position, 2, 1), ["g:t10-t13"]);
    let base = pos(Y, &pieces);
    assert_eq!(texts(&base, 2, 1), ["y:t10-t13"], "without the option");
}

fn wafu_tubes() -> Options {
    Options {
        suckback: true,
        ..Options::default()
    }
}

#[test]
fn suckback_on_the_next_turn_after_landing_on_a_tube_end() {
    // Red lands on yellow's tube end (t50) while yellow has a piece at yT2.
    let start = Position::setup(
        R,
        wafu_tubes(),
        &[on(R, 0, 48), on(R, 1, 20), at_step(Y, 0, 52)],
    );
    let mut position = start;
    play(&mut position, "R 1-1: r:t48-t50");
    for line in ["G 5-4: --", "B 5-4: --", "Y 5-5: --"] {
        play(&mut position, line);
    }
    let suck = Declaration::Suckback {
        piece: p(R, 0),
        target: p(Y, 0),
    };
    assert_eq!(position.declarations(), [suck]);
    assert_eq!(position.distance(suck), Some(2));
    let mut hit = position;
    let played = play(&mut hit, "R suckback r:t50-yT2: 1-1");
    assert_eq!(played.success, Some(true), "the sum is 2");
    assert_eq!(hit.step(p(Y, 0)), None);
    assert_eq!(hit.to_move(), G);
    let mut missed = position;
    let played = play(&mut missed, "R suckback r:t50-yT2: 5-4");
    assert_eq!(played.success, Some(false));
    assert_eq!(
        missed.square(p(R, 0)),
        Square::Track(51),
        "it moves one square on"
    );
    assert_eq!(missed.step(p(Y, 0)), Some(52));
    // Not on a later turn.
    let mut late = position;
    play(&mut late, "R 2-1: r:t20-t23");
    for line in ["G 5-4: --", "B 5-4: --", "Y 5-5: --"] {
        play(&mut late, line);
    }
    assert!(late.declarations().is_empty());
    // Not without the option.
    let base = Position::setup(R, Options::default(), &[on(R, 0, 50), at_step(Y, 0, 52)]);
    assert!(base.declarations().is_empty());
}

#[test]
fn blowback_sends_back_the_piece_on_the_tube_end() {
    let position = Position::setup(Y, wafu_tubes(), &[at_step(Y, 0, 53), on(R, 0, 50)]);
    let blow = Declaration::Blowback { piece: p(Y, 0) };
    assert_eq!(position.declarations(), [blow]);
    let mut hit = position;
    let played = play(&mut hit, "Y blowback y:yT3-t50: 2-1");
    assert_eq!(played.success, Some(true));
    assert_eq!(hit.step(p(R, 0)), None);
    let mut missed = position;
    play(&mut missed, "Y blowback y:yT3-t50: 6-5");
    assert_eq!(missed.square(p(R, 0)), Square::Track(50), "nothing moves");
    assert_eq!(missed.to_move(), R, "the turn passes, six or not");
}

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
        Err(RecordError::Turn { number: 3, .. }) => {}
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
