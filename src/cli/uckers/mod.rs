//! Uckers on the command line: seeded matches between AI levels, and the replay of a
//! record.

use std::path::Path;

use super::matches::*;
use super::replay::read_record_file;
use super::words::{self, trf};
use crate::i18n::Says;

/// The action limit of an Uckers match game: the rules have none, a match needs one.
pub const UCKERS_MAX_ACTIONS: usize = 20_000;

/// `unlur match --game uckers`: two-player Uckers games (each player a partnership;
/// p1 plays yellow-green in odd-numbered games and red-blue in the others) with seeded
/// dice on all cores; prints rates with 95% intervals and ends with
/// `result: p1 W p2 L of G`.
pub fn run_uckers_match(m: &MatchArgs, options: &str) -> Result<(), String> {
    use crate::ai::uckers::{UckersContender, play_game};
    use crate::rules::uckers::{Options, Partnership, write_record};
    let options =
        Options::parse(options).map_err(|why| words::option("--options", &words::say(&why)))?;
    let (p1, p2) = (m.p1.as_str(), m.p2.as_str());
    let p1_team = |i: usize| {
        if i.is_multiple_of(2) {
            Partnership::YellowGreen
        } else {
            Partnership::RedBlue
        }
    };
    run_dice_match(
        m,
        DiceMatch {
            title: trf("cli.uckers.title", &[("options", &options.text())]),
            parse: UckersContender::parse,
            play: &|i, a, b, dice| match p1_team(i) {
                Partnership::YellowGreen => play_game(a, b, options, dice, UCKERS_MAX_ACTIONS),
                Partnership::RedBlue => play_game(b, a, options, dice, UCKERS_MAX_ACTIONS),
            },
            p1_won: &|i, g| g.winner().map(|w| w == p1_team(i)),
            first_won: |g| g.winner() == Some(g.first().partnership()),
            length: |g| g.history().len(),
            unit: "actions",
            most: UCKERS_MAX_ACTIONS,
            first: "cli.match.first_partnership",
            record: (
                &|i, g| {
                    let (yg, rb) = match p1_team(i) {
                        Partnership::YellowGreen => (p1, p2),
                        Partnership::RedBlue => (p2, p1),
                    };
                    write_record(g, 2, &[yg, rb, yg, rb].map(String::from))
                },
                "uckers",
            ),
            more: &|finished| {
                let stings = finished
                    .iter()
                    .filter(|(_, g)| {
                        let loser = g.winner().map(|w| w.other());
                        loser.is_some_and(|l| {
                            l.colours().iter().all(|&c| g.position().home_count(c) == 0)
                        })
                    })
                    .count();
                trf("cli.uckers.stings", &[("n", &stings)])
            },
        },
    )
}

pub(super) fn replay_uckers(file: &Path) -> Result<(), String> {
    use crate::rules::uckers::{Colour, HOME, PieceId, TUBE_END, outcome_line, read_record};
    let text = read_record_file(file)?;
    let record = read_record(&text).map_err(|e| words::at_file(file, &e.said()))?;
    for w in &record.warnings {
        words::warning(&words::at_file(file, w));
    }
    let g = &record.game;
    let t = words::t();
    let names = words::names(record.names.to_vec());
    let colour = |c: Colour| crate::app::uckers::words::uckers_colour(t, c);
    println!(
        "{}",
        trf(
            "cli.uckers.replay_head",
            &[
                ("players", &record.players),
                ("options", &g.options().text()),
                ("lines", &g.history().len()),
            ],
        )
    );
    let p = g.position();
    for c in Colour::ALL {
        let steps: Vec<Option<u8>> = (0..4)
            .map(|index| p.step(PieceId { colour: c, index }))
            .collect();
        let count = |f: &dyn Fn(Option<u8>) -> bool| steps.iter().filter(|&&s| f(s)).count();
        println!(
            "{}",
            trf(
                "cli.uckers.counts",
                &[
                    ("colour", &colour(c)),
                    ("name", &names[c.index()]),
                    ("base", &count(&|s| s.is_none())),
                    ("track", &count(&|s| s.is_some_and(|s| s <= TUBE_END))),
                    (
                        "tube",
                        &count(&|s| s.is_some_and(|s| s > TUBE_END && s < HOME))
                    ),
                    ("home", &count(&|s| s == Some(HOME))),
                ],
            )
        );
    }
    match g.winner() {
        Some(w) => {
            let loser = w.other();
            if loser.colours().iter().all(|&c| p.home_count(c) == 0) {
                println!(
                    "{}",
                    trf("cli.uckers.sting", &[("who", &t.tr(loser.word_key()))])
                );
            }
        }
        None if record.resigned.is_some() => {}
        None => println!("{}", trf("cli.to_roll", &[("name", &colour(g.to_move()))])),
    }
    if let Some(by) = record.resigned {
        let side = |p| {
            let [a, b] = crate::rules::uckers::table::partnership_of(p).colours();
            [names[a.index()].as_str(), names[b.index()].as_str()]
        };
        println!(
            "{}",
            crate::app::session::game::resigned_words(t, &side(by), &side(by.other()))
        );
        println!("{}", crate::rules::GameId::Uckers.resigned_line(by));
    } else {
        println!("{}", outcome_line(g));
    }
    Ok(())
}
