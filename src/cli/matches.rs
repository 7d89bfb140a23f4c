//! What every game's matches on the command line share: games played on threads with
//! their progress on standard error, seeds, who moves first, win rates and timings.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use super::words::trf;
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
        return trf("cli.match.no_games", &[]);
    }
    let p = wins as f64 / games as f64;
    let half = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
    trf(
        "cli.match.rate",
        &[
            ("wins", &wins),
            ("games", &games),
            ("percent", &super::words::decimal(100.0 * p, 1)),
            ("half", &super::words::decimal(100.0 * half, 1)),
        ],
    )
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
        return Err(trf("cli.match.games_zero", &[]));
    }
    let threads = game_threads(threads, games);
    let start = Instant::now();
    let results = on_threads(games as usize, threads, play, |i, r, done| {
        eprintln!(
            "{}",
            trf(
                "cli.match.progress",
                &[
                    ("done", &done),
                    ("games", &games),
                    ("game", &(i + 1)),
                    ("line", &describe(i, r)),
                    (
                        "seconds",
                        &super::words::decimal(start.elapsed().as_secs_f64(), 0)
                    ),
                ],
            )
        );
    })?;
    Ok((results, threads))
}

/// The threads `games` games are played on: as asked, or every core, never more than
/// the games.
pub(crate) fn game_threads(threads: Option<usize>, games: u32) -> usize {
    threads
        .unwrap_or_else(crate::ai::all_cores)
        .clamp(1, games.max(1) as usize)
}

/// Runs `work(i)` for every `i` below `count` on `threads` threads, each taking the next
/// `i` as it is free; `done(i, &result, finished)` is called as each ends (`finished`
/// counts it, one at a time). Returns the results in `i`'s order, or the first error
/// (no `i` is started after it).
pub(crate) fn on_threads<R: Send>(
    count: usize,
    threads: usize,
    work: impl Fn(usize) -> Result<R, String> + Sync,
    done: impl Fn(usize, &R, usize) + Sync,
) -> Result<Vec<R>, String> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let error = Mutex::new(None::<String>);
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, count.max(1)) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    match work(i) {
                        Ok(r) => {
                            let mut results = results.lock().unwrap_or_else(|e| e.into_inner());
                            done(i, &r, results.len() + 1);
                            results.push((i, r));
                        }
                        Err(e) => {
                            *error.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                            next.store(count, Ordering::Relaxed);
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
    Ok(results.into_iter().map(|(_, r)| r).collect())
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

/// Each player's decision times over a match's games (a player the AI does not play
/// has none).
pub(super) fn total_timings(games: impl Iterator<Item = [Option<Timing>; 2]>) -> [Timing; 2] {
    let mut totals = [Timing::default(); 2];
    for players in games {
        for (total, timing) in totals.iter_mut().zip(players) {
            if let Some(timing) = timing {
                total.merge(timing);
            }
        }
    }
    totals
}

/// Prints each AI player's decision times after a match (players with none timed are
/// left out).
pub(super) fn print_timings(players: [(&str, Timing); 2]) {
    for (name, t) in players {
        if t.decisions > 0 {
            println!(
                "{}",
                trf(
                    "cli.match.timing",
                    &[
                        ("name", &name),
                        ("decisions", &t.decisions),
                        (
                            "average",
                            &super::words::decimal(
                                t.total.as_secs_f64() * 1000.0 / t.decisions as f64,
                                1
                            )
                        ),
                        (
                            "longest",
                            &super::words::decimal(t.longest.as_secs_f64() * 1000.0, 1)
                        ),
                    ],
                )
            );
        }
    }
}

/// The number of the last `game-N.*` record in `dir` (0 when there is none): the records
/// of a later run are numbered after it, and never written over an earlier run's.
fn records_before(dir: &std::path::Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name();
            let number = name.to_str()?.strip_prefix("game-")?.split('.').next()?;
            number.parse::<usize>().ok()
        })
        .max()
        .unwrap_or(0)
}

/// Writes `text` to a file that must not exist yet (nothing is written over).
fn write_new(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?
        .write_all(text.as_bytes())
}

/// A dice game's match, as [`run_dice_match`] plays and reports it.
pub(super) struct DiceMatch<'a, G, E> {
    /// The game's name in the report's first line (`Royal Ur`).
    pub title: String,
    /// Reads a player's spec with its seed.
    pub parse: fn(&str, u64) -> Result<DiceContender<E>, crate::i18n::Said>,
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
    /// The game's length, in `unit`s.
    pub length: fn(&G) -> usize,
    /// The unit of a game's length: `turns` or `actions` (a variant of the report's
    /// messages).
    pub unit: &'static str,
    /// The most a game may last before it is left out, in `unit`s.
    pub most: usize,
    /// The side that moved first: the key of its words (`cli.match.first_mover`).
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
        super::args::writable_folder(dir)
            .map_err(|e| super::words::option("--save-records", &e))?;
    }
    let parse = |spec: &str, seed: u64| (game.parse)(spec, seed).map_err(|e| super::words::say(&e));
    parse(p1, 0)?;
    parse(p2, 0)?;
    let start = Instant::now();
    let (results, threads) = play_games(
        m.games,
        m.threads,
        |i| {
            let mut a = parse(p1, game_seed(seed, i))?;
            let mut b = parse(p2, game_seed(seed, i) + 1)?;
            let g = (game.play)(i, &mut a, &mut b, game_seed(seed, i) ^ 0x5eed)?;
            Ok((g, [a, b]))
        },
        |i, (g, _)| match (game.p1_won)(i, g) {
            Some(won) => trf(
                "cli.match.game_won",
                &[
                    ("who", &if won { "p1" } else { "p2" }),
                    ("length", &(game.length)(g)),
                    ("unit", &game.unit),
                ],
            ),
            None => trf("cli.match.unfinished", &[]),
        },
    )?;
    let timings = total_timings(results.iter().map(|(_, [a, b])| [a.timing(), b.timing()]));
    if let Some(dir) = dir {
        let before = records_before(dir);
        for (i, (g, _)) in results.iter().enumerate() {
            let path = dir.join(format!("game-{}.{}", before + i + 1, game.record.1));
            write_new(&path, &(game.record.0)(i, g)).map_err(|e| {
                trf(
                    "cli.cannot_write",
                    &[("path", &crate::storage::shown(&path)), ("why", &e)],
                )
            })?;
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
        "{}",
        trf(
            "cli.match.dice_head",
            &[
                ("title", &game.title),
                ("games", &results.len()),
                ("threads", &threads),
                (
                    "seconds",
                    &super::words::decimal(start.elapsed().as_secs_f64(), 1)
                ),
                (
                    "length",
                    &super::words::decimal(length as f64 / finished.len().max(1) as f64, 1)
                ),
                ("unit", &game.unit),
                ("more", &(game.more)(&finished)),
            ],
        )
    );
    let unfinished = results.len() - finished.len();
    if unfinished > 0 {
        println!(
            "{}",
            trf(
                "cli.match.left_out",
                &[
                    ("n", &unfinished),
                    ("most", &game.most),
                    ("unit", &game.unit)
                ],
            )
        );
    }
    print_timings([(p1, timings[0]), (p2, timings[1])]);
    println!(
        "{}",
        trf(
            "cli.match.p1_wins",
            &[("spec", &p1), ("rate", &rate(p1_wins, n))]
        )
    );
    println!("{}", trf(game.first, &[("rate", &rate(first_wins, n))]));
    println!("{}", result_line(p1_wins, n - p1_wins, n));
    Ok(())
}

/// The match's last line: `result: p1 W p2 L of G` (the same in every language, for
/// scripts).
pub(crate) fn result_line(p1: u32, p2: u32, games: u32) -> String {
    format!("result: p1 {p1} p2 {p2} of {games}")
}
