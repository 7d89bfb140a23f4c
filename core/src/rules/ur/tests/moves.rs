//! The board, the path, rolls and how soldiers and officers move.

use super::*;

#[test]
fn board_has_20_squares_and_five_decorative_rosettes() {
    assert_eq!(Square::all().count(), 20);
    assert_eq!(Square::all().filter(|s| s.is_rosette()).count(), 5);
    assert!(!Square { row: 0, col: 4 }.exists() && !Square { row: 2, col: 5 }.exists());
    // A rosette changes nothing: landing on one (square 4 = column 1) ends the turn.
    let mut p = Position::new(One);
    p.apply(turn(4, fwd(1))).unwrap();
    assert!(path_square(One, 4).is_rosette());
    assert_eq!(p.to_move(), Two);
}

#[test]
fn the_path_runs_through_the_own_camp_and_the_battlefield_only() {
    for player in [One, Two] {
        let camp = if player == One { 0 } else { 2 };
        let cols: Vec<(u8, u8)> = (1..=14)
            .map(|p| path_square(player, p))
            .map(|s| (s.row, s.col))
            .collect();
        let mut expected = vec![(camp, 3), (camp, 2), (camp, 1), (camp, 0)];
        expected.extend((0..8).map(|c| (1, c)));
        expected.extend([(camp, 7), (camp, 6)]);
        assert_eq!(cols, expected);
        for p in 1..=14 {
            assert_eq!(path_index(player, path_square(player, p)), Some(p));
            assert_ne!(path_square(player, p).camp_of(), Some(player.other()));
        }
    }
    // The battlefield is shared: both paths cross the same eight squares.
    assert_eq!(path_square(One, 7), path_square(Two, 7));
}

#[test]
fn a_six_passes_the_turn() {
    let mut p = Position::new(One);
    assert!(moves(&p, 6).is_empty());
    assert_eq!(p.apply(turn(6, fwd(1))), Err(RuleError::SixPasses));
    p.apply(Turn { roll: 6, mv: None }).unwrap();
    assert_eq!(p.to_move(), Two);
    assert_eq!(
        p.apply(Turn { roll: 7, mv: None }),
        Err(RuleError::BadRoll(7))
    );
}

#[test]
fn a_move_is_compulsory_when_one_is_legal() {
    let mut p = Position::new(One);
    assert_eq!(
        p.apply(Turn { roll: 3, mv: None }),
        Err(RuleError::MustMove(3))
    );
    assert_eq!(p, Position::new(One), "a refused turn changes nothing");
}

#[test]
fn with_no_legal_move_the_turn_passes() {
    // Player 1's only piece left is a soldier on 12; the rest are removed.
    let mut pieces: Vec<(PieceId, Piece)> = (2..=7)
        .map(|n| (id(One, n), soldier(Place::Removed)))
        .collect();
    pieces.push((id(One, 1), soldier(on(One, 12))));
    let mut p = Position::setup(One, &pieces);
    assert!(moves(&p, 3).is_empty(), "12 + 3 goes past A");
    p.apply(Turn { roll: 3, mv: None }).unwrap();
    assert_eq!(p.to_move(), Two);
}

#[test]
fn pieces_enter_from_d_lowest_number_first() {
    let mut p = Position::new(One);
    assert_eq!(moves(&p, 3), vec![fwd(1)]);
    assert_eq!(
        p.apply(turn(3, fwd(2))),
        Err(RuleError::NotNextToEnter { number: 2, next: 1 })
    );
    p.apply(turn(3, fwd(1))).unwrap();
    assert_eq!(p.piece(id(One, 1)).place, on(One, 3));
    assert_eq!(p.next_to_enter(One), Some(2));
}

#[test]
fn soldiers_move_forward_only_and_never_past_a() {
    let p = Position::setup(One, &[(id(One, 1), soldier(on(One, 11)))]);
    assert_eq!(p.target(back(1), 2), Err(RuleError::SoldierBackward(1)));
    assert_eq!(p.target(fwd(1), 3), Ok((11, 14)));
    assert_eq!(
        p.target(fwd(1), 4),
        Err(RuleError::PastArrival {
            number: 1,
            from: 11,
            roll: 4
        })
    );
}

#[test]
fn a_soldier_ending_exactly_on_a_becomes_an_officer_and_stays() {
    let mut p = Position::setup(One, &[(id(One, 1), soldier(on(One, 11)))]);
    let played = p.apply_logged(turn(3, fwd(1))).unwrap();
    assert!(played.promoted);
    assert_eq!(p.piece(id(One, 1)), officer(on(One, 14)));
    // Passing over A does not promote (the officer bounce below covers officers).
    let mut q = Position::setup(One, &[(id(One, 1), soldier(on(One, 8)))]);
    assert!(!q.apply_logged(turn(5, fwd(1))).unwrap().promoted);
}

#[test]
fn officers_move_both_ways_and_bounce_on_a() {
    let p = Position::setup(One, &[(id(One, 1), officer(on(One, 12)))]);
    assert_eq!(p.target(back(1), 5), Ok((12, 7)));
    assert_eq!(p.target(fwd(1), 2), Ok((12, 14)));
    // 12 + 5: forward to A (2), back 3: 28 - 12 - 5 = 11.
    assert_eq!(p.target(fwd(1), 5), Ok((12, 11)));
    let mut q = p;
    let played = q.apply_logged(turn(5, fwd(1))).unwrap();
    let path: Vec<u8> = played
        .path
        .iter()
        .map(|&s| path_index(One, s).unwrap())
        .collect();
    assert_eq!(path, vec![13, 14, 13, 12, 11]);
    assert!(!played.promoted);
}

#[test]
fn a_bounce_may_end_where_it_started_and_is_still_a_move() {
    let mut p = Position::setup(One, &[(id(One, 1), officer(on(One, 13)))]);
    assert_eq!(p.target(fwd(1), 2), Ok((13, 13)));
    assert!(moves(&p, 2).contains(&fwd(1)));
    p.apply(turn(2, fwd(1))).unwrap();
    assert_eq!(p.to_move(), Two);
}

#[test]
fn from_a_forward_and_backward_are_the_same_move() {
    let p = Position::setup(One, &[(id(One, 1), officer(on(One, 14)))]);
    assert_eq!(p.target(fwd(1), 4), p.target(back(1), 4));
    assert_eq!(p.target(fwd(1), 4), Ok((14, 10)));
    let listed: Vec<Move> = moves(&p, 4).into_iter().filter(|m| m.number == 1).collect();
    assert_eq!(listed, vec![back(1)], "listed once");
}

#[test]
fn an_officer_may_not_move_backward_past_square_1() {
    let p = Position::setup(One, &[(id(One, 1), officer(on(One, 3)))]);
    assert_eq!(p.target(back(1), 2), Ok((3, 1)));
    assert_eq!(
        p.target(back(1), 3),
        Err(RuleError::BeforeStart {
            number: 1,
            from: 3,
            roll: 3
        })
    );
    assert!(!moves(&p, 4).contains(&back(1)));
}
