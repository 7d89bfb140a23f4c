//! The menu and the game behind it: that game waits (AI seats too), the demo gives it
//! back exactly, and the menu chooses it when it was resumed at start.

use crate::nothing_lost::{current_file, saves_app, settle};
use crate::testing::*;
use unlur::app::session::saved_games::autosave::Autosave;

/// Issue 39: the game behind the menu waits, AI seats too (a game restored behind the
/// menu at start played on by itself while the menu offered to resume it), and goes on
/// once the player is back.
#[test]
fn the_game_behind_the_menu_waits_ai_seats_too() {
    use unlur::app::session::screen::ActiveGame;
    use unlur::app::ur::UrMatch;
    fn unlur_moves(app: &App) -> usize {
        app.world().resource::<UnlurMatch>().game.history().len()
    }
    fn ur_moves(app: &App) -> usize {
        app.world().resource::<UrMatch>().game.history().len()
    }
    let ur = UrMatch::new(&NewGame {
        game: GameId::RoyalUr,
        seats: [Seat::Ai(Level::Beginner); 2],
        ..Default::default()
    });
    let games: [(App, fn(&App) -> usize); 2] = [
        (
            headless_seats(6, false, [Seat::Ai(Level::Beginner); 2]),
            unlur_moves,
        ),
        (dice_app(ur, GameId::RoyalUr, false), ur_moves),
    ];
    for (mut app, moves) in games {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        // A move asked before the menu opened is played in its first frame.
        app.update();
        let before = moves(&app);
        for _ in 0..240 {
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(
            moves(&app),
            before,
            "nothing played behind the menu ({:?})",
            *app.world().resource::<State<ActiveGame>>().get()
        );
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        let start = std::time::Instant::now();
        while moves(&app) < before + 2 {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the game goes on"
            );
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// Finding 11: the demo gives back the game that was on screen, exactly, and writes
/// nothing; F5 in the menu really starts it (the key that starts it does not end it).
#[test]
fn the_demo_gives_back_the_game_it_replaced() {
    use unlur::app::screens::demo::{Demo, DemoRequest};
    use unlur::app::session::hud_state::HudState;
    use unlur::app::table::camera::CameraYaw;
    let config = scratch("demo");
    let mut app = saves_app(&config, false);
    app.add_plugins(bevy::input::InputPlugin);
    app.init_resource::<HudState>().init_resource::<CameraYaw>();
    app.add_plugins(unlur::app::screens::demo::plugin);
    app.world_mut().resource_mut::<Demo>().level = Level::Beginner;
    request(&mut app, "c3");
    request(&mut app, "d4");
    let file = current_file(&mut app);
    let before = std::fs::read(&file).unwrap();
    // F5 is pressed in the frame the demo starts.
    app.world_mut().write_message(DemoRequest);
    tap(&mut app, KeyCode::F5);
    settle(&mut app, 1);
    assert!(screen(&app) == Screen::Demo, "F5 shows the demo");
    run_until(&mut app, "demo moves", |m| {
        m.names != ["Alice".to_string(), "Bob".to_string()] && m.game.history().len() >= 2
    });
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "the demo saves nothing"
    );
    tap(&mut app, KeyCode::Space);
    settle(&mut app, 2);
    assert!(screen(&app) != Screen::Demo);
    let m = app.world().resource::<UnlurMatch>();
    assert_eq!(m.names, ["Alice".to_string(), "Bob".to_string()]);
    let played: Vec<String> = m
        .game
        .history()
        .iter()
        .map(|&mv| unlur::rules::unlur::move_text(m.game.board(), mv))
        .collect();
    assert_eq!(played, ["c3", "d4"]);
    settle(&mut app, 3);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(current_file(&mut app), file);
    assert_eq!(
        files_in(&config.join("games"))
            .iter()
            .filter(|n| n.ends_with(".txt"))
            .count(),
        1
    );
    let _ = std::fs::remove_dir_all(&config);
}

/// The game resumed behind the menu at start comes once the disk has read the folder,
/// after the menu opened: the menu still chooses it (it chose Unlur, the app's default,
/// while a game of Royal d'Ûr waited behind it).
#[test]
fn the_menu_chooses_the_game_resumed_behind_it_once_the_folder_is_read() {
    use unlur::app::screens::menu::MenuCursor;
    use unlur::app::session::saved_games::Resumed;
    use unlur::rules::GameId;
    let config = scratch("resumed-behind-menu");
    std::fs::create_dir_all(config.join("games")).unwrap();
    std::fs::copy(
        "tests/data/midgame.ur",
        config
            .join("games")
            .join("royal-ur-20261101-000000-1-1.txt"),
    )
    .unwrap();
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(UnlurMatch::new(&NewGame::default()));
    app.add_plugins(unlur::app::core_plugin);
    app.insert_state(Screen::Menu);
    let mut autosave = Autosave::new(unlur::saves::GamesFolder {
        dir: config.join("games"),
    });
    autosave.resume_newest = true;
    app.insert_resource(autosave);
    settle(&mut app, 6);
    assert!(app.world().get_resource::<Resumed>().is_some());
    let chosen = GameId::ALL[app.world().resource::<MenuCursor>().0];
    assert_eq!(chosen, GameId::RoyalUr);
    let _ = std::fs::remove_dir_all(&config);
}
