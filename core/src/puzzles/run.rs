//! A puzzle being solved: its position, the player's answer judged (any move that leaves
//! the position an answer leaves is right), and what to show after it: right, the line
//! (Unlur: the answer played out against the longest defence) and why the move is best
//! (the dice games: worked out from the position); wrong, the refutation (Unlur: the
//! opponent's reply that wins, or that stops the win; the dice games: the chance the
//! move leaves against the best one's). Pure: the app drives one on the board.

use super::hint::{hint_cells_of, hint_of};
use super::{Kind, Puzzle, uckers, unlur, ur};
use crate::i18n::Said;
use crate::rules::table::{Table, from_record};
use crate::rules::{GameId, Player};

/// What an answer earned.
#[derive(Clone, Debug, PartialEq)]
pub enum Answered {
    /// Right: the moves to play out after it (the answer first) and why it is best.
    Right {
        /// The line, in the notation, the answer first.
        line: Vec<String>,
        /// Why (the dice games; Unlur's line says it).
        reason: Vec<Said>,
    },
    /// Wrong: what shows it.
    Wrong(Refutation),
}

/// What shows a wrong answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Refutation {
    /// Unlur: the opponent's reply to it, and whether that reply wins (else it stops
    /// the win within the puzzle's moves).
    Reply {
        /// The reply, in the notation.
        text: String,
        /// It wins for the opponent.
        wins: bool,
    },
    /// A dice game: the chance of winning the move played leaves, and the best move's,
    /// which the board shows played in its place.
    Chances {
        /// The move played's.
        played: f32,
        /// The best move's.
        best: f32,
        /// The move played, then the best, in the words a player reads (`13 → A`).
        moves: [Said; 2],
        /// The best move in the notation, to play it on the board.
        best_text: String,
    },
    /// Nothing to show (a move the puzzle's game cannot read).
    None,
}

/// A puzzle being solved.
#[derive(Debug)]
pub struct PuzzleRun {
    /// Its file's name.
    pub name: String,
    /// The puzzle.
    pub puzzle: Puzzle,
    table: Box<dyn Table>,
    /// The side that solves it.
    pub solver: Player,
    /// Answers given so far.
    pub tries: u32,
    /// Solved (the first right answer); the rating counts only the first try.
    pub solved: bool,
    /// The hint, worked out once (the card shows it every frame).
    hint: Said,
    /// The cells the hint lights, worked out once (the board asks every frame).
    hint_cells: Vec<String>,
    /// Unlur: the colour the solver plays (the card's question says it).
    pub colour: Option<crate::rules::unlur::Colour>,
}

impl PuzzleRun {
    /// A puzzle file's text at its position.
    pub fn start(name: &str, text: &str) -> Result<PuzzleRun, Said> {
        let puzzle = Puzzle::parse(text)?;
        let (table, _) = from_record(text)?;
        let solver = table.to_move().ok_or_else(|| Said::new("puzzle.over"))?;
        let colour = unlur::position(&puzzle)
            .ok()
            .and_then(|g| g.colour_of(g.to_move()));
        Ok(PuzzleRun {
            hint: hint_of(&puzzle),
            hint_cells: hint_cells_of(&puzzle),
            colour,
            name: name.to_string(),
            puzzle,
            table,
            solver,
            tries: 0,
            solved: false,
        })
    }

    /// Where to look, without the answer itself (see [`hint_of`]).
    pub fn hint(&self) -> &Said {
        &self.hint
    }

    /// The area the hint lights on the board (see [`hint_cells_of`]).
    pub fn hint_cells(&self) -> &[String] {
        &self.hint_cells
    }

    /// The game at the puzzle's position.
    pub fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// Its game.
    pub fn game(&self) -> GameId {
        self.puzzle.game
    }

    /// The table after `text`, if it can be played.
    fn after(&self, text: &str) -> Option<Box<dyn Table>> {
        let mut copy = self.table.boxed();
        copy.play(text).ok().map(|()| copy)
    }

    /// Whether `text` is right: it leaves the position one of the answers leaves.
    pub fn is_right(&self, text: &str) -> bool {
        let Some(played) = self.after(text) else {
            return false;
        };
        self.puzzle
            .solutions
            .iter()
            .filter_map(|s| self.after(s))
            .any(|a| a.key() == played.key())
    }

    /// Judges `text`, the player's answer (counted as a try).
    pub fn answer(&mut self, text: &str) -> Answered {
        self.tries += 1;
        if self.is_right(text) {
            self.solved = true;
            return Answered::Right {
                line: self.line(text),
                reason: self.reason(text),
            };
        }
        Answered::Wrong(self.refute(text))
    }

    /// The line after a right answer `text`: Unlur's played out against the longest
    /// defence; a dice game's, the answer alone.
    fn line(&self, text: &str) -> Vec<String> {
        if let (Kind::WinIn(n), Ok(game)) = (self.puzzle.kind, unlur::position(&self.puzzle))
            && let Ok(mv) = crate::rules::unlur::parse_move(game.board(), text)
        {
            return unlur::line(&game, mv, n)
                .into_iter()
                .map(|m| crate::rules::unlur::move_text(game.board(), m))
                .collect();
        }
        vec![text.to_string()]
    }

    /// Why the answer `text` is best (the dice games), against the next best move.
    fn reason(&self, text: &str) -> Vec<Said> {
        match self.puzzle.game {
            GameId::Unlur => Vec::new(),
            GameId::RoyalUr => {
                let Ok((position, roll)) = ur::position(&self.puzzle) else {
                    return Vec::new();
                };
                let ranked = ur::ranked(&position, roll);
                let turn = |mv| crate::rules::ur::Turn { roll, mv };
                let Ok(answer) = crate::rules::ur::parse_turn(&position, text) else {
                    return Vec::new();
                };
                let next = ranked.get(1).map_or(turn(None), |r| turn(r.0));
                ur::reason(&position, answer, next)
            }
            GameId::Uckers => {
                let Ok((position, dice)) = uckers::position(&self.puzzle) else {
                    return Vec::new();
                };
                let Ok(answer) = uckers::answer_text(&position, dice, text) else {
                    return Vec::new();
                };
                let ranked = uckers::ranked(&position, dice);
                let next = ranked
                    .iter()
                    .filter_map(|r| r.0)
                    .find(|&p| p != answer)
                    .unwrap_or(answer);
                uckers::reason(&position, dice, answer, next)
            }
        }
    }

    /// What shows that `text` is wrong.
    fn refute(&self, text: &str) -> Refutation {
        match self.puzzle.game {
            GameId::Unlur => {
                let (Kind::WinIn(n), Ok(game)) = (self.puzzle.kind, unlur::position(&self.puzzle))
                else {
                    return Refutation::None;
                };
                let Ok(mv) = crate::rules::unlur::parse_move(game.board(), text) else {
                    return Refutation::None;
                };
                match unlur::refute(&game, mv, n) {
                    Some((reply, wins)) => Refutation::Reply {
                        text: crate::rules::unlur::move_text(game.board(), reply),
                        wins,
                    },
                    None => Refutation::None,
                }
            }
            GameId::RoyalUr => {
                let Ok((position, roll)) = ur::position(&self.puzzle) else {
                    return Refutation::None;
                };
                let Ok(turn) = crate::rules::ur::parse_turn(&position, text) else {
                    return Refutation::None;
                };
                let ranked = ur::ranked(&position, roll);
                let mut after = position;
                let _ = after.apply(turn);
                let best = crate::rules::ur::Turn {
                    roll,
                    mv: ranked.first().and_then(|r| r.0),
                };
                chances_of(
                    ranked.iter().map(|r| (r.1 == after, r.2)),
                    [
                        crate::rules::ur::turn_said(&position, turn),
                        crate::rules::ur::turn_said(&position, best),
                    ],
                    crate::rules::ur::turn_text(&position, best),
                )
            }
            GameId::Uckers => {
                let Ok((position, dice)) = uckers::position(&self.puzzle) else {
                    return Refutation::None;
                };
                let Ok(play) = uckers::answer_text(&position, dice, text) else {
                    return Refutation::None;
                };
                let ranked = uckers::ranked(&position, dice);
                let mut after = position;
                after.play_legal_roll(dice, play);
                let best = ranked.first().and_then(|r| r.0).unwrap_or(play);
                let said = |play| crate::rules::uckers::play_said(&position, play);
                chances_of(
                    ranked.iter().map(|r| (r.1.same_for_play(&after), r.2)),
                    [said(play), said(best)],
                    crate::rules::uckers::action_text(
                        &position,
                        &crate::rules::uckers::Action::Roll { dice, play: best },
                    ),
                )
            }
        }
    }
}

/// The chances of the move played (the one marked) and of the best (the first), with
/// both moves in words and the best in the notation.
fn chances_of(
    ranked: impl Iterator<Item = (bool, f32)>,
    moves: [Said; 2],
    best_text: String,
) -> Refutation {
    let ranked: Vec<(bool, f32)> = ranked.collect();
    match (ranked.first(), ranked.iter().find(|r| r.0)) {
        (Some(best), Some(played)) => Refutation::Chances {
            played: played.1,
            best: best.1,
            moves,
            best_text,
        },
        _ => Refutation::None,
    }
}

#[cfg(test)]
#[path = "run_tests.rs"]
mod tests;
