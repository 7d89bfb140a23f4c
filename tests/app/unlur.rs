//! Unlur, headless: stones, the contract, sounds, the AI, hints.

use crate::testing::*;

#[test]
fn scripted_moves_give_stones_phases_and_the_game_over_message() {
    let mut app = headless(3, false);
    assert_eq!(count::<Cell>(&mut app), 19);
    assert_eq!(app.world().resource::<BoardView>().side, 3);
    request(&mut app, "pass"); // Alice passes: Alice is Black, Bob White and to move
    {
        let m = app.world().resource::<Match>();
        assert_eq!(m.game.phase(), Phase::Play);
        assert_eq!(
            text::contract_result(Tr::EN, m).unwrap(),
            "Alice passed and plays Black (goal: a Y). Bob plays White (goal: a Line)."
        );
    }
    for mv in ["a2", "a1", "b2", "a3", "c3", "b1", "d2", "c1"] {
        request(&mut app, mv);
        assert!(app.world().resource::<Seen>().over.is_empty());
    }
    assert_eq!(stones(&mut app).len(), 8);
    request(&mut app, "e2");
    let all = stones(&mut app);
    assert_eq!(all.len(), 9);
    assert_eq!(all.iter().filter(|s| s.colour == Colour::White).count(), 5);
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.over.len(), 1);
    let outcome = seen.over[0].0;
    assert_eq!(
        (outcome.winner, outcome.colour),
        (Player::Two, Colour::White)
    );
    assert_eq!(
        outcome.reason,
        WinReason::OwnGoal(unlur::rules::unlur::Goal::Line)
    );
    app.update();
    assert_eq!(
        count::<WinningStone>(&mut app),
        5,
        "the winning Line is highlighted"
    );
    assert_eq!(count::<LastMoveMarker>(&mut app), 1);
    let m = app.world().resource::<Match>();
    assert_eq!(text::result_headline(Tr::EN, m).unwrap(), "Bob wins!");
    assert_eq!(
        text::result_reason(Tr::EN, m).unwrap(),
        "Bob (White) made their goal: a Line joining N and S."
    );
    assert_eq!(
        text::result_reason(Tr::FR, m).unwrap(),
        "Bob (Blancs) a atteint son but : une Ligne reliant N et S."
    );

    // A move after the end is refused and changes nothing.
    request(&mut app, "e3");
    assert_eq!(stones(&mut app).len(), 9);
    assert_eq!(
        app.world().resource::<Seen>().refused.last().unwrap().error,
        unlur::rules::unlur::RuleError::GameOver
    );

    // Undo takes the winning stone back and the highlight with it (where takebacks
    // between people are on).
    allow_takebacks_between_people(&mut app);
    app.world_mut().write_message(UndoRequest);
    app.update();
    app.update();
    assert_eq!(stones(&mut app).len(), 8);
    assert_eq!(count::<WinningStone>(&mut app), 0);
    assert_eq!(app.world().resource::<Match>().game.phase(), Phase::Play);

    // A new game on another side rebuilds the board.
    app.world_mut().write_message(NewGameRequest(NewGame {
        side: 4,
        ..NewGame::default()
    }));
    app.update();
    app.update();
    assert_eq!(count::<Cell>(&mut app), 37);
    assert_eq!(stones(&mut app).len(), 0);
    assert_eq!(count::<LastMoveMarker>(&mut app), 0);
}

#[test]
fn the_contract_refuses_edge_cells_and_dims_them_until_the_pass() {
    let mut app = headless(6, false);
    request(&mut app, "a1");
    assert!(stones(&mut app).is_empty());
    let refused = app.world().resource::<Seen>().refused.clone();
    assert_eq!(refused.len(), 1);
    let words = Tr::EN.said(&unlur::i18n::Says::said(&refused[0].error));
    assert!(words.contains("on the edge"), "{words}");
    let mots = Tr::FR.said(&unlur::i18n::Says::said(&refused[0].error));
    assert!(mots.contains("sur le bord"), "{mots}");
    assert_eq!(
        app.world().resource::<SoundLog>().0.last(),
        Some(&SoundId::Refuse)
    );

    let edge_material = |app: &mut App| {
        let m = app.world().resource::<Match>();
        let a1 = m.game.board().parse_cell("a1").unwrap();
        let mut q = app
            .world_mut()
            .query::<(&Cell, &MeshMaterial3d<StandardMaterial>)>();
        let handle = q
            .iter(app.world())
            .find(|(c, _)| c.id == a1)
            .unwrap()
            .1
            .0
            .clone();
        material_colour(app, &handle)
    };
    assert_eq!(edge_material(&mut app), EDGE_LOCKED_COLOUR);

    // Hovering an edge cell shows it is not playable; an inner cell shows it is.
    let hover = |app: &mut App, name: &str| {
        let cell = app
            .world()
            .resource::<Match>()
            .game
            .board()
            .parse_cell(name)
            .unwrap();
        app.world_mut().insert_resource(Hovered(Some(cell)));
        app.update();
        app.update();
        let mut q = app
            .world_mut()
            .query_filtered::<&MeshMaterial3d<StandardMaterial>, With<HoverMarker>>();
        let handle = q.single(app.world()).unwrap().0.clone();
        material_colour(app, &handle)
    };
    assert_eq!(hover(&mut app, "a1"), HOVER_BAD);
    assert_eq!(hover(&mut app, "d4"), HOVER_OK);

    request(&mut app, "d4");
    request(&mut app, "pass");
    app.update();
    assert_eq!(
        edge_material(&mut app),
        EDGE_COLOUR,
        "edges open after the pass"
    );
    assert_eq!(hover(&mut app, "a1"), HOVER_OK);
    assert_eq!(
        app.world().resource::<SoundLog>().0.last(),
        Some(&SoundId::Pass)
    );
    request(&mut app, "a1");
    assert_eq!(stones(&mut app).len(), 2);

    // A game shown past its contract on a board of another size (a lesson's, a record's):
    // the new board's edge cells are open from the start.
    let (game, _) = unlur::app::session::loaded::Loaded::read(
        "[Game \"Unlur\"]\n[Size \"4\"]\n[Result \"*\"]\n\n1. pass\n",
    )
    .unwrap();
    app.world_mut()
        .write_message(unlur::app::session::records::ShowGame(Box::new(game)));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<Match>().game.board().side(), 4);
    assert_eq!(
        edge_material(&mut app),
        EDGE_COLOUR,
        "a shown game's edges open after its pass"
    );
}

#[test]
fn a_placed_stone_drops_settles_and_clicks_on_landing() {
    let mut app = headless(6, true);
    request(&mut app, "d4");
    let mut heights = Vec::new();
    for _ in 0..30 {
        let mut q = app.world_mut().query::<(&Transform, &Stone)>();
        heights.push(q.single(app.world()).unwrap().0.translation.y);
        app.update();
    }
    assert!(
        heights[0] > STONE_REST_Y + 0.5,
        "starts above the board: {heights:?}"
    );
    assert!(
        (heights.last().unwrap() - STONE_REST_Y).abs() < 1e-5,
        "settles on the tile"
    );
    // Landing takes about a quarter of a second (15 frames at 60 Hz).
    let landed_at = heights
        .iter()
        .position(|&h| (h - STONE_REST_Y).abs() < 1e-5)
        .unwrap();
    assert!(
        (13..=17).contains(&landed_at),
        "landed after {landed_at} frames"
    );
    // It eases out: the first half of the time covers most of the fall.
    let half = heights[landed_at / 2];
    assert!(half < STONE_REST_Y + 0.5 * (heights[0] - STONE_REST_Y));
    assert_eq!(count::<Drop>(&mut app), 0);
    let log = &app.world().resource::<SoundLog>().0;
    assert_eq!(
        log.iter().filter(|&&s| s == SoundId::Place).count(),
        1,
        "one click per stone: {log:?}"
    );
}

#[test]
fn the_end_sound_follows_the_deciding_stone() {
    let mut app = headless(3, false);
    for mv in ["pass", "a2", "a1", "b2", "a3", "c3", "b1", "d2", "c1", "e2"] {
        request(&mut app, mv);
    }
    app.update();
    let log = &app.world().resource::<SoundLog>().0;
    assert_eq!(log.last(), Some(&SoundId::GameOver), "{log:?}");
    assert_eq!(log.iter().filter(|&&s| s == SoundId::GameOver).count(), 1);
}

#[test]
fn a_resignation_ends_the_game() {
    let mut app = headless(6, false);
    request(&mut app, "pass");
    app.world_mut().write_message(MoveRequest(Move::Resign));
    app.update();
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.over.len(), 1);
    assert_eq!(seen.over[0].0.reason, WinReason::Resignation);
    assert_eq!(
        text::result_reason(Tr::EN, app.world().resource::<Match>()).unwrap(),
        "Bob (White) resigned."
    );
}

#[test]
fn ai_versus_ai_plays_a_whole_game() {
    let mut app = headless_seats(4, false, [Seat::Ai(Level::Beginner); 2]);
    run_until(&mut app, "the end of an AI game", |m| {
        m.game.phase() == Phase::Over
    });
    app.update();
    let m = app.world().resource::<Match>().clone();
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
    assert!(app.world().resource::<AiState>().thinking().is_none());
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
    assert_eq!(app.world().resource::<Match>().game.history().len(), 2);
    app.world_mut().write_message(UndoRequest);
    app.update();
    app.update();
    let m = app.world().resource::<Match>();
    assert!(
        m.game.history().is_empty(),
        "undo went back to Alice's turn: {:?}",
        m.game.history()
    );
    assert!(m.human_to_move());
}

#[test]
fn between_people_takebacks_are_off_by_default_and_on_when_the_setting_says_so() {
    let mut app = headless(5, false);
    assert_eq!(app.world().resource::<Match>().seats, [Seat::Human; 2]);
    let takebacks = |app: &mut App, on: bool| {
        app.world_mut()
            .resource_mut::<AppSettings>()
            .update(|s| s.takebacks_people = on);
    };
    // The settings as a new player has them: against the AI on, between people off.
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| *s = Settings::default());
    request(&mut app, "pass");
    app.world_mut().write_message(UndoRequest);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Match>().game.history().len(), 1);
    takebacks(&mut app, true);
    app.world_mut().write_message(UndoRequest);
    app.update();
    app.update();
    assert!(app.world().resource::<Match>().game.history().is_empty());
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
                .current_hint(world.resource::<Match>())
        };
        if let Some(mv) = hint {
            assert!(app.world().resource::<Match>().game.is_legal(mv));
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

/// The keyboard's cursor never vanishes: the arrows go on from where the mouse left the
/// board (they went back to the centre), a cell each, its mark shows on a stone too (it was drawn on
/// empty cells only), and its cell's name is shown.
#[test]
fn the_keyboard_cursor_starts_where_the_mouse_was_and_shows_on_stones() {
    use unlur::app::table::coordinates::CursorLabel;
    use unlur::app::unlur::keys::cursor_step;
    let mut app = headless(4, false);
    with_keyboard(&mut app);
    let board = app.world().resource::<Match>().game.board().clone();
    let cell = |name: &str| board.parse_cell(name).unwrap();
    // The mouse over b2, then off the board.
    app.world_mut().insert_resource(Hovered(Some(cell("b2"))));
    app.update();
    app.world_mut().insert_resource(Hovered(None));
    app.update();
    // Each arrow moves a cell, the first one too, from where the mouse was (play-test
    // 3: the first one only showed the cursor, and Right twice moved one cell).
    let column = board.centre(cell("b2")).0;
    let once = cursor_step(&board, cell("b2"), (1.0, 0.0), column).unwrap();
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<Hovered>().0, Some(once));
    tap(&mut app, KeyCode::ArrowRight);
    let right = cursor_step(&board, once, (1.0, 0.0), board.centre(once).0).unwrap();
    assert_eq!(app.world().resource::<Hovered>().0, Some(right));
    let label = app.world().resource::<CursorLabel>().0.clone();
    assert_eq!(
        label.map(|(_, name)| name),
        Some(board.name(right).to_string())
    );

    // On a stone: the mark stands on top of it.
    request(&mut app, "d4");
    app.world_mut().insert_resource(Hovered(Some(cell("d4"))));
    app.update();
    app.update();
    let mut marks = app
        .world_mut()
        .query_filtered::<(&Transform, &MeshMaterial3d<StandardMaterial>), With<HoverMarker>>();
    let marks: Vec<(f32, Handle<StandardMaterial>)> = marks
        .iter(app.world())
        .map(|(t, m)| (t.translation.y, m.0.clone()))
        .collect();
    assert_eq!(marks.len(), 1, "the cursor shows on the stone");
    assert!(marks[0].0 > STONE_REST_Y, "{:?}", marks[0].0);
    // Pale, not the red of a refusal (play-test 3: one's own stone looked wrong).
    let colour = material_colour(&mut app, &marks[0].1).to_srgba();
    assert!(colour.red > 0.8 && colour.green > 0.8, "{colour:?}");
}

/// In a game only the AI plays (the demo's), no mark meant for a person: the pointer
/// resting on a cell shows nothing (a green "you may play here" disc sat on the centre
/// for minutes).
#[test]
fn no_hover_mark_when_only_the_ai_plays() {
    let mut app = headless_seats(4, false, [Seat::Ai(Level::Beginner); 2]);
    let cell = app
        .world()
        .resource::<Match>()
        .game
        .board()
        .parse_cell("d4")
        .unwrap();
    app.world_mut().insert_resource(Hovered(Some(cell)));
    app.update();
    app.update();
    assert_eq!(count::<HoverMarker>(&mut app), 0);
}

/// Play-test 3: a click meant for a dialog never reaches the board below (clicking the
/// new-game dialog's name field placed a stone on the board behind it).
#[test]
fn a_click_meant_for_a_dialog_never_reaches_the_board() {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Click, Pointer};
    use bevy::picking::pointer::{Location, PointerButton, PointerId};
    use unlur::app::session::hud_state::HudState;
    let mut app = headless(4, false);
    // The windowed app's HUD state (the dialog's flag), which a headless app lacks.
    app.init_resource::<HudState>();
    app.update();
    let board = app.world().resource::<Match>().game.board().clone();
    let c3 = board.parse_cell("c3").unwrap();
    let mut cells = app.world_mut().query::<(Entity, &Cell)>();
    let entity = cells
        .iter(app.world())
        .find(|(_, c)| c.id == c3)
        .map(|(e, _)| e)
        .expect("the cell c3");
    let click = |app: &mut App| {
        let location = Location {
            target: NormalizedRenderTarget::None {
                width: 800,
                height: 600,
            },
            position: Vec2::new(400.0, 300.0),
        };
        let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
        let event = Click {
            button: PointerButton::Primary,
            hit,
            duration: Duration::from_millis(80),
            count: 1,
        };
        app.world_mut()
            .trigger(Pointer::new(PointerId::Mouse, location, event, entity));
        app.update();
        app.update();
    };
    let moves = |app: &App| app.world().resource::<Match>().game.history().len();
    app.world_mut().resource_mut::<HudState>().new_game_open = true;
    click(&mut app);
    assert_eq!(moves(&app), 0, "the dialog's click stayed in the dialog");
    app.world_mut().resource_mut::<HudState>().new_game_open = false;
    click(&mut app);
    assert_eq!(moves(&app), 1, "the board's click placed the stone");
}
