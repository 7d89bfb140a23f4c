//! Unlur in words: colours, goals and phases, whose turn it is, the contract's outcome,
//! the result and why, the move list, and why a move is refused.

use bevy::prelude::{Res, ResMut};

use crate::app::Match;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Goal, Move, Phase, Player, Side, WinReason, move_text};

/// A stone colour's name (`black`, `noir`).
pub fn colour_name(t: Tr, c: Colour) -> &'static str {
    match c {
        Colour::Black => t.tr("unlur.black"),
        Colour::White => t.tr("unlur.white"),
    }
}

/// A side of the board's name (`SW`; in French `SO`).
pub fn side_name(t: Tr, s: Side) -> &'static str {
    t.tr(match s {
        Side::N => "unlur.side.n",
        Side::NE => "unlur.side.ne",
        Side::SE => "unlur.side.se",
        Side::S => "unlur.side.s",
        Side::SW => "unlur.side.sw",
        Side::NW => "unlur.side.nw",
    })
}

/// The players of a colour, as a seat is called by it: `White`, `les Blancs` (`Blancs`
/// after a name: "Ann (Blancs)", where `blanche`, a stone's colour, would not agree).
pub fn team_name(t: Tr, c: Colour) -> &'static str {
    match c {
        Colour::Black => t.tr("unlur.team.black"),
        Colour::White => t.tr("unlur.team.white"),
    }
}

/// A goal with its article (`a Line`, `une Ligne`, `un Y`): the word's gender is the
/// language's.
pub fn goal_name(t: Tr, g: Goal) -> &'static str {
    match g {
        Goal::Line => t.tr("unlur.goal.line"),
        Goal::Y => t.tr("unlur.goal.y"),
    }
}

/// The phase's title.
pub fn phase_title(t: Tr, m: &Match) -> &'static str {
    match m.game.phase() {
        Phase::Contract => t.tr("unlur.phase.contract"),
        Phase::Play => t.tr("unlur.phase.play"),
        Phase::Over => t.tr("unlur.phase.over"),
    }
}

/// One line saying whose turn it is and what they may do.
pub fn turn_line(t: Tr, m: &Match) -> String {
    let g = &m.game;
    let who = m.name(g.to_move());
    match g.phase() {
        Phase::Contract if g.must_pass() => t.trf("unlur.turn.must_pass", &[("who", &who)]),
        Phase::Contract => t.trf("unlur.turn.contract", &[("who", &who)]),
        Phase::Play => {
            let colour = g.colour_of(g.to_move()).unwrap_or(Colour::White);
            t.trf(
                "unlur.turn.play",
                &[("who", &who), ("colour", &colour_name(t, colour))],
            )
        }
        Phase::Over => result_headline(t, m).unwrap_or_default(),
    }
}

/// After the pass: who became Black and who White, plainly.
pub fn contract_result(t: Tr, m: &Match) -> Option<String> {
    let black = m.game.black_player()?;
    let white = black.other();
    Some(t.trf(
        "unlur.contract_result",
        &[("black", &m.name(black)), ("white", &m.name(white))],
    ))
}

/// A player's colour and goal, or that it is not decided yet.
pub fn player_role(t: Tr, m: &Match, p: Player) -> &'static str {
    match m.game.colour_of(p) {
        Some(Colour::Black) => t.tr("unlur.role.black"),
        Some(Colour::White) => t.tr("unlur.role.white"),
        None => t.tr("unlur.role.undecided"),
    }
}

/// "Alice wins!" once the game is over.
pub fn result_headline(t: Tr, m: &Match) -> Option<String> {
    let o = m.game.outcome()?;
    Some(t.trf("common.wins", &[("who", &m.name(o.winner))]))
}

/// Why the game ended, in one sentence.
pub fn result_reason(t: Tr, m: &Match) -> Option<String> {
    let o = m.game.outcome()?;
    let sides: Vec<&str> = m
        .game
        .winning_sides()
        .iter()
        .map(|&s| side_name(t, s))
        .collect();
    let sides = join_sides(t, &sides);
    let winner = m.name(o.winner);
    let loser = m.name(o.winner.other());
    let wc = team_name(t, o.colour);
    let lc = team_name(t, o.colour.other());
    Some(match o.reason {
        WinReason::OwnGoal(goal) => t.trf(
            "unlur.reason.own_goal",
            &[
                ("winner", &winner),
                ("wc", &wc),
                ("goal", &goal_name(t, goal)),
                ("sides", &sides),
            ],
        ),
        WinReason::OpponentMadeGoal(goal) => t.trf(
            "unlur.reason.opponent_goal",
            &[
                ("winner", &winner),
                ("wc", &wc),
                ("loser", &loser),
                ("lc", &lc),
                ("goal", &goal_name(t, goal)),
                ("sides", &sides),
            ],
        ),
        WinReason::Resignation => t.trf("unlur.reason.resigned", &[("loser", &loser), ("lc", &lc)]),
    })
}

fn join_sides(t: Tr, sides: &[&str]) -> String {
    match sides {
        [] => String::new(),
        [a] => a.to_string(),
        [a, b] => t.trf("common.and", &[("a", a), ("b", b)]),
        [rest @ .., last] => t.trf(
            "common.list_and",
            &[("list", &rest.join(", ")), ("last", last)],
        ),
    }
}

/// The move list: "1. Alice d4", …, numbered from 1, passes counted.
pub fn move_list(t: Tr, m: &Match) -> Vec<String> {
    let mut player = m.game.first_player();
    m.game
        .history()
        .iter()
        .enumerate()
        .map(|(i, &mv)| {
            // The notation's words (`pass`, `resign`) in the window's language.
            let text = match mv {
                Move::Pass => t.tr("unlur.move.pass").to_string(),
                Move::Resign => t.tr("unlur.move.resign").to_string(),
                Move::Place(_) => move_text(m.game.board(), mv),
            };
            let line = format!("{}. {} {text}", i + 1, m.name(player));
            let line = if mv == Move::Pass {
                format!("{line} {}", t.tr("unlur.takes_black"))
            } else {
                line
            };
            player = player.other();
            line
        })
        .collect()
}

/// Why Unlur's rules refused a move, in words.
pub fn rule_error(t: Tr, e: &crate::rules::unlur::RuleError) -> String {
    use crate::rules::unlur::RuleError as E;
    match e {
        E::GameOver => t.tr("unlur.error.over").to_string(),
        E::Occupied(cell) => t.trf("unlur.error.occupied", &[("cell", cell)]),
        E::EdgeDuringContract(cell) => t.trf("unlur.error.edge", &[("cell", cell)]),
        E::PassAfterContract => t.tr("unlur.error.pass").to_string(),
        E::ResignDuringContract => t.tr("unlur.error.resign").to_string(),
        E::NoSuchCell(n) => t.trf("unlur.error.no_cell", &[("n", n)]),
        E::FullBoardWithoutResult => t.tr("unlur.error.full").to_string(),
    }
}

/// The caption: what is happening, in one or two large lines.
pub fn demo_lines(t: Tr, m: &Match, ai: &super::ai_player::AiState) -> (String, String) {
    let g = &m.game;
    match g.phase() {
        Phase::Contract => (
            t.tr("demo.contract").to_string(),
            t.trf("demo.contract_line", &[("who", &m.name(g.to_move()))]),
        ),
        Phase::Play => {
            let just_passed = g.history().iter().rev().take(3).any(|&mv| mv == Move::Pass);
            if just_passed && let Some(line) = contract_result(t, m) {
                return (t.tr("demo.colours_set").to_string(), line);
            }
            let lead = ai.last_thought.map(|(p, thought)| {
                let colour = g.colour_of(p).unwrap_or(Colour::White);
                // The search's estimate made a chance of winning, as the review shows.
                let chance = crate::ai::unlur::chance::seat_chance(g, p, thought.win_chance);
                if chance >= 0.5 {
                    (colour, chance)
                } else {
                    (colour.other(), 1.0 - chance)
                }
            });
            let second = match lead {
                Some((colour, chance)) => t.trf(
                    "demo.looks_ahead",
                    &[
                        (
                            "who",
                            &g.player_of(colour).map(|p| m.name(p)).unwrap_or("?"),
                        ),
                        ("colour", &colour_name(t, colour)),
                        ("chance", &format!("{:.0}", 100.0 * chance)),
                    ],
                ),
                None => t.tr("unlur.help.goals").to_string(),
            };
            (t.tr("demo.goals").to_string(), second)
        }
        Phase::Over => (
            result_headline(t, m).unwrap_or_default(),
            result_reason(t, m).unwrap_or_default(),
        ),
    }
}

/// The demo's caption while it shows Unlur.
pub(super) fn demo_caption(
    m: Res<Match>,
    ai: Res<super::ai_player::AiState>,
    settings: Res<crate::app::settings::AppSettings>,
    mut caption: ResMut<crate::app::demo::DemoCaption>,
) {
    let (head, line) = demo_lines(settings.tr(), &m, &ai);
    *caption = crate::app::demo::DemoCaption(head, line);
}
