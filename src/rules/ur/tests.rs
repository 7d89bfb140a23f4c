//! One test per decision of `shared/rules/royal-ur.md`.

use super::*;
use crate::rules::Player::{self, One, Two};

fn id(owner: Player, number: u8) -> PieceId {
    PieceId { owner, number }
}

fn on(owner: Player, path: u8) -> Place {
    Place::On(path_square(owner, path))
}

fn soldier(place: Place) -> Piece {
    Piece {
        place,
        rank: Rank::Soldier,
        holder: None,
    }
}

fn officer(place: Place) -> Piece {
    Piece {
        place,
        rank: Rank::Officer,
        holder: None,
    }
}

fn held(piece: Piece, by: PieceId) -> Piece {
    Piece {
        holder: Some(by),
        ..piece
    }
}

fn fwd(number: u8) -> Move {
    Move {
        number,
        dir: Dir::Forward,
    }
}

fn back(number: u8) -> Move {
    Move {
        number,
        dir: Dir::Backward,
    }
}

fn turn(roll: u8, mv: Move) -> Turn {
    Turn { roll, mv: Some(mv) }
}

fn moves(p: &Position, roll: u8) -> Vec<Move> {
    let mut out = Vec::new();
    p.legal_moves(roll, &mut out);
    out
}

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

#[test]
fn own_pieces_stack_and_only_one_leaves_per_turn() {
    let mut p = Position::setup(
        One,
        &[
            (id(One, 1), soldier(on(One, 6))),
            (id(One, 2), soldier(on(One, 6))),
        ],
    );
    p.apply(turn(2, fwd(1))).unwrap();
    assert_eq!(p.piece(id(One, 1)).place, on(One, 8));
    assert_eq!(p.piece(id(One, 2)).place, on(One, 6));
}

#[test]
fn landing_captures_every_free_opponent_piece_officers_included() {
    let target = on(Two, 9);
    let mut p = Position::setup(
        One,
        &[
            (id(One, 1), soldier(on(One, 6))),
            (id(Two, 1), soldier(target)),
            (id(Two, 2), officer(target)),
        ],
    );
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
    let mut p = Position::setup(One, &[(id(Two, 1), soldier(on(Two, 5)))]);
    p.apply(turn(5, fwd(1))).unwrap();
    assert_eq!(p.piece(id(Two, 1)).holder, Some(id(One, 1)));
}

#[test]
fn capturing_is_not_compulsory() {
    let p = Position::setup(
        One,
        &[
            (id(One, 1), soldier(on(One, 6))),
            (id(Two, 1), soldier(on(Two, 9))),
        ],
    );
    // Roll 3: piece 1 could capture on 9, but entering a new piece is legal too.
    assert_eq!(moves(&p, 3), vec![fwd(1), fwd(2)]);
}

#[test]
fn prisoners_travel_with_their_capturer() {
    let at = on(One, 9);
    let mut p = Position::setup(
        One,
        &[
            (id(One, 1), soldier(at)),
            (id(Two, 1), held(soldier(at), id(One, 1))),
        ],
    );
    let played = p.apply_logged(turn(2, fwd(1))).unwrap();
    assert_eq!(played.carried, vec![id(Two, 1)]);
    assert_eq!(p.piece(id(Two, 1)).place, on(One, 11));
}

#[test]
fn prisoners_are_carried_into_the_captors_camp() {
    let at = on(One, 12);
    let mut p = Position::setup(
        One,
        &[
            (id(One, 1), soldier(at)),
            (id(Two, 1), held(soldier(at), id(One, 1))),
        ],
    );
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
    let mut p = Position::setup(
        One,
        &[
            (a, soldier(on(One, 7))),
            (x, soldier(s)),
            (b, held(soldier(s), x)),
            (y, held(soldier(s), b)),
            (z, held(soldier(s), b)),
        ],
    );
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
    let mut p = Position::setup(
        One,
        &[
            (a, soldier(s)),
            (x, held(soldier(s), a)),
            (b, held(officer(s), x)),
            (y, held(soldier(s), b)),
        ],
    );
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
    let mut p = Position::setup(
        One,
        &[
            (id(One, 1), soldier(s)),
            (id(Two, 1), held(soldier(s), id(One, 1))),
            (id(Two, 2), held(officer(s), id(One, 1))),
        ],
    );
    let played = p.apply_logged(turn(2, fwd(1))).unwrap();
    assert_eq!(played.removed, vec![id(Two, 1), id(Two, 2)]);
    assert!(played.promoted);
    assert_eq!(p.counts(Two).removed, 2);
    assert_eq!(p.winner(), None);
}

#[test]
fn a_bounce_does_not_stop_on_a_so_removes_nothing() {
    let s = on(One, 13);
    let mut p = Position::setup(
        One,
        &[
            (id(One, 1), officer(s)),
            (id(Two, 1), held(soldier(s), id(One, 1))),
        ],
    );
    p.apply(turn(3, fwd(1))).unwrap();
    assert_eq!(p.piece(id(Two, 1)), held(soldier(on(One, 12)), id(One, 1)));
}

#[test]
fn removing_the_seventh_piece_wins() {
    let s = on(One, 13);
    let mut pieces: Vec<(PieceId, Piece)> = (1..=6)
        .map(|n| (id(Two, n), soldier(Place::Removed)))
        .collect();
    pieces.push((id(One, 1), officer(s)));
    pieces.push((id(Two, 7), held(soldier(s), id(One, 1))));
    let mut p = Position::setup(One, &pieces);
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
    let mut p = Position::setup(One, &pieces);
    for roll in 1..=6 {
        assert!(moves(&p, roll).is_empty());
    }
    p.apply(Turn { roll: 2, mv: None }).unwrap();
    assert_eq!(p.to_move(), Two);
}

#[test]
fn prisoners_and_removed_pieces_cannot_move() {
    let s = on(Two, 9);
    let p = Position::setup(
        One,
        &[
            (id(Two, 1), soldier(s)),
            (id(One, 1), held(soldier(s), id(Two, 1))),
            (id(One, 2), soldier(Place::Removed)),
        ],
    );
    assert_eq!(p.target(fwd(1), 1), Err(RuleError::Prisoner(1)));
    assert_eq!(p.target(fwd(2), 1), Err(RuleError::Removed(2)));
    assert_eq!(p.target(fwd(8), 1), Err(RuleError::NoSuchPiece(8)));
}

#[test]
fn the_notation_writes_and_reads_every_kind_of_turn() {
    let s = on(One, 13);
    let p = Position::setup(
        One,
        &[(id(One, 2), soldier(on(One, 7))), (id(One, 5), officer(s))],
    );
    assert_eq!(turn_text(&p, turn(4, fwd(2))), "4 2:7-11");
    assert_eq!(turn_text(&p, turn(3, fwd(1))), "3 D-3");
    assert_eq!(turn_text(&p, turn(3, fwd(5))), "3 5:13>12");
    assert_eq!(turn_text(&p, turn(4, back(5))), "4 5:13<9");
    assert_eq!(turn_text(&p, Turn { roll: 6, mv: None }), "6 --");
    for text in ["4 2:7-11", "3 D-3", "3 5:13>12", "4 5:13<9", "6 --"] {
        let t = parse_turn(&p, text).unwrap();
        assert_eq!(turn_text(&p, t), text);
    }
    let at_a = Position::setup(One, &[(id(One, 5), officer(on(One, 14)))]);
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
    let p = Position::setup(
        One,
        &[
            (id(One, 2), soldier(on(One, 7))),
            (id(One, 5), officer(on(One, 13))),
        ],
    );
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
        Err(RecordError::WrongGame(_))
    ));
    assert!(matches!(
        read_record("[Game \"Royal Ur\"]\n[First \"3\"]\n"),
        Err(RecordError::BadFirst(_))
    ));
}

#[test]
fn a_turn_after_the_end_is_an_error_and_a_wrong_result_a_warning() {
    let s = on(One, 13);
    let mut pieces: Vec<(PieceId, Piece)> = (1..=6)
        .map(|n| (id(Two, n), soldier(Place::Removed)))
        .collect();
    pieces.push((id(One, 1), officer(s)));
    pieces.push((id(Two, 7), held(soldier(s), id(One, 1))));
    let p = Position::setup(One, &pieces);
    let mut q = p;
    q.apply(turn(1, fwd(1))).unwrap();
    assert_eq!(
        parse_turn(&q, "6 --"),
        Err(TurnError::Rule(RuleError::GameOver))
    );
    let r = read_record(&SAMPLE.replace("[Result \"*\"]", "[Result \"1\"]")).unwrap();
    assert_eq!(r.warnings.len(), 1);
    assert!(r.warnings[0].contains("turns give `*`"));
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
