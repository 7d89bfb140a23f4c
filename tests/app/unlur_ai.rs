//! Unlur against the AI, headless: a whole game between AIs, a person's clicks waiting
//! for its reply and a takeback of it, the hint.

use crate::testing::*;

#[test]
fn ai_versus_ai_plays_a_whole_game() {
    let mut app = headless_seats(4, false, [Seat::Ai(Level::Beginner); 2]);
    run_until(&mut app, "the end of an AI game", |m| {
        m.game.phase() == Phase::Over
    });
    app.update();
    let m = app.world().resource::<UnlurMatch>().clone();
    let placed = m
        .game
        .history()
        .iter()
        .filter(|mv| matches!(mv, Move::Place(_)))
        .count();
    assert_eq!(stones(&mut app).len(), placed);
    assert_eq!(app.world().resource::<Seen>().over.len(), 1);
    assert!(
        app.world().resource::<Seen>().refused.is_empty(),
        "the AI never plays an illegal move"
    );
    assert!(!app.world().resource::<ThinkingOf<UnlurMatch>>().busy());
}

#[test]
fn against_the_ai_clicks_wait_and_undo_takes_back_its_reply() {
    let mut app = headless_seats(5, false, [Seat::Human, Seat::Ai(Level::Beginner)]);
    request(&mut app, "pass"); // Alice takes Black; the AI (White) replies
    run_until(&mut app, "the AI's reply", |m| m.game.history().len() == 2);
    // While it is Alice's turn the AI does not move.
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 2);
    app.world_mut()
        .write_message(UndoRequest::<UnlurMatch>::default());
    app.update();
    app.update();
    let m = app.world().resource::<UnlurMatch>();
    assert!(
        m.game.history().is_empty(),
        "undo went back to Alice's turn: {:?}",
        m.game.history()
    );
    assert!(m.human_to_move());
}

#[test]
fn the_hint_suggests_a_legal_move_for_this_position() {
    let mut app = headless(5, false);
    request(&mut app, "pass");
    app.world_mut().write_message(HintRequest);
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_secs(120) {
        app.update();
        let hint = {
            let world = app.world();
            world
                .resource::<AiState>()
                .current_hint(world.resource::<UnlurMatch>())
        };
        if let Some(mv) = hint {
            assert!(app.world().resource::<UnlurMatch>().game.is_legal(mv));
            app.update();
            assert_eq!(count::<unlur::app::unlur::board::HintMarker>(&mut app), 1);
            // Playing a move makes the hint stale: it disappears.
            request(&mut app, "c3");
            app.update();
            assert_eq!(count::<unlur::app::unlur::board::HintMarker>(&mut app), 0);
            return;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    panic!("no hint arrived");
}
