//! What every game's matches on the command line share: games played on threads with
//! their progress on standard error, seeds, who moves first, win rates and timings.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use crate::rules::Player;

/// What every game's `unlur match` is given: the two players' specs, how many games,
/// the seed, the threads, and where to save the records (the dice games).
pub struct MatchArgs {
    /// The first player's spec (`ai:LEVEL…`, `random`, …).
    pub p1: String,
    /// The second player's spec.
    pub p2: String,
    /// Games to play.
    pub games: u32,
    /// The match's seed.
    pub seed: u64,
    /// Threads to play on (all cores when `None`).
    pub threads: Option<usize>,
    /// A folder to save each game's record in.
    pub save_records: Option<std::path::PathBuf>,
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

/// Prints each AI player's decision times (players with none timed are left out).
/// Each AI's time a decision, after a match of the dice games.
pub(super) fn print_timings(players: [(&str, crate::ai::Timing); 2]) {
    for (name, t) in players {
        if t.decisions > 0 {
            println!(
                "{name}: {} decisions, {:.1} ms on average, longest {:.1} ms",
                t.decisions,
                t.total.as_secs_f64() * 1000.0 / t.decisions as f64,
                t.longest.as_secs_f64() * 1000.0
            );
        }
    }
}

/// Makes the folder the records of a match are saved in, if one was asked for.
pub(super) fn make_records_folder(dir: Option<&std::path::Path>) -> Result<(), String> {
    match dir {
        Some(dir) => std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display())),
        None => Ok(()),
    }
}

/// Writes game `i`'s record (`text`) as `game-I.EXT` in `dir`.
pub(super) fn save_record(
    dir: &std::path::Path,
    i: usize,
    ext: &str,
    text: String,
) -> Result<(), String> {
    let path = dir.join(format!("game-{}.{ext}", i + 1));
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Both players' AI timings over a match (`timing` reads a player's, if it is an AI).
pub(super) fn match_timings<G, P>(
    results: &[(G, [P; 2])],
    timing: impl Fn(&P) -> Option<crate::ai::Timing>,
) -> [crate::ai::Timing; 2] {
    let mut timings = [crate::ai::Timing::default(); 2];
    for (_, players) in results {
        for (t, player) in timings.iter_mut().zip(players) {
            if let Some(timing) = timing(player) {
                t.merge(timing);
            }
        }
    }
    timings
}

/// The end of a dice game's match report: each AI's time a decision, p1's wins, how often
/// the side that started won (`first`, in words), and the `result:` line.
pub(super) fn print_match_end(
    players: [(&str, crate::ai::Timing); 2],
    p1_wins: u32,
    first: &str,
    first_wins: u32,
    n: u32,
) {
    print_timings(players);
    println!("p1 ({}) wins: {}", players[0].0, rate(p1_wins, n));
    println!("{first}: {}", rate(first_wins, n));
    println!("result: p1 {} p2 {} of {}", p1_wins, n - p1_wins, n);
}
