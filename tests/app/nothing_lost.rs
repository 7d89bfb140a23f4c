//! Nothing lost (issue 19): games in progress each have a file that no other game,
//! window or demo overwrites; a file that cannot be read is moved aside and said; a
//! failed save is said until one succeeds; bad input gets a short message, not a panic.

use crate::testing::*;
use unlur::app::session::records::Replay;
use unlur::app::session::saved_games::autosave::Autosave;
use unlur::app::session::saved_games::{SavedGameRequest, SavedGames};
use unlur::saves::GamesFolder;

/// A headless app that keeps its games in `config/games` (people in both seats).
pub(crate) fn saves_app(config: &Path, resume_newest: bool) -> App {
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(UnlurMatch::new(&NewGame {
        side: 6,
        first: Player::One,
        names: ["Alice".into(), "Bob".into()],
        seats: [Seat::Human; 2],
        ..Default::default()
    }));
    app.add_plugins(unlur::app::core_plugin);
    app.insert_resource(AnimationSettings {
        drop_seconds: 0.0,
        ..default()
    });
    let mut autosave = Autosave::new(GamesFolder {
        dir: config.join("games"),
    });
    autosave.resume_newest = resume_newest;
    app.insert_resource(autosave);
    // The dialog's choices, as in the window.
    app.init_resource::<unlur::app::session::hud_state::HudState>();
    settle(&mut app, 3);
    app
}

/// The file of the game on screen, once the disk has written what was asked.
pub(crate) fn current_file(app: &mut App) -> PathBuf {
    settle(app, 1);
    app.world()
        .resource::<Autosave>()
        .current_file()
        .expect("the game on screen has a file")
        .to_path_buf()
}

pub(crate) fn listed(app: &App) -> Vec<PathBuf> {
    app.world()
        .resource::<SavedGames>()
        .list
        .iter()
        .map(|g| g.path.clone())
        .collect()
}

pub(crate) fn moves_in(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).expect("the saved game");
    unlur::app::session::any_match::AnyMatch::read(&text)
        .expect("a valid record")
        .0
        .moves()
}

/// Frames, each followed by the disk doing what it was asked (a fast disk: its answers
/// are read by the next frame).
pub(crate) fn settle(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
        app.world()
            .resource::<unlur::app::ground::disk::Disk>()
            .flush();
    }
}

/// Finding 1: starting another game (the dialog, the command line) adds a game and
/// never replaces one; the menu lists them newest first; the newest waits behind the
/// menu at the next start; Discard deletes one.
#[test]
fn starting_another_game_never_replaces_the_one_in_progress() {
    let config = scratch("another");
    let mut app = saves_app(&config, false);
    request(&mut app, "c3");
    request(&mut app, "d4");
    let first = current_file(&mut app);
    assert_eq!(moves_in(&first), 2);
    app.world_mut().write_message(NewGameRequest(NewGame {
        side: 8,
        names: ["Carol".into(), "Dan".into()],
        ..Default::default()
    }));
    settle(&mut app, 3);
    assert_eq!(moves_in(&first), 2, "the new game left the old one alone");
    assert_eq!(listed(&app), vec![first.clone()]);
    request(&mut app, "c3");
    let second = current_file(&mut app);
    assert_ne!(first, second);
    assert_eq!(moves_in(&second), 1);
    assert_eq!(moves_in(&first), 2);
    let kept = std::fs::read(&first).unwrap();
    drop(app);

    // A game from the command line: nothing is written before its first move.
    let mut app = saves_app(&config, false);
    settle(&mut app, 5);
    assert_eq!(std::fs::read(&first).unwrap(), kept);
    let mut both = listed(&app);
    both.sort();
    let mut expected = vec![first.clone(), second.clone()];
    expected.sort();
    assert_eq!(both, expected);
    drop(app);

    // Nothing asked for: the newest waits behind the menu, the other stays listed.
    let mut app = saves_app(&config, true);
    settle(&mut app, 2);
    assert_eq!(app.world().resource::<UnlurMatch>().game.board().side(), 8);
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 1);
    assert!(
        app.world()
            .get_resource::<unlur::app::session::saved_games::Resumed>()
            .is_some()
    );
    assert_eq!(current_file(&mut app), second);
    assert_eq!(listed(&app), vec![first.clone()]);
    // The dialog offers a game like it: the same names and side (after a restart it
    // had forgotten them).
    let draft = &app
        .world()
        .resource::<unlur::app::session::hud_state::HudState>()
        .draft;
    assert_eq!(
        (draft.side, draft.names.clone()),
        (8, ["Carol".into(), "Dan".into()])
    );
    app.world_mut()
        .write_message(SavedGameRequest::Discard(first.clone()));
    settle(&mut app, 2);
    assert!(!first.exists(), "discarded for good");
    assert!(listed(&app).is_empty());
    assert!(second.exists());
    let _ = std::fs::remove_dir_all(&config);
}

/// A record of 17 legal moves of Unlur on side 6 (none ends the game), then `tail`.
pub(crate) fn seventeen_moves_then(tail: &str) -> String {
    quiet_moves_then(17, tail)
}

/// A record of `n` legal moves of Unlur on side 6 (none ends the game), then `tail`.
pub(crate) fn quiet_moves_then(n: usize, tail: &str) -> String {
    use unlur::rules::unlur::{Game, write_record};
    let mut game = Game::with_side(6, Player::One).unwrap();
    while game.history().len() < n {
        let mv = game
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Place(_)))
            .find(|&m| {
                let mut g = game.clone();
                g.play(m).is_ok() && g.outcome().is_none()
            })
            .expect("a quiet move");
        game.play(mv).unwrap();
    }
    let mut text = write_record(&game, "Ann", "Bob");
    text.pop();
    text.push_str(tail);
    text.push('\n');
    text
}

/// Finding 2: a saved game with one bad move, or one byte that is not UTF-8, is not
/// destroyed: it is moved aside (bytes untouched) under a name that says so, said on
/// screen with its line and move, and what could be read opens in the replay viewer.
#[test]
fn a_damaged_save_is_moved_aside_said_and_offered_to_the_viewer() {
    let config = scratch("damaged");
    let games = config.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let bad_move = seventeen_moves_then(" 18. b9");
    let file = games.join("unlur-20260101-000000-1-1.txt");
    std::fs::write(&file, &bad_move).unwrap();
    let mut app = saves_app(&config, true);
    assert!(!file.exists(), "moved aside");
    let aside = files_in(&games.join("unreadable"));
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert!(
        aside[0].starts_with("unlur-20260101-000000-1-1.unreadable-"),
        "{aside:?}"
    );
    let kept = games.join("unreadable").join(&aside[0]);
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), bad_move);
    {
        let saved = app.world().resource::<SavedGames>();
        assert!(saved.list.is_empty());
        let u = &saved.unreadable[0];
        assert!(
            u.why.to_string().contains("move 18 `b9` (line 9)"),
            "{}",
            u.why
        );
        assert_eq!(u.kept_as.as_deref(), Some(kept.as_path()));
        assert_eq!(u.partial.as_ref().map(|g| g.moves()), Some(17));
        for t in [Tr::EN, Tr::FR] {
            let lines = unlur::app::screens::notices::unreadable_lines(t, u);
            assert!(lines[0].contains("b9"), "{lines:?}");
            assert!(lines[1].contains(&aside[0]), "{lines:?}");
        }
    }
    // Nothing was resumed in its place, and nothing was written over it.
    assert!(
        app.world()
            .resource::<UnlurMatch>()
            .game
            .history()
            .is_empty()
    );
    app.world_mut()
        .write_message(SavedGameRequest::OpenReadable(0));
    settle(&mut app, 2);
    let replay = app.world().resource::<Replay>();
    assert!(replay.active());
    assert_eq!(replay.full.as_ref().unwrap().moves(), 17);
    assert!(
        app.world().resource::<SavedGames>().unreadable.is_empty(),
        "the notice, answered, goes"
    );
    drop(app);

    // One Latin-1 byte in a name: every move is still offered.
    let latin1 = seventeen_moves_then("")
        .replace("Ann", "Ren\u{e9}")
        .into_bytes();
    let latin1: Vec<u8> = {
        let at = latin1
            .windows(2)
            .position(|w| w == "\u{e9}".as_bytes())
            .unwrap();
        [&latin1[..at], &[0xE9], &latin1[at + 2..]].concat()
    };
    let file = games.join("unlur-20260101-000000-1-2.txt");
    std::fs::write(&file, &latin1).unwrap();
    let app = saves_app(&config, true);
    assert!(!file.exists());
    let saved = app.world().resource::<SavedGames>();
    let u = &saved.unreadable[0];
    assert!(u.why.to_string().contains("line 3, column 14"), "{}", u.why);
    assert_eq!(u.partial.as_ref().map(|g| g.moves()), Some(17));
    assert_eq!(std::fs::read(u.kept_as.as_ref().unwrap()).unwrap(), latin1);
    let _ = std::fs::remove_dir_all(&config);
}

#[derive(Resource, Default)]
struct Redraws(usize);

fn count_redraws(mut r: MessageReader<bevy::window::RequestRedraw>, mut n: ResMut<Redraws>) {
    n.0 += r.read().count();
}

/// Finding 3: a save that fails (here the games folder is a file) is kept on screen,
/// with a redraw asked for, until a save succeeds; no temporary file is left.
#[test]
fn a_save_that_fails_is_said_until_one_succeeds() {
    let config = scratch("failing");
    let games = config.join("games");
    std::fs::write(&games, "a file where the folder should be").unwrap();
    let mut app = saves_app(&config, false);
    app.init_resource::<Redraws>()
        .add_systems(Last, count_redraws);
    request(&mut app, "c3");
    settle(&mut app, 2);
    let failure = app
        .world()
        .resource::<Autosave>()
        .failure
        .clone()
        .expect("the failure is kept for the screen");
    assert!(failure.path.starts_with(&games), "{failure:?}");
    assert!(!failure.why.is_empty());
    assert!(
        app.world().resource::<Redraws>().0 > 0,
        "the window redraws"
    );
    for t in [Tr::EN, Tr::FR] {
        assert!(!t.tr("notice.save_failed.title").is_empty());
    }
    // The folder that cannot be read is said too (issue 39), not an empty list.
    let (path, why) = app
        .world()
        .resource::<SavedGames>()
        .folder_problem
        .clone()
        .expect("the games folder cannot be read, and the menu says so");
    assert_eq!(path, games);
    assert!(!why.is_empty());
    // Still failing a while later: still said.
    settle(&mut app, 200);
    assert!(app.world().resource::<Autosave>().failure.is_some());
    // The player mends it: the next try saves, and the notice goes.
    std::fs::remove_file(&games).unwrap();
    settle(&mut app, 200);
    assert!(app.world().resource::<Autosave>().failure.is_none());
    assert_eq!(moves_in(&current_file(&mut app)), 1);
    let names = files_in(&config);
    assert_eq!(names, vec!["games".to_string()], "{names:?}");
    let _ = std::fs::remove_dir_all(&config);
}

/// Finding 4: two windows on one config directory keep a file each; neither offers or
/// writes the other's game; no temporary file is shared or left.
#[test]
fn two_windows_keep_their_own_games() {
    let config = scratch("two");
    let mut a = saves_app(&config, false);
    let mut b = saves_app(&config, false);
    request(&mut a, "c3");
    request(&mut b, "d4");
    request(&mut a, "c4");
    request(&mut b, "e5");
    request(&mut b, "e4");
    let (fa, fb) = (current_file(&mut a), current_file(&mut b));
    assert_ne!(fa, fb);
    assert_eq!((moves_in(&fa), moves_in(&fb)), (2, 3));
    b.world_mut().resource_mut::<SavedGames>().stale = true;
    settle(&mut b, 2);
    let list = &b.world().resource::<SavedGames>().list;
    assert_eq!(list.len(), 1);
    assert!(list[0].in_use, "A's game is open in A");
    b.world_mut()
        .write_message(SavedGameRequest::Resume(fa.clone()));
    settle(&mut b, 3);
    assert_eq!(current_file(&mut b), fb, "B did not take A's game");
    assert_eq!(b.world().resource::<UnlurMatch>().game.history().len(), 3);
    request(&mut a, "b3");
    settle(&mut a, 1);
    assert_eq!((moves_in(&fa), moves_in(&fb)), (3, 3));
    let names = files_in(&config.join("games"));
    assert!(
        names.iter().all(|n| !n.ends_with(".tmp")),
        "no temporary file left: {names:?}"
    );
    let _ = std::fs::remove_dir_all(&config);
}

/// Finding 9: a settings save that fails is said at once (the window is asked to
/// redraw), not at the next input.
#[test]
fn a_failed_settings_save_is_said_at_once() {
    use unlur::settings::{SettingsFile, SettingsProblem};
    let config = scratch("settings");
    std::fs::write(config.join("unlur"), "a file where the folder should be").unwrap();
    let mut app = minimal_app(1.0 / 60.0);
    app.insert_resource(AppSettings::from_file(SettingsFile::load(
        Some(config.join("unlur").join("settings.toml")),
        Settings::default(),
    )));
    app.add_plugins(unlur::app::core_plugin);
    app.init_resource::<Redraws>()
        .add_systems(Last, count_redraws);
    settle(&mut app, 2);
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.volume = 30);
    settle(&mut app, 60);
    let settings = app.world().resource::<AppSettings>();
    assert!(
        matches!(
            settings.messages.last(),
            Some(SettingsProblem::CannotSave { .. })
        ),
        "{:?}",
        settings.messages
    );
    assert!(
        app.world().resource::<Redraws>().0 > 0,
        "the window redraws"
    );
    let _ = std::fs::remove_dir_all(&config);
}
