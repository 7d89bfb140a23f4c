//! What the HUD says, derived from the match only (so tests can read it too), in the
//! language of `t`.

use super::Match;
use crate::i18n::Tr;
use crate::rules::unlur::{Colour, Goal, Move, Phase, Player, WinReason, move_text};

/// A stone colour's name (`black`, `noir`).
pub fn colour_name(t: Tr, c: Colour) -> &'static str {
    match c {
        Colour::Black => t.tr("unlur.black"),
        Colour::White => t.tr("unlur.white"),
    }
}

/// A goal's name (`Line`, `Y`).
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
    let sides: Vec<&str> = m.game.winning_sides().iter().map(|s| s.name()).collect();
    let sides = join_sides(t, &sides);
    let winner = m.name(o.winner);
    let loser = m.name(o.winner.other());
    let wc = colour_name(t, o.colour);
    let lc = colour_name(t, o.colour.other());
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
            let line = format!(
                "{}. {} {}",
                i + 1,
                m.name(player),
                move_text(m.game.board(), mv)
            );
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

/// An AI level's name.
pub fn level_name(t: Tr, level: crate::ai::Level) -> &'static str {
    use crate::ai::Level;
    match level {
        Level::Beginner => t.tr("common.level.beginner"),
        Level::Easy => t.tr("common.level.easy"),
        Level::Strong => t.tr("common.level.strong"),
        Level::Maximum => t.tr("common.level.max"),
    }
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

/// An Uckers colour's name (`yellow`, `jaune`).
pub fn uckers_colour(t: Tr, c: crate::rules::uckers::Colour) -> &'static str {
    use crate::rules::uckers::Colour as C;
    match c {
        C::Yellow => t.tr("uckers.colour.yellow"),
        C::Red => t.tr("uckers.colour.red"),
        C::Green => t.tr("uckers.colour.green"),
        C::Blue => t.tr("uckers.colour.blue"),
    }
}

/// An Uckers colour's name with a capital (`Yellow`, `Jaune`).
pub fn uckers_colour_title(t: Tr, c: crate::rules::uckers::Colour) -> String {
    capitalised(uckers_colour(t, c))
}

/// `text` with its first letter in upper case.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Why Royal d'Ûr's rules refused a move, in words.
pub fn ur_rule_error(t: Tr, e: &crate::rules::ur::RuleError) -> String {
    use crate::rules::ur::RuleError as E;
    match *e {
        E::GameOver => t.tr("ur.error.over").to_string(),
        E::BadRoll(n) => t.trf("ur.error.bad_roll", &[("n", &n)]),
        E::SixPasses => t.tr("ur.error.six").to_string(),
        E::MustMove(n) => t.trf("ur.error.must_move", &[("n", &n)]),
        E::NoSuchPiece(n) => t.trf("ur.error.no_piece", &[("n", &n)]),
        E::Prisoner(n) => t.trf("ur.error.prisoner", &[("n", &n)]),
        E::Removed(n) => t.trf("ur.error.removed", &[("n", &n)]),
        E::NotNextToEnter { number, next } => {
            t.trf("ur.error.not_next", &[("number", &number), ("next", &next)])
        }
        E::BackwardFromD(n) => t.trf("ur.error.backward_d", &[("n", &n)]),
        E::SoldierBackward(n) => t.trf("ur.error.soldier_back", &[("n", &n)]),
        E::PastArrival { number, from, roll } => t.trf(
            "ur.error.past_a",
            &[("number", &number), ("from", &from), ("roll", &roll)],
        ),
        E::BeforeStart { number, from, roll } => t.trf(
            "ur.error.before_start",
            &[("number", &number), ("from", &from), ("roll", &roll)],
        ),
    }
}
