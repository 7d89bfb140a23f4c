//! Superblobs, layered blobs, and the tubes: suckback and blowback.

use super::*;

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
