//! Why a suggested move is good, when the rules alone can tell: it wins at once, or it
//! takes the cell where the opponent would win next. The hint says it beside the move
//! (a bare "Hint: d4" left a player to guess).

use crate::rules::unlur::{Cell, Game, Move, Phase};

/// What a move does that the rules can see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// It wins the game at once.
    WinsNow,
    /// The opponent would win by a stone on this very cell next: the move stops it.
    Blocks(Cell),
}

/// How many other moves stand for "any other move" when telling whether the opponent
/// wins on a cell whatever the mover plays elsewhere.
const OTHERS: usize = 3;

/// Why `mv` is good in `game`, if the rules can tell (after the contract only: before it
/// nobody has a colour or a goal yet).
pub fn why(game: &Game, mv: Move) -> Option<Why> {
    let Move::Place(cell) = mv else { return None };
    if game.phase() != Phase::Play {
        return None;
    }
    let mover = game.to_move();
    let mut after = game.clone();
    let played = after.play(mv).ok()?;
    if played.outcome.is_some_and(|o| o.winner == mover) {
        return Some(Why::WinsNow);
    }
    // The opponent wins by a stone on `cell` after other moves of the mover's, elsewhere
    // (a few of them, none of which wins or ends the game).
    let others: Vec<Game> = game
        .board()
        .cells()
        .filter(|&c| c != cell && game.stone(c).is_none())
        .filter_map(|c| {
            let mut g = game.clone();
            let played = g.play(Move::Place(c)).ok()?;
            played.outcome.is_none().then_some(g)
        })
        .take(OTHERS)
        .collect();
    let opponent_wins_there = |g: &Game| {
        let mut g = g.clone();
        g.play(Move::Place(cell))
            .ok()
            .and_then(|p| p.outcome)
            .is_some_and(|o| o.winner == mover.other())
    };
    (!others.is_empty() && others.iter().all(opponent_wins_there)).then_some(Why::Blocks(cell))
}

/// The cells where the player to move wins at once (after the contract only).
pub fn winning_cells(game: &Game) -> Vec<Cell> {
    if game.phase() != Phase::Play {
        return Vec::new();
    }
    let mover = game.to_move();
    game.board()
        .cells()
        .filter(|&c| game.stone(c).is_none())
        .filter(|&c| {
            let mut g = game.clone();
            g.play(Move::Place(c))
                .ok()
                .and_then(|p| p.outcome)
                .is_some_and(|o| o.winner == mover)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::unlur::parse_move;

    /// A game after `moves` (the notation's words).
    fn game_after(moves: &[&str]) -> Game {
        let mut g = Game::with_side(4, crate::rules::Player::One).unwrap();
        for m in moves {
            let mv = parse_move(g.board(), m).unwrap();
            g.play(mv).unwrap();
        }
        g
    }

    #[test]
    fn a_move_that_wins_at_once_and_one_that_stops_a_win_are_told() {
        // Find, by playing on, a position where the mover can win at once.
        let mut g = game_after(&["pass"]);
        let mut found_win = false;
        let mut found_block = false;
        for _ in 0..40 {
            if g.outcome().is_some() {
                break;
            }
            let moves: Vec<Move> = g
                .board()
                .cells()
                .filter(|&c| g.stone(c).is_none())
                .map(Move::Place)
                .collect();
            for &mv in &moves {
                match why(&g, mv) {
                    Some(Why::WinsNow) => {
                        let mut h = g.clone();
                        let o = h.play(mv).unwrap().outcome.unwrap();
                        assert_eq!(o.winner, g.to_move());
                        found_win = true;
                    }
                    Some(Why::Blocks(c)) => {
                        assert_eq!(mv, Move::Place(c));
                        found_block = true;
                    }
                    None => {}
                }
            }
            // Play on with the first move that does not end the game.
            let Some(&next) = moves.iter().find(|&&mv| {
                let mut h = g.clone();
                h.play(mv).is_ok_and(|p| p.outcome.is_none())
            }) else {
                break;
            };
            g.play(next).unwrap();
        }
        assert!(found_win, "no winning move was told");
        assert!(found_block, "no blocking move was told");
        // Before colours are known, nothing is told.
        let contract = game_after(&[]);
        let c = contract
            .board()
            .cells()
            .find(|&c| contract.stone(c).is_none())
            .unwrap();
        assert_eq!(why(&contract, Move::Place(c)), None);
    }
}
