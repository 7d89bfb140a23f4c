//! Puzzles in the app, headless: for each game a puzzle at the player's level on the
//! board (the dice games' roll thrown as the puzzle fixes it), a wrong answer refuted
//! and its rating lost, a retry that puts the position back and changes the rating no
//! more, the right answer played as the mouse plays it, the line shown; the next
//! puzzle; the hint lighting the answer's area, a solve after it half a win; never
//! autosaved as a game.

use super::lessons::{app_for, board_texts, person_does};
use crate::testing::*;
use unlur::app::session::puzzle::{PuzzleRequest, Puzzles, Verdict};
use unlur::app::unlur::board::Hovered;
use unlur::puzzles::run::Refutation;
use unlur::rules::GameId;

fn puzzles(app: &App) -> &Puzzles {
    app.world().resource::<Puzzles>()
}

/// The puzzle's position on the board, its dice thrown (the dice games), waiting for
/// the answer.
fn ready(app: &mut App) -> bool {
    let texts = board_texts(app);
    let Some(now) = puzzles(app).now.as_ref() else {
        return false;
    };
    let waiting = texts == now.run.table().texts() && now.verdict == Verdict::Asking && now.set();
    waiting
        && match now.run.game() {
            GameId::Unlur => true,
            GameId::RoyalUr => matches!(
                app.world().resource::<unlur::app::ur::UrMatch>().stage,
                unlur::app::ur::Stage::Choose { .. }
            ),
            GameId::Uckers => matches!(
                app.world()
                    .resource::<unlur::app::uckers::UckersMatch>()
                    .stage,
                unlur::app::uckers::Stage::Choose { .. }
            ),
        }
}

fn until(app: &mut App, what: &str, act: impl FnMut(&mut App), done: impl Fn(&mut App) -> bool) {
    frames_until(app, what, (act, done), |app| {
        let board = board_texts(app);
        let verdict = puzzles(app).now.as_ref().map(|n| n.verdict.clone());
        format!("verdict {verdict:?}; board {board:?}")
    });
}

/// A legal action of the puzzle's position that is no answer, in the notation.
fn wrong_answer(app: &App) -> String {
    let now = puzzles(app).now.as_ref().unwrap();
    let run = &now.run;
    let candidates: Vec<String> = match run.game() {
        GameId::Unlur => {
            let game = unlur::puzzles::unlur::position(&run.puzzle).unwrap();
            game.legal_moves()
                .into_iter()
                .map(|m| unlur::rules::unlur::move_text(game.board(), m))
                .collect()
        }
        GameId::RoyalUr => {
            let (position, roll) = unlur::puzzles::ur::position(&run.puzzle).unwrap();
            unlur::puzzles::ur::ranked(&position, roll)
                .into_iter()
                .map(|r| {
                    unlur::rules::ur::turn_text(&position, unlur::rules::ur::Turn { roll, mv: r.0 })
                })
                .collect()
        }
        GameId::Uckers => {
            let (position, dice) = unlur::puzzles::uckers::position(&run.puzzle).unwrap();
            unlur::puzzles::uckers::ranked(&position, dice)
                .into_iter()
                .filter_map(|r| {
                    Some(unlur::rules::uckers::action_text(
                        &position,
                        &unlur::rules::uckers::Action::Roll { dice, play: r.0? },
                    ))
                })
                .collect()
        }
    };
    candidates
        .into_iter()
        .find(|m| !run.is_right(m))
        .expect("a move that is no answer")
}

/// The hint: Unlur's lights the empty cells of the answer's letter; the dice games'
/// leaves a ring only round the piece the answer moves (rings round every piece that
/// can move before). How many rings there were before.
fn hint_lights_the_answer(app: &mut App, game: GameId) -> usize {
    use unlur::app::table::dice_kit::CanMoveMark;
    let rings = |app: &mut App| {
        app.world_mut()
            .query_filtered::<(), With<CanMoveMark>>()
            .iter(app.world())
            .count()
    };
    let before = rings(app);
    app.world_mut().write_message(PuzzleRequest::Hint);
    until(
        app,
        &format!("{game:?}: the hint"),
        |_| {},
        |app| puzzles(app).now.as_ref().unwrap().hint,
    );
    let area = puzzles(app).hint_cells().to_vec();
    match game {
        GameId::Unlur => {
            let answer = &puzzles(app).now.as_ref().unwrap().run.puzzle.solutions[0];
            assert!(area.contains(answer), "{answer} in {area:?}");
        }
        _ => {
            assert_eq!(area.len(), 1, "{game:?}: {area:?}");
            assert!(before >= 1, "{game:?}");
            until(
                app,
                &format!("{game:?}: one ring"),
                |_| {},
                |app| rings(app) == 1,
            );
        }
    }
    before
}

/// The next puzzle (another) on the board, the hint asked first if `hint`, its answer
/// played as a person plays it; the verdict.
fn next_solved(app: &mut App, game: GameId, hint: bool) -> Verdict {
    let name = puzzles(app).now.as_ref().unwrap().run.name.clone();
    app.world_mut().write_message(PuzzleRequest::Next);
    until(
        app,
        &format!("{game:?}: the puzzle after {name}"),
        |_| {},
        |app| ready(app) && puzzles(app).now.as_ref().unwrap().run.name != name,
    );
    if hint {
        app.world_mut().write_message(PuzzleRequest::Hint);
    }
    let answer = puzzles(app).now.as_ref().unwrap().run.puzzle.solutions[0].clone();
    until(
        app,
        &format!("{game:?}: `{answer}` judged"),
        |app| person_does(app, game, &answer),
        |app| puzzles(app).now.as_ref().unwrap().verdict != Verdict::Asking,
    );
    puzzles(app).now.as_ref().unwrap().verdict.clone()
}

/// The seed the puzzles of the test below are drawn from.
const PUZZLE_SEED: u64 = 7;

#[test]
fn a_puzzle_of_each_game_is_refuted_retried_and_solved_on_the_board() {
    let mut rings_before_hint = Vec::new();
    for game in GameId::ALL {
        let mut app = app_for(game);
        // The puzzles come at random from the clock; these are drawn from a seed so that
        // a dice puzzle with several pieces to move is met (the hint's check below).
        app.world_mut()
            .resource_mut::<Puzzles>()
            .reseed(PUZZLE_SEED);
        app.world_mut().write_message(PuzzleRequest::Start(game));
        app.update();
        until(
            &mut app,
            &format!("{game:?}: the puzzle on the board"),
            |_| {},
            ready,
        );
        let start = puzzles(&app).progress.progress.game(game).rating.rating;
        let position = puzzles(&app).now.as_ref().unwrap().run.table().texts();

        // A wrong answer: refuted, the rating lost at this first try.
        let wrong = wrong_answer(&app);
        until(
            &mut app,
            &format!("{game:?}: `{wrong}` judged"),
            |app| person_does(app, game, &wrong),
            |app| puzzles(app).now.as_ref().unwrap().verdict != Verdict::Asking,
        );
        let Verdict::Wrong(refutation, Some(attempt)) =
            puzzles(&app).now.as_ref().unwrap().verdict.clone()
        else {
            panic!("{game:?}: `{wrong}` is wrong, at the first try");
        };
        assert!(attempt.after < start, "{game:?}: {attempt:?}");
        match (game, refutation) {
            (GameId::Unlur, Refutation::Reply { text, .. }) => {
                // The reply is shown on the board.
                until(
                    &mut app,
                    &format!("{game:?}: the reply {text}"),
                    |_| {},
                    |app| board_texts(app).last() == Some(&text),
                );
                // Answered: the board takes no more from the player's keys (the
                // arrows move no cursor) until a retry puts the puzzle again.
                with_keyboard(&mut app);
                app.world_mut().insert_resource(Hovered(None));
                tap(&mut app, KeyCode::ArrowRight);
                assert_eq!(app.world().resource::<Hovered>().0, None);
            }
            (GameId::Unlur, other) => panic!("{other:?}"),
            (
                _,
                Refutation::Chances {
                    played,
                    best,
                    best_text,
                    ..
                },
            ) => {
                assert!(best > played);
                // The best move is played on the board in the place of the player's.
                let mut shown = position.clone();
                shown.push(best_text.clone());
                until(
                    &mut app,
                    &format!("{game:?}: the best move {best_text} in the place of {wrong}"),
                    |_| {},
                    |app| board_texts(app) == shown,
                );
                assert!(matches!(
                    puzzles(&app).now.as_ref().unwrap().verdict,
                    Verdict::Wrong(..)
                ));
            }
            (_, other) => panic!("{game:?}: {other:?}"),
        }

        // Again: the position as it was, then the right answer; the rating moves no
        // more (only the first try counts).
        app.world_mut().write_message(PuzzleRequest::Retry);
        until(&mut app, &format!("{game:?}: again"), |_| {}, ready);
        assert_eq!(board_texts(&mut app), position);
        if game == GameId::Unlur {
            tap(&mut app, KeyCode::ArrowRight);
            assert!(
                app.world().resource::<Hovered>().0.is_some(),
                "the keys again"
            );
            app.world_mut().insert_resource(Hovered(None));
        }
        rings_before_hint.push(hint_lights_the_answer(&mut app, game));
        let answer = puzzles(&app).now.as_ref().unwrap().run.puzzle.solutions[0].clone();
        until(
            &mut app,
            &format!("{game:?}: `{answer}` judged"),
            |app| person_does(app, game, &answer),
            |app| puzzles(app).now.as_ref().unwrap().verdict != Verdict::Asking,
        );
        let Verdict::Right(reason, None) = puzzles(&app).now.as_ref().unwrap().verdict.clone()
        else {
            panic!("{game:?}: `{answer}` is right, and not the first try");
        };
        assert_eq!(
            reason.is_empty(),
            game == GameId::Unlur,
            "{game:?}: {reason:?}"
        );
        let progress = puzzles(&app).progress.progress.game(game);
        assert_eq!((progress.tried, progress.streak), (1, 0));
        assert_eq!(progress.rating.rating, attempt.after);
        // Unlur: the line played out to the win.
        if game == GameId::Unlur {
            until(
                &mut app,
                "the line to the win",
                |_| {},
                |app| {
                    app.world()
                        .resource::<UnlurMatch>()
                        .game
                        .outcome()
                        .is_some()
                },
            );
        }

        // The next puzzle: another, at the first try right this time, the streak begun.
        next_solved(&mut app, game, false);
        let progress = puzzles(&app).progress.progress.game(game);
        assert_eq!(
            (progress.tried, progress.streak, progress.solved.len()),
            (2, 1, 1)
        );
        assert!(progress.rating.rating > attempt.after);
        // One more, solved after the hint: half a win, the streak ended.
        let Verdict::Right(_, Some(hinted)) = next_solved(&mut app, game, true) else {
            panic!("{game:?}: right, at the first try");
        };
        assert_eq!(
            (hinted.how, hinted.streak),
            (unlur::puzzles::progress::FirstTry::Hinted, 0),
            "{game:?}"
        );
        assert_eq!(puzzles(&app).progress.progress.game(game).best_streak, 1);
        // Never kept as a saved game.
        let saved = app
            .world()
            .get_resource::<unlur::app::session::saved_games::SavedGames>()
            .map_or(0, |s| s.list.len());
        assert_eq!(saved, 0, "{game:?}: a puzzle autosaved");
    }
    // The hint took rings away somewhere (a dice puzzle with several pieces to move).
    assert!(
        rings_before_hint.iter().any(|&n| n > 1),
        "{rings_before_hint:?}"
    );
}
