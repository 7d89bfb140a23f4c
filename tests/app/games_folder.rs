//! What the menu finds in the games folder (hardening, round 2, and play-test round 3):
//! a save cut to its headers is kept aside and said, never deleted; an online game's
//! file is left to *Play online*; the list is read again when the window comes to the
//! front.

use crate::nothing_lost::{listed, quiet_moves_then, saves_app, settle, seventeen_moves_then};
use crate::testing::*;
use unlur::app::session::saved_games::SavedGames;

/// Hardening 2, finding 1: a saved game cut down to its headers (`truncate -s 50`) is
/// never deleted: it goes to `unreadable/`, bytes untouched, and is said; only an empty
/// game exactly as the app writes one (a game taken back to its start) is dropped.
#[test]
fn a_save_cut_to_its_headers_is_kept_aside_and_said_never_deleted() {
    use unlur::app::session::seats_header::saved_text;
    use unlur::rules::GameId;
    let config = scratch("cut-short");
    let games = config.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let mut cut = Vec::new();
    let mut empty = Vec::new();
    for (i, game) in [GameId::Unlur, GameId::RoyalUr, GameId::Uckers]
        .into_iter()
        .enumerate()
    {
        let fresh = (unlur::app::session::registry::entry(game).new_match)(&NewGame {
            game,
            ..Default::default()
        });
        let whole = saved_text(&fresh);
        assert!(whole.len() > 50, "{whole}");
        let file = games.join(format!("{}-20260101-000000-1-{i}.txt", fresh.word()));
        std::fs::write(&file, &whole.as_bytes()[..50]).unwrap();
        cut.push((file, whole.as_bytes()[..50].to_vec()));
        let file = games.join(format!("{}-20260101-000000-2-{i}.txt", fresh.word()));
        std::fs::write(&file, &whole).unwrap();
        empty.push(file);
    }
    let app = saves_app(&config, true);
    for file in &empty {
        assert!(!file.exists(), "an empty game the app wrote goes: {file:?}");
    }
    let saved = app.world().resource::<SavedGames>();
    assert_eq!(saved.unreadable.len(), 3, "{:?}", saved.unreadable);
    for (file, bytes) in &cut {
        assert!(!file.exists(), "moved aside: {file:?}");
        let u = saved
            .unreadable
            .iter()
            .find(|u| &u.file == file)
            .expect("said on screen");
        let kept = u.kept_as.as_ref().expect("kept in unreadable/");
        assert_eq!(&std::fs::read(kept).unwrap(), bytes);
        for t in [Tr::EN, Tr::FR] {
            let lines = unlur::app::screens::notices::unreadable_lines(t, u);
            assert!(lines.iter().any(|l| !l.is_empty()), "{lines:?}");
        }
    }
    assert_eq!(files_in(&games.join("unreadable")).len(), 3);
    let _ = std::fs::remove_dir_all(&config);
}

/// Play-test 3: an online game's file is never resumed from the menu as a game at one
/// computer (both seats a person's, the board not turned, rolling for the friend): the
/// menu leaves it out and nothing goes behind it; *Play online* resumes it.
#[test]
fn an_online_games_file_is_not_resumed_as_a_local_game() {
    let config = scratch("online-save");
    let games = config.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let online = seventeen_moves_then("").replacen(
        "[Game \"Unlur\"]\n",
        "[Game \"Unlur\"]\n[Seats \"human online\"]\n",
        1,
    );
    let file = games.join("unlur-20260101-000000-1-1.txt");
    std::fs::write(&file, &online).unwrap();
    let app = saves_app(&config, true);
    assert!(listed(&app).is_empty(), "not in the menu's list");
    assert!(
        app.world()
            .resource::<UnlurMatch>()
            .game
            .history()
            .is_empty(),
        "nothing behind the menu"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        online,
        "kept as it is"
    );
    let _ = std::fs::remove_dir_all(&config);
}

/// Hardening 2: a game that went on in another window is shown as it is now when this
/// window comes back to the front at the menu (the list said "3 moves" 40 s later).
#[test]
fn the_menus_list_is_read_again_when_the_window_comes_to_the_front() {
    use unlur::app::session::screen::Screen;
    let config = scratch("focus");
    let games = config.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let file = games.join("unlur-20260101-000000-1-1.txt");
    std::fs::write(&file, seventeen_moves_then("")).unwrap();
    let mut app = saves_app(&config, false);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    settle(&mut app, 3);
    let moves = |app: &App| {
        app.world()
            .resource::<SavedGames>()
            .list
            .iter()
            .map(|g| g.moves)
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(&app), [17]);
    // Another window plays on (two moves more).
    std::fs::write(&file, quiet_moves_then(19, "")).unwrap();
    settle(&mut app, 3);
    assert_eq!(moves(&app), [17], "nothing read while the window is behind");
    app.world_mut().write_message(bevy::window::WindowFocused {
        window: Entity::PLACEHOLDER,
        focused: true,
    });
    settle(&mut app, 3);
    assert_eq!(moves(&app), [19], "read again at the front");
    let _ = std::fs::remove_dir_all(&config);
}
