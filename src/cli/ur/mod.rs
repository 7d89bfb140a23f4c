//! Royal d'Ûr on the command line: seeded matches between AI levels, and the replay of
//! a record.

use std::path::Path;
use std::time::Instant;

use super::matches::*;
use super::replay::read_record_file;
use crate::rules::Player;

/// The turn limit of a Royal d'Ûr match game: the rules have none, a match needs one.
pub const UR_MAX_TURNS: usize = 5_000;

/// `unlur match --game ur`: Royal d'Ûr games with seeded dice on all cores; prints
/// rates with 95% intervals and ends with `result: p1 W p2 L of G`.
pub fn run_ur_match(m: &MatchArgs) -> Result<(), String> {
    let (p1, p2, games, seed, threads) = (m.p1.as_str(), m.p2.as_str(), m.games, m.seed, m.threads);
    let save_records = m.save_records.as_deref();
    use crate::ai::ur::{UrContender, play_game};
    make_records_folder(save_records)?;
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
    let timings = match_timings(&results, |p| match p {
        UrContender::Ai(_, timing) => Some(*timing),
        UrContender::Random(_) => None,
    });
    let results: Vec<_> = results.into_iter().map(|(g, _)| g).collect();
    if let Some(dir) = save_records {
        for (i, g) in results.iter().enumerate() {
            save_record(dir, i, "ur", crate::rules::ur::write_record(g, p1, p2))?;
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
    print_match_end(
        [(p1, timings[0]), (p2, timings[1])],
        p1_wins,
        "the first to move wins",
        first_wins,
        finished.len() as u32,
    );
    Ok(())
}

/// The final line of `replay` for Royal d'Ûr: `player1 wins`, `player2 wins` or
/// `ongoing`.
pub fn ur_result_line(game: &crate::rules::ur::Game) -> &'static str {
    match game.winner() {
        Some(crate::rules::Player::One) => "player1 wins",
        Some(crate::rules::Player::Two) => "player2 wins",
        None => "ongoing",
    }
}

pub(super) fn replay_ur(file: &Path) -> Result<(), String> {
    use crate::rules::Player;
    let text = read_record_file(file)?;
    let record = crate::rules::ur::read_record(&text)
        .map_err(|e| format!("{}: {e}", crate::storage::shown(file)))?;
    for w in &record.warnings {
        eprintln!("warning: {}: {w}", crate::storage::shown(file));
    }
    let g = &record.game;
    let names = [&record.player1, &record.player2];
    println!("Royal Ur, {} turns", g.history().len());
    for player in [Player::One, Player::Two] {
        let c = g.position().counts(player);
        println!(
            "{}: {} waiting, {} on the board, {} held prisoner, {} removed",
            names[player.index()],
            c.waiting,
            c.free,
            c.prisoners,
            c.removed
        );
    }
    match g.winner() {
        Some(w) => println!(
            "{} removed all seven of {}'s pieces",
            names[w.index()],
            names[w.other().index()]
        ),
        None => println!("{} to roll", names[g.to_move().index()]),
    }
    println!("{}", ur_result_line(g));
    Ok(())
}
