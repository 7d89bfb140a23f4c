//! Unlur in words: colours, goals and phases, whose turn it is, the contract's outcome,
//! the result and why, the move list, and why a move is refused.

use bevy::prelude::{Local, Res, ResMut};

use crate::app::unlur::game::UnlurMatch;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Goal, Move, Phase, Player, Side, WinReason, move_text};

/// A colour as the texts select on it (`black`, `white`): each sentence agrees with it
/// in its own language ("une pierre blanche", "(Blancs)").
pub fn colour_code(c: Colour) -> &'static str {
    match c {
        Colour::Black => "black",
        Colour::White => "white",
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

/// A goal as the texts select on it (`line`, `y`): each sentence gives it its article
/// ("a Line", "une Ligne", "un Y").
pub fn goal_code(g: Goal) -> &'static str {
    match g {
        Goal::Line => "line",
        Goal::Y => "y",
    }
}

/// The phase's title.
pub fn phase_title(t: Tr, m: &UnlurMatch) -> &'static str {
    match m.game.phase() {
        Phase::Contract => t.tr("unlur.phase.contract"),
        Phase::Play => t.tr("unlur.phase.play"),
        Phase::Over => t.tr("unlur.phase.over"),
    }
}

/// One line saying whose turn it is and what they may do.
pub fn turn_line(t: Tr, m: &UnlurMatch) -> String {
    let g = &m.game;
    let who = m.name(g.to_move());
    if m.resigned.is_some() {
        return result_reason(t, m).unwrap_or_default();
    }
    match g.phase() {
        Phase::Contract if g.must_pass() => t.trf("unlur.turn.must_pass", &[("who", &who)]),
        Phase::Contract => t.trf("unlur.turn.contract", &[("who", &who)]),
        Phase::Play => {
            let colour = g.colour_of(g.to_move()).unwrap_or(Colour::White);
            t.trf(
                "unlur.turn.play",
                &[("who", &who), ("colour", &colour_code(colour))],
            )
        }
        Phase::Over => result_headline(t, m).unwrap_or_default(),
    }
}

/// After the pass: who became Black and who White, plainly.
pub fn contract_result(t: Tr, m: &UnlurMatch) -> Option<String> {
    let black = m.game.black_player()?;
    let white = black.other();
    Some(t.trf(
        "unlur.contract_result",
        &[("black", &m.name(black)), ("white", &m.name(white))],
    ))
}

/// A player's colour and goal, or that it is not decided yet.
pub fn player_role(t: Tr, m: &UnlurMatch, p: Player) -> &'static str {
    match m.game.colour_of(p) {
        Some(Colour::Black) => t.tr("unlur.role.black"),
        Some(Colour::White) => t.tr("unlur.role.white"),
        None => t.tr("unlur.role.undecided"),
    }
}

/// "Alice wins!" once the game is over.
pub fn result_headline(t: Tr, m: &UnlurMatch) -> Option<String> {
    let o = m.game.outcome()?;
    Some(t.trf("common.wins", &[("who", &m.name(o.winner))]))
}

/// Why the game ended, in one sentence.
pub fn result_reason(t: Tr, m: &UnlurMatch) -> Option<String> {
    let Some(o) = m.game.outcome() else {
        let by = m.resigned?;
        return Some(crate::app::session::game::resigned_words(
            t,
            &[m.name(by)],
            &[m.name(by.other())],
        ));
    };
    let sides: Vec<&str> = m
        .game
        .winning_sides()
        .iter()
        .map(|&s| side_name(t, s))
        .collect();
    let sides = join_sides(t, &sides);
    let winner = m.name(o.winner);
    let loser = m.name(o.winner.other());
    let wc = colour_code(o.colour);
    let lc = colour_code(o.colour.other());
    Some(match o.reason {
        WinReason::OwnGoal(goal) => t.trf(
            "unlur.reason.own_goal",
            &[
                ("winner", &winner),
                ("wc", &wc),
                ("goal", &goal_code(goal)),
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
                ("goal", &goal_code(goal)),
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
pub fn move_list(t: Tr, m: &UnlurMatch) -> Vec<String> {
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

/// Who leads, from the first player's chance of winning (the demo's bar, valued as
/// the review values positions): the colour ahead and its chance (one half or more).
pub fn demo_lead(m: &UnlurMatch, first: Option<f32>) -> Option<(Colour, f32)> {
    let colour = m.game.colour_of(Player::One)?;
    let first = first?;
    Some(if first >= 0.5 {
        (colour, first)
    } else {
        (colour.other(), 1.0 - first)
    })
}

/// The chance (one colour's, 0 to 1) that counts as a turn of the game when the lead
/// moves by it between two estimates (more than 15 points).
const SWING: f32 = 0.15;

/// The caption of a turn of the game (White's chance from `white_then` to
/// `white_now`): who erred, or whose stroke it was, by the last move's cell; the
/// gainer's chance before and after; and, when the slip leaves the gainer a win on the
/// next stone, where.
fn swing_lines(t: Tr, m: &UnlurMatch, white_then: f32, white_now: f32) -> (String, String) {
    let g = &m.game;
    let gainer = if white_now > white_then {
        Colour::White
    } else {
        Colour::Black
    };
    let percent = |white: f32| {
        let chance = if gainer == Colour::White {
            white
        } else {
            1.0 - white
        };
        (chance * 100.0).round() as u32
    };
    let last_mover = g.colour_of(g.to_move().other());
    let cell = g.history().last().map(|&mv| move_text(g.board(), mv));
    let head = match (last_mover, cell) {
        (Some(c), Some(cell)) if c == gainer => t.trf(
            "demo.swing_stroke",
            &[("colour", &colour_code(c)), ("cell", &cell)],
        ),
        (Some(c), Some(cell)) => t.trf(
            "demo.swing_slip",
            &[("colour", &colour_code(c)), ("cell", &cell)],
        ),
        _ => t.tr("demo.swing").to_string(),
    };
    let mut line = t.trf(
        "demo.swing_line",
        &[
            ("colour", &colour_code(gainer)),
            ("then", &percent(white_then)),
            ("now", &percent(white_now)),
        ],
    );
    if g.colour_of(g.to_move()) == Some(gainer)
        && let Some(&win) = crate::ai::unlur::why::winning_cells(g).first()
    {
        line = format!(
            "{line} {}",
            t.trf(
                "demo.swing_wins_at",
                &[
                    ("colour", &colour_code(gainer)),
                    ("cell", &move_text(g.board(), Move::Place(win))),
                ],
            )
        );
    }
    (head, line)
}

/// The caption: what is happening, in one or two large lines; `before` is the lead
/// the previous estimate gave (a big change of it is said).
pub fn demo_lines(
    t: Tr,
    m: &UnlurMatch,
    lead: Option<(Colour, f32)>,
    before: Option<(Colour, f32)>,
) -> (String, String) {
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
            let mover = g.to_move();
            // The sides by their colours only: the stones on the board are what a
            // spectator sees.
            let second = t.trf(
                "demo.play_line",
                &[(
                    "colour",
                    &colour_code(g.colour_of(mover).unwrap_or(Colour::White)),
                )],
            );
            // White's chance, then and now: a big move of it is the game turning.
            let white = |l: (Colour, f32)| if l.0 == Colour::White { l.1 } else { 1.0 - l.1 };
            if let Some((now, then)) = lead.zip(before)
                && (white(now) - white(then)).abs() >= SWING
            {
                return swing_lines(t, m, white(then), white(now));
            }
            let head = match lead {
                Some((colour, chance)) if chance >= 0.6 => {
                    let key = if chance >= 0.75 {
                        "demo.winning"
                    } else {
                        "demo.ahead"
                    };
                    t.trf(key, &[("colour", &colour_code(colour))])
                }
                Some(_) => t.tr("demo.close").to_string(),
                None => t.tr("demo.goals").to_string(),
            };
            (head, second)
        }
        Phase::Over => (
            result_headline(t, m).unwrap_or_default(),
            result_reason(t, m).unwrap_or_default(),
        ),
    }
}

/// The demo caption's memory: the last estimate's lead (and the moves it was seen at),
/// and the one before it.
#[derive(Default)]
pub(super) struct Leads {
    last: (Option<(Colour, f32)>, usize),
    before: Option<(Colour, f32)>,
    /// The caption last made, and what it was made of (moves, lead, lead before).
    #[allow(clippy::type_complexity)]
    said: Option<(
        (usize, Option<(Colour, f32)>, Option<(Colour, f32)>),
        crate::app::screens::demo::DemoCaption,
    )>,
}

/// The demo's caption while it shows Unlur.
pub(super) fn demo_caption(
    m: Res<UnlurMatch>,
    live: Res<crate::app::screens::review::live::LiveChance>,
    settings: Res<crate::app::ground::settings::AppSettings>,
    mut caption: ResMut<crate::app::screens::demo::DemoCaption>,
    mut kept: Local<Leads>,
) {
    // The bar's chance, while it is this position's or the one just before.
    let moves = m.game.history().len();
    let first = live
        .shown
        .filter(|((game, at), _)| *game == crate::rules::GameId::Unlur && at + 1 >= moves)
        .map(|(_, c)| c);
    // The lead of the estimate before the last one, kept while the last one stands.
    let lead = demo_lead(&m, first);
    let at = live.shown.map_or(0, |((_, at), _)| at);
    if lead.is_some() && kept.last.1 != at {
        kept.before = kept.last.0;
        kept.last = (lead, at);
    }
    // Said again only when what it says of changes (a turn of the game looks for the
    // winning cells).
    let key = (moves, lead, kept.before);
    if kept.said.as_ref().is_none_or(|(k, _)| *k != key) {
        let (head, line) = demo_lines(settings.tr(), &m, lead, kept.before);
        kept.said = Some((key, crate::app::screens::demo::DemoCaption(head, line)));
    }
    if let Some((_, said)) = &kept.said
        && *caption != *said
    {
        *caption = said.clone();
    }
}

/// A refused stone's line: the cell, then why; said once (a reason that names the cell
/// needs no "a1: " before it: "a1 : a1 est sur le bord…").
pub(super) fn cell_refusal(t: crate::i18n::Tr, cell: &str, reason: String) -> String {
    if reason.contains(cell) {
        reason
    } else {
        t.trf(
            "unlur.cell_refusal",
            &[("cell", &cell), ("reason", &reason)],
        )
    }
}

/// Why a hint's move is good, in words after it ("— it wins by force in 3 moves"), when
/// the rules (`why`) or the exact solver (`forced`) can tell.
pub fn hint_why(
    t: Tr,
    m: &UnlurMatch,
    why: Option<crate::ai::unlur::why::Why>,
    forced: Option<crate::ai::unlur::solver::Forced>,
) -> Option<String> {
    use crate::ai::unlur::solver::Forced;
    use crate::ai::unlur::why::Why;
    match (why, forced) {
        (Some(Why::WinsNow), _) => Some(t.tr("unlur.hint_wins").to_string()),
        (_, Some(Forced::Wins(n))) => Some(t.trf("unlur.hint_forced", &[("n", &n)])),
        (_, Some(Forced::Loses(_))) => Some(t.tr("unlur.hint_lost").to_string()),
        (Some(Why::Blocks(_)), None) => {
            let other = m.name(m.game.to_move().other());
            Some(t.trf("unlur.hint_blocks", &[("who", &other)]))
        }
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Said, Tr};

    #[test]
    fn a_refused_cell_is_named_once() {
        for t in [Tr::EN, Tr::FR] {
            let edge = t.said(&Said::new("unlur.error.edge").with("cell", "a1"));
            let line = cell_refusal(t, "a1", edge.clone());
            assert_eq!(line, edge);
            assert_eq!(line.matches("a1").count(), 1, "{line}");
            let over = t.said(&Said::new("unlur.error.over"));
            let line = cell_refusal(t, "a1", over.clone());
            assert!(line.starts_with("a1") && line.ends_with(&over), "{line}");
        }
    }
}
