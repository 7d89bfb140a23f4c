//! Unlur's board under the pointer and the keys, headless: the keyboard's cursor, the
//! hover mark, and clicks that are the board's only when nothing is over it.

use crate::testing::*;

/// The keyboard's cursor never vanishes: the arrows go on from where the mouse left the
/// board (they went back to the centre), a cell each, its mark shows on a stone too (it was drawn on
/// empty cells only), and its cell's name is shown.
#[test]
fn the_keyboard_cursor_starts_where_the_mouse_was_and_shows_on_stones() {
    use unlur::app::table::coordinates::CursorLabel;
    use unlur::app::unlur::keys::cursor_step;
    let mut app = headless(4, false);
    with_keyboard(&mut app);
    let board = app.world().resource::<UnlurMatch>().game.board().clone();
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
    // A mid grey, not the red of a refusal (play-test 3: one's own stone looked wrong),
    // nor pale (a pale disc over the stone turned one's own black stone grey): it reads
    // on black and white stones alike.
    let colour = material_colour(&mut app, &marks[0].1).to_srgba();
    assert!(
        (colour.red - colour.blue).abs() < 0.1 && (0.4..0.8).contains(&colour.red),
        "{colour:?}"
    );
    // A ring on the stone's top, not the disc of an empty cell: the stone keeps its
    // colour.
    let shape = |app: &mut App| {
        app.world_mut()
            .query_filtered::<&Mesh3d, With<HoverMarker>>()
            .single(app.world())
            .unwrap()
            .0
            .clone()
    };
    let on_stone = shape(&mut app);
    app.world_mut().insert_resource(Hovered(Some(cell("b2"))));
    app.update();
    app.update();
    assert_ne!(
        shape(&mut app),
        on_stone,
        "a ring on a stone, a disc on a tile"
    );
}

/// In a game only the AI plays (the demo's), no mark meant for a person: the pointer
/// resting on a cell shows nothing (a green "you may play here" disc sat on the centre
/// for minutes).
#[test]
fn no_hover_mark_when_only_the_ai_plays() {
    let mut app = headless_seats(4, false, [Seat::Ai(Level::Beginner); 2]);
    let cell = cell_named(&app, "d4");
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
    let board = app.world().resource::<UnlurMatch>().game.board().clone();
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
    let moves = |app: &App| app.world().resource::<UnlurMatch>().game.history().len();
    app.world_mut().resource_mut::<HudState>().new_game_open = true;
    click(&mut app);
    assert_eq!(moves(&app), 0, "the dialog's click stayed in the dialog");
    app.world_mut().resource_mut::<HudState>().new_game_open = false;
    click(&mut app);
    assert_eq!(moves(&app), 1, "the board's click placed the stone");
}

/// The pointer leaving the window takes its hover mark off the board (it stayed there,
/// over the stone just placed too); the keyboard's cursor, shown, stays where it is.
#[test]
fn the_hover_mark_goes_when_the_pointer_leaves_the_window() {
    let mut app = headless(4, false);
    let cell = cell_named(&app, "d4");
    let leave = |app: &mut App| {
        app.world_mut().write_message(bevy::window::CursorLeft {
            window: Entity::PLACEHOLDER,
        });
        app.update();
    };
    app.world_mut().insert_resource(Hovered(Some(cell)));
    app.update();
    leave(&mut app);
    assert_eq!(app.world().resource::<Hovered>().0, None);
    // The keyboard's cursor is not the pointer's.
    app.world_mut().insert_resource(Hovered(Some(cell)));
    app.world_mut()
        .resource_mut::<unlur::app::table::input::KeyCursor>()
        .shown = true;
    leave(&mut app);
    assert_eq!(app.world().resource::<Hovered>().0, Some(cell));
}
