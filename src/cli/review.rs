//! `unlur review`: every move of a record rated, with each side's chance of winning and
//! the better move; `unlur calibrate`: the evaluations fitted to self-play.

use std::path::Path;
use std::time::{Duration, Instant};

use super::replay::read_record_file;
use crate::ai::analysis::{Work, review_record, sides};
use crate::ai::review::{Calibration, Review};
use crate::rules::GameId;

/// `unlur review FILE [--seconds S] [--seed N]`: one tab-separated line a move (its number as the
/// record counts it, its text, the mover's chance before and after it in percent, the
/// best move's text, the rating), then `accuracy: player1 A% player2 B%`.
pub fn review(file: &Path, seconds: Option<f64>, seed: u64) -> Result<(), String> {
    let text = read_record_file(file)?;
    let shown = crate::storage::shown(file);
    let game = GameId::of_record(&text).map_err(|e| format!("{shown}: {e}"))?;
    let mut work = Work::default_for(game);
    work.seed = seed;
    if let Some(s) = seconds {
        work.time = Duration::from_secs_f64(s);
    }
    let start = Instant::now();
    let review = review_record(&text, &work)
        .map_err(|e| format!("{shown}: {e}"))?
        .ok_or("the review was cancelled")?;
    print_review(&review, sides(game));
    eprintln!(
        "reviewed {} moves in {:.1} s on {} threads",
        review.moves.len(),
        start.elapsed().as_secs_f64(),
        work.threads
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
    let fit = Calibration::fit(&samples);
    let (log, brier) = fit.scores(&samples);
    println!("{} positions from {games} games", samples.len());
    println!("fit: a {:.3} b {:.3} c {:.3}", fit.a, fit.b, fit.c);
    println!("log loss {log:.4}, Brier score {brier:.4}");
    for band in 0..10 {
        let (lo, hi) = (band as f32 / 10.0, (band + 1) as f32 / 10.0);
        let inside: Vec<bool> = samples
            .iter()
            .filter(|(v, phase, _)| (lo..hi).contains(&fit.chance(*v, *phase)))
            .map(|(_, _, won)| *won)
            .collect();
        if !inside.is_empty() {
            let won = inside.iter().filter(|w| **w).count() as f32 / inside.len() as f32;
            println!(
                "predicted {:.0}-{:.0}%: won {:.1}% of {}",
                lo * 100.0,
                hi * 100.0,
                won * 100.0,
                inside.len()
            );
        }
    }
    Ok(())
}
