//! `unlur bench` and `unlur match`: the AI measured from the command line.

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use super::args::whole;
use super::matches::*;
use super::replay::read_record_file;
use super::words::{self, trf};
use crate::ai::unlur::contender::{Contender, play_game};
use crate::ai::unlur::{Playouts, Tables, UnlurPos};
use crate::ai::{Budget, Mcts, Rng64, SearchGame, SearchSettings};
use crate::i18n::Says;
use crate::rules::unlur::{Board, Colour, Player, Record, read_record};

fn playouts_per_second(root: &UnlurPos, seconds: f64) -> f64 {
    let mut rng = Rng64::new(1);
    let mut trace = Vec::new();
    let start = Instant::now();
    let mut n = 0u64;
    while start.elapsed().as_secs_f64() < seconds {
        for _ in 0..256 {
            let mut p = root.clone();
            trace.clear();
            std::hint::black_box(p.playout(&mut rng, &mut trace));
            n += 1;
        }
    }
    n as f64 / start.elapsed().as_secs_f64()
}

/// Measures playouts per second on one core; the last line is `side N: X playouts/s`
/// (uniform random playouts, the figure the targets speak of).
pub fn bench(side: usize, seconds: f64) -> Result<(), String> {
    let game = crate::ai::unlur::benchmark_position(side)
        .ok_or_else(|| trf("cli.unlur.side", &[("side", &side)]))?;
    let tables = Tables::new(game.board().clone());
    let mut smart = UnlurPos::from_game(&game, tables.clone());
    smart.playouts = Playouts::Bridges;
    let mut uniform = smart.clone();
    uniform.playouts = Playouts::Uniform;
    let s = playouts_per_second(&smart, seconds);
    let rate = |r: f64| words::decimal(r, 0);
    println!(
        "{}",
        trf("cli.bench.bridge", &[("side", &side), ("rate", &rate(s))])
    );
    let mut careful = smart.clone();
    careful.playouts = Playouts::Careful;
    let c = playouts_per_second(&careful, seconds);
    println!(
        "{}",
        trf("cli.bench.careful", &[("side", &side), ("rate", &rate(c))])
    );
    let mut tree = Mcts::new(smart, SearchSettings::default(), 1);
    if let Some(info) = tree.search(Budget::time(Duration::from_secs_f64(seconds))) {
        let r = info.playouts as f64 / info.elapsed.as_secs_f64();
        println!(
            "{}",
            trf(
                "cli.bench.mcts",
                &[
                    ("side", &side),
                    ("rate", &rate(r)),
                    ("nodes", &tree.node_count())
                ],
            )
        );
    }
    let u = playouts_per_second(&uniform, seconds);
    // The last line is for scripts: the same in every language.
    println!("side {side}: {u:.0} playouts/s");
    Ok(())
}

/// Measures the exact solver on every position after the contract of `games` games
/// between two `players`: positions searched a second, and how long a proof of a win
/// within `depth` own moves takes (median, 90%, most).
pub fn solve_bench(
    side: usize,
    games: u32,
    depth: u8,
    players: &str,
    seed: u64,
) -> Result<(), String> {
    use crate::ai::unlur::solver::{Limits, Proof, Solver};
    let (mut proven, mut unknown) = (Vec::new(), Vec::new());
    let (mut nodes, mut spent, mut losses) = (0u64, Duration::ZERO, 0u32);
    let mut by_moves = vec![0u32; depth as usize + 1];
    for g in 0..games {
        let player = |k: u64| Contender::parse(players, seed.wrapping_mul(1000) + 2 * g as u64 + k);
        let (mut p1, mut p2) = (player(0)?, player(1)?);
        let first = if g % 2 == 0 { Player::One } else { Player::Two };
        let game = play_game(&mut p1, &mut p2, side, first)?;
        let mut replay = crate::rules::unlur::Game::with_side(side, first)
            .ok_or_else(|| trf("cli.unlur.side", &[("side", &side)]))?;
        for &mv in game.history() {
            if replay.phase() == crate::rules::unlur::Phase::Play {
                let mut solver = Solver::for_game(&replay);
                let start = Instant::now();
                let proof = solver.solve(&replay, Limits::depth(depth));
                let took = start.elapsed();
                (nodes, spent) = (nodes + solver.nodes, spent + took);
                match proof {
                    Proof::Wins { moves, .. } => {
                        by_moves[moves as usize] += 1;
                        proven.push(took);
                    }
                    Proof::Loses { .. } => losses += 1,
                    Proof::Unknown => unknown.push(took),
                }
            }
            if replay.play(mv).is_err() {
                break;
            }
        }
    }
    let ms = |d: Duration| words::decimal(d.as_secs_f64() * 1000.0, 1);
    let spread = |times: &mut Vec<Duration>| {
        times.sort();
        let at = |q: f64| {
            times.get(((times.len() as f64 * q) as usize).min(times.len().saturating_sub(1)))
        };
        (
            at(0.5).copied().unwrap_or_default(),
            at(0.9).copied().unwrap_or_default(),
            times.last().copied().unwrap_or_default(),
        )
    };
    let positions = proven.len() + unknown.len() + losses as usize;
    let rate = nodes as f64 / spent.as_secs_f64().max(1e-9);
    let (med, p90, most) = spread(&mut proven);
    let (u_med, u_p90, u_most) = spread(&mut unknown);
    let wins: Vec<String> = (1..=depth as usize)
        .map(|n| format!("{n}: {}", by_moves[n]))
        .collect();
    println!(
        "{}",
        trf(
            "cli.solve_bench.counts",
            &[
                ("positions", &positions),
                ("games", &games),
                ("wins", &wins.join(", ")),
                ("losses", &losses),
                ("unknown", &unknown.len()),
            ],
        )
    );
    println!(
        "{}",
        trf(
            "cli.solve_bench.unknown",
            &[
                ("depth", &depth),
                ("median", &ms(u_med)),
                ("p90", &ms(u_p90)),
                ("most", &ms(u_most))
            ],
        )
    );
    // The last line is for scripts: the same in every language.
    println!(
        "side {side}: {:.0} positions/s; wins within {depth} proven in median {} ms, 90% within {} ms, at most {} ms",
        rate,
        ms(med),
        ms(p90),
        ms(most)
    );
    Ok(())
}

#[derive(Default)]
pub(crate) struct Tally {
    games: u32,
    p1_wins: u32,
    p1_black_games: u32,
    p1_black_wins: u32,
    p1_white_games: u32,
    p1_white_wins: u32,
    black_wins: u32,
    moves: u64,
}

/// Plays `games` games between two player specs on all cores; prints rates with 95%
/// intervals and ends with `result: p1 W p2 L of G`.
pub fn run_match(m: &MatchArgs, side: usize, pass_threshold: Option<f32>) -> Result<(), String> {
    if m.save_records.is_some() {
        return Err(trf("cli.unlur.save_records", &[]));
    }
    let (p1, p2, games, seed, threads) = (m.p1.as_str(), m.p2.as_str(), m.games, m.seed, m.threads);
    // Check both specs before starting.
    let parse = |spec: &str, seed: u64| Contender::parse(spec, seed).map_err(|e| words::say(&e));
    parse(p1, 0)?;
    parse(p2, 0)?;
    Board::new(side).ok_or_else(|| trf("cli.size", &[("size", &side)]))?;
    // The games share the cores: a level that searches on several threads gets its
    // share of them.
    let per_game = crate::ai::all_cores() / game_threads(threads, games);
    let start = Instant::now();
    let (results, threads) = play_games(
        games,
        threads,
        |i| {
            let mut a = parse(p1, game_seed(seed, i))?;
            let mut b = parse(p2, game_seed(seed, i) + 1)?;
            a.limit_threads(per_game);
            b.limit_threads(per_game);
            if let Some(t) = pass_threshold {
                a.set_pass_threshold(t);
                b.set_pass_threshold(t);
            }
            let g = play_game(&mut a, &mut b, side, first_of(i))?;
            Ok((g, [a.timing(), b.timing()]))
        },
        |_, (g, _)| match g.outcome() {
            Some(o) => {
                let who = if o.winner == Player::One { "p1" } else { "p2" };
                let colour = match o.colour {
                    Colour::Black => "black",
                    Colour::White => "white",
                };
                trf(
                    "cli.unlur.game_won",
                    &[
                        ("who", &who),
                        ("colour", &colour),
                        ("moves", &g.history().len()),
                    ],
                )
            }
            None => trf("cli.match.unfinished", &[]),
        },
    )?;
    let mut t = Tally::default();
    let timings = total_timings(results.iter().map(|(_, timings)| *timings));
    for (g, _) in &results {
        let Some(o) = g.outcome() else { continue };
        t.games += 1;
        t.moves += g.history().len() as u64;
        let p1_won = o.winner == Player::One;
        t.p1_wins += p1_won as u32;
        t.black_wins += (o.colour == Colour::Black) as u32;
        match g.colour_of(Player::One) {
            Some(Colour::Black) => {
                t.p1_black_games += 1;
                t.p1_black_wins += p1_won as u32;
            }
            _ => {
                t.p1_white_games += 1;
                t.p1_white_wins += p1_won as u32;
            }
        }
    }
    println!(
        "{}",
        trf(
            "cli.unlur.match_head",
            &[
                ("side", &side),
                ("games", &t.games),
                ("threads", &threads),
                ("seconds", &words::decimal(start.elapsed().as_secs_f64(), 1)),
                (
                    "moves",
                    &words::decimal(t.moves as f64 / t.games.max(1) as f64, 1)
                ),
            ],
        )
    );
    print_timings([(p1, timings[0]), (p2, timings[1])]);
    println!(
        "{}",
        trf(
            "cli.match.p1_wins",
            &[("spec", &p1), ("rate", &rate(t.p1_wins, t.games))]
        )
    );
    let as_colour = |who: &str, spec: &str, colour: &str, rate: String| {
        let args: [(&str, &dyn std::fmt::Display); 4] = [
            ("who", &who),
            ("spec", &spec),
            ("colour", &colour),
            ("rate", &rate),
        ];
        trf("cli.unlur.as_colour", &args)
    };
    println!(
        "{}",
        as_colour("p1", p1, "black", rate(t.p1_black_wins, t.p1_black_games))
    );
    println!(
        "{}",
        as_colour("p1", p1, "white", rate(t.p1_white_wins, t.p1_white_games))
    );
    let p2_black = rate(t.p1_white_games - t.p1_white_wins, t.p1_white_games);
    println!("{}", as_colour("p2", p2, "black", p2_black));
    let p2_white = rate(t.p1_black_games - t.p1_black_wins, t.p1_black_games);
    println!("{}", as_colour("p2", p2, "white", p2_white));
    println!(
        "{}",
        trf(
            "cli.unlur.black_wins",
            &[("rate", &rate(t.black_wins, t.games))]
        )
    );
    println!("{}", result_line(t.p1_wins, t.games - t.p1_wins, t.games));
    Ok(())
}

/// Reads an Unlur record file, with errors that name the file.
pub fn load_record(path: &Path) -> Result<Record, String> {
    let text = read_record_file(path)?;
    read_record(&text).map_err(|e| words::at_file(path, &e.said()))
}

/// Loads an Unlur record to show in the window; on failure prints why and gives the
/// exit code.
pub(super) fn load_match(path: &Path) -> Result<crate::app::unlur::game::UnlurMatch, ExitCode> {
    let record = load_record(path).map_err(|e| {
        words::error(&e);
        ExitCode::FAILURE
    })?;
    for w in &record.warnings {
        words::warning(&words::at_file(path, w));
    }
    let mut m = crate::app::unlur::game::UnlurMatch::from_record(record);
    let names = words::names(m.names.to_vec());
    m.names = [names[0].clone(), names[1].clone()];
    Ok(m)
}

pub(super) fn replay_unlur(file: &Path) -> ExitCode {
    let m = match load_match(file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let g = &m.game;
    let t = words::t();
    println!(
        "{}",
        t.trf(
            "cli.unlur.replay_head",
            &[("side", &g.board().side()), ("moves", &g.history().len())]
        )
    );
    match g.black_player() {
        Some(b) => println!(
            "{}",
            t.trf(
                "cli.unlur.colours",
                &[("black", &m.name(b)), ("white", &m.name(b.other()))]
            )
        ),
        None => println!("{}", t.tr("cli.unlur.in_contract")),
    }
    match crate::app::unlur::words::result_reason(t, &m) {
        Some(reason) => println!("{reason}"),
        None => println!(
            "{}",
            t.trf("cli.to_move", &[("name", &m.name(g.to_move()))])
        ),
    }
    println!(
        "{}",
        m.resigned.map_or_else(
            || crate::rules::unlur::outcome_line(g).to_string(),
            |by| crate::rules::GameId::Unlur.resigned_line(by)
        )
    );
    ExitCode::SUCCESS
}

pub(super) fn board_side(text: &str) -> Result<usize, String> {
    use crate::rules::unlur::{MAX_SIDE, MIN_SIDE};
    whole(text, "side", MIN_SIDE as u32, MAX_SIDE as u32).map(|n| n as usize)
}

/// The game `unlur frame-bench` opens: Unlur on a board of `size` with `stones` stones
/// placed, two people seated; `None` for a size that is no board.
pub(super) fn frame_bench_start(
    size: usize,
    stones: usize,
) -> Option<crate::app::session::any_match::AnyMatch> {
    let game = crate::app::unlur::frame_bench::position(size, stones, 1)?;
    let d = crate::app::session::game::NewGame::default();
    Some(crate::app::session::any_match::AnyMatch::new(
        crate::app::unlur::game::UnlurMatch::playing(
            game,
            d.names,
            [crate::app::session::game::Seat::Human; 2],
        ),
    ))
}
