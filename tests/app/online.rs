//! Online play in the app, headless: the app hosts (or joins) over loopback, a bot plays
//! the other side; the app's person plays by the same move messages as the mouse.

use crate::testing::*;
use unlur::ai::games::seat_player;
use unlur::ai::seat::Step;
use unlur::app::session::online::{Conn, Online, OnlineRequest};
use unlur::online::bot::Bot;
use unlur::online::invitation::Invitation;
use unlur::online::link::{Link, Reach};
use unlur::online::session::Session;
use unlur::rules::GameId;

pub(crate) fn online(app: &App) -> &unlur::app::session::online::OnlineGame {
    app.world()
        .resource::<Online>()
        .0
        .as_ref()
        .expect("an online game")
}

/// Updates the app and ticks the bot until `done`, at most 60 s.
pub(crate) fn run(
    app: &mut App,
    bot: &mut Bot,
    what: &str,
    mut done: impl FnMut(&mut App, &mut Bot) -> bool,
) {
    let start = std::time::Instant::now();
    while !done(app, bot) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{what}: not in 60 s; app {:?}; bot {:?}; notes {:?}, stage {:?}, record {}",
            app.world().resource::<Online>().0.as_ref().map(|o| (
                o.peer.session.my_turn(),
                o.peer.session.waiting_for_dice(),
                o.peer.session.pending_throws().to_vec(),
                o.conn.clone()
            )),
            (
                bot.session().my_turn(),
                bot.session().waiting_for_dice(),
                bot.session().pending_throws().to_vec(),
                bot.take_log()
            ),
            app.world()
                .resource::<Online>()
                .0
                .as_ref()
                .map(|o| o.notes.clone()),
            app.world()
                .get_resource::<unlur::app::ur::UrMatch>()
                .map(|m| m.stage.clone()),
            bot.session().record()
        );
        app.update();
        bot.tick(Duration::from_millis(2)).unwrap();
    }
}

/// The app hosts `game` in `seat` over loopback; a bot joins. Returns the bot, once the
/// game is on the app's board.
pub(crate) fn host_with_a_bot(app: &mut App, game: GameId, options: &str, seat: Player) -> Bot {
    app.world_mut().write_message(OnlineRequest::Host {
        game,
        options: options.into(),
        seat,
        name: "Ann".into(),
        local: true,
    });
    bot_joins(app)
}

/// The invitation of the game the app hosts, once it has one (updating the app).
pub(crate) fn invitation_of(app: &mut App) -> String {
    let start = std::time::Instant::now();
    loop {
        app.update();
        if let Some(t) = app
            .world()
            .resource::<Online>()
            .0
            .as_ref()
            .and_then(|o| o.invitation.clone())
        {
            return t;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no invitation");
    }
}

/// The invitation of the game a hosting bot offers, once it has one (ticking it).
pub(crate) fn bot_invitation(bot: &mut Bot) -> String {
    let start = std::time::Instant::now();
    loop {
        bot.tick(Duration::from_millis(5)).unwrap();
        if let Some(t) = bot.invitation() {
            return t.to_string();
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no invitation");
    }
}

/// A bot joins the game the app hosts, once it has an invitation; returns the bot once
/// the game is on the app's board.
pub(crate) fn bot_joins(app: &mut App) -> Bot {
    let text = invitation_of(app);
    assert_eq!(online(app).conn, Conn::Waiting);
    let inv = Invitation::parse(&text).unwrap();
    let guest = Session::guest("Bob", &inv.code);
    let mut bot = Bot::new(
        guest,
        Link::join(inv, Reach { local: true }),
        "ai:beginner",
        7,
    );
    run(app, &mut bot, "the game on the board", |app, _| {
        online(app).shown
    });
    assert!(matches!(
        online(app).conn,
        Conn::Connected { relayed: false }
    ));
    bot
}

/// The app's person plays `me`'s move in Unlur, as the mouse does, when it is their
/// turn and the board shows every action so far; whether they played.
pub(crate) fn person_plays_unlur(app: &mut App, me: &mut dyn unlur::ai::seat::SeatPlayer) -> bool {
    let o = online(app);
    let board = app.world().resource::<UnlurMatch>();
    let Some(t) = o.peer.session.table() else {
        return false;
    };
    if !(o.peer.session.my_turn()
        && board.human_to_move()
        && t.moves() == board.game.history().len())
    {
        return false;
    }
    let Step::Play(text) = me.step(t, None, &[]).unwrap() else {
        panic!("Unlur has no dice")
    };
    request(app, &text);
    true
}

/// What the person did in Royal d'Ûr this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UrAct {
    Nothing,
    Rolled,
    Moved,
}

/// The app's person in Royal d'Ûr, when it is their turn: rolls as the Roll button does
/// (no value of its own: the die comes from both sides) once no die is drawn or on its
/// way, and plays `me`'s move once the die is on the board (an easy AI: a game of first
/// moves may bounce its officers for minutes).
pub(crate) fn person_plays_ur(app: &mut App, me: &mut dyn unlur::ai::seat::SeatPlayer) -> UrAct {
    use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
    let o = online(app);
    let m = app.world().resource::<UrMatch>();
    if !(m.human_to_move() && o.peer.session.my_turn()) {
        return UrAct::Nothing;
    }
    match m.stage.clone() {
        Stage::Roll
            if !o.peer.session.waiting_for_dice() && o.peer.session.pending_throws().is_empty() =>
        {
            app.world_mut()
                .write_message(UrRollRequest { forced: None });
            UrAct::Rolled
        }
        Stage::Choose { roll, .. } => {
            let table = o.peer.session.table().unwrap();
            let chosen = match me.step(table, Some("roll"), &[vec![roll]]) {
                Ok(Step::Play(text)) => unlur::rules::ur::parse_turn(m.game.position(), &text)
                    .ok()
                    .and_then(|t| t.mv),
                _ => None,
            };
            match chosen {
                Some(mv) => {
                    app.world_mut().write_message(PlayRequest::<UrMatch>(mv));
                    UrAct::Moved
                }
                None => UrAct::Nothing,
            }
        }
        _ => UrAct::Nothing,
    }
}

#[test]
fn the_app_hosts_an_unlur_game_a_bot_joins_and_both_end_with_the_same_record() {
    let mut app = headless(4, false);
    let mut bot = host_with_a_bot(&mut app, GameId::Unlur, "4", Player::Two);
    {
        let m = app.world().resource::<UnlurMatch>();
        assert_eq!(m.seats, [Seat::Remote, Seat::Human]);
        assert_eq!(m.names, ["Bob".to_string(), "Ann".to_string()]);
    }
    // The app's person plays as the mouse does; the bot answers across the network.
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 3).unwrap();
    let mut asked = 0;
    run(&mut app, &mut bot, "the end of the game", |app, bot| {
        asked += usize::from(person_plays_unlur(app, me.as_mut()));
        online(app).peer.session.finished() && bot.session().finished()
    });
    assert!(asked > 2);
    let record = online(&app).peer.session.record();
    assert_eq!(record, bot.session().record());
    // The board shows the same game.
    let m = app.world().resource::<UnlurMatch>();
    assert_eq!(m.game.phase(), Phase::Over);
    assert_eq!(
        unlur::rules::unlur::write_record(&m.game, "Bob", "Ann"),
        record
    );
}

#[test]
fn the_app_hosts_royal_ur_its_rolls_come_from_both_sides_and_the_records_agree() {
    use unlur::app::ur::UrMatch;
    let m = UrMatch::new(&NewGame {
        game: GameId::RoyalUr,
        ..Default::default()
    });
    let mut app = dice_app(m, GameId::RoyalUr, false);
    let mut bot = host_with_a_bot(&mut app, GameId::RoyalUr, "none", Player::One);
    assert_eq!(
        app.world().resource::<UrMatch>().seats,
        [Seat::Human, Seat::Remote]
    );
    let (mut rolls, mut moves) = (0, 0);
    let mut me = seat_player(GameId::RoyalUr, "ai:easy", 3).unwrap();
    run(&mut app, &mut bot, "the end of the game", |app, bot| {
        match person_plays_ur(app, me.as_mut()) {
            UrAct::Rolled => rolls += 1,
            UrAct::Moved => moves += 1,
            UrAct::Nothing => {}
        }
        online(app).peer.session.finished() && bot.session().finished()
    });
    assert!(
        rolls > 3 && moves > 3,
        "{rolls} rolls, {moves} moves asked: {}",
        online(&app).peer.session.record()
    );
    let record = online(&app).peer.session.record();
    assert_eq!(record, bot.session().record());
    let m = app.world().resource::<UrMatch>();
    assert!(m.game.winner().is_some());
    assert_eq!(
        unlur::rules::ur::write_record(&m.game, "Ann", "Bob"),
        record
    );
}

#[test]
fn the_host_app_restarts_mid_game_resumes_from_what_it_kept_and_the_game_ends_the_same() {
    use unlur::app::session::online::kept::kept_text;
    let mut app = headless(4, false);
    let mut bot = host_with_a_bot(&mut app, GameId::Unlur, "4", Player::One);
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 5).unwrap();
    let mut play = |app: &mut App| {
        person_plays_unlur(app, me.as_mut());
    };
    run(&mut app, &mut bot, "four actions", |app, _| {
        play(app);
        online(app).peer.session.table().unwrap().moves() >= 4
    });
    // The app stops (its connection with it) and starts again from the kept text.
    let kept = kept_text(online(&app), None).expect("kept once the invitation is known");
    let before = online(&app).peer.session.table().unwrap().moves();
    app.world_mut().resource_mut::<Online>().0 = None;
    app.world_mut().resource_mut::<UnlurMatch>().game =
        unlur::rules::unlur::Game::with_side(4, Player::One).unwrap();
    app.update();
    app.world_mut().write_message(OnlineRequest::Resume(kept));
    run(
        &mut app,
        &mut bot,
        "the game back on the board",
        |app, _| {
            app.world()
                .resource::<Online>()
                .0
                .as_ref()
                .is_some_and(|o| o.shown)
                && app.world().resource::<UnlurMatch>().game.history().len() >= before
        },
    );
    run(
        &mut app,
        &mut bot,
        "the end of the resumed game",
        |app, bot| {
            play(app);
            online(app).peer.session.finished() && bot.session().finished()
        },
    );
    assert_eq!(online(&app).peer.session.record(), bot.session().record());
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.phase(),
        Phase::Over,
        "the board played on to the end"
    );
}

#[test]
fn the_app_joins_uckers_its_dice_come_from_both_sides_and_the_records_agree() {
    use unlur::app::uckers::{Stage, UckersDeclareRequest, UckersMatch, UckersRollRequest};
    use unlur::online::link::new_key;
    let m = UckersMatch::new(&NewGame {
        game: GameId::Uckers,
        ..Default::default()
    });
    let mut app = dice_app(m, GameId::Uckers, false);
    // A bot hosts (it may declare attacks: the board throws its dice one by one).
    let code = unlur::online::invitation::new_code();
    let session = Session::host(GameId::Uckers, "none", Player::One, "Ann", &code);
    let link = Link::host(code, new_key(), 0, Reach { local: true });
    let mut bot = Bot::new(session, link, "ai:strong", 11);
    let text = bot_invitation(&mut bot);
    app.world_mut().write_message(OnlineRequest::Join {
        text,
        name: "Bob".into(),
        local: true,
    });
    app.update();
    run(&mut app, &mut bot, "the game on the board", |app, _| {
        app.world()
            .resource::<Online>()
            .0
            .as_ref()
            .is_some_and(|o| o.shown)
    });
    assert_eq!(
        app.world().resource::<UckersMatch>().seats,
        [Seat::Remote, Seat::Human, Seat::Remote, Seat::Human]
    );
    let mut rolls = 0;
    run(&mut app, &mut bot, "the end of the game", |app, bot| {
        let m = app.world().resource::<UckersMatch>();
        if m.human_to_move() && online(app).peer.session.my_turn() {
            match m.stage.clone() {
                Stage::Roll
                    if !online(app).peer.session.waiting_for_dice()
                        && online(app).peer.session.pending_throws().is_empty() =>
                {
                    // The person declares an attack whenever one is possible (the dice
                    // of each throw then come from both sides), and rolls otherwise;
                    // asked every frame until the dice come, as a double click would.
                    match m.game.position().declarations().first() {
                        Some(&d) => {
                            app.world_mut().write_message(UckersDeclareRequest(d));
                        }
                        None => {
                            app.world_mut().write_message(UckersRollRequest);
                        }
                    }
                    rolls += 1;
                }
                Stage::Choose { plays, .. } => {
                    app.world_mut()
                        .write_message(PlayRequest::<UckersMatch>(plays[0]));
                }
                _ => {}
            }
        }
        online(app).peer.session.finished() && bot.session().finished()
    });
    assert!(rolls > 5, "{rolls} rolls");
    let record = online(&app).peer.session.record();
    assert_eq!(record, bot.session().record());
    // The board catches up with the friend's last action, and shows the same game.
    let n = online(&app).peer.session.table().unwrap().moves();
    run(&mut app, &mut bot, "the board's last action", |app, _| {
        app.world().resource::<UckersMatch>().game.history().len() >= n
    });
    let m = app.world().resource::<UckersMatch>();
    assert!(m.game.winner().is_some());
    let names = ["Ann", "Bob", "Ann", "Bob"].map(String::from);
    assert_eq!(
        unlur::rules::uckers::write_record(&m.game, 2, &names),
        record
    );
}
