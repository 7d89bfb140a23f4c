//! Unlur against the AI, headless: a whole game between AIs, a person's clicks waiting
//! for its reply and a takeback of it, the hint (and a win by force it proved).

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

/// Issue 55: when the AI of the hint has proven a win by force, the hint says so, in
/// the player's language ("Hint: d4 — it wins by force in 2 moves").
#[test]
fn the_hint_says_a_win_by_force_when_it_is_proven() {
    use unlur::ai::unlur::solver::Forced;
    use unlur::ai::unlur::solver::{Limits, Proof, Solver};
    let mut app = headless(5, false);
    app.insert_resource(AiSettings {
        delay_seconds: 0.0,
        hint_level: unlur::ai::Level::Strong,
    });
    request(&mut app, "pass");
    // Seeded quiet stones until the player to move has a win by force in 2 or 3.
    let mut rng = unlur::ai::Rng64::new(7);
    loop {
        let game = app.world().resource::<UnlurMatch>().game.clone();
        let proof = Solver::for_game(&game).solve(&game, Limits::depth(3));
        if matches!(proof, Proof::Wins { moves: 2.., .. }) {
            break;
        }
        let quiet: Vec<_> = game
            .legal_moves()
            .into_iter()
            .filter(|&mv| game.clone().play(mv).unwrap().outcome.is_none())
            .collect();
        assert!(!quiet.is_empty(), "no win by force met on the way");
        let mv = quiet[rng.below(quiet.len())];
        app.world_mut().write_message(PlayRequest::<UnlurMatch>(mv));
        app.update();
    }
    app.world_mut().write_message(HintRequest);
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_secs(120) {
        app.update();
        let world = app.world();
        let (ai, m) = (world.resource::<AiState>(), world.resource::<UnlurMatch>());
        if let Some(forced) = ai.current_forced(m) {
            let Forced::Wins(n) = forced else {
                panic!("{forced:?}")
            };
            assert!(n >= 2);
            let words =
                |t| unlur::app::unlur::words::hint_why(t, m, ai.current_why(m), Some(forced));
            assert_eq!(
                words(unlur::i18n::Tr::EN).unwrap(),
                format!("— it wins by force in {n} moves")
            );
            assert_eq!(
                words(unlur::i18n::Tr::FR).unwrap(),
                format!("— il gagne à coup sûr en {n} coups")
            );
            return;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    panic!("no proven hint arrived");
}
