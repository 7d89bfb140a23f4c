//! Royal d'Ûr on the command line: seeded matches between AI levels, and the replay of
//! a record.

use std::path::Path;

use super::matches::*;
use super::replay::read_record_file;
use super::words::{self, trf};
use crate::i18n::Says;
use crate::rules::Player;

/// The turn limit of a Royal d'Ûr match game: the rules have none, a match needs one.
pub const UR_MAX_TURNS: usize = 5_000;

/// `unlur match --game ur`: Royal d'Ûr games with seeded dice on all cores; prints
/// rates with 95% intervals and ends with `result: p1 W p2 L of G`.
pub fn run_ur_match(m: &MatchArgs) -> Result<(), String> {
    use crate::ai::ur::{UrContender, play_game};
    let (p1, p2) = (m.p1.as_str(), m.p2.as_str());
    run_dice_match(
        m,
        DiceMatch {
            title: words::t().tr("menu.ur").to_string(),
            parse: UrContender::parse,
            play: &|i, a, b, dice| play_game(a, b, first_of(i), dice, UR_MAX_TURNS),
            p1_won: &|_, g| g.winner().map(|w| w == Player::One),
            first_won: |g| g.winner() == Some(g.first_player()),
            length: |g| g.history().len(),
            unit: "turns",
            most: UR_MAX_TURNS,
            first: "cli.match.first_mover",
            record: (&|_, g| crate::rules::ur::write_record(g, p1, p2), "ur"),
            more: &|_| String::new(),
        },
    )
}

pub(super) fn replay_ur(file: &Path) -> Result<(), String> {
    use crate::rules::Player;
    let text = read_record_file(file)?;
    let record =
        crate::rules::ur::read_record(&text).map_err(|e| words::at_file(file, &e.said()))?;
    for w in &record.warnings {
        words::warning(&words::at_file(file, w));
    }
    let g = &record.game;
    let names = words::names(vec![record.player1.clone(), record.player2.clone()]);
    let names = [&names[0], &names[1]];
    println!(
        "{}",
        trf("cli.ur.replay_head", &[("turns", &g.history().len())])
    );
    for player in [Player::One, Player::Two] {
        let c = g.position().counts(player);
        println!(
            "{}",
            trf(
                "cli.ur.counts",
                &[
                    ("name", names[player.index()]),
                    ("waiting", &c.waiting),
                    ("free", &c.free),
                    ("prisoners", &c.prisoners),
                    ("removed", &c.removed),
                ],
            )
        );
    }
    match g.winner() {
        Some(w) => println!(
            "{}",
            trf(
                "cli.ur.won",
                &[
                    ("winner", names[w.index()]),
                    ("loser", names[w.other().index()])
                ],
            )
        ),
        None if record.resigned.is_some() => {}
        None => println!(
            "{}",
            trf("cli.to_roll", &[("name", names[g.to_move().index()])])
        ),
    }
    if let Some(by) = record.resigned {
        let [loser, winner] = [
            names[by.index()].as_str(),
            names[by.other().index()].as_str(),
        ];
        println!(
            "{}",
            crate::app::session::game::resigned_words(words::t(), &[loser], &[winner])
        );
        println!("{}", crate::rules::GameId::RoyalUr.resigned_line(by));
    } else {
        println!("{}", crate::rules::ur::outcome_line(g));
    }
    Ok(())
}
