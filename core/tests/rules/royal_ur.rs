//! Royal d'Ûr: random games with random rolls, invariants, records.

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use unlur_core::rules::Player;
use unlur_core::rules::ur::*;

/// Plays random legal turns with random rolls, checking the invariants after each.
pub fn random_game(seed: u64, max_turns: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let first = if rng.random_bool(0.5) {
        Player::One
    } else {
        Player::Two
    };
    let mut g = Game::new(first);
    let mut moves = Vec::new();
    while g.winner().is_none() && g.history().len() < max_turns {
        let roll = rng.random_range(1..=6);
        moves.clear();
        g.position().legal_moves(roll, &mut moves);
        let mv = (!moves.is_empty()).then(|| moves[rng.random_range(0..moves.len())]);
        g.play(Turn { roll, mv }).unwrap();
        check_invariants(g.position());
    }
    g
}

/// What must hold in every position reached by legal play.
pub fn check_invariants(p: &Position) {
    for player in [Player::One, Player::Two] {
        let c = p.counts(player);
        assert_eq!(
            c.waiting + c.free + c.prisoners + c.removed,
            PIECES,
            "{c:?}"
        );
    }
    let mut owner_of_free = std::collections::HashMap::new();
    for (id, piece) in p.pieces() {
        match (piece.place, piece.holder) {
            (Place::On(sq), None) => {
                assert!(
                    path_index(id.owner, sq).is_some(),
                    "{id:?} free off its path"
                );
                let other = owner_of_free.insert(sq, id.owner);
                assert!(
                    other.is_none_or(|o| o == id.owner),
                    "both sides free on {sq:?}"
                );
            }
            (Place::On(sq), Some(h)) => {
                assert_ne!(h.owner, id.owner, "{id:?} held by its own side");
                assert_eq!(
                    p.piece(h).place,
                    Place::On(sq),
                    "{id:?} away from its holder"
                );
            }
            (_, Some(_)) => panic!("{id:?} held off the board"),
            _ => {}
        }
        if piece.rank == Rank::Officer {
            assert_ne!(piece.place, Place::Waiting);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        let g = random_game(seed, 3000);
        if let Some(w) = g.winner() {
            prop_assert_eq!(g.position().counts(w.other()).removed, PIECES);
        }
    }

    #[test]
    fn write_then_read_gives_the_same_game(seed in any::<u64>(), cut in 0usize..600) {
        let g = random_game(seed, cut);
        let text = write_record(&g, "Ann \"A\"", "Bob");
        let r = read_record(&text).unwrap();
        prop_assert_eq!(&r.game, &g);
        prop_assert!(r.warnings.is_empty());
    }

    #[test]
    fn garbage_turns_never_panic_the_reader(body in "[ -~\n]{0,200}") {
        let _ = read_record(&format!("[Game \"Royal Ur\"]\n[First \"1\"]\n\n{body}"));
    }

    #[test]
    fn undo_restores_the_game(seed in any::<u64>(), cut in 1usize..300) {
        let g = random_game(seed, cut);
        let mut shorter = g.clone();
        let last = shorter.undo();
        prop_assert_eq!(last, g.history().last().copied());
        let mut again = shorter.clone();
        if let Some(t) = last {
            again.play(t).unwrap();
        }
        prop_assert_eq!(again, g);
    }
}

#[test]
fn random_games_end() {
    let ended = (0..200)
        .filter(|&s| random_game(s, 20_000).winner().is_some())
        .count();
    assert!(
        ended >= 190,
        "{ended} of 200 random games ended within 20,000 turns"
    );
}
