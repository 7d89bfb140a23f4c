//! Royal d'Ûr's takebacks, headless: back to the person's last choice, past turns the
//! roll left no choice in, the die in hand kept, the same rolls after, nothing when they
//! are off.

use crate::royal_ur::{piece_positions, roll_to_choose, stage, step_until, ur_app};
use crate::testing::*;
use unlur::app::ur::view::layout;
use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
use unlur::rules::ur::{Dir, Move as UrMove};

/// A person against the AI: the person's 3 enters piece 1, the AI replies, and the
/// person is to roll again. The app, and the move that entered.
fn entered_and_answered() -> (App, UrMove) {
    let mut app = ur_app([Seat::Human, Seat::Ai(Level::Beginner)], false);
    roll_to_choose(&mut app, 3);
    let enter = UrMove {
        number: 1,
        dir: Dir::Forward,
    };
    app.world_mut().write_message(PlayRequest::<UrMatch>(enter));
    step_until(&mut app, "the AI's turn", |m| m.game.history().len() == 2);
    step_until(&mut app, "the person's turn", |m| m.stage == Stage::Roll);
    (app, enter)
}

#[test]
fn undo_against_the_ai_goes_back_to_the_persons_choice_with_the_same_rolls() {
    let (mut app, enter) = entered_and_answered();
    let ai_roll = app.world().resource::<UrMatch>().game.history()[1].roll;
    app.world_mut()
        .write_message(UndoRequest::<UrMatch>::default());
    app.update();
    app.update();
    let m = app.world().resource::<UrMatch>();
    assert!(m.game.history().is_empty(), "{:?}", m.game.history_texts());
    let places = layout(m.game.position());
    for (id, at) in piece_positions(&mut app) {
        assert!(at.distance(places[&id].at) < 1e-3, "{id:?} back at D");
    }
    // No reroll: the person's 3 is rolled again at once, then the AI's roll.
    step_until(&mut app, "the same roll", |m| {
        matches!(m.stage, Stage::Choose { roll: 3, .. })
    });
    app.world_mut().write_message(PlayRequest::<UrMatch>(enter));
    step_until(&mut app, "the AI's turn again", |m| {
        m.game.history().len() == 2
    });
    assert_eq!(
        app.world().resource::<UrMatch>().game.history()[1].roll,
        ai_roll
    );
}

#[test]
fn undo_goes_back_to_the_persons_last_choice_past_a_six_that_passed() {
    // The person's 3 enters a piece: their one choice of the game so far.
    let (mut app, _) = entered_and_answered();
    // Then a 6: it passes by itself, and the AI plays.
    app.world_mut()
        .write_message(UrRollRequest { forced: Some(6) });
    app.update();
    step_until(&mut app, "the AI's second turn", |m| {
        m.game.history().len() == 4
    });
    step_until(&mut app, "the person's turn again", |m| {
        m.stage == Stage::Roll && m.human_to_move()
    });
    assert_eq!(
        app.world().resource::<UrMatch>().game.history_texts()[2],
        "6 --"
    );
    // The takeback goes past the 6 (played again, it would pass again and the AI
    // replay: the undo would seem to do nothing) to the turn the person chose in.
    app.world_mut()
        .write_message(UndoRequest::<UrMatch>::default());
    app.update();
    app.update();
    let m = app.world().resource::<UrMatch>();
    assert!(m.game.history().len() < 2, "{:?}", m.game.history_texts());
}

#[test]
fn an_undo_with_the_die_in_hand_keeps_it_for_that_turn() {
    let mut app = ur_app([Seat::Human, Seat::Ai(Level::Beginner)], false);
    let enter = UrMove {
        number: 1,
        dir: Dir::Forward,
    };
    roll_to_choose(&mut app, 3);
    app.world_mut().write_message(PlayRequest::<UrMatch>(enter));
    step_until(&mut app, "the person's turn", |m| {
        m.game.history().len() == 2 && m.stage == Stage::Roll
    });
    // The person rolls, dislikes the die, and takes back the turn before.
    app.world_mut()
        .write_message(UrRollRequest { forced: None });
    app.update();
    step_until(&mut app, "the die in hand", |m| {
        matches!(m.stage, Stage::Choose { .. } | Stage::Passing { .. })
    });
    let in_hand = match stage(&app) {
        Stage::Choose { roll, .. } | Stage::Passing { roll } => roll,
        other => panic!("{other:?}"),
    };
    app.world_mut()
        .write_message(UndoRequest::<UrMatch>::default());
    app.update();
    app.update();
    step_until(&mut app, "the first roll again", |m| {
        matches!(m.stage, Stage::Choose { roll: 3, .. })
    });
    app.world_mut().write_message(PlayRequest::<UrMatch>(enter));
    step_until(&mut app, "the person's turn again", |m| {
        m.game.history().len() == 2 && m.stage == Stage::Roll
    });
    // That turn's die comes again: no dice-fishing.
    app.world_mut()
        .write_message(UrRollRequest { forced: None });
    app.update();
    step_until(&mut app, "the die of that turn", |m| {
        matches!(m.stage, Stage::Choose { .. } | Stage::Passing { .. })
    });
    assert!(
        matches!(stage(&app), Stage::Choose { roll, .. } | Stage::Passing { roll } if roll == in_hand),
        "{in_hand} rolled again as {:?}",
        stage(&app)
    );
}

#[test]
fn with_takebacks_off_undo_does_nothing() {
    let mut app = ur_app([Seat::Human; 2], false);
    app.insert_resource(AppSettings::in_memory(Settings {
        takebacks: false,
        ..Settings::default()
    }));
    roll_to_choose(&mut app, 2);
    app.world_mut()
        .write_message(PlayRequest::<UrMatch>(UrMove {
            number: 1,
            dir: Dir::Forward,
        }));
    step_until(&mut app, "the turn", |m| m.game.history().len() == 1);
    app.world_mut()
        .write_message(UndoRequest::<UrMatch>::default());
    app.update();
    app.update();
    assert_eq!(app.world().resource::<UrMatch>().game.history().len(), 1);
}
