//! An online game back after the app's restart, from what it kept: the dice drawn and
//! not yet used on the board again, the game going on in the file it was saved to.

use crate::online::{host_with_a_bot, online, person_plays_ur, run};
use crate::testing::*;
use unlur::ai::games::seat_player;
use unlur::app::session::online::{Online, OnlineRequest};
use unlur::rules::GameId;

#[test]
fn a_restart_between_a_roll_and_its_move_shows_the_drawn_die_again_and_the_game_goes_on() {
    use unlur::app::session::online::kept::kept_text;
    use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
    let new = NewGame {
        game: GameId::RoyalUr,
        ..Default::default()
    };
    let mut app = dice_app(UrMatch::new(&new), GameId::RoyalUr, false);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "none", Player::One);
    // The person's turn, the die asked and drawn on both sides, no move made yet.
    run(
        &mut app,
        &mut bot,
        "a die drawn for the person",
        |app, _| {
            // Asked every frame until the die is on the board, as a held key would.
            let o = online(app);
            let m = app.world().resource::<UrMatch>();
            if o.peer.session.my_turn() && m.human_to_move() && m.stage == Stage::Roll {
                app.world_mut()
                    .write_message(UrRollRequest { forced: None });
            }
            let o = online(app);
            o.peer.session.my_turn()
                && !o.peer.session.waiting_for_dice()
                && !o.peer.session.pending_throws().is_empty()
        },
    );
    let drawn = online(&app).peer.session.pending_throws().to_vec();
    assert_eq!(online(&app).notes, Vec::new(), "asking again is no problem");
    let kept = kept_text(online(&app), None).expect("kept");
    // The app stops and starts again from what it kept.
    app.world_mut().resource_mut::<Online>().0 = None;
    app.world_mut().insert_resource(UrMatch::new(&new));
    app.update();
    app.world_mut().write_message(OnlineRequest::Resume(kept));
    run(
        &mut app,
        &mut bot,
        "the drawn die on the board again",
        |app, _| {
            app.world()
                .resource::<Online>()
                .0
                .as_ref()
                .is_some_and(|o| o.shown)
                && matches!(
                    app.world().resource::<UrMatch>().stage,
                    Stage::Choose { .. } | Stage::Passing { .. }
                )
        },
    );
    let m = app.world().resource::<UrMatch>();
    let (Stage::Choose { roll, .. } | Stage::Passing { roll }) = m.stage.clone() else {
        unreachable!()
    };
    assert_eq!(vec![vec![roll]], drawn, "the die drawn before the restart");
    // And the game goes on to its end, the person as an easy AI.
    let mut me = seat_player(GameId::RoyalUr, "ai:easy", 4).unwrap();
    run(
        &mut app,
        &mut bot,
        "the end of the resumed game",
        |app, bot| {
            person_plays_ur(app, me.as_mut());
            online(app).peer.session.finished() && bot.session().finished()
        },
    );
    assert_eq!(online(&app).peer.session.record(), bot.session().record());
}

/// Issue 51: every restart of a window with an online game left a copy of the game
/// among the games in progress (each run began a new file): resumed, it goes on in the
/// file it was saved to, the one game in progress it is.
#[test]
fn a_resumed_online_game_goes_on_in_its_own_file() {
    use unlur::app::session::online::kept::kept_text;
    use unlur::app::session::saved_games::autosave::Autosave;
    let games = scratch("online-resume-file").join("games");
    let folder = || Autosave::new(unlur::saves::GamesFolder { dir: games.clone() });
    let kept_files = || -> Vec<String> {
        files_in(&games)
            .into_iter()
            .filter(|f| f.ends_with(".txt"))
            .collect()
    };
    let mut app = headless(5, false);
    app.insert_resource(folder());
    let mut bot = host_with_a_bot(&mut app, GameId::Unlur, "5", Player::One);
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 9).unwrap();
    let mut played = 0;
    run(&mut app, &mut bot, "two moves, saved", |app, _| {
        if played < 2 {
            played += usize::from(crate::online::person_plays_unlur(app, me.as_mut()));
        }
        played == 2
            && online(app).peer.session.my_turn()
            && app.world().resource::<Autosave>().current_file().is_some()
    });
    let file = app
        .world()
        .resource::<Autosave>()
        .current_file()
        .unwrap()
        .to_path_buf();
    let kept = kept_text(online(&app), Some(&file)).expect("kept");
    assert!(kept.contains("\nrecord "), "{kept}");
    run(&mut app, &mut bot, "the file written", |_, _| {
        file.is_file()
    });
    let before = std::fs::read_to_string(&file).unwrap();
    // The app stops (its file and its lock let go) and starts again from what it kept.
    app.world_mut().resource_mut::<Online>().0 = None;
    app.world_mut().insert_resource(folder());
    app.world_mut()
        .insert_resource(UnlurMatch::new(&NewGame::default()));
    app.update();
    app.world_mut().write_message(OnlineRequest::Resume(kept));
    let mut played = 0;
    run(
        &mut app,
        &mut bot,
        "a move after the restart, saved",
        |app, _| {
            let shown = app
                .world()
                .resource::<Online>()
                .0
                .as_ref()
                .is_some_and(|o| o.shown);
            if shown && played < 1 {
                played += usize::from(crate::online::person_plays_unlur(app, me.as_mut()));
            }
            played == 1
                && app.world().resource::<Autosave>().current_file().is_some()
                && std::fs::read_to_string(&file).is_ok_and(|t| t != before)
        },
    );
    assert_eq!(
        app.world().resource::<Autosave>().current_file(),
        Some(file.as_path()),
        "the same file"
    );
    assert_eq!(
        kept_files().len(),
        1,
        "one game in progress: {:?}",
        files_in(&games)
    );
    assert_eq!(online(&app).notes, Vec::new(), "nothing refused on the way");
}
