//! Lessons in the app, headless: every lesson of every game played to its end through
//! its expected actions, as the mouse and the keyboard play them (the lesson fixes the
//! dice), and in each lesson one wrong action, explained and taken back, the lesson's
//! position unchanged.

use crate::testing::*;
use bevy::ecs::system::RunSystemOnce;
use unlur::ai::games::seat_player;
use unlur::ai::seat::Step;
use unlur::app::session::lesson::{Lesson, LessonGame, LessonRequest, Said};
use unlur::app::session::on_screen::OnScreen;
use unlur::lessons::Action;
use unlur::rules::GameId;

pub(crate) fn app_for(game: GameId) -> App {
    let new = NewGame {
        game,
        ..Default::default()
    };
    match game {
        GameId::Unlur => headless(4, false),
        GameId::RoyalUr => dice_app(unlur::app::ur::UrMatch::new(&new), game, false),
        GameId::Uckers => dice_app(unlur::app::uckers::UckersMatch::new(&new), game, false),
    }
}

fn lesson(app: &App) -> &LessonGame {
    app.world()
        .resource::<Lesson>()
        .0
        .as_ref()
        .expect("a lesson under way")
}

/// The actions on the board, in the notation.
pub(crate) fn board_texts(app: &mut App) -> Vec<String> {
    app.world_mut()
        .run_system_once(|s: OnScreen| {
            let g = s.current().expect("a game on the board");
            (0..g.moves())
                .filter_map(|i| g.move_text(i))
                .collect::<Vec<_>>()
        })
        .unwrap()
}

/// Whether the board shows the lesson's position and waits for the student.
fn ready(app: &mut App) -> bool {
    let texts = board_texts(app);
    let l = lesson(app);
    texts == l.run.table().texts()
}

/// One frame of the person's input toward the action `text`, as the mouse does: the
/// dice asked for (a roll, or a declaration) while the board waits for them, then the
/// move once they are known.
pub(crate) fn person_does(app: &mut App, game: GameId, text: &str) {
    match game {
        GameId::Unlur => {
            if app.world().resource::<UnlurMatch>().human_to_move() {
                request(app, text);
            }
        }
        GameId::RoyalUr => {
            use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
            let m = app.world().resource::<UrMatch>();
            if !m.human_to_move() {
                return;
            }
            match &m.stage {
                Stage::Roll => {
                    app.world_mut()
                        .write_message(UrRollRequest { forced: None });
                }
                Stage::Choose { .. } => {
                    let turn = unlur::rules::ur::parse_turn(m.game.position(), text).unwrap();
                    if let Some(mv) = turn.mv {
                        app.world_mut().write_message(PlayRequest::<UrMatch>(mv));
                    }
                }
                _ => {}
            }
        }
        GameId::Uckers => {
            use unlur::app::uckers::{Stage, UckersDeclareRequest, UckersMatch, UckersRollRequest};
            use unlur::rules::uckers::{Action as A, parse_action};
            let m = app.world().resource::<UckersMatch>();
            if !m.human_to_move() {
                return;
            }
            let action = parse_action(m.game.position(), text).unwrap();
            match (&m.stage, action) {
                (Stage::Roll, A::Declare { declaration, .. }) => {
                    app.world_mut()
                        .write_message(UckersDeclareRequest(declaration));
                }
                (Stage::Roll, A::Roll { .. }) => {
                    app.world_mut().write_message(UckersRollRequest);
                }
                (Stage::Choose { .. }, A::Roll { play, .. }) => {
                    app.world_mut()
                        .write_message(PlayRequest::<UckersMatch>(play));
                }
                _ => {}
            }
        }
    }
}

/// Updates the app until `done`, the person acting through `act` each frame.
fn until(app: &mut App, what: &str, act: impl FnMut(&mut App), done: impl Fn(&mut App) -> bool) {
    frames_until(app, what, (act, done), |app| {
        let board = board_texts(app);
        format!(
            "lesson at step {} said {:?}; lesson {:?}; board {board:?}",
            lesson(app).run.at(),
            lesson(app).said,
            lesson(app).run.table().texts(),
        )
    });
}

/// Plays lesson `number` of `game` to its end, one wrong action on the way.
fn play_lesson(app: &mut App, game: GameId, number: u32) {
    app.world_mut()
        .write_message(LessonRequest::Start(game, number));
    app.update();
    let name = format!("{game:?} lesson {number}");
    // Whatever game was on the board before (here the previous lesson's, longer or
    // shorter), the lesson starts on its own position, nothing said yet.
    until(app, &format!("{name}: its position"), |_| {}, ready);
    assert_eq!(
        lesson(app).said,
        Said::Nothing,
        "{name}: nothing said before the student acts"
    );
    let mut tried = false;
    while !lesson(app).run.done() {
        let step = lesson(app).run.step().unwrap().clone();
        let at = lesson(app).run.at();
        until(
            app,
            &format!("{name}: the board ready for step {}", at + 1),
            |_| {},
            ready,
        );
        let Action::Play(expected) = &step.action else {
            free_game(app, game, &name);
            continue;
        };
        if let (false, Some(wrong)) = (tried, step.tries.first()) {
            tried = true;
            let before = lesson(app).run.table().texts();
            until(
                app,
                &format!("{name}: the wrong `{wrong}` explained"),
                |app| person_does(app, game, wrong),
                |app| matches!(lesson(app).said, Said::Wrong(_)),
            );
            assert_eq!(lesson(app).said, Said::Wrong(step.wrong.clone()));
            assert_eq!(lesson(app).run.at(), at, "{name}: the step stays");
            assert_eq!(lesson(app).run.table().texts(), before);
            // (In Uckers the wrong action may be asking the dice for the wrong thing,
            // with nothing on the board to show.)
            if game != GameId::Uckers {
                for _ in 0..30 {
                    app.update();
                }
                assert_ne!(
                    board_texts(app),
                    before,
                    "{name}: the wrong action stays on the board half a second"
                );
            }
            until(
                app,
                &format!("{name}: the wrong `{wrong}` taken back"),
                |_| {},
                ready,
            );
            assert_eq!(board_texts(app), before, "{name}: the board as before");
        }
        until(
            app,
            &format!("{name}: step {} `{expected}` played", at + 1),
            |app| person_does(app, game, expected),
            |app| lesson(app).run.at() > at,
        );
        assert_eq!(lesson(app).said, Said::Good(step.good.clone()), "{name}");
    }
    let free = lesson(app)
        .run
        .lesson
        .steps
        .iter()
        .any(|s| matches!(s.action, Action::Free(_)));
    assert!(tried || free, "{name}: nothing wrong tried");
    // The teacher's last replies shown, the lesson is kept as done.
    if !free {
        until(app, &format!("{name}: the last replies"), |_| {}, ready);
    }
    assert!(
        app.world()
            .resource::<unlur::app::ground::settings::AppSettings>()
            .get()
            .lessons_done
            .done(game, number),
        "{name}: kept as done"
    );
}

/// The free game: the person plays it with a stronger AI's moves (Unlur), again after a
/// loss, until won.
fn free_game(app: &mut App, game: GameId, name: &str) {
    assert_eq!(game, GameId::Unlur, "{name}: free games are Unlur's");
    let student = lesson(app).run.student();
    for attempt in 0..6 {
        let mut me = seat_player(game, "ai:easy", attempt).unwrap();
        until(
            app,
            &format!("{name}: the free game over"),
            |app| {
                let m = app.world().resource::<UnlurMatch>();
                if m.human_to_move() && m.game.to_move() == student {
                    let record = unlur::rules::unlur::write_record(&m.game, "a", "b");
                    let (table, _) = unlur::rules::table::from_record(&record).unwrap();
                    if let Ok(Step::Play(text)) = me.step(table.as_ref(), None, &[]) {
                        request(app, &text);
                    }
                }
            },
            |app| lesson(app).run.done(),
        );
        match &lesson(app).said {
            Said::Good(_) => return,
            Said::Lost(_) => {
                tap(app, KeyCode::Enter);
                until(
                    app,
                    &format!("{name}: again"),
                    |_| {},
                    |app| !lesson(app).run.done(),
                );
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    panic!("{name}: the free game never won");
}

#[test]
fn every_lesson_of_every_game_plays_to_its_end_and_a_wrong_action_changes_nothing() {
    let (lessons, problems) = unlur::lessons::all();
    assert!(problems.is_empty(), "{problems:?}");
    for game in GameId::ALL {
        let mut app = app_for(game);
        for l in lessons.iter().filter(|l| l.game == game) {
            play_lesson(&mut app, game, l.number);
        }
    }
}

/// Plays `text` at the lesson's current step and waits for the verdict.
fn act_and_judge(app: &mut App, text: &str) -> Said {
    let at = lesson(app).run.at();
    until(
        app,
        &format!("`{text}` judged"),
        |app| person_does(app, GameId::Unlur, text),
        |app| lesson(app).run.at() > at || matches!(lesson(app).said, Said::Wrong(_)),
    );
    lesson(app).said.clone()
}

/// A step with several right answers accepts each (judged by the position after it):
/// any stone joining the group, any stone bringing it nearer the top, the other stone
/// that completes the Line (a2 completed it, the board lit the win, and the lesson took
/// it back saying it did not reach the bottom side).
#[test]
fn a_lesson_accepts_every_action_that_does_what_it_asks() {
    let mut app = app_for(GameId::Unlur);
    app.world_mut()
        .write_message(LessonRequest::Start(GameId::Unlur, 1));
    app.update();
    until(&mut app, "lesson 1", |_| {}, ready);
    assert!(matches!(act_and_judge(&mut app, "d4"), Said::Good(_)));
    until(&mut app, "step 2", |_| {}, ready);
    // c4 touches d4 from below: it joins the group as well as e4 would.
    assert!(matches!(act_and_judge(&mut app, "c4"), Said::Good(_)));
    until(&mut app, "step 3", |_| {}, ready);
    // e3 is above d4, the group's highest stone now (f4 would not touch it).
    assert!(matches!(act_and_judge(&mut app, "e3"), Said::Good(_)));
    assert!(lesson(&app).run.done());

    app.world_mut()
        .write_message(LessonRequest::Start(GameId::Unlur, 2));
    app.update();
    until(&mut app, "lesson 2", |_| {}, ready);
    assert!(matches!(act_and_judge(&mut app, "a2"), Said::Good(_)));
    assert!(lesson(&app).run.done());

    // Play-test 3: lesson 5 refused e3 ("e4: it touches d4 from above"), which touches
    // d4 from above as well.
    app.world_mut()
        .write_message(LessonRequest::Start(GameId::Unlur, 5));
    app.update();
    until(&mut app, "lesson 5", |_| {}, ready);
    assert!(matches!(act_and_judge(&mut app, "d4"), Said::Good(_)));
    until(&mut app, "lesson 5, step 2", |_| {}, ready);
    assert!(matches!(act_and_judge(&mut app, "pass"), Said::Good(_)));
    until(&mut app, "lesson 5, step 3", |_| {}, ready);
    assert!(matches!(act_and_judge(&mut app, "e3"), Said::Good(_)));
    assert!(lesson(&app).run.done());
}

/// Play-test 3: "Leave the lesson" goes back to the Learn list over the menu, with the
/// game that was on screen behind it (it opened a two-person game).
#[test]
fn leaving_a_lesson_goes_back_to_the_learn_list() {
    use unlur::app::session::lesson::LearnScreen;
    use unlur::app::session::screen::Screen;
    let mut app = app_for(GameId::RoyalUr);
    app.world_mut()
        .write_message(LessonRequest::Start(GameId::Unlur, 3));
    app.update();
    until(&mut app, "lesson 3", |_| {}, ready);
    app.world_mut().write_message(LessonRequest::Leave);
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<Lesson>().0.is_none());
    let learn = app.world().resource::<LearnScreen>();
    assert!(learn.open, "the Learn list");
    assert_eq!(learn.game, GameId::Unlur, "on the lesson's game");
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(
        app.world()
            .resource::<State<unlur::app::session::screen::ActiveGame>>()
            .get()
            .0,
        GameId::RoyalUr,
        "the game that was on screen is behind the menu"
    );
}
