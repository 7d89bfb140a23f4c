//! `unlur puzzles generate` (puzzles from AI self-play, proven, one file each) and
//! `unlur puzzles check` (every puzzle of a file or folder proven again).

use std::collections::HashSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use super::words::{self, decimal, trf};
use crate::puzzles::{Kind, Puzzle, unlur as unlur_puzzles};
use crate::rules::GameId;

/// Games a thread plays in a round: the found puzzles are taken in the games' order
/// once a round is over, so that a seed gives the same puzzles on any number of cores.
const ROUND_PER_THREAD: usize = 4;

/// `unlur puzzles generate`: `count` new puzzles of `game` from self-play of `seed`,
/// written to `out` (one file each, named by their position: a position already there
/// is not written twice), with a progress bar on standard error.
pub fn generate(
    game: GameId,
    count: usize,
    seed: u64,
    out: Option<PathBuf>,
    threads: Option<usize>,
) -> Result<(), String> {
    if game != GameId::Unlur {
        return Err(trf("cli.puzzles.unlur_only", &[]));
    }
    let out = out.unwrap_or_else(|| Path::new("puzzles").join(game.file_word()));
    std::fs::create_dir_all(&out).map_err(|e| unwritable(&out, &e))?;
    let mut names: HashSet<String> = std::fs::read_dir(&out)
        .map_err(|e| unwritable(&out, &e))?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    let threads = threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let start = Instant::now();
    let (mut made, mut games) = (Vec::new(), 0usize);
    let mut lengths = [0usize; unlur_puzzles::DEPTH as usize + 1];
    while made.len() < count {
        let round = threads * ROUND_PER_THREAD;
        let next = AtomicUsize::new(0);
        let found = Mutex::new(Vec::new());
        let failed = Mutex::new(None::<String>);
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= round {
                            break;
                        }
                        match unlur_puzzles::from_game(seed, (games + i) as u64) {
                            Ok(p) => found.lock().unwrap_or_else(|e| e.into_inner()).push((i, p)),
                            Err(e) => {
                                *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                                next.store(round, Ordering::Relaxed);
                            }
                        }
                        let done = found.lock().unwrap_or_else(|e| e.into_inner()).len();
                        bar(made.len(), count, games + done, start);
                    }
                });
            }
        });
        if let Some(e) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
            return Err(e);
        }
        let mut found = found.into_inner().unwrap_or_else(|e| e.into_inner());
        found.sort_by_key(|(i, _)| *i);
        for (_, puzzle) in found {
            let Some((puzzle, stem)) = puzzle else {
                continue;
            };
            let name = format!("{stem}.{}", game.extension());
            if made.len() < count && names.insert(name.clone()) {
                if let Kind::WinIn(n) = puzzle.kind {
                    lengths[n as usize] += 1;
                }
                made.push((name, puzzle));
            }
        }
        games += round;
        bar(made.len(), count, games, start);
    }
    eprintln!();
    for (name, puzzle) in &made {
        let path = out.join(name);
        crate::storage::write_atomically(&path, &puzzle.text).map_err(|e| unwritable(&path, &e))?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let by_length: Vec<String> = (1..lengths.len())
        .map(|n| format!("{n}: {}", lengths[n]))
        .collect();
    println!(
        "{}",
        trf(
            "cli.puzzles.made",
            &[
                ("count", &made.len()),
                ("lengths", &by_length.join(", ")),
                ("games", &games),
                ("seconds", &decimal(seconds, 0)),
                ("threads", &threads),
                (
                    "rate",
                    &decimal(made.len() as f64 * 60.0 / (seconds * threads as f64), 1)
                ),
                ("path", &crate::storage::shown(&out)),
            ],
        )
    );
    Ok(())
}

/// The progress bar: puzzles found of those asked for, games played, time.
fn bar(found: usize, count: usize, games: usize, start: Instant) {
    const WIDTH: usize = 30;
    let filled = (found * WIDTH / count.max(1)).min(WIDTH);
    eprint!(
        "\r[{}{}] {}",
        "#".repeat(filled),
        "-".repeat(WIDTH - filled),
        trf(
            "cli.puzzles.progress",
            &[
                ("found", &found),
                ("count", &count),
                ("games", &games),
                ("seconds", &decimal(start.elapsed().as_secs_f64(), 0)),
            ],
        )
    );
    let _ = std::io::stderr().flush();
}

fn unwritable(path: &Path, e: &dyn std::fmt::Display) -> String {
    trf(
        "cli.puzzles.unwritable",
        &[("path", &crate::storage::shown(path)), ("why", e)],
    )
}

/// `unlur puzzles check PATH`: every puzzle of a file, or of the files of a folder and
/// its folders, proven again; each one that fails is said with why, and the last line
/// counts them. Fails when any does.
pub fn check(path: &Path) -> Result<(), String> {
    let mut files = Vec::new();
    collect(path, &mut files).map_err(|e| {
        trf(
            "cli.puzzles.unreadable",
            &[("path", &crate::storage::shown(path)), ("why", &e)],
        )
    })?;
    files.sort();
    let start = Instant::now();
    let mut failed = 0;
    for file in &files {
        let outcome = super::read_record_file(file).and_then(|text| {
            let puzzle = Puzzle::parse(&text).map_err(|e| words::at_file(file, &e))?;
            match puzzle.game {
                GameId::Unlur => {
                    unlur_puzzles::check(&puzzle).map_err(|e| words::at_file(file, &e))
                }
                _ => Err(trf(
                    "cli.puzzles.unlur_only_file",
                    &[("path", &crate::storage::shown(file))],
                )),
            }
        });
        if let Err(e) = outcome {
            failed += 1;
            println!("{e}");
        }
    }
    let seconds = decimal(start.elapsed().as_secs_f64(), 1);
    let args: [(&str, &dyn std::fmt::Display); 3] = [
        ("count", &files.len()),
        ("failed", &failed),
        ("seconds", &seconds),
    ];
    if failed == 0 {
        println!("{}", trf("cli.puzzles.all_proven", &args));
        Ok(())
    } else {
        Err(trf("cli.puzzles.some_failed", &args))
    }
}

/// The puzzle files at `path`: itself if a file, else every record file under it.
fn collect(path: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        std::fs::metadata(path)?;
        files.push(path.to_path_buf());
        return Ok(());
    }
    for entry in std::fs::read_dir(path)? {
        let p = entry?.path();
        if p.is_dir() {
            collect(&p, files)?;
        } else if p
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(GameId::is_record_file)
        {
            files.push(p);
        }
    }
    Ok(())
}
