//! The contract phase: black stones, passes, the passer and the edge ban.

use super::*;

#[test]
fn the_first_player_moves_first_and_players_alternate() {
    let mut g = Game::with_side(6, Player::Two).unwrap();
    assert_eq!((g.phase(), g.to_move()), (Phase::Contract, Player::Two));
    play(&mut g, "d4").unwrap();
    assert_eq!(g.to_move(), Player::One);
    let g1 = Game::with_side(6, Player::One).unwrap();
    assert_eq!(g1.to_move(), Player::One);
}

#[test]
fn contract_stones_are_black_and_go_on_interior_cells_only() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    let p = play(&mut g, "d4").unwrap();
    assert_eq!(p.colour, Some(Colour::Black));
    let p = play(&mut g, "e5").unwrap();
    assert_eq!(
        p.colour,
        Some(Colour::Black),
        "both players place black stones"
    );
    assert_eq!(g.stone(cell(&g, "e5")), Some(Colour::Black));
    // Every edge cell is refused, and nothing changes.
    let before = g.history().len();
    for c in g.board().cells().collect::<Vec<_>>() {
        if g.board().is_edge(c) {
            assert_eq!(
                g.play(Move::Place(c)),
                Err(RuleError::EdgeDuringContract(g.board().name(c).to_string()))
            );
        }
    }
    assert_eq!(g.history().len(), before);
    assert_eq!(g.phase(), Phase::Contract);
    assert_eq!(g.colour_of(Player::One), None, "no colours before the pass");
}

#[test]
fn edge_ban_message_reads_as_the_guide_says() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    let err = play(&mut g, "a1").unwrap_err();
    assert_eq!(
        err.to_string(),
        "a1 is on the edge, which is not allowed during the contract"
    );
}

#[test]
fn a_pass_on_the_very_first_turn_is_allowed() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    let p = g.play(Move::Pass).unwrap();
    assert_eq!(p.contract_ended, Some(Player::One));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.black_player(), Some(Player::One));
    assert_eq!(g.colour_of(Player::Two), Some(Colour::White));
    assert_eq!(g.to_move(), Player::Two, "White moves next");
}

#[test]
fn the_passer_plays_black_and_owns_the_contract_stones() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    play(&mut g, "d4").unwrap(); // P1
    play(&mut g, "e5").unwrap(); // P2
    play(&mut g, "pass").unwrap(); // P1 passes: P1 is Black
    assert_eq!(g.player_of(Colour::Black), Some(Player::One));
    assert_eq!(g.player_of(Colour::White), Some(Player::Two));
    assert_eq!(g.to_move(), Player::Two);
    // White's stone may now go on an edge cell.
    let p = play(&mut g, "a1").unwrap();
    assert_eq!((p.player, p.colour), (Player::Two, Some(Colour::White)));
    let p = play(&mut g, "a2").unwrap();
    assert_eq!((p.player, p.colour), (Player::One, Some(Colour::Black)));
}

#[test]
fn the_second_player_can_be_the_passer() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    play(&mut g, "d4").unwrap();
    let p = play(&mut g, "pass").unwrap();
    assert_eq!(p.contract_ended, Some(Player::Two));
    assert_eq!(g.colour_of(Player::Two), Some(Colour::Black));
    assert_eq!(g.to_move(), Player::One);
    assert_eq!(g.colour_of(g.to_move()), Some(Colour::White));
}

#[test]
fn passing_after_the_contract_is_refused() {
    let mut g = after_pass(6, &[]);
    assert_eq!(g.play(Move::Pass), Err(RuleError::PassAfterContract));
    assert!(!g.legal_moves().contains(&Move::Pass));
}

#[test]
fn occupied_cells_are_refused_in_both_phases() {
    let mut g = Game::with_side(6, Player::One).unwrap();
    play(&mut g, "d4").unwrap();
    assert!(matches!(play(&mut g, "D4"), Err(RuleError::Occupied(_))));
    play(&mut g, "pass").unwrap();
    assert!(matches!(play(&mut g, "d4"), Err(RuleError::Occupied(_))));
}

#[test]
fn with_no_empty_interior_cell_the_only_legal_move_is_pass() {
    let mut g = Game::with_side(3, Player::One).unwrap();
    for name in ["b2", "b3", "c2", "c3", "c4", "d2", "d3"] {
        assert!(!g.must_pass());
        play(&mut g, name).unwrap();
    }
    assert!(g.must_pass());
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass").unwrap();
    assert_eq!(
        g.black_player(),
        Some(Player::Two),
        "seven stones: P2 was to move"
    );
}

#[test]
fn contract_stones_never_end_the_game() {
    // Fill every interior cell of side 4 in the contract: no goal is checked, no end.
    let mut g = Game::with_side(4, Player::One).unwrap();
    let interior: Vec<_> = g
        .board()
        .cells()
        .filter(|&c| !g.board().is_edge(c))
        .collect();
    for c in interior {
        let p = g.play(Move::Place(c)).unwrap();
        assert_eq!(p.outcome, None);
    }
    assert_eq!(g.phase(), Phase::Contract);
}
