//! `unlur puzzles generate` (puzzles from AI self-play, proven, one file each) and
//! `unlur puzzles check` (every puzzle of a file or folder proven again).

use std::collections::HashSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::matches::on_threads;
use super::words::{self, decimal, trf};
use crate::puzzles::{self, Kind, Puzzle};
use crate::rules::GameId;

/// Games a thread plays in a round: the found puzzles are taken in the games' order
/// once a round is over, so that a seed gives the same puzzles on any number of cores.
const ROUND_PER_THREAD: usize = 4;

/// `unlur puzzles generate`: `count` new puzzles of `game` from self-play of `seed`,
/// written to `out` as they are found (one file each, named by their position: a
/// position already there is not written twice), with a progress bar on standard error.
pub fn generate(
    game: GameId,
    count: usize,
    seed: u64,
    out: Option<PathBuf>,
    threads: Option<usize>,
) -> Result<(), String> {
    let out = out.unwrap_or_else(|| Path::new("puzzles").join(game.file_word()));
    std::fs::create_dir_all(&out).map_err(|e| unwritable(&out, &e))?;
    let mut names: HashSet<String> = std::fs::read_dir(&out)
        .map_err(|e| unwritable(&out, &e))?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    let threads = threads.unwrap_or_else(crate::ai::all_cores).max(1);
    let start = Instant::now();
    let (mut made, mut games) = (0usize, 0usize);
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    while made < count {
        let round = threads * ROUND_PER_THREAD;
        let found = on_threads(
            round,
            threads,
            |i| puzzles::from_game(game, seed, (games + i) as u64),
            |_, _, finished| bar(made, count, games + finished, start),
        )?;
        for puzzle in found {
            let Some((puzzle, stem)) = puzzle else {
                continue;
            };
            let name = format!("{stem}.{}", game.extension());
            if made < count && names.insert(name.clone()) {
                // Written as it is taken: a run cut short keeps what it made.
                let path = out.join(&name);
                crate::storage::write_atomically(&path, &puzzle.text)
                    .map_err(|e| unwritable(&path, &e))?;
                *kinds.entry(kind_word(&puzzle)).or_default() += 1;
                made += 1;
            }
        }
        games += round;
        bar(made, count, games, start);
    }
    eprintln!();
    let seconds = start.elapsed().as_secs_f64();
    let kinds: Vec<String> = kinds.iter().map(|(k, n)| format!("{k}: {n}")).collect();
    println!(
        "{}",
        trf(
            "cli.puzzles.made",
            &[
                ("count", &made),
                ("kinds", &kinds.join(", ")),
                ("games", &games),
                ("seconds", &decimal(seconds, 0)),
                ("threads", &threads),
                (
                    "rate",
                    &decimal(made as f64 * 60.0 / (seconds * threads as f64), 1)
                ),
                ("path", &crate::storage::shown(&out)),
            ],
        )
    );
    Ok(())
}

/// How the made puzzles are counted: Unlur's by length (`win in 2`), the dice games'
/// by margin (`margin 10-19`).
fn kind_word(puzzle: &Puzzle) -> String {
    match (puzzle.kind, puzzle.margin) {
        (Kind::WinIn(_), _) => puzzle.kind.text(),
        (Kind::BestMove, Some(m)) if m >= 30 => "margin 30+".to_string(),
        (Kind::BestMove, m) => {
            let low = m.unwrap_or(0) / 10 * 10;
            format!("margin {low}-{}", low + 9)
        }
    }
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
/// its folders, proven again (the dice games' with their playouts' confirmation unless
/// `playouts` is false); each one that fails is said with why, and the last line counts
/// them. Fails when any does.
pub fn check(path: &Path, playouts: bool) -> Result<(), String> {
    let mut files = Vec::new();
    collect(path, &mut files).map_err(|e| {
        trf(
            "cli.puzzles.unreadable",
            &[("path", &crate::storage::shown(path)), ("why", &e)],
        )
    })?;
    files.sort();
    let start = Instant::now();
    let threads = crate::ai::all_cores();
    // The dice games' playouts take a while: every core checks.
    let outcomes = on_threads(
        files.len(),
        threads,
        |i| {
            let file = &files[i];
            Ok(super::read_record_file(file).and_then(|text| {
                let puzzle = Puzzle::parse(&text).map_err(|e| words::at_file(file, &e))?;
                puzzles::check(&puzzle, playouts).map_err(|e| words::at_file(file, &e))
            }))
        },
        |_, _, _| {},
    )?;
    let mut failed = 0;
    for e in outcomes.into_iter().filter_map(Result::err) {
        failed += 1;
        println!("{e}");
    }
    let seconds = decimal(start.elapsed().as_secs_f64(), 1);
    let args: [(&str, &dyn std::fmt::Display); 3] = [
        ("count", &files.len()),
        ("failed", &failed),
        ("seconds", &seconds),
    ];
    if !playouts {
        println!("{}", trf("cli.puzzles.without_playouts", &[]));
    }
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
