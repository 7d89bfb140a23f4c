//! Royal d'Ûr, headless: the same core plugin, the Ur game on screen.

use crate::testing::*;
use unlur::app::ur::view::{UrPiece, layout};
use unlur::app::ur::{Stage, UrMatch, UrRollRequest};
use unlur::rules::ur::{Dir, Move as UrMove, PieceId};

pub(crate) fn ur_app(seats: [Seat; 2], animated: bool) -> App {
    let m = UrMatch::new(&NewGame {
        game: GameId::RoyalUr,
        names: ["Ann".into(), "Bob".into()],
        seats,
        ..Default::default()
    });
    dice_app(m, GameId::RoyalUr, animated)
}

pub(crate) fn stage(app: &App) -> Stage {
    app.world().resource::<UrMatch>().stage.clone()
}

pub(crate) fn step_until(app: &mut App, what: &str, done: impl Fn(&UrMatch) -> bool) {
    crate::testing::step_until(app, what, Duration::from_secs(120), done);
}

/// Rolls `roll` for the player to move and steps until they are to choose.
pub(crate) fn roll_to_choose(app: &mut App, roll: u8) {
    app.world_mut()
        .write_message(UrRollRequest { forced: Some(roll) });
    app.update();
    step_until(app, "the roll", |m| matches!(m.stage, Stage::Choose { .. }));
}

pub(crate) fn piece_positions(app: &mut App) -> Vec<(PieceId, Vec3)> {
    positions_of::<UrPiece, _>(app, |p| p.0)
}

#[test]
fn a_turn_rolls_tumbles_then_moves_the_chosen_piece_square_by_square() {
    let mut app = ur_app([Seat::Human; 2], true);
    assert_eq!(
        piece_positions(&mut app).len(),
        14,
        "every piece is an entity"
    );
    assert_eq!(stage(&app), Stage::Roll);
    // A move before the roll is ignored.
    let enter = UrMove {
        number: 1,
        dir: Dir::Forward,
    };
    app.world_mut().write_message(PlayRequest::<UrMatch>(enter));
    app.update();
    assert!(app.world().resource::<UrMatch>().game.history().is_empty());
    app.world_mut()
        .write_message(UrRollRequest { forced: Some(4) });
    app.update();
    assert_eq!(
        stage(&app),
        Stage::Tumbling { roll: 4 },
        "the value waits for the die"
    );
    step_until(&mut app, "the die lands", |m| {
        matches!(m.stage, Stage::Choose { .. })
    });
    assert!(
        app.world()
            .resource::<SoundLog>()
            .0
            .contains(&SoundId::Roll)
    );
    app.world_mut().write_message(PlayRequest::<UrMatch>(enter));
    app.update();
    assert!(matches!(stage(&app), Stage::Moving { .. }));
    let id = PieceId {
        owner: Player::One,
        number: 1,
    };
    let target = layout(app.world().resource::<UrMatch>().game.position())[&id].at;
    // Half-way through the move the piece is in the air, between D and square 4.
    for _ in 0..12 {
        app.update();
    }
    let mid = position_of::<UrPiece, _>(&mut app, |p| p.0, id);
    assert!(
        mid.distance(target) > 0.2,
        "still travelling: {mid} vs {target}"
    );
    step_until(&mut app, "the move ends", |m| m.stage == Stage::Roll);
    for _ in 0..3 {
        app.update();
    }
    let end = position_of::<UrPiece, _>(&mut app, |p| p.0, id);
    assert!(end.distance(target) < 1e-3, "landed: {end} vs {target}");
    let clicks = app
        .world()
        .resource::<SoundLog>()
        .0
        .iter()
        .filter(|s| **s == SoundId::Place)
        .count();
    assert_eq!(clicks, 4, "a click on each of the four squares entered");
    let m = app.world().resource::<UrMatch>();
    assert_eq!(m.game.history_texts(), ["4 D-4"]);
    assert_eq!(m.game.to_move(), Player::Two);
}

#[test]
fn a_six_is_announced_and_passes_by_itself() {
    let mut app = ur_app([Seat::Human; 2], true);
    app.world_mut()
        .write_message(UrRollRequest { forced: Some(6) });
    app.update();
    step_until(&mut app, "the die lands", |m| {
        matches!(m.stage, Stage::Passing { roll: 6 })
    });
    step_until(&mut app, "the turn passes", |m| m.stage == Stage::Roll);
    let m = app.world().resource::<UrMatch>();
    assert_eq!(m.game.history_texts(), ["6 --"]);
    assert_eq!(m.game.to_move(), Player::Two);
}

#[test]
fn clicks_pick_the_move_and_a_wrong_click_is_refused_gently() {
    use unlur::app::ur::view::UrClick;
    use unlur::rules::ur::Square;
    let mut app = ur_app([Seat::Human; 2], false);
    roll_to_choose(&mut app, 2);
    // The far camp is not on player 1's path: nothing to move there.
    app.world_mut()
        .write_message(UrClick::Square(Square { row: 2, col: 0 }));
    app.update();
    assert!(app.world().resource::<UrMatch>().game.history().is_empty());
    assert_eq!(
        app.world().resource::<SoundLog>().0.last(),
        Some(&SoundId::Refuse)
    );
    // A click on the waiting stack enters the next piece.
    app.world_mut().write_message(UrClick::Waiting(Player::One));
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<UrMatch>().game.history_texts(),
        ["2 D-2"]
    );
}

#[test]
fn ai_versus_ai_plays_a_whole_game() {
    let mut app = ur_app([Seat::Ai(Level::Beginner), Seat::Ai(Level::Easy)], false);
    step_until(&mut app, "the game ends", |m| m.stage == Stage::Over);
    let m = app.world().resource::<UrMatch>();
    let winner = m.game.winner().expect("a winner");
    assert_eq!(m.game.position().counts(winner.other()).removed, 7);
    // The view agrees with the rules: every piece where the layout puts it.
    let places = layout(m.game.position());
    for (id, at) in piece_positions(&mut app) {
        assert!(at.distance(places[&id].at) < 1e-3, "{id:?}");
    }
}

#[test]
fn keyboard_alone_plays_a_whole_game() {
    use unlur::app::table::input::KeyCursor;
    use unlur::app::ur::keys::key_choices;
    let mut app = ur_app([Seat::Human; 2], false);
    with_keyboard(&mut app);
    let start = std::time::Instant::now();
    let mut moves = 0;
    while app.world().resource::<UrMatch>().game.winner().is_none() {
        assert!(start.elapsed() < Duration::from_secs(150), "timed out");
        let turns = app.world().resource::<UrMatch>().game.history().len();
        match stage(&app) {
            Stage::Roll => tap(&mut app, KeyCode::Space),
            Stage::Choose { roll, moves: legal } => {
                let list = key_choices(
                    app.world().resource::<UrMatch>().game.position(),
                    roll,
                    &legal,
                );
                // Right goes along the list, Left back; Enter plays the one marked.
                let steps = turns % 3;
                for _ in 0..steps {
                    tap(&mut app, KeyCode::ArrowRight);
                }
                if steps == 2 {
                    tap(&mut app, KeyCode::ArrowLeft);
                }
                if !app.world().resource::<KeyCursor>().shown {
                    // The first Enter shows the cursor; the next one plays.
                    tap(&mut app, KeyCode::Enter);
                    assert_eq!(
                        app.world().resource::<UrMatch>().game.history().len(),
                        turns
                    );
                }
                let expected = list[(turns % 3).min(1) % list.len()];
                // The cursor's move is named above it.
                app.update();
                let before = *app.world().resource::<UrMatch>().game.position();
                let named = unlur::rules::ur::turn_text(
                    &before,
                    unlur::rules::ur::Turn {
                        roll,
                        mv: Some(expected),
                    },
                );
                let label = app
                    .world()
                    .resource::<unlur::app::table::coordinates::CursorLabel>()
                    .0
                    .clone()
                    .map(|(_, text)| text);
                assert_eq!(label.as_deref(), named.split_once(' ').map(|(_, m)| m));
                tap(&mut app, KeyCode::Enter);
                step_until(&mut app, "the move is played", |m| {
                    m.game.history().len() > turns
                });
                let turn = app.world().resource::<UrMatch>().game.history()[turns];
                assert_eq!(turn.mv, Some(expected), "the marked move was played");
                moves += 1;
                // The square it landed on is marked (in every palette).
                step_until(&mut app, "the move ends", |m| {
                    !matches!(m.stage, Stage::Moving { .. })
                });
                app.update();
                let landing = app.world().resource::<UrMatch>().last_landing();
                if app.world().resource::<UrMatch>().game.history().len() == turns + 1 {
                    let mut q = app
                        .world_mut()
                        .query_filtered::<&Transform, With<unlur::app::table::dice_kit::LastMoveMark>>();
                    let marks: Vec<Vec3> = q.iter(app.world()).map(|t| t.translation).collect();
                    let at = unlur::app::ur::view::square_top(landing.unwrap());
                    assert_eq!(marks.len(), 1);
                    assert!(marks[0].xz().distance(at.xz()) < 1e-3);
                }
            }
            _ => app.update(),
        }
    }
    assert!(moves > 20, "a whole game: {moves} moves");
}

/// A person's roll and choice ask for no frame; the die tumbling and the piece moving
/// do (issue 38: the window sleeps while nothing moves).
#[test]
fn the_window_sleeps_while_a_person_is_to_roll_or_choose() {
    let mut app = ur_app([Seat::Human; 2], true);
    app.insert_resource(WarmUp(Duration::ZERO));
    app.update();
    app.update();
    let pace = |app: &App| *app.world().resource::<Pace>();
    assert_eq!(pace(&app), Pace::Still, "Ann is to roll");
    app.world_mut()
        .write_message(UrRollRequest { forced: Some(4) });
    app.update();
    assert_eq!(pace(&app), Pace::Drawing, "the die tumbles");
    step_until(&mut app, "the die lands", |m| {
        matches!(m.stage, Stage::Choose { .. })
    });
    app.update();
    app.update();
    assert_eq!(pace(&app), Pace::Still, "Ann is to choose");
    app.world_mut()
        .write_message(PlayRequest::<UrMatch>(UrMove {
            number: 1,
            dir: Dir::Forward,
        }));
    app.update();
    assert_eq!(pace(&app), Pace::Drawing, "the piece moves");
    step_until(&mut app, "Bob's roll", |m| m.stage == Stage::Roll);
    app.update();
    app.update();
    assert_eq!(pace(&app), Pace::Still, "Bob is to roll");
}
