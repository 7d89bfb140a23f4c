//! One test per rule decision of `shared/rules/uckers.md`.

use super::*;

mod blobs;
mod moves;
mod records;
mod special;
mod turns;

const Y: Colour = Colour::Yellow;
const R: Colour = Colour::Red;
const G: Colour = Colour::Green;
const B: Colour = Colour::Blue;

fn p(colour: Colour, index: u8) -> PieceId {
    PieceId { colour, index }
}

/// A piece of `colour` on track square `t` (which must be on its path).
fn on(colour: Colour, index: u8, t: u8) -> (PieceId, Option<u8>) {
    let step = Square::Track(t).step_for(colour).flatten();
    assert!(step.is_some(), "t{t} is not on {colour:?}'s path");
    (p(colour, index), step)
}

fn at_step(colour: Colour, index: u8, step: u8) -> (PieceId, Option<u8>) {
    (p(colour, index), Some(step))
}

fn pos(to_move: Colour, pieces: &[(PieceId, Option<u8>)]) -> Position {
    Position::setup(to_move, Options::default(), pieces)
}

fn texts(position: &Position, a: u8, b: u8) -> Vec<String> {
    position
        .legal_plays(Dice(a, b))
        .into_iter()
        .map(play_text)
        .collect()
}

fn play(position: &mut Position, line: &str) -> Played {
    let action = parse_action(position, line).unwrap_or_else(|e| panic!("{line}: {e}"));
    match action {
        Action::Roll { dice, play } => position.play_roll(dice, play),
        Action::Declare {
            declaration,
            throws,
        } => position.declare(declaration, &throws),
    }
    .unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn squares(position: &Position, colour: Colour) -> Vec<String> {
    (0..PIECES)
        .map(|i| position.square(p(colour, i)).to_string())
        .collect()
}
