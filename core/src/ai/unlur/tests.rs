use super::*;
use crate::ai::{Budget, Mcts, SearchSettings};

#[test]
fn the_fast_position_agrees_with_the_rules() {
    let mut rng = Rng64::new(3);
    for side in [3, 4, 6, 8] {
        let board = Board::new(side).unwrap();
        let tables = Tables::new(board.clone());
        for _ in 0..60 {
            let mut game = Game::new(board.clone(), Player::One);
            let mut pos = UnlurPos::new(tables.clone(), 0);
            let mut moves = Vec::new();
            while game.phase() != Phase::Over {
                moves.clear();
                pos.legal_moves(&mut moves);
                let legal = game.legal_moves();
                assert_eq!(moves, legal);
                let mv = if game.phase() == Phase::Contract && rng.below(6) == 0 {
                    Move::Pass
                } else {
                    moves[rng.below(moves.len())]
                };
                game.play(mv).unwrap();
                pos.apply(mv);
                assert_eq!(pos.to_move(), player_index(game.to_move()));
                assert_eq!(pos.winner(), game.outcome().map(|o| player_index(o.winner)));
            }
            let again = UnlurPos::from_game(&game, tables.clone());
            assert_eq!(again.winner(), pos.winner());
        }
    }
}

#[test]
fn playouts_end_with_a_winner_and_a_consistent_trace() {
    let board = Board::new(8).unwrap();
    let tables = Tables::new(board);
    let mut rng = Rng64::new(9);
    let mut trace = Vec::new();
    for smart in [false, true] {
        for _ in 0..200 {
            let mut pos = UnlurPos::new(tables.clone(), 0);
            pos.smart_playouts = smart;
            trace.clear();
            let w = pos.playout(&mut rng, &mut trace);
            assert_eq!(pos.winner(), Some(w));
            // Replaying the trace through the rules gives the same winner.
            let mut g = Game::new(tables.board.clone(), Player::One);
            for &(p, mv) in &trace {
                assert_eq!(player_index(g.to_move()), p);
                g.play(mv).unwrap();
            }
            assert_eq!(g.outcome().map(|o| player_index(o.winner)), Some(w));
        }
    }
}

#[test]
fn a_broken_bridge_is_saved_in_playouts() {
    // White (player 1) has d4 and f5 bridged through e4/e5; Black plays into e4.
    let board = Board::new(6).unwrap();
    let tables = Tables::new(board.clone());
    let cell = |s: &str| board.parse_cell(s).unwrap();
    let mut pos = UnlurPos::new(tables.clone(), 0);
    pos.apply(Move::Pass); // player 0 is Black, player 1 (White) to move
    for c in ["d4", "a1", "f5"] {
        pos.apply(Move::Place(cell(c)));
    }
    // Find the two cells between d4 and f5 (the bridge carrier).
    let (d4, f5) = (cell("d4"), cell("f5"));
    let carrier: Vec<Cell> = board
        .neighbours(d4)
        .filter(|c| board.neighbours(f5).any(|x| x == *c))
        .collect();
    assert_eq!(carrier.len(), 2, "d4 and f5 form a bridge");
    pos.apply(Move::Place(carrier[0]));
    assert_eq!(pos.to_move(), 1);
    assert_eq!(pos.bridge_reply(carrier[0].0), Some(carrier[1].0));
}

#[test]
fn advancing_keeps_the_subtree_of_the_move_played() {
    let board = Board::new(5).unwrap();
    let mut game = Game::new(board.clone(), Player::One);
    game.play(Move::Pass).unwrap();
    let pos = UnlurPos::from_game(&game, Tables::new(board));
    let mut tree = Mcts::new(pos, SearchSettings::default(), 3);
    let info = tree.search(Budget::playouts(3_000)).unwrap();
    let visits = info.moves.iter().find(|m| m.0 == info.best).unwrap().1;
    let before = tree.node_count();
    tree.advance(info.best);
    // The new root is the old child, with its visits; the rest of the tree is gone.
    assert_eq!(tree.root_visits(), visits);
    assert!(tree.node_count() < before && tree.node_count() > 1);
    assert_eq!(tree.root().to_move(), 0, "the other player moves next");
    // Searching on from the kept subtree works and stays legal.
    let next = tree.search(Budget::playouts(500)).unwrap();
    let mut legal = Vec::new();
    tree.root().legal_moves(&mut legal);
    assert!(legal.contains(&next.best));
}

#[test]
fn a_stopped_search_ends_within_a_few_playouts() {
    let board = Board::new(6).unwrap();
    let mut game = Game::new(board.clone(), Player::One);
    game.play(Move::Pass).unwrap();
    let pos = UnlurPos::from_game(&game, Tables::new(board));
    let mut tree = Mcts::new(pos, SearchSettings::default(), 5);
    let stop = crate::ai::Stop::default();
    stop.stop();
    let info = tree
        .search_until(Budget::playouts(10_000_000), Some(&stop))
        .unwrap();
    assert!(
        info.playouts <= 64,
        "{} playouts after the stop",
        info.playouts
    );
    // Without the stop the budget is spent.
    let info = tree.search_until(Budget::playouts(500), None).unwrap();
    assert_eq!(info.playouts, 500);
}

/// The first stone the rules allow in `g` (the first free cell, interior in the
/// contract).
pub(super) fn first_stone(g: &Game) -> Move {
    g.legal_moves()
        .into_iter()
        .find(|mv| matches!(mv, Move::Place(_)))
        .unwrap()
}

/// A position after the contract: `contract` random black stones, a pass, then random
/// stones (none ending the game) until `stones` or the game would end.
pub(crate) fn random_play_position(
    side: usize,
    contract: usize,
    stones: usize,
    rng: &mut Rng64,
) -> Game {
    let mut game = Game::with_side(side, Player::One).unwrap();
    for _ in 0..contract {
        let moves: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|m| *m != Move::Pass)
            .collect();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game.play(Move::Pass).unwrap();
    for _ in 0..stones {
        let quiet: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|&m| game.clone().play(m).unwrap().outcome.is_none())
            .collect();
        if quiet.is_empty() {
            break;
        }
        game.play(quiet[rng.below(quiet.len())]).unwrap();
    }
    game
}

/// A side-`side` game (player one first) after `moves` as the records write them.
pub(crate) fn played(side: usize, moves: &str) -> Game {
    super::positions::replayed(side, moves).unwrap()
}
