//! `unlur bench` and `unlur match`: the AI measured from the command line.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::ai::player::{Contender, play_game};
use crate::ai::unlur::{Tables, UnlurPos};
use crate::ai::{Budget, Mcts, Rng64, SearchGame, SearchSettings};
use crate::rules::unlur::{Board, Colour, Player};

fn playouts_per_second(root: &UnlurPos, seconds: f64) -> f64 {
    let mut rng = Rng64::new(1);
    let mut trace = Vec::new();
    let start = Instant::now();
    let mut n = 0u64;
    while start.elapsed().as_secs_f64() < seconds {
        for _ in 0..256 {
            let mut p = root.clone();
            trace.clear();
            std::hint::black_box(p.playout(&mut rng, &mut trace));
            n += 1;
        }
    }
    n as f64 / start.elapsed().as_secs_f64()
}

/// Measures playouts per second on one core; the last line is `side N: X playouts/s`
/// (uniform random playouts, the figure the targets speak of).
pub fn bench(side: usize, seconds: f64) -> Result<(), String> {
    let game = crate::ai::unlur::benchmark_position(side)
        .ok_or_else(|| format!("side {side} is not from 3 to 12"))?;
    let tables = Tables::new(game.board().clone());
    let mut smart = UnlurPos::from_game(&game, tables.clone());
    smart.smart_playouts = true;
    let mut uniform = smart.clone();
    uniform.smart_playouts = false;
    let s = playouts_per_second(&smart, seconds);
    println!("side {side}: bridge-policy playouts: {s:.0}/s");
    let mut tree = Mcts::new(smart, SearchSettings::default(), 1);
    if let Some(info) = tree.search(Budget::time(Duration::from_secs_f64(seconds))) {
        println!(
            "side {side}: MCTS with RAVE: {:.0} playouts/s ({} nodes)",
            info.playouts as f64 / info.elapsed.as_secs_f64(),
            tree.node_count()
        );
    }
    let u = playouts_per_second(&uniform, seconds);
    println!("side {side}: {u:.0} playouts/s");
    Ok(())
}

#[derive(Default)]
struct Tally {
    games: u32,
    p1_wins: u32,
    p1_black_games: u32,
    p1_black_wins: u32,
    p1_white_games: u32,
    p1_white_wins: u32,
    black_wins: u32,
    moves: u64,
}

fn rate(wins: u32, games: u32) -> String {
    if games == 0 {
        return "no games".into();
    }
    let p = wins as f64 / games as f64;
    let half = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
    format!("{wins}/{games} = {:.1}% ± {:.1}%", 100.0 * p, 100.0 * half)
}

/// Plays `games` games between two player specs on all cores; prints rates with 95%
/// intervals and ends with `result: p1 W p2 L of G`.
pub fn run_match(
    side: usize,
    p1: &str,
    p2: &str,
    games: u32,
    seed: u64,
    threads: Option<usize>,
    pass_threshold: Option<f32>,
) -> Result<(), String> {
    // Check both specs before starting.
    Contender::parse(p1, 0)?;
    Contender::parse(p2, 0)?;
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    Board::new(side).ok_or_else(|| format!("--size {side} is not from 3 to 12"))?;
    let threads = threads
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
        .clamp(1, games as usize);
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let error = Mutex::new(None::<String>);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games as usize {
                        break;
                    }
                    let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64 * 2);
                    let result = Contender::parse(p1, game_seed).and_then(|mut a| {
                        let mut b = Contender::parse(p2, game_seed + 1)?;
                        if let Some(t) = pass_threshold {
                            a.set_pass_threshold(t);
                            b.set_pass_threshold(t);
                        }
                        let first = if i.is_multiple_of(2) {
                            Player::One
                        } else {
                            Player::Two
                        };
                        play_game(&mut a, &mut b, side, first)
                    });
                    match result {
                        Ok(g) => {
                            let Some(o) = g.outcome() else { continue };
                            let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                            t.games += 1;
                            t.moves += g.history().len() as u64;
                            let p1_won = o.winner == Player::One;
                            t.p1_wins += p1_won as u32;
                            t.black_wins += (o.colour == Colour::Black) as u32;
                            match g.colour_of(Player::One) {
                                Some(Colour::Black) => {
                                    t.p1_black_games += 1;
                                    t.p1_black_wins += p1_won as u32;
                                }
                                _ => {
                                    t.p1_white_games += 1;
                                    t.p1_white_wins += p1_won as u32;
                                }
                            }
                        }
                        Err(e) => {
                            *error.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                            break;
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let t = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    println!(
        "side {side}, {} games on {threads} threads in {:.1}s, {:.1} moves a game",
        t.games,
        start.elapsed().as_secs_f64(),
        t.moves as f64 / t.games.max(1) as f64
    );
    println!("p1 ({p1}) wins: {}", rate(t.p1_wins, t.games));
    println!("p1 as Black: {}", rate(t.p1_black_wins, t.p1_black_games));
    println!("p1 as White: {}", rate(t.p1_white_wins, t.p1_white_games));
    println!(
        "p2 ({p2}) as Black: {}",
        rate(t.p1_white_games - t.p1_white_wins, t.p1_white_games)
    );
    println!(
        "p2 ({p2}) as White: {}",
        rate(t.p1_black_games - t.p1_black_wins, t.p1_black_games)
    );
    println!("Black wins: {}", rate(t.black_wins, t.games));
    println!(
        "result: p1 {} p2 {} of {}",
        t.p1_wins,
        t.games - t.p1_wins,
        t.games
    );
    Ok(())
}
