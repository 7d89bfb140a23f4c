//! Playout and search speed on side 8 just after the contract (`cargo bench`).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use unlur_core::ai::unlur::{Playouts, Tables, UnlurPos, benchmark_position};
use unlur_core::ai::{Budget, Mcts, Rng64, SearchGame, SearchSettings};

fn after_contract() -> UnlurPos {
    let game = benchmark_position(8).expect("side 8");
    UnlurPos::from_game(&game, Tables::new(game.board().clone()))
}

fn playouts(c: &mut Criterion) {
    let root = after_contract();
    let mut group = c.benchmark_group("side 8");
    group.throughput(Throughput::Elements(1));
    for (playouts, name) in [
        (Playouts::Uniform, "uniform playout"),
        (Playouts::Bridges, "bridge-policy playout"),
        (Playouts::Careful, "careful playout"),
    ] {
        let mut pos = root.clone();
        pos.playouts = playouts;
        let mut rng = Rng64::new(1);
        let mut trace = Vec::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut p = pos.clone();
                trace.clear();
                black_box(p.playout(&mut rng, &mut trace))
            })
        });
    }
    group.throughput(Throughput::Elements(1_000));
    group.sample_size(20);
    group.bench_function("MCTS+RAVE, 1000 playouts", |b| {
        b.iter(|| {
            let mut tree = Mcts::new(root.clone(), SearchSettings::default(), 7);
            black_box(tree.search(Budget::playouts(1_000)))
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
