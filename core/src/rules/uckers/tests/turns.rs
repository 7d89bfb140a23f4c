//! Snake eyes, finished colours and the partnership win.

use super::*;

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
