use crate::testing::*;
use unlur::app::session::game::Extra;
use unlur::app::session::screen::ActiveGame;
use unlur::app::uckers::view::{UckersClick, UckersPiece, layout};
use unlur::app::uckers::{
    Stage, StingBoard, UckersDiceQueue, UckersMatch, UckersRollRequest, UckersSetup,
};
use unlur::rules::uckers::{Colour, Dice, PieceId, Square, read_record};

/// The midgame record (blue to roll, all of blue in base), people in every seat.
fn midgame() -> UckersMatch {
    let text = include_str!("../data/midgame.uckers");
    UckersMatch::from_record(read_record(text).expect("the test record reads"))
}

fn uckers_app(m: UckersMatch, animated: bool) -> App {
    dice_app(m, GameId::Uckers, animated)
}

fn stage(app: &App) -> Stage {
    app.world().resource::<UckersMatch>().stage.clone()
}

fn step_until(app: &mut App, what: &str, done: impl Fn(&UckersMatch) -> bool) {
    crate::testing::step_until(app, what, Duration::from_secs(180), done);
}

fn positions(app: &mut App) -> Vec<(PieceId, Vec3)> {
    positions_of::<UckersPiece, _>(app, |p| p.0)
}

#[test]
fn a_turn_rolls_two_dice_then_the_clicked_piece_moves_square_by_square() {
    let mut app = uckers_app(midgame(), true);
    assert_eq!(positions(&mut app).len(), 16, "every piece is an entity");
    assert_eq!(
        app.world().resource::<UckersMatch>().game.to_move(),
        Colour::Blue
    );
    // (Green's blob on t41 blocks 6-2 and 6-3.)
    app.world_mut()
        .resource_mut::<UckersDiceQueue>()
        .0
        .push_back(Dice(6, 1));
    app.world_mut().write_message(UckersRollRequest);
    app.update();
    assert_eq!(stage(&app), Stage::Tumbling { dice: Dice(6, 1) });
    assert_eq!(
        app.world().resource::<UckersMatch>().shown_dice,
        None,
        "not shown while tumbling"
    );
    step_until(&mut app, "the dice land", |m| {
        matches!(m.stage, Stage::Choose { .. })
    });
    assert_eq!(
        app.world().resource::<UckersMatch>().shown_dice,
        Some(Dice(6, 1))
    );
    assert!(
        app.world()
            .resource::<SoundLog>()
            .0
            .contains(&SoundId::Roll)
    );
    // A click on a square with no piece to move is refused; then base, then t42.
    app.world_mut()
        .write_message(UckersClick(Square::Track(20)));
    app.update();
    assert!(matches!(stage(&app), Stage::Choose { .. }));
    // Every play from base ends alike (out on the 6, on by the 1): one click plays.
    app.world_mut()
        .write_message(UckersClick(Square::Base(Colour::Blue)));
    app.update();
    assert!(
        matches!(stage(&app), Stage::Moving { .. }),
        "one click decides"
    );
    let m = app.world().resource::<UckersMatch>();
    assert_eq!(
        m.game.history_texts().last().map(String::as_str),
        Some("B 6-1: b:bB-t40")
    );
    let mover = PieceId {
        colour: Colour::Blue,
        index: 0,
    };
    let target = layout(m.game.position())[&mover];
    for _ in 0..6 {
        app.update();
    }
    let mid = position_of::<UckersPiece, _>(&mut app, |p| p.0, mover);
    assert!(
        mid.distance(target) > 0.3,
        "still travelling: {mid} vs {target}"
    );
    step_until(&mut app, "the move ends", |m| m.stage == Stage::Roll);
    for _ in 0..10 {
        app.update();
    }
    let end = position_of::<UckersPiece, _>(&mut app, |p| p.0, mover);
    assert!(end.xz().distance(target.xz()) < 1e-3, "{end} vs {target}");
    let clicks = app
        .world()
        .resource::<SoundLog>()
        .0
        .iter()
        .filter(|s| **s == SoundId::Place)
        .count();
    assert!(clicks >= 2, "a click on each square: {clicks}");
    assert_eq!(
        app.world().resource::<UckersMatch>().game.to_move(),
        Colour::Blue,
        "the six gives blue another roll"
    );
}

#[test]
fn a_roll_with_nothing_to_play_is_announced_then_passes() {
    let mut app = uckers_app(midgame(), true);
    app.world_mut()
        .resource_mut::<UckersDiceQueue>()
        .0
        .push_back(Dice(5, 3));
    app.world_mut().write_message(UckersRollRequest);
    step_until(&mut app, "the dice land", |m| {
        matches!(m.stage, Stage::Passing { .. })
    });
    // A play request is ignored while the pass is announced.
    app.world_mut()
        .write_message(PlayRequest::<UckersMatch>(unlur::rules::uckers::Play::Pass));
    app.update();
    assert!(matches!(stage(&app), Stage::Passing { .. }));
    step_until(&mut app, "the turn passes", |m| {
        m.game.to_move() == Colour::Yellow
    });
    let m = app.world().resource::<UckersMatch>();
    assert_eq!(
        m.game.history_texts().last().map(String::as_str),
        Some("B 5-3: --")
    );
}

#[test]
fn four_ai_seats_play_a_whole_game_and_the_view_follows() {
    let setup = NewGame {
        game: GameId::Uckers,
        extra: Extra::new(UckersSetup {
            players: 4,
            seats: [
                Seat::Ai(Level::Beginner),
                Seat::Ai(Level::Easy),
                Seat::Ai(Level::Beginner),
                Seat::Ai(Level::Easy),
            ],
            ..Default::default()
        }),
        ..Default::default()
    };
    let mut app = uckers_app(UckersMatch::new(&setup), false);
    step_until(&mut app, "the game ends", |m| m.stage == Stage::Over);
    for _ in 0..3 {
        app.update();
    }
    let m = app.world().resource::<UckersMatch>().clone();
    let winner = m.game.winner().expect("a winner");
    for c in winner.colours() {
        assert!(m.game.position().finished(c));
    }
    let places = layout(m.game.position());
    for (id, at) in positions(&mut app) {
        assert!(at.xz().distance(places[&id].xz()) < 1e-3, "{id:?}");
    }
    // A sting goes on the back of the board (kept in memory in tests).
    let loser = winner.other();
    let sting = loser
        .colours()
        .iter()
        .all(|&c| m.game.position().home_count(c) == 0);
    assert_eq!(
        app.world().resource::<StingBoard>().list.len(),
        usize::from(sting)
    );
}

#[test]
fn keyboard_alone_plays_a_whole_game() {
    use unlur::app::session::game::NewGame;
    use unlur::app::table::input::KeyCursor;
    use unlur::app::uckers::keys::{KeyChoice, cursor_list};
    use unlur::app::uckers::pick::UckersPick;
    let m = UckersMatch::new(&NewGame {
        game: GameId::Uckers,
        ..Default::default()
    });
    let mut app = uckers_app(m, false);
    with_keyboard(&mut app);
    let start = std::time::Instant::now();
    let (mut plays, mut declared) = (0, 0);
    while app
        .world()
        .resource::<UckersMatch>()
        .game
        .winner()
        .is_none()
    {
        assert!(start.elapsed() < Duration::from_secs(170), "timed out");
        let turns = app.world().resource::<UckersMatch>().game.history().len();
        let list = cursor_list(
            app.world().resource::<UckersMatch>(),
            app.world().resource::<UckersPick>(),
        );
        if list.is_empty() {
            app.update();
            continue;
        }
        // Right goes along the list (Roll, then the declarations; or the plays).
        let steps = turns % 4;
        for _ in 0..steps {
            tap(&mut app, KeyCode::ArrowRight);
        }
        let expected = list[steps % list.len()];
        if !app.world().resource::<KeyCursor>().shown && expected != KeyChoice::Roll {
            tap(&mut app, KeyCode::Enter);
        }
        tap(&mut app, KeyCode::Enter);
        match expected {
            KeyChoice::Roll => {
                assert!(!matches!(stage(&app), Stage::Roll), "Enter rolled");
            }
            KeyChoice::Declare(_) => {
                // The declaration is taken: its throws wait, or, animations being
                // instant, the key's release frame already judged them (the first
                // throw can decide) and the declaration went into the game.
                let taken = app.world().resource::<UckersMatch>().game.history().len() > turns;
                assert!(
                    matches!(stage(&app), Stage::Throwing { .. }) || taken,
                    "Enter declared"
                );
                declared += 1;
            }
            KeyChoice::Play(p) => {
                step_until(&mut app, "the play", |m| m.game.history().len() > turns);
                let g = &app.world().resource::<UckersMatch>().game;
                assert!(
                    matches!(g.history()[turns],
                        unlur::rules::uckers::Action::Roll { play, .. } if play == p),
                    "the marked play was played"
                );
                plays += 1;
            }
        }
    }
    assert!(
        plays > 30,
        "a whole game: {plays} plays, {declared} declarations"
    );
}

#[test]
fn a_board_built_after_a_palette_change_is_drawn_in_that_palette() {
    use unlur::app::uckers::palette::uckers;
    use unlur::settings::Palette;
    let mut app = uckers_app(midgame(), false);
    let piece_colours = |app: &mut App| -> Vec<Color> {
        let mut q = app
            .world_mut()
            .query::<(&UckersPiece, &MeshMaterial3d<StandardMaterial>)>();
        let mut found: Vec<(PieceId, Handle<StandardMaterial>)> = q
            .iter(app.world())
            .map(|(p, m)| (p.0, m.0.clone()))
            .collect();
        found.sort_by_key(|(id, _)| *id);
        found
            .into_iter()
            .map(|(_, m)| material_colour(app, &m))
            .collect()
    };
    for p in [Palette::ColourBlind, Palette::HighContrast] {
        app.world_mut()
            .resource_mut::<AppSettings>()
            .update(|s| s.palette = p);
        app.update();
        // Away to another game and back: the board is built anew.
        for game in [ActiveGame::UNLUR, ActiveGame::UCKERS] {
            app.world_mut()
                .resource_mut::<NextState<ActiveGame>>()
                .set(game);
            app.update();
            app.update();
        }
        let want = uckers(p).colours;
        let colours = piece_colours(&mut app);
        assert_eq!(colours.len(), 16);
        for c in colours {
            assert!(want.contains(&c), "{p:?}: {c:?} is not one of {want:?}");
        }
    }
}
