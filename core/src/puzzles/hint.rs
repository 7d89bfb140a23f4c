//! A puzzle's hint: where to look, without the answer itself, in words (the card) and
//! as the area the board lights. Unlur: the empty cells of an answer's letter; the dice
//! games: the piece the answer moves.

use super::{Puzzle, uckers, unlur, ur};
use crate::i18n::Said;
use crate::rules::GameId;

/// The hint in words: Unlur, the letter of an answer's cells; Royal d'Ûr, the piece
/// the answer moves (or that it enters one); Uckers, the piece's square (a base by its
/// colour: "the piece on rB" reads as a code).
pub fn hint_of(puzzle: &Puzzle) -> Said {
    let square = |square: String| Said::new("puzzle.hint.square").with("square", square);
    match puzzle.game {
        GameId::Unlur => {
            let answer = puzzle.solutions.first().map_or("", String::as_str);
            Said::new("puzzle.hint.column").with("column", letter_of(answer))
        }
        GameId::RoyalUr => match ur_step(puzzle) {
            Some(0) | None => Said::new("puzzle.hint.enter"),
            Some(step) => square(crate::rules::ur::step_label(step)),
        },
        GameId::Uckers => match uckers_piece(puzzle) {
            Some((position, piece)) => match position.square(piece) {
                crate::rules::uckers::Square::Base(c) => {
                    Said::new("puzzle.hint.base").with_said("colour", Said::new(c.word_key()))
                }
                on => square(on.to_string()),
            },
            None => square(String::new()),
        },
    }
}

/// The area the hint lights on the board: Unlur, the empty cells of the answer's
/// letter (one of them wins); the dice games, the place of the piece the answer moves
/// (Royal d'Ûr: its step along its path, 0 while it waits; Uckers: its square).
pub fn hint_cells_of(puzzle: &Puzzle) -> Vec<String> {
    match puzzle.game {
        GameId::Unlur => unlur_area(puzzle),
        GameId::RoyalUr => ur_step(puzzle).map(|s| s.to_string()).into_iter().collect(),
        GameId::Uckers => uckers_piece(puzzle)
            .map(|(position, piece)| position.square(piece).to_string())
            .into_iter()
            .collect(),
    }
}

/// The empty cells of the letter of an Unlur puzzle's answer.
fn unlur_area(puzzle: &Puzzle) -> Vec<String> {
    let Ok(game) = unlur::position(puzzle) else {
        return Vec::new();
    };
    let answer = puzzle.solutions.first().map_or("", String::as_str);
    let letter = letter_of(answer);
    let board = game.board();
    board
        .cells()
        .filter(|&c| game.stone(c).is_none())
        .map(|c| board.name(c).to_string())
        .filter(|name| {
            name.strip_prefix(letter.as_str())
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect()
}

/// The letters an Unlur cell's name starts with (its column).
fn letter_of(cell: &str) -> String {
    cell.chars().take_while(char::is_ascii_alphabetic).collect()
}

/// Where the piece a Royal d'Ûr puzzle's answer moves stands: its step along its path
/// (0 while it waits to enter).
fn ur_step(puzzle: &Puzzle) -> Option<u8> {
    let answer = puzzle.solutions.first().map_or("", String::as_str);
    let (position, _) = ur::position(puzzle).ok()?;
    let turn = crate::rules::ur::parse_turn(&position, answer).ok()?;
    let (from, _) = position.target(turn.mv?, turn.roll).ok()?;
    Some(from)
}

/// An Uckers puzzle's position and the piece its answer moves (a blob's first).
pub(super) fn uckers_piece(
    puzzle: &Puzzle,
) -> Option<(
    crate::rules::uckers::Position,
    crate::rules::uckers::PieceId,
)> {
    use crate::rules::uckers::Play;
    let answer = puzzle.solutions.first().map_or("", String::as_str);
    let (position, dice) = uckers::position(puzzle).ok()?;
    let piece = match uckers::answer_text(&position, dice, answer).ok()? {
        Play::One(m) | Play::Two(m, _) => m.piece,
        Play::Blob { pieces, .. } => pieces[0],
        _ => return None,
    };
    Some((position, piece))
}
