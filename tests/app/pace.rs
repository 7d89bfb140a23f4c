//! The window's pace (issue 38), headless: a person's turn asks for no frame, what moves
//! does; a search no longer wanted stops.

use crate::testing::*;

/// The pace of the window's frames as the last frame decided it.
fn pace(app: &App) -> Pace {
    *app.world().resource::<Pace>()
}

/// The window may sleep on a person's turn (issue 38): once the stones have landed,
/// nothing asks for a frame; a stone dropping or the AI's turn does.
#[test]
fn a_persons_turn_asks_for_no_frame_and_a_drop_or_the_ais_turn_does() {
    let mut app = headless_seats(5, true, [Seat::Human, Seat::Ai(Level::Beginner)]);
    app.insert_resource(WarmUp(Duration::ZERO));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(pace(&app), Pace::Still, "the first move waits for Alice");
    request(&mut app, "c3"); // a black stone in the contract: it drops
    assert!(count::<StoneFall>(&mut app) > 0);
    assert_eq!(pace(&app), Pace::Drawing, "the drop is drawn");
    // The AI's turn (its pause, its search, its stone's drop) draws too.
    let mut drawn = 0;
    while app.world().resource::<UnlurMatch>().game.history().len() < 2
        || count::<StoneFall>(&mut app) > 0
    {
        app.update();
        drawn += 1;
        assert!(drawn < 2000, "the AI answers");
        assert_eq!(
            pace(&app),
            Pace::Drawing,
            "frame {drawn}: the AI's turn is drawn"
        );
    }
    app.update();
    app.update();
    assert_eq!(pace(&app), Pace::Still, "Alice's turn again: nothing moves");
}

/// A search no longer wanted stops (issue 38): taken back while the strongest AI thinks,
/// its search ends at once, and the next answer comes in its own time, not queued
/// behind the stale search (on two cores the compute pool has one thread, and the
/// stale search also held the AI player).
#[test]
fn a_search_taken_back_stops_and_the_next_answer_comes_in_its_own_time() {
    let mut app = headless_seats(6, false, [Seat::Human, Seat::Ai(Level::Maximum)]);
    let budget = unlur::ai::unlur::levels::config(Level::Maximum)
        .budget
        .time
        .expect("the strongest level thinks for a time");
    request(&mut app, "pass"); // Alice takes Black; the AI (White) thinks
    step_until::<ThinkingOf<UnlurMatch>>(
        &mut app,
        "the AI thinking",
        Duration::from_secs(10),
        |s| s.busy(),
    );
    std::thread::sleep(Duration::from_millis(300));
    app.world_mut()
        .write_message(UndoRequest::<UnlurMatch>::default());
    app.update();
    assert!(
        app.world()
            .resource::<UnlurMatch>()
            .game
            .history()
            .is_empty()
    );
    let asked = std::time::Instant::now();
    request(&mut app, "pass");
    run_until(&mut app, "the AI's answer", |m| m.game.history().len() == 2);
    let took = asked.elapsed();
    // Its own budget and a margin for a loaded machine; behind the stale search it
    // would be about 1.7 s more.
    assert!(
        took < budget + Duration::from_millis(700),
        "the answer took {took:?} for a budget of {budget:?}"
    );
}
