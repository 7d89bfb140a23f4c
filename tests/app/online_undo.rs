//! Takebacks online, in the app: the friend asks, the app's person accepts, and the
//! board, the app's session and the friend's all hold one game, with the dice of the
//! action taken back held for it (never thrown again).

use crate::online::{host_with_a_bot, online, person_plays_ur, run};
use crate::testing::*;
use unlur::ai::games::seat_player;
use unlur::app::session::online::OnlineRequest;
use unlur::app::ur::{Stage, UrMatch};
use unlur::rules::GameId;

/// The board's actions, in the notation.
fn board_texts(app: &App) -> Vec<String> {
    app.world()
        .resource::<UrMatch>()
        .game
        .history_texts()
        .to_vec()
}

#[test]
fn a_takeback_the_app_accepts_is_shown_on_its_board_with_the_same_dice_held() {
    let m = UrMatch::new(&NewGame {
        game: GameId::RoyalUr,
        ..Default::default()
    });
    let mut app = dice_app(m, GameId::RoyalUr, false);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "none", Player::One);
    let mut me = seat_player(GameId::RoyalUr, "ai:easy", 4).unwrap();
    // Play until the friend has played twice and the app's person is to roll.
    run(
        &mut app,
        &mut bot,
        "the friend's second action",
        |app, bot| {
            let o = online(app);
            let s = &o.peer.session;
            let ready = s.my_turn()
                && s.pending_throws().is_empty()
                && !s.waiting_for_dice()
                && app.world().resource::<UrMatch>().stage == Stage::Roll
                && board_texts(app) == s.table().unwrap().texts()
                && bot.session().table().unwrap().moves() > 3;
            ready || {
                person_plays_ur(app, me.as_mut());
                false
            }
        },
    );
    let before = bot.session().table().unwrap().texts();
    let (last, _) = before.split_last().unwrap();
    let roll: u8 = last.split(' ').next().unwrap().parse().unwrap();
    bot.ask_undo().unwrap();
    run(&mut app, &mut bot, "the friend's request", |app, _| {
        online(app).undo_asked
    });
    app.world_mut()
        .write_message(OnlineRequest::AnswerUndo(true));
    // The app's side takes it back at once: its board shows it before the friend hears
    // (the friend plays its turn again as soon as it does).
    let mut frames = 0;
    while board_texts(&app) != before[..before.len() - 1] {
        app.update();
        frames += 1;
        assert!(frames < 100, "the board kept {:?}", board_texts(&app));
    }
    let o = online(&app);
    assert_eq!(
        o.peer.session.table().unwrap().texts(),
        before[..before.len() - 1]
    );
    assert_eq!(
        o.peer.session.pending_throws(),
        [vec![roll]],
        "the die held"
    );
    assert!(!o.peer.session.my_turn(), "the friend's turn again");
    // The friend plays its turn again; both sides and the board agree once the lines in
    // flight have arrived.
    run(
        &mut app,
        &mut bot,
        "the friend's turn played again",
        |app, bot| {
            let theirs = bot.session().table().unwrap().texts();
            theirs.len() >= before.len()
                && online(app).peer.session.table().unwrap().texts() == theirs
                && board_texts(app) == theirs
        },
    );
    // The friend plays that turn again with the same die, and the game goes on to its end,
    // the board with it.
    run(&mut app, &mut bot, "the end of the game", |app, bot| {
        person_plays_ur(app, me.as_mut());
        online(app).peer.session.finished() && bot.session().finished()
    });
    let record = online(&app).peer.session.record();
    assert_eq!(record, bot.session().record());
    let replayed = &bot.session().table().unwrap().texts()[before.len() - 1];
    assert!(replayed.starts_with(&format!("{roll} ")), "{replayed}");
    let m = app.world().resource::<UrMatch>();
    assert_eq!(
        unlur::rules::ur::write_record(&m.game, "Ann", "Bob"),
        record
    );
}

/// The app's person asks to take back their turn and the friend accepts: the board shows
/// the game before it with the same die held, and the action taken back is not sent
/// again from the board before the board shows the takeback (it was, in the window: the
/// two sides went on with different games).
#[test]
fn a_takeback_the_app_asks_for_is_not_sent_again_from_the_board() {
    let m = UrMatch::new(&NewGame {
        game: GameId::RoyalUr,
        ..Default::default()
    });
    let mut app = dice_app(m, GameId::RoyalUr, false);
    allow_takebacks_between_people(&mut app);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "none", Player::One);
    let mut me = seat_player(GameId::RoyalUr, "ai:easy", 5).unwrap();
    // Play until the person has just played a turn that moved a piece.
    run(&mut app, &mut bot, "the person's move", |app, bot| {
        let s = &online(app).peer.session;
        let texts = s.table().unwrap().texts();
        let mine = s.can_ask_undo()
            && !s.my_turn()
            && texts.last().is_some_and(|t| !t.ends_with("--"))
            && bot.session().table().unwrap().texts() == texts
            && board_texts(app) == texts
            && {
                // The person's: the friend is to act now.
                bot.session().my_turn() && bot.session().pending_throws().is_empty()
            };
        mine || {
            person_plays_ur(app, me.as_mut());
            false
        }
    });
    let before = board_texts(&app);
    let roll: u8 = before
        .last()
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    // A refusal of an earlier request is not this one's answer: it goes when this one
    // is asked (it stood under "waiting for the answer", and after the takeback).
    app.world_mut()
        .resource_mut::<unlur::app::session::online::Online>()
        .0
        .as_mut()
        .unwrap()
        .notes
        .push(unlur::app::session::online::Note::Declined("Bob".into()));
    app.world_mut().write_message(OnlineRequest::AskUndo);
    run(&mut app, &mut bot, "the takeback", |app, bot| {
        bot.session().table().unwrap().moves() == before.len() - 1
            && online(app).peer.session.table().unwrap().moves() == before.len() - 1
    });
    // Many frames later, still one game on both sides: the board shows it, the die held.
    for _ in 0..30 {
        app.update();
        bot.tick(Duration::from_millis(2)).unwrap();
    }
    let o = online(&app);
    let texts = o.peer.session.table().unwrap().texts();
    assert_eq!(texts, before[..before.len() - 1], "not sent again");
    assert_eq!(bot.session().table().unwrap().texts(), texts);
    assert_eq!(board_texts(&app), texts);
    assert_eq!(
        o.peer.session.pending_throws(),
        [vec![roll]],
        "the die held"
    );
    assert!(o.notes.is_empty(), "{:?}", o.notes);
    let m = app.world().resource::<UrMatch>();
    assert!(
        matches!(m.stage, Stage::Choose { roll: r, .. } if r == roll),
        "the die shown again: {:?}",
        m.stage
    );
}
