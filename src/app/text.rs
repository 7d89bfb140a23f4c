//! What the HUD says, derived from the match only (so tests can read it too).

use super::game::Match;
use crate::rules::unlur::{Colour, Move, Phase, Player, WinReason, move_text};

/// The phase's title.
pub fn phase_title(m: &Match) -> &'static str {
    match m.game.phase() {
        Phase::Contract => "Contract",
        Phase::Play => "Play",
        Phase::Over => "Game over",
    }
}

/// One line saying whose turn it is and what they may do.
pub fn turn_line(m: &Match) -> String {
    let g = &m.game;
    let who = m.name(g.to_move());
    match g.phase() {
        Phase::Contract if g.must_pass() => {
            format!("{who} to move: no inner cell is left, so pass")
        }
        Phase::Contract => format!("{who} to move: place a black stone on an inner cell, or pass"),
        Phase::Play => {
            let colour = g.colour_of(g.to_move()).unwrap_or(Colour::White);
            format!("{who} to move: place a {} stone", colour.name())
        }
        Phase::Over => result_headline(m).unwrap_or_default(),
    }
}

/// How the contract works, shown while it lasts.
pub const CONTRACT_HELP: &str = "Colours are not decided yet. Both players place black stones, \
never on the edge. The first player to pass becomes Black (goal: a Y); the other becomes \
White (goal: a Line) and moves next.";

/// Royal d'Ûr in three sentences, for the new-game dialog.
pub const UR_HELP: &str = "Roll one die (a 6 passes) and move one piece that many squares along \
your path: your camp, the shared battlefield, your camp again. End on enemy pieces to take them \
prisoner; carry them to your last square, A, to remove them. Remove all seven to win.";

/// The goals, shown once colours are known.
pub const GOALS_HELP: &str = "White wins with a Line: a group joining two opposite sides. \
Black wins with a Y: a group joining three alternate sides (same-coloured rim bars). \
Completing only your opponent's goal loses.";

/// After the pass: who became Black and who White, plainly.
pub fn contract_result(m: &Match) -> Option<String> {
    let black = m.game.black_player()?;
    let white = black.other();
    Some(format!(
        "{} passed and plays Black (goal: a Y). {} plays White (goal: a Line).",
        m.name(black),
        m.name(white)
    ))
}

/// A player's colour and goal, or that it is not decided yet.
pub fn player_role(m: &Match, p: Player) -> String {
    match m.game.colour_of(p) {
        Some(Colour::Black) => "Black - goal: a Y".to_string(),
        Some(Colour::White) => "White - goal: a Line".to_string(),
        None => "colour not decided yet".to_string(),
    }
}

/// "Alice wins!" once the game is over.
pub fn result_headline(m: &Match) -> Option<String> {
    let o = m.game.outcome()?;
    Some(format!("{} wins!", m.name(o.winner)))
}

/// Why the game ended, in one sentence.
pub fn result_reason(m: &Match) -> Option<String> {
    let o = m.game.outcome()?;
    let sides: Vec<&str> = m.game.winning_sides().iter().map(|s| s.name()).collect();
    let sides = join_sides(&sides);
    let winner = m.name(o.winner);
    let loser = m.name(o.winner.other());
    let wc = o.colour.name();
    let lc = o.colour.other().name();
    Some(match o.reason {
        WinReason::OwnGoal(goal) => {
            format!(
                "{winner} ({wc}) made their goal: a {} joining {sides}.",
                goal.name()
            )
        }
        WinReason::OpponentMadeGoal(goal) => format!(
            "{loser} ({lc}) made a {} joining {sides}, which is {winner}'s goal, so {winner} ({wc}) wins.",
            goal.name()
        ),
        WinReason::Resignation => format!("{loser} ({lc}) resigned."),
    })
}

fn join_sides(sides: &[&str]) -> String {
    match sides {
        [] => String::new(),
        [a] => a.to_string(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
    }
}

/// The move list: "1. Alice d4", …, numbered from 1, passes counted.
pub fn move_list(m: &Match) -> Vec<String> {
    let mut player = m.game.first_player();
    m.game
        .history()
        .iter()
        .enumerate()
        .map(|(i, &mv)| {
            let line = format!(
                "{}. {} {}",
                i + 1,
                m.name(player),
                move_text(m.game.board(), mv)
            );
            let line = if mv == Move::Pass {
                format!("{line} (takes Black)")
            } else {
                line
            };
            player = player.other();
            line
        })
        .collect()
}

/// The rules of Uckers in a few lines, for the new-game dialog.
pub const UCKERS_HELP: &str = "Yellow and green play against red and blue. A six brings a piece \
out and rolls again; the two dice move two pieces, or one piece their sum. Two pieces of a \
colour on a square are a blob that opponents cannot pass; sixing it takes X+1 sixes. The \
first partnership with all eight pieces home wins.";
