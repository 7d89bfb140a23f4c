//! `unlur bench` and `unlur match`: the AI measured from the command line.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::ai::unlur::player::{Contender, play_game};
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
pub(crate) struct Tally {
    games: u32,
    p1_wins: u32,
    p1_black_games: u32,
    p1_black_wins: u32,
    p1_white_games: u32,
    p1_white_wins: u32,
    black_wins: u32,
    moves: u64,
}

pub(crate) fn rate(wins: u32, games: u32) -> String {
    if games == 0 {
        return "no games".into();
    }
    let p = wins as f64 / games as f64;
    let half = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
    format!("{wins}/{games} = {:.1}% ± {:.1}%", 100.0 * p, 100.0 * half)
}

/// Plays `games` games on `threads` threads: `play(i)` plays game `i`. As each game
/// ends, a line `[done/games] game i: <describe> (seconds in)` goes to standard error,
/// so a long match shows its progress and a cut-short one still leaves its games
/// behind. Returns the results in game order, or the first error.
pub(crate) fn play_games<R: Send>(
    games: u32,
    threads: Option<usize>,
    play: impl Fn(usize) -> Result<R, String> + Sync,
    describe: impl Fn(usize, &R) -> String + Sync,
) -> Result<(Vec<R>, usize), String> {
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let threads = threads
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
        .clamp(1, games as usize);
    let next = AtomicUsize::new(0);
    let start = Instant::now();
    let results = Mutex::new(Vec::new());
    let error = Mutex::new(None::<String>);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games as usize {
                        break;
                    }
                    match play(i) {
                        Ok(r) => {
                            let line = describe(i, &r);
                            let mut results = results.lock().unwrap_or_else(|e| e.into_inner());
                            eprintln!(
                                "[{}/{games}] game {}: {line} ({:.0}s in)",
                                results.len() + 1,
                                i + 1,
                                start.elapsed().as_secs_f64()
                            );
                            results.push((i, r));
                        }
                        Err(e) => {
                            *error.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                            next.store(games as usize, Ordering::Relaxed);
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
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|(i, _)| *i);
    Ok((results.into_iter().map(|(_, r)| r).collect(), threads))
}

/// The seed of game `i` of a match.
pub(crate) fn game_seed(seed: u64, i: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(i as u64 * 2)
}

/// Who moves first in game `i`: the players alternate.
pub(crate) fn first_of(i: usize) -> Player {
    if i.is_multiple_of(2) {
        Player::One
    } else {
        Player::Two
    }
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
    Board::new(side).ok_or_else(|| format!("--size {side} is not from 3 to 12"))?;
    let start = Instant::now();
    let (results, threads) = play_games(
        games,
        threads,
        |i| {
            let mut a = Contender::parse(p1, game_seed(seed, i))?;
            let mut b = Contender::parse(p2, game_seed(seed, i) + 1)?;
            if let Some(t) = pass_threshold {
                a.set_pass_threshold(t);
                b.set_pass_threshold(t);
            }
            play_game(&mut a, &mut b, side, first_of(i))
        },
        |_, g| match g.outcome() {
            Some(o) => {
                let who = if o.winner == Player::One { "p1" } else { "p2" };
                format!("{who} wins as {:?}, {} moves", o.colour, g.history().len())
            }
            None => "unfinished".into(),
        },
    )?;
    let mut t = Tally::default();
    for g in &results {
        let Some(o) = g.outcome() else { continue };
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
