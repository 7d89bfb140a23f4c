//! `unlur match --game ur|uckers`: the dice games' AIs measured from the command line,
//! on seeded dice.

use std::time::Instant;

use crate::cli_ai::*;
use crate::rules::Player;

/// Prints each AI player's decision times (players with none timed are left out).
fn print_timings(players: [(&str, crate::ai::Timing); 2]) {
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

/// The turn limit of a Royal d'Ûr match game: the rules have none, a match needs one.
pub const UR_MAX_TURNS: usize = 5_000;

/// `unlur match --game ur`: Royal d'Ûr games with seeded dice on all cores; prints
/// rates with 95% intervals and ends with `result: p1 W p2 L of G`.
pub fn run_ur_match(
    p1: &str,
    p2: &str,
    games: u32,
    seed: u64,
    threads: Option<usize>,
    save_records: Option<&std::path::Path>,
) -> Result<(), String> {
    use crate::ai::Timing;
    use crate::ai::ur::{UrContender, play_game};
    if let Some(dir) = save_records {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    UrContender::parse(p1, 0)?;
    UrContender::parse(p2, 0)?;
    let start = Instant::now();
    let (results, threads) = play_games(
        games,
        threads,
        |i| {
            let mut a = UrContender::parse(p1, game_seed(seed, i))?;
            let mut b = UrContender::parse(p2, game_seed(seed, i) + 1)?;
            let dice = game_seed(seed, i) ^ 0x5eed;
            let g = play_game(&mut a, &mut b, first_of(i), dice, UR_MAX_TURNS)?;
            Ok((g, [a, b]))
        },
        |_, (g, _)| match g.winner() {
            Some(Player::One) => format!("p1 wins, {} turns", g.history().len()),
            Some(Player::Two) => format!("p2 wins, {} turns", g.history().len()),
            None => "unfinished".into(),
        },
    )?;
    let mut timings = [Timing::default(); 2];
    for (_, players) in &results {
        for (t, player) in timings.iter_mut().zip(players) {
            if let UrContender::Ai(_, timing) = player {
                t.merge(*timing);
            }
        }
    }
    let results: Vec<_> = results.into_iter().map(|(g, _)| g).collect();
    if let Some(dir) = save_records {
        for (i, g) in results.iter().enumerate() {
            let path = dir.join(format!("game-{}.ur", i + 1));
            std::fs::write(&path, crate::rules::ur::write_record(g, p1, p2))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    let finished: Vec<_> = results.iter().filter(|g| g.winner().is_some()).collect();
    let unfinished = results.len() - finished.len();
    let p1_wins = finished
        .iter()
        .filter(|g| g.winner() == Some(Player::One))
        .count() as u32;
    let first_wins = finished
        .iter()
        .filter(|g| g.winner() == Some(g.first_player()))
        .count() as u32;
    let turns: usize = finished.iter().map(|g| g.history().len()).sum();
    println!(
        "Royal Ur, {} games on {threads} threads in {:.1}s, {:.1} turns a finished game",
        results.len(),
        start.elapsed().as_secs_f64(),
        turns as f64 / finished.len().max(1) as f64
    );
    if unfinished > 0 {
        println!("{unfinished} games still going after {UR_MAX_TURNS} turns, left out");
    }
    print_timings([(p1, timings[0]), (p2, timings[1])]);
    let n = finished.len() as u32;
    println!("p1 ({p1}) wins: {}", rate(p1_wins, n));
    println!("the first to move wins: {}", rate(first_wins, n));
    println!("result: p1 {} p2 {} of {}", p1_wins, n - p1_wins, n);
    Ok(())
}

/// The action limit of an Uckers match game: the rules have none, a match needs one.
pub const UCKERS_MAX_ACTIONS: usize = 20_000;

/// `unlur match --game uckers`: two-player Uckers games (each player a partnership;
/// p1 plays yellow-green in odd-numbered games and red-blue in the others) with seeded
/// dice on all cores; prints rates with 95% intervals and ends with
/// `result: p1 W p2 L of G`.
pub fn run_uckers_match(
    p1: &str,
    p2: &str,
    games: u32,
    seed: u64,
    threads: Option<usize>,
    options: &str,
    save_records: Option<&std::path::Path>,
) -> Result<(), String> {
    use crate::ai::Timing;
    use crate::ai::uckers::{UckersContender, play_game};
    use crate::rules::uckers::{Options, Partnership, write_record};
    let options = Options::parse(options).map_err(|o| {
        format!(
            "--options: unknown option `{o}` (wafu-snake-eyes, superblobs, suckback, layered-blobs)"
        )
    })?;
    if let Some(dir) = save_records {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
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
    let mut timings = [Timing::default(); 2];
    for (_, players) in &results {
        for (t, player) in timings.iter_mut().zip(players) {
            if let UckersContender::Ai(_, timing) = player {
                t.merge(*timing);
            }
        }
    }
    if let Some(dir) = save_records {
        for (i, (g, _)) in results.iter().enumerate() {
            let (yg, rb) = match p1_team(i) {
                Partnership::YellowGreen => (p1, p2),
                Partnership::RedBlue => (p2, p1),
            };
            let names = [yg, rb, yg, rb].map(String::from);
            let path = dir.join(format!("game-{}.uckers", i + 1));
            std::fs::write(&path, write_record(g, 2, &names))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
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
    print_timings([(p1, timings[0]), (p2, timings[1])]);
    let n = finished.len() as u32;
    println!("p1 ({p1}) wins: {}", rate(p1_wins, n));
    println!(
        "the partnership that rolled first wins: {}",
        rate(first_wins, n)
    );
    println!("result: p1 {} p2 {} of {}", p1_wins, n - p1_wins, n);
    Ok(())
}
