//! `unlur review`: every move of a record rated, with each side's chance of winning and
//! the better move; `unlur calibrate`: the evaluations fitted to self-play.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::replay::read_record_file;
use super::words::{self, trf};
use crate::ai::analysis::{review_record, sides};
use crate::ai::calibration::{Sample, deciles, logistic};
use crate::ai::review::{Calibration, Review};
use crate::ai::unlur::chance;
use crate::ai::unlur::positions::{self, Contracts, Position};
use crate::ai::work::Work;
use crate::rules::GameId;

/// `unlur review FILE [--seconds S] [--seed N]`: one tab-separated line a move (its number as the
/// record counts it, its text, the mover's chance before and after it in percent, the
/// best move's text, the rating), then `accuracy: player1 A% player2 B%` (the same in
/// every language: they are for scripts; what is said to a person goes to standard
/// error in the command line's language).
pub fn review(file: &Path, seconds: Option<f64>, seed: u64) -> Result<(), String> {
    let text = read_record_file(file)?;
    let game = GameId::of_record(&text).map_err(|e| words::at_file(file, &e))?;
    let mut work = Work::default_for(game);
    work.seed = seed;
    if let Some(s) = seconds {
        work.time = Duration::from_secs_f64(s);
    }
    let start = Instant::now();
    let review = review_record(&text, &work)
        .map_err(|e| words::at_file(file, &e))?
        .ok_or_else(|| trf("cli.review.cancelled", &[]))?;
    print_review(&review, sides(game));
    eprintln!(
        "{}",
        trf(
            "cli.review.done",
            &[
                ("moves", &review.moves.len()),
                (
                    "seconds",
                    &super::words::decimal(start.elapsed().as_secs_f64(), 1)
                ),
                ("threads", &work.threads),
            ],
        )
    );
    Ok(())
}

fn print_review(review: &Review, sides: [&str; 2]) {
    for (i, m) in review.moves.iter().enumerate() {
        println!(
            "{}\t{}\t{:.0}\t{:.0}\t{}\t{}",
            i + 1,
            m.played,
            m.before * 100.0,
            m.after * 100.0,
            m.best,
            m.rating.word()
        );
    }
    let accuracy = |side: u8| {
        review
            .accuracy(side)
            .map_or_else(|| "-".to_string(), |a| format!("{a:.0}%"))
    };
    println!(
        "accuracy: {} {} {} {}",
        sides[0],
        accuracy(0),
        sides[1],
        accuracy(1)
    );
}

/// `unlur calibrate --game ur [--games N]`: plays self-play games, fits the evaluation
/// to their outcomes and prints the fit, its scores, and how often each band of
/// predicted chances was won.
pub fn calibrate(game: GameId, games: usize, seed: u64) -> Result<(), String> {
    let samples = crate::ai::games::calibration_samples(game, games, seed);
    print_fit(&samples, &[], &played_games(samples.len(), games));
    Ok(())
}

/// Where `unlur calibrate --game unlur` keeps or finds its positions.
pub struct PositionFiles {
    /// Write the positions played here.
    pub save: Option<PathBuf>,
    /// Fit to these positions instead of playing.
    pub load: Option<PathBuf>,
    /// Check the fit on these.
    pub held_out: Option<PathBuf>,
}

/// `unlur calibrate --game unlur [--contracts strong|random] [--save F] [--load F]
/// [--held-out F]`: as [`calibrate`]
/// on the positions of self-play games (or of a file), and on held-out positions the
/// review's chance, contract included, by decile against who won: with the new fit and
/// with the calibration shipped.
pub fn calibrate_unlur(
    games: usize,
    seed: u64,
    contracts: Contracts,
    files: PositionFiles,
) -> Result<(), String> {
    // Said before the games, not after them.
    if let Some(file) = &files.save {
        super::args::writable_file(file)?;
    }
    let held = files.held_out.as_deref().map(read_positions).transpose()?;
    // The chances the calibration does not make (the contract's, the pass's, the
    // solver's) as the review makes them now, not as when the file was written.
    let held = held.map(|held| seen_again(&held, seed));
    let positions = match &files.load {
        Some(file) => read_positions(file)?,
        None => positions::calibration_positions(games, seed, contracts),
    };
    if let Some(file) = &files.save {
        let text: String = positions.iter().map(|p| p.line() + "\n").collect();
        std::fs::write(file, text).map_err(|e| {
            trf(
                "cli.calibrate.cannot_write",
                &[("path", &crate::storage::shown(file)), ("why", &e)],
            )
        })?;
    }
    let in_play: Vec<&Position> = positions.iter().filter(|p| p.raw_black.is_some()).collect();
    let samples: Vec<_> = in_play.iter().filter_map(|p| p.sample()).collect();
    // The search's lean to the mover fitted with the calibration (as `chance::LEAN`).
    let lean = positions::fit_lean(&in_play);
    let offsets: Vec<f32> = in_play.iter().map(|p| p.offset_with(lean)).collect();
    let heading = match &files.load {
        Some(file) => trf(
            "cli.calibrate.samples_file",
            &[
                ("positions", &samples.len()),
                ("path", &crate::storage::shown(file)),
            ],
        ),
        None => played_games(samples.len(), games),
    };
    let fit = print_fit(&samples, &offsets, &heading);
    println!(
        "{}",
        trf("cli.calibrate.lean", &[("lean", &words::decimal(lean, 3))])
    );
    let Some(held) = held else {
        return Ok(());
    };
    let shipped = (chance::CALIBRATION, chance::LEAN);
    for (name, (calibration, lean)) in [("fit", (fit, lean)), ("shipped", shipped)] {
        println!(
            "{}",
            trf(
                "cli.calibrate.held_out",
                &[("positions", &held.len()), ("calibration", &name)]
            )
        );
        let predictions: Vec<(f32, bool)> = held
            .iter()
            .map(|p| (p.chance_with(calibration, lean), p.mover_won))
            .collect();
        for (k, d) in deciles(&predictions).iter().enumerate() {
            println!(
                "{}",
                trf(
                    "cli.calibrate.decile",
                    &[
                        ("decile", &(k + 1)),
                        ("predicted", &words::decimal(d.predicted * 100.0, 1)),
                        ("won", &words::decimal(d.observed * 100.0, 1)),
                        ("n", &d.count),
                    ],
                )
            );
        }
    }
    Ok(())
}

/// `positions` with the chances the calibration does not make made again by the review
/// (see [`Position::seen_again`]), on every core; a position whose moves no longer
/// replay keeps its chance.
fn seen_again(positions: &[Position], seed: u64) -> Vec<Position> {
    let threads = crate::ai::all_cores();
    let chunk = positions.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let parts: Vec<_> = positions
            .chunks(chunk)
            .enumerate()
            .map(|(c, part)| {
                scope.spawn(move || {
                    part.iter()
                        .enumerate()
                        .map(|(k, p)| {
                            let seed = seed ^ ((c * chunk + k) as u64).wrapping_mul(0x9E37_79B9);
                            p.seen_again(seed).unwrap_or_else(|| p.clone())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|part| part.join().unwrap_or_default())
            .collect()
    })
}

/// The positions written by `--save` in `file`, or what is wrong with it and where.
fn read_positions(file: &Path) -> Result<Vec<Position>, String> {
    let text = read_record_file(file)?;
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            Position::parse(line).map_err(|why| {
                trf(
                    "cli.calibrate.bad_position",
                    &[
                        ("path", &crate::storage::shown(file)),
                        ("line", &(i + 1)),
                        ("why", &why),
                    ],
                )
            })
        })
        .collect()
}

/// "`positions` positions from `games` games", the heading of a fit to games played.
fn played_games(positions: usize, games: usize) -> String {
    trf(
        "cli.calibrate.samples",
        &[("positions", &positions), ("games", &games)],
    )
}

/// Prints `heading`, fits `samples` (each sample's log-odds with its offset, if any,
/// added) and prints the fit, its scores, and how often each band of predicted chances
/// was won; the fit.
fn print_fit(samples: &[Sample], offsets: &[f32], heading: &str) -> Calibration {
    let fit = Calibration::fit_offset(samples, offsets);
    let (log, brier) = fit.scores_offset(samples, offsets);
    println!("{heading}");
    println!("fit: a {:.3} b {:.3} c {:.3}", fit.a, fit.b, fit.c);
    println!(
        "{}",
        trf(
            "cli.calibrate.scores",
            &[
                ("log", &super::words::decimal(log, 4)),
                ("brier", &super::words::decimal(brier, 4))
            ],
        )
    );
    let chances: Vec<(f32, bool)> = samples
        .iter()
        .enumerate()
        .map(|(k, &(v, phase, won))| {
            let z = fit.log_odds(v, phase) + offsets.get(k).copied().unwrap_or(0.0);
            (logistic(z), won)
        })
        .collect();
    for band in 0..10 {
        let (lo, hi) = (band as f32 / 10.0, (band + 1) as f32 / 10.0);
        let inside: Vec<bool> = chances
            .iter()
            .filter(|(chance, _)| (lo..hi).contains(chance))
            .map(|(_, won)| *won)
            .collect();
        if !inside.is_empty() {
            let won = inside.iter().filter(|w| **w).count() as f32 / inside.len() as f32;
            println!(
                "{}",
                trf(
                    "cli.calibrate.band",
                    &[
                        ("low", &super::words::decimal(lo * 100.0, 0)),
                        ("high", &super::words::decimal(hi * 100.0, 0)),
                        ("won", &super::words::decimal(won * 100.0, 1)),
                        ("n", &inside.len()),
                    ],
                )
            );
        }
    }
    fit
}
