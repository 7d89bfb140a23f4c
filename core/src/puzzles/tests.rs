use super::*;
use crate::ai::Rng64;
use crate::ai::unlur::solver::Proof;
use crate::ai::unlur::tests::random_play_position;
use crate::rules::unlur::{Game, Phase, move_text, read_record};

/// The most positions a test's proofs search (the debug build is slow).
const TEST_NODES: u64 = 20_000;

/// Puzzles made from random positions of side 5 where the side to move wins within 3
/// own moves: (the game, the puzzle), the first `count` found.
fn made_puzzles(count: usize, seed: u64) -> Vec<(Game, Puzzle)> {
    let mut rng = Rng64::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let game = random_play_position(5, 1 + rng.below(5), 12 + rng.below(14), &mut rng);
        if game.phase() != Phase::Play {
            continue;
        }
        if let Proof::Wins { moves, first } = unlur::prove(&game, 3, TEST_NODES) {
            let (puzzle, _) =
                unlur::made(&game, moves, &first, ["ai:easy", "ai:beginner"], "a test");
            out.push((game, puzzle));
        }
    }
    out
}

/// `puzzle` with header `key`'s value changed to `value` (the dice games' tests too).
pub(super) fn with_header(puzzle: &Puzzle, key: &str, value: &str) -> Puzzle {
    Puzzle::parse(&with_header_text(&puzzle.text, key, value)).expect("still a puzzle")
}

/// `text` with header `key`'s value changed to `value`.
fn with_header_text(text: &str, key: &str, value: &str) -> String {
    text.lines()
        .map(|l| {
            if l.starts_with(&format!("[{key} ")) {
                format!("[{key} \"{value}\"]")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_made_puzzle_is_a_record_replay_reads_and_the_check_proves() {
    let made = made_puzzles(12, 5601);
    let mut lengths = [0; 4];
    for (game, puzzle) in &made {
        let read = Puzzle::parse(&puzzle.text).expect("reads back");
        assert_eq!(&read, puzzle);
        // An ordinary record: the replay reads it, its headers raise no warning.
        let record = read_record(&puzzle.text).expect("a record");
        assert!(record.warnings.is_empty(), "{:?}", record.warnings);
        assert_eq!(record.game.history(), game.history());
        assert_eq!(
            unlur::check_within(puzzle, TEST_NODES),
            Ok(()),
            "{}",
            puzzle.text
        );
        let Kind::WinIn(n) = puzzle.kind else {
            panic!()
        };
        lengths[n as usize] += 1;
        // Every answer's line, the longest defences against it, ends in the mover's win
        // within n of its own moves.
        for answer in unlur::solutions(puzzle, game).unwrap() {
            let line = unlur::line(game, answer, n);
            let mut g = game.clone();
            for &mv in &line {
                g.play(mv).unwrap();
            }
            let winner = g.outcome().map(|o| o.winner);
            assert_eq!(winner, Some(game.to_move()), "{}: {line:?}", puzzle.text);
            assert!(line.len() < 2 * n as usize, "{line:?} for a win in {n}");
        }
    }
    // Not only wins in one.
    assert!(lengths[2] + lengths[3] > 0, "{lengths:?}");
}

#[test]
fn a_wrong_puzzle_fails_its_check_and_says_why() {
    let made = made_puzzles(12, 5602);
    let said = |p: &Puzzle| unlur::check_within(p, TEST_NODES).unwrap_err().key();
    // An answer left out.
    let (_, several) = made
        .iter()
        .find(|(_, p)| p.solutions.len() > 1)
        .expect("one with two answers");
    let fewer_answers = with_header(several, "Solutions", &several.solutions[1..].join(" "));
    assert_eq!(said(&fewer_answers), "puzzle.also_wins");
    // A move that does not win given as an answer.
    let (game, one) = &made[0];
    let loser = game
        .legal_moves()
        .into_iter()
        .find(|mv| !one.solutions.contains(&move_text(game.board(), *mv)))
        .expect("a move that is no answer");
    let planted = with_header(
        one,
        "Solutions",
        &format!(
            "{} {}",
            one.solutions.join(" "),
            move_text(game.board(), loser)
        ),
    );
    assert_eq!(said(&planted), "puzzle.not_winning");
    // A win filed longer than it is.
    let Kind::WinIn(n) = one.kind else { panic!() };
    let longer = with_header(one, "Puzzle", &format!("win in {}", n + 1));
    assert_eq!(said(&longer), "puzzle.fewer");
    // A win filed shorter than it is: not proven within it.
    let (_, long) = made
        .iter()
        .find(|(_, p)| p.kind != Kind::WinIn(1))
        .expect("a win in two or more");
    let Kind::WinIn(n) = long.kind else { panic!() };
    let shorter = with_header(long, "Puzzle", &format!("win in {}", n - 1));
    assert_eq!(said(&shorter), "puzzle.not_proven");
    // An answer that is not a move there.
    let nonsense = with_header(one, "Solutions", "z99");
    assert_eq!(said(&nonsense), "puzzle.bad_solution");
}

#[test]
fn a_puzzle_in_the_contract_or_after_the_end_is_refused() {
    let (_, puzzle) = &made_puzzles(1, 5603)[0];
    let (head, body) = puzzle.text.split_once("\n\n").unwrap();
    // The contract's first stone only.
    let first = body
        .split_whitespace()
        .take(2)
        .collect::<Vec<_>>()
        .join(" ");
    let contract = Puzzle::parse(&format!("{head}\n\n{first}\n")).unwrap();
    assert_eq!(
        unlur::check(&contract).unwrap_err().key(),
        "puzzle.in_contract"
    );
}

#[test]
fn a_puzzle_file_with_a_bad_header_says_which_and_where() {
    let (_, puzzle) = &made_puzzles(1, 5604)[0];
    let without = |key: &str| {
        puzzle
            .text
            .lines()
            .filter(|l| !l.starts_with(&format!("[{key} ")))
            .collect::<Vec<_>>()
            .join("\n")
    };
    for key in ["Puzzle", "Solutions", "Rating"] {
        let err = Puzzle::parse(&without(key)).unwrap_err();
        assert_eq!(err.key(), "record.at_line");
        assert!(err.to_string().contains(key), "{err}");
    }
    let bad = puzzle.text.replace("[Rating \"", "[Rating \"x");
    let err = Puzzle::parse(&bad).unwrap_err();
    assert_eq!(err.key(), "record.at_line");
    assert!(err.to_string().contains("Rating"), "{err}");
    let unknown = puzzle.text.replace("[Puzzle \"win in", "[Puzzle \"mate in");
    let err = Puzzle::parse(&unknown).unwrap_err();
    assert!(err.to_string().contains("win in N"), "{err}");
    // An Unlur puzzle asks for a win, not a dice game's best move.
    let dice = with_header_text(&puzzle.text, "Puzzle", "best move");
    let err = Puzzle::parse(&dice).unwrap_err();
    assert!(err.to_string().contains("asks for a win"), "{err}");
    assert_eq!(Kind::parse("win in 0"), None);
    assert_eq!(Kind::parse("Win in 3"), Some(Kind::WinIn(3)));
    assert_eq!(Kind::parse("best move"), Some(Kind::BestMove));
}

/// Every puzzle shipped is proven again: its position, its length, its answers; no
/// position twice; wins of every length from 1 to 4, at least 200 in all.
#[test]
fn every_shipped_unlur_puzzle_is_proven() {
    let shipped = shipped(crate::rules::GameId::Unlur);
    assert!(shipped.len() >= 200, "{} puzzles", shipped.len());
    let mut lengths = [0; unlur::DEPTH as usize + 1];
    let mut names = std::collections::HashSet::new();
    let mut positions = std::collections::HashSet::new();
    for p in &shipped {
        let puzzle = Puzzle::parse(p.text).unwrap_or_else(|e| panic!("{}: {e}", p.name));
        if let Err(e) = unlur::check(&puzzle) {
            panic!("{}: {e}", p.name);
        }
        let game = unlur::position(&puzzle).unwrap();
        assert!(names.insert(p.name), "{} twice", p.name);
        assert!(
            positions.insert(unlur::position_key(&game)),
            "{}: a position twice",
            p.name
        );
        assert!(p.name.ends_with(".unlur"), "{}", p.name);
        if let Kind::WinIn(n) = puzzle.kind {
            lengths[n as usize] += 1;
        }
    }
    assert!(lengths[1..].iter().all(|&n| n > 0), "{lengths:?}");
}
