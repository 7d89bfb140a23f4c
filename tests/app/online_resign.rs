//! An online game resigned, by this side or the friend: over on both sides and on the
//! board (also after *Leave*), its record saying the result and who resigned, its file
//! kept among the finished games.

use crate::online::{UrAct, host_with_a_bot, online, person_plays_unlur, person_plays_ur, run};
use crate::testing::*;
use unlur::ai::games::seat_player;
use unlur::app::session::online::{Online, OnlineRequest};
use unlur::i18n::Tr;
use unlur::rules::GameId;

#[test]
fn a_resignation_ends_the_game_on_both_sides_and_no_one_plays_on_the_board() {
    use unlur::app::session::saved_games::autosave::Autosave;
    let mut app = headless(5, false);
    // The games are kept, as in the window.
    let games = scratch("online-resign").join("games");
    app.insert_resource(Autosave::new(unlur::saves::GamesFolder {
        dir: games.clone(),
    }));
    let mut bot = host_with_a_bot(&mut app, GameId::Unlur, "5", Player::One);
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 9).unwrap();
    let mut played = 0;
    run(&mut app, &mut bot, "two moves of the person's", |app, _| {
        if played < 2 {
            played += usize::from(person_plays_unlur(app, me.as_mut()));
        }
        played == 2 && online(app).peer.session.my_turn()
    });
    let before = online(&app).peer.session.record();
    let kept = |dir: &std::path::Path| -> Vec<String> {
        files_in(dir)
            .into_iter()
            .filter(|f| f.ends_with(".txt"))
            .collect()
    };
    // Kept as a game in progress while it goes on (the disk thread's first write is
    // waited for: five frames were not always enough under load, its temporary file
    // still there).
    run(&mut app, &mut bot, "the game kept in progress", |_, _| {
        !kept(&games).is_empty()
    });
    assert_eq!(kept(&games).len(), 1, "{:?}", files_in(&games));
    app.world_mut().write_message(OnlineRequest::Resign);
    run(
        &mut app,
        &mut bot,
        "the resignation on both sides",
        |app, bot| {
            bot.session().finished()
                && app.world().resource::<UnlurMatch>().seats == [Seat::Remote; 2]
        },
    );
    assert_eq!(bot.session().result(), "player2 wins (player1 resigned)");
    // Resigned, it is no longer a game in progress: among the finished ones (the disk
    // thread's last write is waited for: five frames were not always enough under load).
    run(
        &mut app,
        &mut bot,
        "the file among the finished games",
        |_, _| kept(&games).is_empty(),
    );
    assert!(
        kept(&games).is_empty(),
        "still in progress: {:?}",
        files_in(&games)
    );
    let finished = kept(&games.join("finished"));
    assert_eq!(finished.len(), 1);
    // The record says the result and who resigned, on both sides and in the file kept.
    let resigned = before.replace("[Result \"*\"]\n", "[Result \"2\"]\n[Resigned \"1\"]\n");
    assert_ne!(resigned, before);
    assert_eq!(online(&app).peer.session.record(), resigned);
    assert_eq!(bot.session().record(), resigned);
    let file = std::fs::read_to_string(games.join("finished").join(&finished[0])).unwrap();
    assert!(
        file.contains("[Result \"2\"]\n[Resigned \"1\"]\n"),
        "{file}"
    );
    let (read, warnings) = unlur::app::session::any_match::AnyMatch::read(&file).unwrap();
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(read.resigned(), Some(Player::One));
    assert!(read.over());
    // The board keeps the game as it was, over, and takes nothing more from the person.
    let m = app.world().resource::<UnlurMatch>();
    assert!(!m.human_to_move());
    assert_eq!(m.resigned, Some(Player::One));
    assert_eq!(
        unlur::rules::unlur::write_record(&m.game, "Ann", "Bob"),
        before
    );
    // Left, the window still says how the game ended, not whose turn it is.
    app.world_mut().write_message(OnlineRequest::Leave);
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().resource::<Online>().0.is_none());
    let m = app.world().resource::<UnlurMatch>();
    let line = unlur::app::unlur::words::turn_line(Tr::EN, m);
    assert!(line.contains("resigned"), "{line}");
    // A click on the board places nothing.
    let moves = m.game.history().len();
    let cell = m.game.board().cells().next().unwrap();
    app.world_mut()
        .write_message(PlayRequest::<UnlurMatch>(unlur::rules::unlur::Move::Place(
            cell,
        )));
    app.update();
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.history().len(),
        moves
    );
}

#[test]
fn a_friend_who_resigns_royal_ur_ends_it_on_the_board_and_in_the_record_kept() {
    use unlur::app::session::saved_games::autosave::Autosave;
    use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
    let mut app = headless(5, false);
    let games = scratch("online-resign-ur").join("games");
    app.insert_resource(Autosave::new(unlur::saves::GamesFolder {
        dir: games.clone(),
    }));
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "none", Player::One);
    let mut me = seat_player(GameId::RoyalUr, "ai:beginner", 9).unwrap();
    let mut moved = 0;
    run(&mut app, &mut bot, "two turns of the person's", |app, _| {
        if matches!(person_plays_ur(app, me.as_mut()), UrAct::Moved) {
            moved += 1;
        }
        moved >= 2 && !online(app).peer.session.my_turn()
    });
    bot.resign().unwrap();
    run(
        &mut app,
        &mut bot,
        "the friend's resignation on the board",
        |app, _| app.world().resource::<UrMatch>().resigned.is_some(),
    );
    // The disk thread's last write is waited for, as in Unlur's test above: five frames
    // were not always enough under load (the record was still among the games in progress).
    let finished_dir = games.join("finished");
    run(
        &mut app,
        &mut bot,
        "the file among the finished games",
        |_, _| files_in(&finished_dir).len() == 1,
    );
    for _ in 0..5 {
        app.update();
    }
    let m = app.world().resource::<UrMatch>();
    assert_eq!(m.resigned, Some(Player::Two));
    assert_eq!(m.stage, Stage::Over);
    let status = unlur::app::ur::status_line(Tr::EN, m);
    assert_eq!(status, "Bob resigned: Ann wins.");
    assert_eq!(
        unlur::app::ur::status_line(Tr::FR, m),
        "Bob a abandonné : Ann gagne."
    );
    // Kept among the finished games, the result and who resigned in it.
    let finished = files_in(&games.join("finished"));
    assert_eq!(finished.len(), 1, "{:?} {:?}", finished, files_in(&games));
    let file = std::fs::read_to_string(games.join("finished").join(&finished[0])).unwrap();
    assert!(
        file.contains("[Result \"1\"]\n[Resigned \"2\"]\n"),
        "{file}"
    );
    assert_eq!(
        file.lines().filter(|l| l.starts_with('[')).count() + 1 + m.game.history().len(),
        file.lines().count(),
        "{file}"
    );
    // Left, nothing more is played: a roll asked does nothing.
    app.world_mut().write_message(OnlineRequest::Leave);
    for _ in 0..5 {
        app.update();
    }
    let turns = app.world().resource::<UrMatch>().game.history().len();
    app.world_mut()
        .write_message(UrRollRequest { forced: Some(4) });
    for _ in 0..5 {
        app.update();
    }
    let m = app.world().resource::<UrMatch>();
    assert_eq!((m.game.history().len(), &m.stage), (turns, &Stage::Over));
    assert_eq!(
        unlur::app::ur::status_line(Tr::EN, m),
        "Bob resigned: Ann wins."
    );
}
