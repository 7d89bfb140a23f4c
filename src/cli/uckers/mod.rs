//! Uckers on the command line: seeded matches between AI levels, and the replay of a
//! record.

use std::path::Path;
use std::time::Instant;

use super::matches::*;
use super::replay::read_record_file;

/// The action limit of an Uckers match game: the rules have none, a match needs one.
pub const UCKERS_MAX_ACTIONS: usize = 20_000;

/// `unlur match --game uckers`: two-player Uckers games (each player a partnership;
/// p1 plays yellow-green in odd-numbered games and red-blue in the others) with seeded
/// dice on all cores; prints rates with 95% intervals and ends with
/// `result: p1 W p2 L of G`.
pub fn run_uckers_match(m: &MatchArgs, options: &str) -> Result<(), String> {
    let (p1, p2, games, seed, threads) = (m.p1.as_str(), m.p2.as_str(), m.games, m.seed, m.threads);
    let save_records = m.save_records.as_deref();
    use crate::ai::uckers::{UckersContender, play_game};
    use crate::rules::uckers::{Options, Partnership, write_record};
    let options = Options::parse(options).map_err(|o| {
        format!(
            "--options: unknown option `{o}` (wafu-snake-eyes, superblobs, suckback, layered-blobs)"
        )
    })?;
    make_records_folder(save_records)?;
    UckersContender::parse(p1, 0)?;
    UckersContender::parse(p2, 0)?;
    let start = Instant::now();
    let p1_team = |i: usize| {
        if i.is_multiple_of(2) {
            Partnership::YellowGreen
        } else {
            Partnership::RedBlue
        }
    };
    let (results, threads) = play_games(
        games,
        threads,
        |i| {
            let mut a = UckersContender::parse(p1, game_seed(seed, i))?;
            let mut b = UckersContender::parse(p2, game_seed(seed, i) + 1)?;
            let dice = game_seed(seed, i) ^ 0x5eed;
            let g = match p1_team(i) {
                Partnership::YellowGreen => {
                    play_game(&mut a, &mut b, options, dice, UCKERS_MAX_ACTIONS)?
                }
                Partnership::RedBlue => {
                    play_game(&mut b, &mut a, options, dice, UCKERS_MAX_ACTIONS)?
                }
            };
            Ok((g, [a, b]))
        },
        |i, (g, _)| match g.winner() {
            Some(w) if w == p1_team(i) => format!("p1 wins, {} actions", g.history().len()),
            Some(_) => format!("p2 wins, {} actions", g.history().len()),
            None => "unfinished".into(),
        },
    )?;
    let timings = match_timings(&results, |p| match p {
        UckersContender::Ai(_, timing) => Some(*timing),
        UckersContender::Random(_) => None,
    });
    if let Some(dir) = save_records {
        for (i, (g, _)) in results.iter().enumerate() {
            let (yg, rb) = match p1_team(i) {
                Partnership::YellowGreen => (p1, p2),
                Partnership::RedBlue => (p2, p1),
            };
            let names = [yg, rb, yg, rb].map(String::from);
            save_record(dir, i, "uckers", write_record(g, 2, &names))?;
        }
    }
    let finished: Vec<(usize, &crate::rules::uckers::Game)> = results
        .iter()
        .enumerate()
        .filter(|(_, (g, _))| g.winner().is_some())
        .map(|(i, (g, _))| (i, g))
        .collect();
    let unfinished = results.len() - finished.len();
    let p1_wins = finished
        .iter()
        .filter(|(i, g)| g.winner() == Some(p1_team(*i)))
        .count() as u32;
    let first_wins = finished
        .iter()
        .filter(|(_, g)| g.winner() == Some(g.first().partnership()))
        .count() as u32;
    let stings = finished
        .iter()
        .filter(|(_, g)| {
            let loser = g.winner().map(|w| w.other());
            loser.is_some_and(|l| l.colours().iter().all(|&c| g.position().home_count(c) == 0))
        })
        .count();
    let actions: usize = finished.iter().map(|(_, g)| g.history().len()).sum();
    println!(
        "Uckers (options: {}), {} games on {threads} threads in {:.1}s, {:.1} actions a finished game, {stings} eight-piece stings",
        options.text(),
        results.len(),
        start.elapsed().as_secs_f64(),
        actions as f64 / finished.len().max(1) as f64
    );
    if unfinished > 0 {
        println!("{unfinished} games still going after {UCKERS_MAX_ACTIONS} actions, left out");
    }
    print_match_end(
        [(p1, timings[0]), (p2, timings[1])],
        p1_wins,
        "the partnership that rolled first wins",
        first_wins,
        finished.len() as u32,
    );
    Ok(())
}

pub(super) fn replay_uckers(file: &Path) -> Result<(), String> {
    use crate::rules::uckers::{Colour, HOME, PieceId, TUBE_END, outcome_line, read_record};
    let text = read_record_file(file)?;
    let record = read_record(&text).map_err(|e| format!("{}: {e}", crate::storage::shown(file)))?;
    for w in &record.warnings {
        eprintln!("warning: {}: {w}", crate::storage::shown(file));
    }
    let g = &record.game;
    println!(
        "Uckers, {} players, options: {}, {} lines",
        record.players,
        g.options().text(),
        g.history().len()
    );
    let p = g.position();
    for c in Colour::ALL {
        let steps: Vec<Option<u8>> = (0..4)
            .map(|index| p.step(PieceId { colour: c, index }))
            .collect();
        let count = |f: &dyn Fn(Option<u8>) -> bool| steps.iter().filter(|&&s| f(s)).count();
        println!(
            "{} ({}): {} in base, {} on the track, {} in the tube, {} home",
            c.name(),
            record.names[c.index()],
            count(&|s| s.is_none()),
            count(&|s| s.is_some_and(|s| s <= TUBE_END)),
            count(&|s| s.is_some_and(|s| s > TUBE_END && s < HOME)),
            count(&|s| s == Some(HOME)),
        );
    }
    match g.winner() {
        Some(w) => {
            let loser = w.other();
            if loser.colours().iter().all(|&c| p.home_count(c) == 0) {
                println!("{} took the eight-piece sting", loser.name());
            }
        }
        None => println!("{} to roll", g.to_move().name()),
    }
    println!("{}", outcome_line(g));
    Ok(())
}
