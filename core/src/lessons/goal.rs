//! What a step asks, where more than one action does it (`goal = …` in a lesson file):
//! the judge then accepts every action after which the goal holds, not only the
//! lesson's own answer. A stone that completes the Line asked for is right wherever it
//! stands; so is any stone that joins the group, or brings it nearer the side named.
//!
//! ```text
//! goal = win              the action wins the game for the student
//! goal = join d4          (Unlur) the stone placed joins the group holding d4
//! goal = toward d4 N      (Unlur) ... and brings that group nearer side N
//! ```
//!
//! The Unlur goals and the search for another winning stone are the one place of the
//! lessons that knows a game's own rules; the rest reads every game through its table.

use crate::rules::Player;
use crate::rules::table::Table;
use crate::rules::unlur::table::UnlurTable;
use crate::rules::unlur::{Board, Cell, Move, Side};

/// A step's goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The action wins the game for the student.
    Win,
    /// The stone placed joins the student's group holding this cell (Unlur).
    Join(String),
    /// The stone placed joins the group holding this cell and brings the group nearer
    /// this side (Unlur).
    Toward(String, Side),
}

impl Goal {
    /// Reads a goal as a lesson file writes it.
    pub fn parse(text: &str) -> Result<Goal, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["win"] => Ok(Goal::Win),
            ["join", cell] => Ok(Goal::Join(cell.to_string())),
            ["toward", cell, side] => {
                let side = Side::ALL
                    .into_iter()
                    .find(|s| s.name().eq_ignore_ascii_case(side))
                    .ok_or_else(|| format!("`{side}` is not a side (N, NE, SE, S, SW, NW)"))?;
                Ok(Goal::Toward(cell.to_string(), side))
            }
            _ => Err(format!(
                "`goal = {text}`: not `win`, `join CELL` or `toward CELL SIDE`"
            )),
        }
    }

    /// Whether the goal holds once `student` has played the action that turned
    /// `before` into `after`; an error when it names what the game does not have.
    pub fn holds(
        &self,
        before: &dyn Table,
        after: &dyn Table,
        student: Player,
    ) -> Result<bool, String> {
        match self {
            Goal::Win => Ok(after.winner() == Some(student)),
            Goal::Join(cell) => Ok(joined(before, after, cell)?.is_some()),
            Goal::Toward(cell, side) => {
                let Some((board, old, new)) = joined(before, after, cell)? else {
                    return Ok(false);
                };
                let reach = |group: &[Cell]| {
                    group
                        .iter()
                        .map(|&c| toward(&board, c, *side))
                        .fold(f32::MIN, f32::max)
                };
                Ok(reach(&new) > reach(&old) + 0.1)
            }
        }
    }
}

/// The Unlur games before and after, the stone placed joining the group of `cell`: the
/// board, the group before and the group after; `None` when the action placed no stone
/// in that group.
fn joined(
    before: &dyn Table,
    after: &dyn Table,
    cell: &str,
) -> Result<Option<(std::sync::Arc<Board>, Vec<Cell>, Vec<Cell>)>, String> {
    fn unlur(t: &dyn Table) -> Result<&crate::rules::unlur::Game, String> {
        t.as_any()
            .downcast_ref::<UnlurTable>()
            .map(|u| &u.0)
            .ok_or_else(|| "this goal is Unlur's".to_string())
    }
    let (before, after) = (unlur(before)?, unlur(after)?);
    let board = after.board().clone();
    let anchor = board
        .parse_cell(cell)
        .map_err(|e| format!("goal: `{cell}`: {e}"))?;
    let Some(&Move::Place(placed)) = after.history().last() else {
        return Ok(None);
    };
    let group = after.group(anchor);
    if after.stone(anchor).is_none() || !group.contains(&placed) || placed == anchor {
        return Ok(None);
    }
    Ok(Some((board, before.group(anchor), group)))
}

/// How far toward `side` a cell stands: its centre along the side's outward direction.
fn toward(board: &Board, cell: Cell, side: Side) -> f32 {
    // N is up; the sides go clockwise every 60 degrees.
    let angle = (90.0 - 60.0 * side as u8 as f32).to_radians();
    let (x, y) = board.centre(cell);
    x * angle.cos() + y * angle.sin()
}

/// Another action than `answer` (Unlur's placements) that wins `table` for `student`:
/// a lesson's check wants every winning stone to be a goal the judge accepts.
pub(super) fn other_win(
    table: &dyn crate::rules::table::Table,
    answer: &str,
    student: crate::rules::Player,
) -> Option<String> {
    let unlur = table
        .as_any()
        .downcast_ref::<crate::rules::unlur::table::UnlurTable>()?;
    let board = unlur.0.board();
    unlur
        .0
        .legal_moves()
        .into_iter()
        .map(|mv| crate::rules::unlur::move_text(board, mv))
        .filter(|t| t != answer && t != "resign")
        .find(|t| {
            let mut copy = table.boxed();
            copy.play(t).is_ok() && copy.winner() == Some(student)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::table::from_record;

    fn after(record: &str, mv: &str) -> (Box<dyn Table>, Box<dyn Table>) {
        let (before, _) = from_record(record).unwrap();
        let mut after = before.boxed();
        after.play(mv).unwrap();
        (before, after)
    }

    const RECORD: &str = "[Game \"Unlur\"]\n[Size \"4\"]\n[Player1 \"a\"]\n[Player2 \"b\"]\n\
                          [Result \"*\"]\n\n1. pass 2. d4 3. b2\n";

    #[test]
    fn a_goal_judges_the_position_after_the_action() {
        let student = Player::Two;
        let join = Goal::parse("join d4").unwrap();
        let up = Goal::parse("toward d4 n").unwrap();
        for (mv, joins, rises) in [
            ("e4", true, true),
            ("e3", true, true),
            ("c4", true, false),
            ("d5", true, false),
            ("a1", false, false),
        ] {
            let (before, after) = after(RECORD, mv);
            assert_eq!(join.holds(&*before, &*after, student), Ok(joins), "{mv}");
            assert_eq!(up.holds(&*before, &*after, student), Ok(rises), "{mv}");
        }
        assert!(Goal::parse("toward d4 W").is_err());
        assert!(Goal::parse("capture").is_err());
    }
}
