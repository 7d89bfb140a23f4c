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
    for playouts in [Playouts::Uniform, Playouts::Bridges, Playouts::Careful] {
        for _ in 0..200 {
            let mut pos = UnlurPos::new(tables.clone(), 0);
            pos.playouts = playouts;
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
fn a_stone_that_completes_only_the_other_goal_is_seen_to_lose() {
    // On random positions in play, for every free cell: `stone_if` says what the rules
    // say of the stone (the mover loses at once), and some such stones are found.
    let mut rng = Rng64::new(23);
    let mut found = 0;
    for side in [3, 4, 6] {
        let tables = Tables::new(Board::new(side).unwrap());
        for k in 0..120 {
            let stones = 3 + k % (3 * side * (side - 1));
            let game = random_play_position(side, k % 5, stones, &mut rng);
            let pos = UnlurPos::from_game(&game, tables.clone());
            let mover = pos.to_move();
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for mv in moves {
                let Move::Place(c) = mv else { continue };
                let mut p = pos.clone();
                let said = p.stone_if(c.0, mover) == threats::Stone::Loses;
                p.apply(mv);
                assert_eq!(said, p.winner() == Some(1 - mover), "side {side}, {c:?}");
                found += usize::from(said);
            }
        }
    }
    assert!(found > 50, "{found} losing stones");
}

#[test]
fn careful_playouts_seldom_lose_by_the_other_goal_and_give_black_more() {
    // From the empty board after a pass (Black, player 0, has no stone), count the
    // playouts that end with the mover completing only the other goal, and Black's wins.
    let board = Board::new(6).unwrap();
    let tables = Tables::new(board);
    let mut root = UnlurPos::new(tables, 0);
    root.apply(Move::Pass);
    let mut rng = Rng64::new(17);
    let mut trace = Vec::new();
    let mut tally = |playouts: Playouts| {
        let (mut lost_by_other, mut black) = (0, 0);
        for _ in 0..2_000 {
            let mut pos = root.clone();
            pos.playouts = playouts;
            trace.clear();
            let w = pos.playout(&mut rng, &mut trace);
            // The last stone's player lost: it completed only the other goal.
            if trace.last().is_some_and(|&(p, _)| p != w) {
                lost_by_other += 1;
            }
            black += usize::from(w == 0);
        }
        (lost_by_other, black)
    };
    let (bridges_lost, bridges_black) = tally(Playouts::Bridges);
    let (careful_lost, careful_black) = tally(Playouts::Careful);
    // Measured: 765 of the bridge playouts, 366 of the careful ones (late in a playout
    // most free cells would lose, and a careful draw gives up after a few).
    assert!(
        bridges_lost > 500,
        "{bridges_lost} of 2,000 bridge playouts"
    );
    assert!(
        careful_lost * 5 < bridges_lost * 3,
        "{careful_lost} vs {bridges_lost}"
    );
    assert!(
        careful_black > bridges_black + 100,
        "Black won {careful_black} careful and {bridges_black} bridge playouts"
    );
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
