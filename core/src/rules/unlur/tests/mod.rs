//! One test per decision of `shared/rules/unlur.md`.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;

mod contract;
mod goals;

fn cell(g: &Game, name: &str) -> Cell {
    g.board().parse_cell(name).unwrap()
}

fn play(g: &mut Game, text: &str) -> Result<Played, RuleError> {
    let mv = parse_move(g.board(), text).unwrap();
    g.play(mv)
}

/// A game of side `side` in which Player 1 passed at once (so plays Black), then the
/// given moves alternate White, Black, White, …
fn after_pass(side: usize, moves: &[&str]) -> Game {
    let mut g = Game::with_side(side, Player::One).unwrap();
    g.play(Move::Pass).unwrap();
    for m in moves {
        play(&mut g, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}
