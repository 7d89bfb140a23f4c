//! Online play in the app, headless: the app hosts (or joins) over loopback, a bot plays
//! the other side; the app's person plays by the same move messages as the mouse.

use crate::testing::*;
use unlur::ai::seat::{Step, seat_player};
use unlur::app::online::{Conn, Online, OnlineRequest};
use unlur::online::bot::Bot;
use unlur::online::invitation::Invitation;
use unlur::online::link::{Link, Reach};
use unlur::online::session::Session;
use unlur::rules::GameId;

fn online(app: &App) -> &unlur::app::online::OnlineGame {
    app.world()
        .resource::<Online>()
        .0
        .as_ref()
        .expect("an online game")
}

/// Updates the app and ticks the bot until `done`, at most 60 s.
fn run(app: &mut App, bot: &mut Bot, what: &str, mut done: impl FnMut(&mut App, &mut Bot) -> bool) {
    let start = std::time::Instant::now();
    while !done(app, bot) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{what}: not in 60 s"
        );
        app.update();
        bot.tick(Duration::from_millis(2)).unwrap();
    }
}

#[test]
fn the_app_hosts_an_unlur_game_a_bot_joins_and_both_end_with_the_same_record() {
    let mut app = headless(4, false);
    app.world_mut().write_message(OnlineRequest::Host {
        game: GameId::Unlur,
        options: "4".into(),
        seat: Player::Two,
        name: "Ann".into(),
        local: true,
    });
    let start = std::time::Instant::now();
    let text = loop {
        app.update();
        if let Some(t) = app
            .world()
            .resource::<Online>()
            .0
            .as_ref()
            .and_then(|o| o.invitation.clone())
        {
            break t;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no invitation");
    };
    assert_eq!(online(&app).conn, Conn::Waiting);
    let inv = Invitation::parse(&text).unwrap();
    let guest = Session::guest("Bob", &inv.code);
    let mut bot = Bot::new(
        guest,
        Link::join(inv, Reach { local: true }),
        "ai:beginner",
        7,
    );
    run(&mut app, &mut bot, "the game on the board", |app, _| {
        online(app).shown
    });
    assert!(matches!(
        online(&app).conn,
        Conn::Connected { relayed: false }
    ));
    {
        let m = app.world().resource::<Match>();
        assert_eq!(m.seats, [Seat::Remote, Seat::Human]);
        assert_eq!(m.names, ["Bob".to_string(), "Ann".to_string()]);
    }
    // The app's person plays as the mouse does; the bot answers across the network.
    let mut me = seat_player(GameId::Unlur, "ai:beginner", 3).unwrap();
    let mut asked = 0;
    run(&mut app, &mut bot, "the end of the game", |app, bot| {
        let o = online(app);
        if o.session.my_turn() && app.world().resource::<Match>().human_to_move() {
            let t = o.session.table().unwrap();
            if t.moves() == app.world().resource::<Match>().game.history().len() {
                let Step::Play(text) = me.step(t, None, &[]).unwrap() else {
                    panic!()
                };
                request(app, &text);
                asked += 1;
            }
        }
        online(app).session.finished() && bot.session().finished()
    });
    assert!(asked > 2);
    let record = online(&app).session.record();
    assert_eq!(record, bot.session().record());
    // The board shows the same game.
    let m = app.world().resource::<Match>();
    assert_eq!(m.game.phase(), Phase::Over);
    assert_eq!(
        unlur::rules::unlur::write_record(&m.game, "Bob", "Ann"),
        record
    );
}
