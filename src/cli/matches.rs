//! What every game's matches on the command line share: games played on threads with
//! their progress on standard error, seeds, who moves first, win rates and timings.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use crate::ai::Timing;
use crate::ai::dice::DiceContender;
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
pub(super) fn print_timings(players: [(&str, Timing); 2]) {
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

/// A dice game's match, as [`run_dice_match`] plays and reports it.
pub(super) struct DiceMatch<'a, G, E> {
    /// The game's name in the report's first line (`Royal Ur`).
    pub title: String,
    /// Reads a player's spec with its seed.
    pub parse: fn(&str, u64) -> Result<DiceContender<E>, String>,
    /// Plays game `i` between p1 and p2 with the dice of a seed.
    #[allow(clippy::type_complexity)]
    pub play: &'a (
            dyn Fn(usize, &mut DiceContender<E>, &mut DiceContender<E>, u64) -> Result<G, String>
                + Sync
        ),
    /// Who won game `i`: p1 (`Some(true)`), p2, or nobody yet (`None`).
    pub p1_won: &'a (dyn Fn(usize, &G) -> Option<bool> + Sync),
    /// Whether the side that moved first won (a finished game).
    pub first_won: fn(&G) -> bool,
    /// The game's length, in `unit`s (`turns`, `actions`).
    pub length: fn(&G) -> usize,
    /// The unit of a game's length.
    pub unit: &'static str,
    /// The most a game may last before it is left out, in `unit`s.
    pub most: usize,
    /// The side that moved first, in the report's words (`the first to move`).
    pub first: &'static str,
    /// Game `i`'s record, and the extension of its file.
    pub record: (&'a dyn Fn(usize, &G) -> String, &'static str),
    /// More of the report's first line, from the finished games (`, 3 stings`).
    pub more: &'a dyn Fn(&[(usize, &G)]) -> String,
}

/// Plays a dice game's match on threads (both specs read before the first game; each
/// player seeded by the game, the dice by another seed), saves the records if asked,
/// and reports: a first line, each AI's time a decision, p1's wins, how often the side
/// that moved first won, and the `result:` line.
pub(super) fn run_dice_match<G: Send, E: Send>(
    m: &MatchArgs,
    game: DiceMatch<G, E>,
) -> Result<(), String> {
    let (p1, p2, seed) = (m.p1.as_str(), m.p2.as_str(), m.seed);
    let dir = m.save_records.as_deref();
    if let Some(dir) = dir {
        super::args::writable_folder(dir).map_err(|e| format!("--save-records: {e}"))?;
    }
    (game.parse)(p1, 0)?;
    (game.parse)(p2, 0)?;
    let start = Instant::now();
    let (results, threads) = play_games(
        m.games,
        m.threads,
        |i| {
            let mut a = (game.parse)(p1, game_seed(seed, i))?;
            let mut b = (game.parse)(p2, game_seed(seed, i) + 1)?;
            let g = (game.play)(i, &mut a, &mut b, game_seed(seed, i) ^ 0x5eed)?;
            Ok((g, [a, b]))
        },
        |i, (g, _)| match (game.p1_won)(i, g) {
            Some(true) => format!("p1 wins, {} {}", (game.length)(g), game.unit),
            Some(false) => format!("p2 wins, {} {}", (game.length)(g), game.unit),
            None => "unfinished".into(),
        },
    )?;
    let mut timings = [Timing::default(); 2];
    for (_, players) in &results {
        for (t, player) in timings.iter_mut().zip(players) {
            if let Some(timing) = player.timing() {
                t.merge(timing);
            }
        }
    }
    if let Some(dir) = dir {
        for (i, (g, _)) in results.iter().enumerate() {
            let path = dir.join(format!("game-{}.{}", i + 1, game.record.1));
            std::fs::write(&path, (game.record.0)(i, g))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    let finished: Vec<(usize, &G)> = results
        .iter()
        .enumerate()
        .filter(|&(i, (g, _))| (game.p1_won)(i, g).is_some())
        .map(|(i, (g, _))| (i, g))
        .collect();
    let n = finished.len() as u32;
    let p1_wins = finished
        .iter()
        .filter(|&&(i, g)| (game.p1_won)(i, g) == Some(true))
        .count() as u32;
    let first_wins = finished.iter().filter(|(_, g)| (game.first_won)(g)).count() as u32;
    let length: usize = finished.iter().map(|(_, g)| (game.length)(g)).sum();
    println!(
        "{}, {} games on {threads} threads in {:.1}s, {:.1} {} a finished game{}",
        game.title,
        results.len(),
        start.elapsed().as_secs_f64(),
        length as f64 / finished.len().max(1) as f64,
        game.unit,
        (game.more)(&finished),
    );
    let unfinished = results.len() - finished.len();
    if unfinished > 0 {
        println!(
            "{unfinished} games still going after {} {}, left out",
            game.most, game.unit
        );
    }
    print_timings([(p1, timings[0]), (p2, timings[1])]);
    println!("p1 ({p1}) wins: {}", rate(p1_wins, n));
    println!("{} wins: {}", game.first, rate(first_wins, n));
    println!("result: p1 {} p2 {} of {}", p1_wins, n - p1_wins, n);
    Ok(())
}
