//! The shell around the games: the demo, keyboard play, palettes, the rules screen.

use crate::testing::*;

#[test]
fn the_demo_plays_on_by_itself_and_any_key_leaves_it() {
    use unlur::app::screens::demo::{Demo, DemoRequest};
    use unlur::app::session::hud_state::HudState;
    use unlur::app::table::camera::CameraYaw;

    let mut app = headless(6, false);
    app.add_plugins(bevy::input::InputPlugin);
    app.init_resource::<HudState>().init_resource::<CameraYaw>();
    app.add_plugins(unlur::app::screens::demo::plugin);
    app.world_mut().resource_mut::<Demo>().level = Level::Beginner;
    app.world_mut().write_message(DemoRequest);
    app.update();
    app.update();
    {
        let m = app.world().resource::<UnlurMatch>();
        assert!(screen(&app) == Screen::Demo);
        assert!(
            m.seats.iter().all(|s| matches!(s, Seat::Ai(_))),
            "both seats are AIs"
        );
    }
    // The camera turns while the AIs play.
    let yaw0 = app.world().resource::<CameraYaw>().0;
    run_until(&mut app, "some demo moves", |m| m.game.history().len() >= 3);
    assert!(app.world().resource::<CameraYaw>().0 != yaw0);
    // A presenter's remote drives it: Page Down goes to the next game (Royal d'Ûr),
    // Page Up back to the one before; the demo goes on.
    let press = |app: &mut App, key: KeyCode, logical: bevy::input::keyboard::Key| {
        for state in [
            bevy::input::ButtonState::Pressed,
            bevy::input::ButtonState::Released,
        ] {
            app.world_mut()
                .write_message(bevy::input::keyboard::KeyboardInput {
                    key_code: key,
                    logical_key: logical.clone(),
                    state,
                    text: None,
                    repeat: false,
                    window: Entity::PLACEHOLDER,
                });
            app.update();
        }
        app.update();
    };
    press(
        &mut app,
        KeyCode::PageDown,
        bevy::input::keyboard::Key::PageDown,
    );
    assert!(screen(&app) == Screen::Demo);
    assert_eq!(
        *app.world()
            .resource::<State<unlur::app::session::screen::ActiveGame>>()
            .get(),
        unlur::app::session::screen::ActiveGame::ROYAL_UR
    );
    // A spectator reads each side by its pieces' colour, not a "Player 1" to map to one;
    // Unlur, whose colours the contract decides, keeps its players' names.
    assert_eq!(
        app.world().resource::<unlur::app::ur::UrMatch>().names,
        ["White", "Black"]
    );
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.language = unlur::settings::Language::French);
    press(
        &mut app,
        KeyCode::PageDown,
        bevy::input::keyboard::Key::PageDown,
    );
    press(
        &mut app,
        KeyCode::PageUp,
        bevy::input::keyboard::Key::PageUp,
    );
    assert_eq!(
        app.world().resource::<unlur::app::ur::UrMatch>().names,
        ["Blanc", "Noir"]
    );
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.language = unlur::settings::Language::English);
    press(
        &mut app,
        KeyCode::PageUp,
        bevy::input::keyboard::Key::PageUp,
    );
    assert!(screen(&app) == Screen::Demo);
    assert_eq!(
        *app.world()
            .resource::<State<unlur::app::session::screen::ActiveGame>>()
            .get(),
        unlur::app::session::screen::ActiveGame::UNLUR
    );
    // Any other key returns to the menu with people at the board.
    app.world_mut()
        .write_message(bevy::input::keyboard::KeyboardInput {
            key_code: KeyCode::Space,
            logical_key: bevy::input::keyboard::Key::Space,
            state: bevy::input::ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    app.update();
    app.update();
    assert!(screen(&app) != Screen::Demo);
    assert!(screen(&app) == Screen::Menu);
    assert!(!app.world().resource::<HudState>().new_game_open);
    assert_eq!(app.world().resource::<UnlurMatch>().seats, [Seat::Human; 2]);
    assert!(
        app.world()
            .resource::<UnlurMatch>()
            .game
            .history()
            .is_empty()
    );
}

/// At a first start there is no game behind the menu; back from a game, there is, and
/// the menu opens with it chosen (a card chosen before stays chosen no more).
#[test]
fn at_a_first_start_on_the_menu_there_is_no_game_to_go_back_to() {
    use unlur::app::screens::menu::MenuCursor;
    use unlur::app::session::screen::GameBehind;
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_state(Screen::Menu);
    app.add_plugins(unlur::app::core_plugin);
    app.update();
    assert_eq!(*app.world().resource::<GameBehind>(), GameBehind(false));
    // Uckers chosen in the menu, then the Unlur game played.
    app.world_mut().resource_mut::<MenuCursor>().0 = 2;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    assert_eq!(*app.world().resource::<GameBehind>(), GameBehind(true));
    let unlur = unlur::rules::GameId::ALL
        .iter()
        .position(|&g| g == GameId::Unlur)
        .unwrap();
    assert_eq!(app.world().resource::<MenuCursor>().0, unlur);
}

/// F1 on the menu opens the rules of the game chosen there (it opened Unlur's while
/// Royal d'Ûr was chosen).
#[test]
fn f1_on_the_menu_opens_the_rules_of_the_game_chosen_there() {
    use unlur::app::screens::menu::MenuCursor;
    use unlur::app::screens::rules::RulesScreen;
    use unlur::rules::GameId;
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_state(Screen::Menu);
    app.add_plugins(unlur::app::core_plugin);
    app.init_resource::<RulesScreen>();
    with_keyboard(&mut app);
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        app.world_mut().resource_mut::<MenuCursor>().0 = i;
        tap(&mut app, KeyCode::F1);
        let rules = app.world().resource::<RulesScreen>();
        assert!(rules.open && rules.game == game, "{game:?}");
        tap(&mut app, KeyCode::F1);
        assert!(!app.world().resource::<RulesScreen>().open);
    }
}

#[test]
fn keyboard_alone_plays_a_whole_game_of_unlur() {
    let mut app = headless(3, false);
    with_keyboard(&mut app);
    // Moves the cursor with the arrows until it is on `name`, then presses Enter; gives
    // the number of moves played.
    let go = |app: &mut App, name: &str| {
        let target = {
            let m = app.world().resource::<UnlurMatch>();
            parse_move(m.game.board(), name).unwrap()
        };
        let Move::Place(target) = target else {
            unreachable!()
        };
        for _ in 0..40 {
            let at = app.world().resource::<Hovered>().0;
            if at == Some(target) {
                break;
            }
            let key = match at {
                None => KeyCode::ArrowRight,
                Some(c) => {
                    let board = app.world().resource::<UnlurMatch>().game.board().clone();
                    let ((x, y), (tx, ty)) = (board.centre(c), board.centre(target));
                    if ty > y + 0.1 {
                        KeyCode::ArrowUp
                    } else if ty < y - 0.1 {
                        KeyCode::ArrowDown
                    } else if tx > x {
                        KeyCode::ArrowRight
                    } else {
                        KeyCode::ArrowLeft
                    }
                }
            };
            tap(app, key);
        }
        assert_eq!(
            app.world().resource::<Hovered>().0,
            Some(target),
            "the arrows reach {name}"
        );
        let before = app.world().resource::<UnlurMatch>().game.history().len();
        tap(app, KeyCode::Enter);
        app.update();
        app.world().resource::<UnlurMatch>().game.history().len() - before
    };
    let place = |app: &mut App, name: &str| {
        assert_eq!(go(app, name), 1, "Enter placed a stone on {name}");
    };
    let place_refused = |app: &mut App, name: &str| {
        assert_eq!(go(app, name), 0, "Enter on {name} is refused");
        assert_eq!(app.world().resource::<Seen>().refused.len(), 1);
    };
    // The contract: Enter on an edge cell is refused; Alice passes (P) and plays Black.
    place_refused(&mut app, "a1");
    tap(&mut app, KeyCode::KeyP);
    app.update();
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.phase(),
        Phase::Play
    );
    // Bob (White) and Alice play it out with the arrows and Enter: Bob's Line wins.
    for mv in ["a2", "a1", "b2", "a3", "c3", "b1", "d2", "c1", "e2"] {
        assert!(app.world().resource::<Seen>().over.is_empty());
        place(&mut app, mv);
    }
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.over.len(), 1, "the game ended");
    assert_eq!(seen.over[0].0.winner, Player::Two);
    // Ctrl+Z takes the last stone back (where takebacks between people are on).
    allow_takebacks_between_people(&mut app);
    let len = app.world().resource::<UnlurMatch>().game.history().len();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    tap(&mut app, KeyCode::KeyZ);
    app.update();
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.history().len(),
        len - 1
    );
}

#[test]
fn the_palette_setting_recolours_the_board_and_shows_the_side_marks() {
    use unlur::app::table::palette::SideMark;
    use unlur::app::unlur::palette;
    use unlur::settings::Palette;
    let mut app = headless(3, false);
    request(&mut app, "pass");
    request(&mut app, "b2"); // Bob's white stone
    request(&mut app, "c3"); // Alice's black stone
    app.update();
    let marks = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<&Visibility, With<SideMark>>();
        q.iter(app.world()).copied().collect::<Vec<_>>()
    };
    let stone_colours = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query::<(&Stone, &MeshMaterial3d<StandardMaterial>)>();
        let stones: Vec<(Stone, Handle<StandardMaterial>)> = q
            .iter(app.world())
            .map(|(s, m)| (*s, m.0.clone()))
            .collect();
        let mut colours: Vec<(Colour, Color)> = stones
            .into_iter()
            .map(|(s, m)| (s.colour, material_colour(app, &m)))
            .collect();
        colours.sort_by_key(|(c, _)| *c == Colour::White);
        colours
    };
    // Standard: one band (on the white stone), hidden.
    assert_eq!(marks(&mut app), [Visibility::Hidden]);
    for p in [
        Palette::HighContrast,
        Palette::ColourBlind,
        Palette::Standard,
    ] {
        app.world_mut()
            .resource_mut::<AppSettings>()
            .update(|s| s.palette = p);
        app.update();
        app.update();
        let want = palette::unlur(p);
        assert_eq!(
            stone_colours(&mut app),
            [
                (Colour::Black, want.stones[0]),
                (Colour::White, want.stones[1])
            ],
            "{p:?}"
        );
        let shown = if p == Palette::Standard {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
        assert_eq!(marks(&mut app), [shown], "{p:?}");
    }
    // A stone placed in an accessible palette comes with its band shown.
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.palette = Palette::HighContrast);
    app.update();
    request(&mut app, "a2"); // white
    app.update();
    assert_eq!(
        marks(&mut app),
        [Visibility::Inherited, Visibility::Inherited]
    );
}

#[test]
fn the_rules_screen_shows_each_language_with_the_apps_own_boards() {
    if !xvfb_available() {
        return;
    }
    let shot = |game: &str, lang: &str| {
        capture_under_xvfb(
            &format!("rules-{game}-{lang}"),
            &[
                "screenshot",
                "--rules",
                "--game",
                game,
                "--lang",
                lang,
                "--width",
                "1280",
                "--height",
                "800",
                "--out",
            ],
        )
    };
    let (en, fr) = (shot("unlur", "en"), shot("unlur", "fr"));
    // The window's middle (where the text and the picture are, in front of the HUD).
    let middle =
        |img: &image::RgbImage| image::imageops::crop_imm(img, 300, 130, 680, 600).to_image();
    for img in [&en, &fr] {
        let m = middle(img);
        let maple = m.pixels().filter(|p| is_maple(p)).count();
        assert!(
            maple > 3000,
            "the Line example's board: {maple} maple pixels"
        );
        let gold = m
            .pixels()
            .filter(|p| p[0] > 200 && p[1] > 140 && p[1] < 200 && p[2] < 110)
            .count();
        assert!(gold > 300, "the headings: {gold} gold pixels");
    }
    let differing = middle(&en)
        .pixels()
        .zip(middle(&fr).pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0.iter()).any(|(x, y)| x.abs_diff(*y) > 60))
        .count();
    assert!(
        differing > 2000,
        "the languages differ in {differing} pixels"
    );
    // Royal d'Ûr's rules show its board (the shell squares and their lapis patterns).
    let ur = middle(&shot("ur", "fr"));
    let lapis = ur
        .pixels()
        .filter(|p| p[2] > 150 && p[0] < 90 && p[1] < 120)
        .count();
    assert!(lapis > 200, "the Ur picture: {lapis} lapis pixels");
}
