//! The tests of a puzzle being solved: answers judged, the line played out, hints and
//! refutations in words, on shipped puzzles of each game.

use super::*;
use crate::puzzles::hint::uckers_piece;
use crate::puzzles::shipped;

/// The first shipped puzzle of `game` whose `pick`ed puzzle passes, started.
fn run_of(game: GameId, pick: impl Fn(&Puzzle) -> bool) -> PuzzleRun {
    shipped(game)
        .iter()
        .filter_map(|s| PuzzleRun::start(s.name, s.text).ok())
        .find(|r| pick(&r.puzzle))
        .expect("such a puzzle")
}

/// A legal move of the puzzle's position that is no answer.
fn wrong_move(run: &PuzzleRun, legal: Vec<String>) -> String {
    legal
        .into_iter()
        .find(|m| !run.is_right(m))
        .expect("a move that is no answer")
}

#[test]
fn an_unlur_answer_plays_its_line_and_a_wrong_one_is_refuted() {
    let mut run = run_of(GameId::Unlur, |p| p.kind == Kind::WinIn(2));
    let answer = run.puzzle.solutions[0].clone();
    let game = unlur::position(&run.puzzle).unwrap();
    let legal: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|m| crate::rules::unlur::move_text(game.board(), m))
        .collect();
    let legal_count = legal.len();
    let wrong = wrong_move(&run, legal);
    let Answered::Wrong(Refutation::Reply { text, wins }) = run.answer(&wrong) else {
        panic!("a reply refutes {wrong}");
    };
    // The reply stops the win: after it the solver has none within the moves left
    // (or it wins for the opponent).
    let mut after = run.table().boxed();
    after.play(&wrong).unwrap();
    after.play(&text).unwrap();
    if !wins {
        let g = crate::rules::unlur::read_record(&after.record(["a", "b"]))
            .unwrap()
            .game;
        assert!(!matches!(
            unlur::prove(&g, 1, unlur::CHECK_NODES),
            crate::ai::unlur::solver::Proof::Wins { .. }
        ));
    }
    assert!(!run.solved);
    // The hint's area: empty cells of one letter, an answer among them.
    let area = run.hint_cells();
    assert!(area.contains(&answer), "{answer} in {area:?}");
    assert!(area.len() < legal_count, "{} of {legal_count}", area.len());
    let Answered::Right { line, reason } = run.answer(&answer) else {
        panic!("{answer} is right");
    };
    assert!(reason.is_empty());
    let mut table = run.table().boxed();
    for m in &line {
        table.play(m).unwrap();
    }
    assert_eq!(table.winner(), Some(run.solver), "{line:?}");
    assert_eq!((run.tries, run.solved), (2, true));
}

/// Uckers' hint names a base by its colour ("the piece on rB" read as a code), a
/// square by its name; the board lights that place.
#[test]
fn an_uckers_hint_names_a_base_by_its_colour() {
    let from_base = run_of(GameId::Uckers, |p| {
        matches!(
            uckers_piece(p).map(|(pos, piece)| pos.square(piece)),
            Some(crate::rules::uckers::Square::Base(_))
        )
    });
    assert_eq!(from_base.hint().key(), "puzzle.hint.base");
    assert!(
        from_base.hint_cells()[0].ends_with('B'),
        "{:?}",
        from_base.hint_cells()
    );
    let on_track = run_of(GameId::Uckers, |p| {
        matches!(
            uckers_piece(p).map(|(pos, piece)| pos.square(piece)),
            Some(crate::rules::uckers::Square::Track(_))
        )
    });
    assert_eq!(on_track.hint().key(), "puzzle.hint.square");
}

/// The reasons read as words in both languages, never as the records' notation
/// (`g:t16-t18`): the other play is named as the list of choices names it.
#[test]
fn uckers_reasons_name_plays_in_words() {
    let mut named = 0;
    for s in shipped(GameId::Uckers).iter().step_by(3) {
        let mut run = PuzzleRun::start(s.name, s.text).unwrap();
        let answer = run.puzzle.solutions[0].clone();
        let Answered::Right { reason, .. } = run.answer(&answer) else {
            panic!("{}: {answer} is right", s.name);
        };
        for t in [crate::i18n::Tr::EN, crate::i18n::Tr::FR] {
            for r in &reason {
                let text = t.said(r);
                let notation = text
                    .as_bytes()
                    .windows(3)
                    .any(|w| b"yrgb".contains(&w[0]) && w[1] == b':' && w[2] != b' ');
                assert!(!notation, "{}: {text}", s.name);
                named += usize::from(text.contains('→'));
            }
        }
    }
    assert!(named > 0, "no reason names the other play");
}

#[test]
fn a_dice_answer_says_why_and_a_wrong_one_shows_both_chances() {
    for game in [GameId::RoyalUr, GameId::Uckers] {
        let mut run = run_of(game, |_| true);
        let answer = run.puzzle.solutions[0].clone();
        let legal: Vec<String> = match game {
            GameId::RoyalUr => {
                let (position, roll) = ur::position(&run.puzzle).unwrap();
                ur::ranked(&position, roll)
                    .into_iter()
                    .map(|r| {
                        crate::rules::ur::turn_text(
                            &position,
                            crate::rules::ur::Turn { roll, mv: r.0 },
                        )
                    })
                    .collect()
            }
            _ => {
                let (position, dice) = uckers::position(&run.puzzle).unwrap();
                uckers::ranked(&position, dice)
                    .into_iter()
                    .filter_map(|r| {
                        Some(crate::rules::uckers::action_text(
                            &position,
                            &crate::rules::uckers::Action::Roll { dice, play: r.0? },
                        ))
                    })
                    .collect()
            }
        };
        let wrong = wrong_move(&run, legal);
        let Answered::Wrong(Refutation::Chances {
            played,
            best,
            moves,
            best_text,
        }) = run.answer(&wrong)
        else {
            panic!("{game:?}: chances refute {wrong}");
        };
        // The best move, to show on the board, is the answer; both are said in words.
        assert!(
            run.is_right(&best_text),
            "{game:?}: {best_text} is {answer}"
        );
        let [mine, theirs] = moves.map(|m| crate::i18n::Tr::EN.said(&m));
        assert!(
            mine.contains('→') && theirs.contains('→') && mine != theirs,
            "{game:?}: {mine} / {theirs}"
        );
        let margin = run.puzzle.margin.unwrap() as f32 / 100.0;
        assert!(
            best - played >= margin - 0.011,
            "{game:?}: {best} {played} {margin}"
        );
        let Answered::Right { line, reason } = run.answer(&answer) else {
            panic!("{game:?}: {answer} is right");
        };
        assert_eq!(line, std::slice::from_ref(&answer));
        assert!(!reason.is_empty(), "{game:?}");
        // The hint lights one place: where the answer's piece stands.
        assert_eq!(run.hint_cells().len(), 1, "{game:?}");
        // Not a move at all: wrong, with nothing to show.
        assert_eq!(run.answer("nonsense"), Answered::Wrong(Refutation::None));
    }
}
