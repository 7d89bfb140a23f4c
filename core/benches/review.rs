//! The dice games' review search speed: positions evaluated a second on one core, the
//! rate (`REVIEW_RATE` in each game's review) at which a review's time becomes a count
//! of positions (`cargo bench -p unlur-core --bench review`).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use unlur_core::ai::Level;
use unlur_core::ai::review::{dice_turn, review_positions};
use unlur_core::ai::uckers::{UckersContender, UckersState};
use unlur_core::ai::ur::{UrContender, UrState};
use unlur_core::rules::Player;
use unlur_core::rules::uckers::{self, Action, Options, Play};
use unlur_core::rules::ur;

/// A review's default time a position for the dice games.
const TIME: Duration = Duration::from_millis(200);

/// Every how many turns of the game one is reviewed (the bench stays short).
const EVERY: usize = 10;

/// Every tenth turn of one strong self-play game of Royal d'Ûr: the position before the
/// roll, the roll, the move played.
fn ur_turns() -> Vec<(UrState, u8, Option<ur::Move>)> {
    let mut a = UrContender::parse("ai:strong", 1).expect("a level");
    let mut b = UrContender::parse("ai:strong", 2).expect("a level");
    let game =
        unlur_core::ai::ur::play_game(&mut a, &mut b, Player::One, 5, 2_000).expect("a game");
    let eval = unlur_core::ai::ur::config(Level::Maximum).eval;
    let mut position = ur::Position::new(game.first_player());
    let mut turns = Vec::new();
    for &turn in game.history() {
        turns.push((UrState { position, eval }, turn.roll, turn.mv));
        let _ = position.apply(turn);
    }
    turns.into_iter().step_by(EVERY).collect()
}

/// Every tenth roll of one strong self-play game of Uckers: the position, the dice, the play.
fn uckers_turns() -> Vec<(UckersState, uckers::Dice, Option<Play>)> {
    let mut a = UckersContender::parse("ai:strong", 1).expect("a level");
    let mut b = UckersContender::parse("ai:strong", 2).expect("a level");
    let game = unlur_core::ai::uckers::play_game(&mut a, &mut b, Options::default(), 5, 2_000)
        .expect("a game");
    let eval = unlur_core::ai::uckers::config(Level::Maximum).eval;
    let mut replay = uckers::Game::new(game.first(), game.options());
    let mut turns = Vec::new();
    for action in game.history() {
        if let Action::Roll { dice, play } = action {
            let played = (*play != Play::Pass).then_some(*play);
            turns.push((
                UckersState {
                    position: *replay.position(),
                    eval,
                },
                *dice,
                played,
            ));
        }
        let _ = replay.play(action.clone());
    }
    turns.into_iter().step_by(EVERY).collect()
}

/// Reviews the turns as the review does, at its default time and the game's present
/// rate (the calibration aside: one call a position valued, next to nothing), and
/// measures the positions evaluated a second: the rate a review should use.
fn bench_turns<G: unlur_core::ai::expectimax::ChanceGame>(
    c: &mut Criterion,
    name: &str,
    (depth, rate): (u32, f64),
    turns: &[(G, G::Roll, Option<G::Move>)],
) {
    let budget = review_positions(TIME, rate);
    let review = || -> u64 {
        turns
            .iter()
            .map(|(g, roll, mv)| dice_turn(g, *roll, *mv, (depth, budget), &|_, v| v).positions)
            .sum()
    };
    let positions = review();
    let mut group = c.benchmark_group("review");
    group.throughput(Throughput::Elements(positions));
    group.sample_size(10);
    group.bench_function(name, |b| b.iter(|| black_box(review())));
    group.finish();
}

fn review(c: &mut Criterion) {
    let ur_rate = unlur_core::ai::ur::review::REVIEW_RATE;
    bench_turns(c, "Royal Ur game, positions", (2, ur_rate), &ur_turns());
    let uckers_rate = unlur_core::ai::uckers::review::REVIEW_RATE;
    bench_turns(
        c,
        "Uckers game, positions",
        (1, uckers_rate),
        &uckers_turns(),
    );
}

criterion_group!(benches, review);
criterion_main!(benches);
