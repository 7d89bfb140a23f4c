//! Stacks, captures, prisoners and freeing them, removal and the win.

use super::*;

#[test]
fn own_pieces_stack_and_only_one_leaves_per_turn() {
    let mut p = one_to_move(&[
        (id(One, 1), soldier(on(One, 6))),
        (id(One, 2), soldier(on(One, 6))),
    ]);
    p.apply(turn(2, fwd(1))).unwrap();
    assert_eq!(p.piece(id(One, 1)).place, on(One, 8));
    assert_eq!(p.piece(id(One, 2)).place, on(One, 6));
}

#[test]
fn landing_captures_every_free_opponent_piece_officers_included() {
    let target = on(Two, 9);
    let mut p = one_to_move(&[
        (id(One, 1), soldier(on(One, 6))),
        (id(Two, 1), soldier(target)),
        (id(Two, 2), officer(target)),
    ]);
    let played = p.apply_logged(turn(3, fwd(1))).unwrap();
    assert_eq!(played.captured, vec![id(Two, 1), id(Two, 2)]);
    assert_eq!(
        p.piece(id(Two, 2)),
        held(officer(target), id(One, 1)),
        "keeps its rank"
    );
    assert_eq!(p.counts(Two).prisoners, 2);
}

#[test]
fn entering_on_the_battlefield_captures_too() {
    let mut p = one_to_move(&[(id(Two, 1), soldier(on(Two, 5)))]);
    p.apply(turn(5, fwd(1))).unwrap();
    assert_eq!(p.piece(id(Two, 1)).holder, Some(id(One, 1)));
}

#[test]
fn capturing_is_not_compulsory() {
    let p = one_to_move(&[
        (id(One, 1), soldier(on(One, 6))),
        (id(Two, 1), soldier(on(Two, 9))),
    ]);
    // Roll 3: piece 1 could capture on 9, but entering a new piece is legal too.
    assert_eq!(moves(&p, 3), vec![fwd(1), fwd(2)]);
}

#[test]
fn prisoners_travel_with_their_capturer() {
    let at = on(One, 9);
    let mut p = one_to_move(&[
        (id(One, 1), soldier(at)),
        (id(Two, 1), held(soldier(at), id(One, 1))),
    ]);
    let played = p.apply_logged(turn(2, fwd(1))).unwrap();
    assert_eq!(played.carried, vec![id(Two, 1)]);
    assert_eq!(p.piece(id(Two, 1)).place, on(One, 11));
}

#[test]
fn prisoners_are_carried_into_the_captors_camp() {
    let at = on(One, 12);
    let mut p = one_to_move(&[
        (id(One, 1), soldier(at)),
        (id(Two, 1), held(soldier(at), id(One, 1))),
    ]);
    p.apply(turn(1, fwd(1))).unwrap();
    let square = match p.piece(id(Two, 1)).place {
        Place::On(s) => s,
        other => panic!("{other:?}"),
    };
    assert_eq!(square.camp_of(), Some(One));
}

/// Seed, fig. 2: X (player 2) holds B (player 1), and B holds Y and Z (player 2).
/// A (player 1) lands on X and captures it with everything it holds; when A leaves
/// with X, B is set free on that square, still holding Y and Z; B then leaves with them.
#[test]
fn fig_2_freeing_a_prisoner_by_capturing_its_captor() {
    let (a, b) = (id(One, 1), id(One, 2));
    let (x, y, z) = (id(Two, 1), id(Two, 2), id(Two, 3));
    let s = on(Two, 10);
    let mut p = one_to_move(&[
        (a, soldier(on(One, 7))),
        (x, soldier(s)),
        (b, held(soldier(s), x)),
        (y, held(soldier(s), b)),
        (z, held(soldier(s), b)),
    ]);
    // A lands on X: captures X (free) with what it holds; B is not free, so it is
    // not captured (it is A's own piece anyway), and Y, Z stay B's.
    let played = p.apply_logged(turn(3, fwd(1))).unwrap();
    assert_eq!(played.captured, vec![x]);
    assert_eq!(p.piece(x).holder, Some(a));
    assert_eq!(p.piece(b).holder, Some(x));
    assert_eq!(p.piece(y).holder, Some(b));
    p.apply(Turn { roll: 6, mv: None }).unwrap(); // player 2 rolls a 6
    // A leaves with X: B stays on square 10, free, still holding Y and Z.
    let played = p.apply_logged(turn(2, fwd(1))).unwrap();
    assert_eq!(played.carried, vec![x]);
    assert_eq!(played.released, vec![b]);
    assert_eq!(p.piece(a).place, on(One, 12));
    assert_eq!(p.piece(x), held(soldier(on(One, 12)), a));
    assert_eq!(p.piece(b), soldier(s));
    assert_eq!(p.prisoners_of(b).collect::<Vec<_>>(), vec![y, z]);
    p.apply(Turn { roll: 6, mv: None }).unwrap();
    // On a later turn B leaves with Y and Z.
    let played = p.apply_logged(turn(1, fwd(2))).unwrap();
    assert_eq!(played.carried, vec![y, z]);
    assert_eq!(p.piece(y).place, on(One, 11));
}

#[test]
fn a_piece_that_leaves_takes_only_its_own_prisoners() {
    // Player 1's A holds X, X holds player 1's B, B holds player 2's Y: when A
    // moves, B is left free on the square, still holding Y.
    let (a, b) = (id(One, 1), id(One, 2));
    let (x, y) = (id(Two, 1), id(Two, 2));
    let s = on(One, 8);
    let mut p = one_to_move(&[
        (a, soldier(s)),
        (x, held(soldier(s), a)),
        (b, held(officer(s), x)),
        (y, held(soldier(s), b)),
    ]);
    p.apply(turn(4, fwd(1))).unwrap();
    assert_eq!(p.piece(x).place, on(One, 12));
    assert_eq!(
        p.piece(b),
        officer(s),
        "B is free where A left it, still an officer"
    );
    assert_eq!(p.piece(y), held(soldier(s), b));
    assert_eq!(p.counts(One).free, 2);
}

#[test]
fn ending_on_a_removes_every_prisoner() {
    let s = on(One, 12);
    let mut p = one_to_move(&[
        (id(One, 1), soldier(s)),
        (id(Two, 1), held(soldier(s), id(One, 1))),
        (id(Two, 2), held(officer(s), id(One, 1))),
    ]);
    let played = p.apply_logged(turn(2, fwd(1))).unwrap();
    assert_eq!(played.removed, vec![id(Two, 1), id(Two, 2)]);
    assert!(played.promoted);
    assert_eq!(p.counts(Two).removed, 2);
    assert_eq!(p.winner(), None);
}

#[test]
fn a_bounce_does_not_stop_on_a_so_removes_nothing() {
    let s = on(One, 13);
    let mut p = one_to_move(&[
        (id(One, 1), officer(s)),
        (id(Two, 1), held(soldier(s), id(One, 1))),
    ]);
    p.apply(turn(3, fwd(1))).unwrap();
    assert_eq!(p.piece(id(Two, 1)), held(soldier(on(One, 12)), id(One, 1)));
}

#[test]
fn removing_the_seventh_piece_wins() {
    let mut p = one_step_from_winning();
    let played = p.apply_logged(turn(1, fwd(1))).unwrap();
    assert_eq!(played.winner, Some(One));
    assert_eq!(p.winner(), Some(One));
    assert_eq!(
        p.apply(Turn { roll: 6, mv: None }),
        Err(RuleError::GameOver)
    );
}

#[test]
fn a_player_whose_pieces_are_all_prisoners_passes() {
    let s = on(Two, 9);
    let mut pieces: Vec<(PieceId, Piece)> = (1..=7)
        .map(|n| (id(One, n), held(soldier(s), id(Two, 1))))
        .collect();
    pieces.push((id(Two, 1), soldier(s)));
    let mut p = one_to_move(&pieces);
    for roll in 1..=6 {
        assert!(moves(&p, roll).is_empty());
    }
    p.apply(Turn { roll: 2, mv: None }).unwrap();
    assert_eq!(p.to_move(), Two);
}

#[test]
fn prisoners_and_removed_pieces_cannot_move() {
    let s = on(Two, 9);
    let p = one_to_move(&[
        (id(Two, 1), soldier(s)),
        (id(One, 1), held(soldier(s), id(Two, 1))),
        (id(One, 2), soldier(Place::Removed)),
    ]);
    assert_eq!(p.target(fwd(1), 1), Err(RuleError::Prisoner(1)));
    assert_eq!(p.target(fwd(2), 1), Err(RuleError::Removed(2)));
    assert_eq!(p.target(fwd(8), 1), Err(RuleError::NoSuchPiece(8)));
}

#[test]
fn pieces_sharing_a_square_are_alike_only_empty_handed_and_of_one_rank() {
    let s = on(One, 13);
    let p = one_to_move(&[
        (id(One, 1), soldier(s)),
        (id(One, 2), soldier(s)),
        (id(One, 3), soldier(s)),
        (id(One, 4), officer(s)),
        (id(Two, 1), held(soldier(s), id(One, 3))),
    ]);
    assert!(p.alike(id(One, 1), id(One, 2)));
    assert!(!p.alike(id(One, 1), id(One, 3)), "3 holds a prisoner");
    assert!(!p.alike(id(One, 1), id(One, 4)), "4 is an officer");
    assert!(!p.alike(id(One, 1), id(One, 5)), "5 waits at D");
    assert_eq!(p.carrier(id(Two, 1)), id(One, 3));
    assert_eq!(p.carrier(id(One, 1)), id(One, 1));
    assert!(p.same_move(fwd(1), fwd(2), 1));
    assert!(
        !p.same_move(fwd(1), fwd(3), 1),
        "3 carries its prisoner along"
    );
    assert!(!p.same_move(fwd(4), back(4), 1), "forward and back");
}
