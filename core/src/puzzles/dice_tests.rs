//! The dice games' "best move" puzzles: made from self-play, read back, checked; a wrong
//! one planted fails; the reasons say what the position shows.

use super::tests::with_header;
use super::*;
use crate::rules::Player::{One, Two};
use crate::rules::uckers::{self as uckers_rules, Colour, Dice, Options, PieceId, Play};
use crate::rules::ur::build::{id, on, removed};
use crate::rules::ur::{self as ur_rules, Rank, Turn};

/// The first puzzle the self-play of `seed` gives for `game`.
fn first_made(game: GameId, seed: u64) -> Puzzle {
    (0..40)
        .find_map(|i| from_game(game, seed, i).expect("plays"))
        .map(|(puzzle, _)| puzzle)
        .expect("a puzzle within 40 games")
}

#[test]
fn a_made_dice_puzzle_is_a_record_replay_reads_and_the_check_proves() {
    for game in [GameId::RoyalUr, GameId::Uckers] {
        let puzzle = first_made(game, 5610);
        assert_eq!(Puzzle::parse(&puzzle.text).as_ref(), Ok(&puzzle));
        assert_eq!(puzzle.kind, Kind::BestMove);
        assert!(puzzle.margin.is_some_and(|m| m >= 10), "{}", puzzle.text);
        // An ordinary record: its game's reader takes it without a warning.
        let warnings = match game {
            GameId::RoyalUr => ur_rules::read_record(&puzzle.text).unwrap().warnings,
            _ => uckers_rules::read_record(&puzzle.text).unwrap().warnings,
        };
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(check(&puzzle, true), Ok(()), "{}", puzzle.text);
    }
}

#[test]
fn a_wrong_dice_puzzle_fails_its_check_and_says_why() {
    // Without the playouts: each of these fails before them.
    let said = |p: &Puzzle| check(p, false).unwrap_err().key().to_string();
    // Royal d'Ûr: the next best move given as the answer, a margin misstated, a roll or
    // an answer that does not fit.
    let puzzle = first_made(GameId::RoyalUr, 5611);
    let (position, roll) = ur::position(&puzzle).unwrap();
    let judged = ur::judge(&position, roll, false).unwrap();
    let next = ur_rules::turn_text(&position, ur::next_best(&judged, roll));
    assert_eq!(
        said(&with_header(&puzzle, "Solutions", &next)),
        "puzzle.dice.not_best"
    );
    let margin = puzzle.margin.unwrap() + 5;
    assert_eq!(
        said(&with_header(&puzzle, "Margin", &margin.to_string())),
        "puzzle.dice.margin"
    );
    assert_eq!(said(&with_header(&puzzle, "Roll", "6")), "puzzle.bad_roll");
    assert_eq!(
        said(&with_header(&puzzle, "Solutions", "3 9:1-4")),
        "puzzle.bad_solution"
    );
    // Uckers: the next best play given as the answer.
    let puzzle = first_made(GameId::Uckers, 5612);
    let (position, dice) = uckers::position(&puzzle).unwrap();
    let judged = uckers::judge(&position, dice, false).unwrap();
    let next = uckers_rules::action_text(
        &position,
        &uckers_rules::Action::Roll {
            dice,
            play: judged.moves[1].mv.unwrap(),
        },
    );
    assert_eq!(
        said(&with_header(&puzzle, "Solutions", &next)),
        "puzzle.dice.not_best"
    );
    assert_eq!(
        said(&with_header(&puzzle, "Roll", "7-1")),
        "puzzle.bad_roll"
    );
}

/// A roll with one move has nothing to choose; close moves are no puzzle.
#[test]
fn a_roll_without_a_clear_best_move_is_no_puzzle() {
    let start = ur_rules::Position::new(One);
    assert_eq!(
        ur::judge(&start, 3, true).unwrap_err().key(),
        "puzzle.dice.one_move"
    );
    // Two soldiers far from anything, one a square ahead of the other: moving either
    // changes little.
    let pieces = [
        (id(One, 1), on(One, 1, Rank::Soldier, None)),
        (id(One, 2), on(One, 2, Rank::Soldier, None)),
    ];
    let quiet = ur_rules::Position::setup(One, &pieces);
    assert_eq!(
        ur::judge(&quiet, 1, true).unwrap_err().key(),
        "puzzle.dice.close"
    );
}

#[test]
fn the_paired_interval_follows_the_playouts() {
    // The same outcomes: no difference, and an interval of nothing.
    let same = [2u8, 0, 2, 1, 0, 2];
    let (mean, (low, high)) = dice::paired(&same, &same);
    assert_eq!((mean, low, high), (0.0, 0.0, 0.0));
    // One wins every round the other loses: a margin of 1 (a whole game), sure.
    let (mean, (low, high)) = dice::paired(&[2; 100], &[0; 100]);
    assert_eq!((mean, low, high), (1.0, 1.0, 1.0));
    // Half the rounds won more: about half a game, within a 95% interval about it.
    let a: Vec<u8> = (0..1000).map(|i| if i % 2 == 0 { 2 } else { 1 }).collect();
    let (mean, (low, high)) = dice::paired(&a, &[1; 1000]);
    assert!((mean - 0.25).abs() < 1e-9, "{mean}");
    assert!(
        low > 0.22 && low < 0.25 && high > 0.25 && high < 0.28,
        "{low} {high}"
    );
}

#[test]
fn royal_ur_reasons_say_what_the_answer_does() {
    // Half-way: a 2 takes player 2's piece on 8 with the piece on 6.
    let mut pieces = vec![
        (id(One, 1), on(One, 6, Rank::Soldier, None)),
        (id(Two, 1), on(Two, 8, Rank::Soldier, None)),
    ];
    pieces.extend(removed(One, 4..=7));
    pieces.extend(removed(Two, 4..=7));
    let position = ur_rules::Position::setup(One, &pieces);
    let forward = |number| {
        Some(ur_rules::Move {
            number,
            dir: ur_rules::Dir::Forward,
        })
    };
    let capture = Turn {
        roll: 2,
        mv: forward(1),
    };
    let enter = Turn {
        roll: 2,
        mv: forward(2),
    };
    let keys =
        |r: Vec<crate::i18n::Said>| r.iter().map(|s| s.key().to_string()).collect::<Vec<_>>();
    assert_eq!(
        keys(ur::reason(&position, capture, enter))[0],
        "puzzle.reason.captures"
    );
    // Player 1's piece on 12 carries player 2's last piece: a 2 takes it to A and wins.
    let mut pieces = vec![
        (id(One, 1), on(One, 12, Rank::Soldier, None)),
        (id(Two, 1), on(One, 12, Rank::Soldier, Some(id(One, 1)))),
    ];
    pieces.extend(removed(Two, 2..=7));
    let position = ur_rules::Position::setup(One, &pieces);
    let reasons = keys(ur::reason(
        &position,
        Turn {
            roll: 2,
            mv: forward(1),
        },
        enter,
    ));
    assert_eq!(
        reasons[..3],
        [
            "puzzle.reason.wins",
            "puzzle.reason.removes",
            "puzzle.reason.officer"
        ]
    );
}

/// Play-test 4: "than the next best move (play the piece on 12)" beside an answer that
/// moved the piece on 12 too: the same piece is told apart by where it goes, and the
/// squares read as the board labels them (A, not 14).
#[test]
fn a_royal_ur_move_is_named_by_its_squares_as_the_board_labels_them() {
    use crate::i18n::Tr;
    // An officer on 12 and a soldier on 3; a 2 takes the officer to A or back to 10.
    let pieces = vec![
        (id(One, 1), on(One, 12, Rank::Officer, None)),
        (id(One, 2), on(One, 3, Rank::Soldier, None)),
        (id(Two, 1), on(Two, 6, Rank::Soldier, None)),
    ];
    let position = ur_rules::Position::setup(One, &pieces);
    let go = |number, dir| Turn {
        roll: 2,
        mv: Some(ur_rules::Move { number, dir }),
    };
    let (to_a, back, soldier) = (
        go(1, ur_rules::Dir::Forward),
        go(1, ur_rules::Dir::Backward),
        go(2, ur_rules::Dir::Forward),
    );
    let said = |s: crate::i18n::Said| (Tr::EN.said(&s), Tr::FR.said(&s));
    assert_eq!(
        said(ur::other_said(&position, to_a, back)),
        (
            "moving the piece on 12 to 10".to_string(),
            "jouer la pièce sur 12 vers 10".to_string()
        )
    );
    assert_eq!(
        said(ur::other_said(&position, back, to_a)).0,
        "moving the piece on 12 to A"
    );
    assert_eq!(
        said(ur::other_said(&position, to_a, soldier)).0,
        "moving the piece on 3"
    );
    assert_eq!(said(ur_rules::turn_said(&position, to_a)).0, "12 → A");
    assert_eq!(said(ur_rules::turn_said(&position, soldier)).0, "3 → 5");
}

#[test]
fn uckers_reasons_say_what_the_answer_does() {
    let keys =
        |r: Vec<crate::i18n::Said>| r.iter().map(|s| s.key().to_string()).collect::<Vec<_>>();
    let y = |index| PieceId {
        colour: Colour::Yellow,
        index,
    };
    // Yellow on steps 10, 14 and 30; red three squares ahead of the first.
    let red_at = |yellow_step: u8| {
        let t = Colour::Yellow.track_square(yellow_step);
        (0..=uckers_rules::TUBE_END)
            .find(|&s| Colour::Red.track_square(s) == t)
            .unwrap()
    };
    let r = |index| PieceId {
        colour: Colour::Red,
        index,
    };
    let pieces = [
        (y(0), Some(10)),
        (y(1), Some(14)),
        (y(2), Some(30)),
        (r(0), Some(red_at(13))),
        (r(1), Some(red_at(40))),
    ];
    let position = uckers_rules::Position::setup(Colour::Yellow, Options::default(), &pieces);
    let dice = Dice(3, 4);
    let plays = position.legal_plays(dice);
    let after = |play: Play| {
        let mut p = position;
        p.play_roll(dice, play).unwrap()
    };
    let capture = *plays
        .iter()
        .find(|&&p| !after(p).captured.is_empty())
        .expect("a play that captures");
    let quiet = *plays
        .iter()
        .find(|&&p| after(p).captured.is_empty())
        .expect("a play that does not");
    assert_eq!(
        keys(uckers::reason(&position, dice, capture, quiet))[0],
        "puzzle.reason.captures"
    );
    // 10 + 4 lands on 14: a blob with the other yellow piece (the 3 played elsewhere).
    let blob = *plays
        .iter()
        .find(
            |&&p| matches!(p, Play::Two(m, n) if m.piece == y(0) && m.to == 14 && n.piece == y(2)),
        )
        .expect("10 to 14");
    let blob_keys = keys(uckers::reason(&position, dice, blob, quiet));
    assert!(
        blob_keys.contains(&"puzzle.reason.blob".to_string()),
        "{blob_keys:?}"
    );
}

/// Every dice puzzle shipped reads, its answer is a legal move with its roll, no
/// position is there twice, and at least 200 a game; a sample is proven again here
/// (CI's `unlur puzzles check` proves every one).
#[test]
fn every_shipped_dice_puzzle_is_sound() {
    for game in [GameId::RoyalUr, GameId::Uckers] {
        let shipped = shipped(game);
        assert!(shipped.len() >= 200, "{game:?}: {} puzzles", shipped.len());
        let mut positions = std::collections::HashSet::new();
        for (i, p) in shipped.iter().enumerate() {
            let puzzle = Puzzle::parse(p.text).unwrap_or_else(|e| panic!("{}: {e}", p.name));
            assert_eq!(puzzle.kind, Kind::BestMove, "{}", p.name);
            let key = match game {
                GameId::RoyalUr => {
                    let (position, roll) = ur::position(&puzzle).unwrap();
                    ur::answer(&puzzle, &position, roll).unwrap();
                    ur::position_key(&position, roll)
                }
                _ => {
                    let (position, dice) = uckers::position(&puzzle).unwrap();
                    uckers::answer(&puzzle, &position, dice).unwrap();
                    uckers::position_key(&position, dice)
                }
            };
            assert!(positions.insert(key), "{}: a position twice", p.name);
            assert!(p.name.ends_with(game.extension()), "{}", p.name);
            if i % 40 == 0 {
                assert_eq!(check(&puzzle, true), Ok(()), "{}", p.name);
            }
        }
    }
}
