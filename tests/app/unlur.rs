//! Unlur, headless: stones, the contract, sounds, the end, takebacks between people
//! (against the AI: `unlur_ai.rs`).

use crate::testing::*;

/// The moment of the win: the winning Line lights along its path, one stone after
/// another from the goal's first side (N) to the other, once the winning stone has
/// landed, and the window draws while it does; the camera leans toward the path.
#[test]
fn the_winning_path_lights_cell_after_cell_in_order() {
    let mut app = headless(3, true);
    request(&mut app, "pass");
    for mv in ["a2", "a1", "b2", "a3", "c3", "b1", "d2", "c1"] {
        request(&mut app, mv);
        for _ in 0..30 {
            app.update();
        }
    }
    request(&mut app, "e2");
    let path: Vec<String> = {
        let m = app.world().resource::<UnlurMatch>();
        let board = m.game.board();
        m.game
            .winning_path()
            .iter()
            .map(|c| board.name(*c).to_string())
            .collect()
    };
    assert_eq!(path, ["e2", "d2", "c3", "b2", "a2"]);
    let mut lit: Vec<String> = Vec::new();
    let mut frames_with_news = 0;
    let mut first_at = None;
    for frame in 0..120 {
        app.update();
        let board = app.world().resource::<UnlurMatch>().game.board().clone();
        let mut q = app
            .world_mut()
            .query_filtered::<&Stone, With<WinningStone>>();
        let now: Vec<String> = q
            .iter(app.world())
            .map(|s| board.name(s.cell).to_string())
            .collect();
        let new: Vec<String> = now.into_iter().filter(|c| !lit.contains(c)).collect();
        assert!(new.len() <= 1, "lit together: {new:?} after {lit:?}");
        if !new.is_empty() {
            frames_with_news += 1;
            first_at.get_or_insert(frame);
        }
        lit.extend(new);
    }
    assert_eq!(lit, path, "lit in the path's order");
    assert_eq!(frames_with_news, 5);
    // Not before the winning stone landed (a quarter of a second at 60 frames a second).
    assert!(first_at.unwrap() >= 13, "lit at frame {first_at:?}");
    assert_eq!(count::<WinningHalo>(&mut app), 5);
    // The camera leans toward the path (its centre), once the stone has landed.
    let flourish = *app
        .world()
        .resource::<unlur::app::table::camera::CameraFlourish>();
    assert_eq!(
        flourish.delay,
        app.world().resource::<AnimationSettings>().drop_seconds
    );
    let centre = {
        let m = app.world().resource::<UnlurMatch>();
        let board = m.game.board();
        let cells = m.game.winning_path();
        cells
            .iter()
            .map(|c| unlur::app::unlur::board::cell_position(board, *c))
            .sum::<Vec3>()
            / cells.len() as f32
    };
    assert!(flourish.focus.xz().distance(centre.xz()) < 1e-4);
}

#[test]
fn scripted_moves_give_stones_phases_and_the_game_over_message() {
    let mut app = headless(3, false);
    assert_eq!(count::<Cell>(&mut app), 19);
    assert_eq!(app.world().resource::<BoardView>().side, 3);
    request(&mut app, "pass"); // Alice passes: Alice is Black, Bob White and to move
    {
        let m = app.world().resource::<UnlurMatch>();
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
    let m = app.world().resource::<UnlurMatch>();
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
    app.world_mut()
        .write_message(UndoRequest::<UnlurMatch>::default());
    app.update();
    app.update();
    assert_eq!(stones(&mut app).len(), 8);
    assert_eq!(count::<WinningStone>(&mut app), 0);
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.phase(),
        Phase::Play
    );

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
        let m = app.world().resource::<UnlurMatch>();
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
        let cell = cell_named(app, name);
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
    let (game, _) = unlur::app::session::any_match::AnyMatch::read(
        "[Game \"Unlur\"]\n[Size \"4\"]\n[Result \"*\"]\n\n1. pass\n",
    )
    .unwrap();
    app.world_mut()
        .write_message(unlur::app::session::records::ShowGame(Box::new(game)));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<UnlurMatch>().game.board().side(), 4);
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
    assert_eq!(count::<StoneFall>(&mut app), 0);
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
    app.world_mut()
        .write_message(PlayRequest::<UnlurMatch>(Move::Resign));
    app.update();
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.over.len(), 1);
    assert_eq!(seen.over[0].0.reason, WinReason::Resignation);
    assert_eq!(
        text::result_reason(Tr::EN, app.world().resource::<UnlurMatch>()).unwrap(),
        "Bob (White) resigned."
    );
}

#[test]
fn between_people_takebacks_are_off_by_default_and_on_when_the_setting_says_so() {
    let mut app = headless(5, false);
    assert_eq!(app.world().resource::<UnlurMatch>().seats, [Seat::Human; 2]);
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
    app.world_mut()
        .write_message(UndoRequest::<UnlurMatch>::default());
    app.update();
    app.update();
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 1);
    takebacks(&mut app, true);
    app.world_mut()
        .write_message(UndoRequest::<UnlurMatch>::default());
    app.update();
    app.update();
    assert!(
        app.world()
            .resource::<UnlurMatch>()
            .game
            .history()
            .is_empty()
    );
}
