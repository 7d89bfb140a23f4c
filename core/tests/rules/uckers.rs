//! Uckers' records and rules.

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use unlur_core::rules::uckers::*;

fn dice(rng: &mut StdRng) -> Dice {
    Dice(rng.random_range(1..=6), rng.random_range(1..=6))
}

/// Random options, a random first colour, then random legal actions with random
/// dice (a declaration now and then when one is possible), checking the invariants
/// after each.
pub fn random_game(seed: u64, max_actions: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let options = Options {
        wafu_snake_eyes: rng.random_bool(0.3),
        superblobs: rng.random_bool(0.3),
        suckback: rng.random_bool(0.3),
        layered_blobs: rng.random_bool(0.3),
    };
    let first = Colour::from_index(rng.random_range(0..4));
    let mut g = Game::new(first, options);
    while g.winner().is_none() && g.history().len() < max_actions {
        let declarations = g.position().declarations();
        let action = if !declarations.is_empty() && rng.random_bool(0.3) {
            let declaration = declarations[rng.random_range(0..declarations.len())];
            let mut throws = Vec::new();
            while g.position().judge_throws(declaration, &throws).unwrap() == Throws::More {
                throws.push(dice(&mut rng));
            }
            Action::Declare {
                declaration,
                throws,
            }
        } else {
            let d = dice(&mut rng);
            let plays = g.position().legal_plays(d);
            assert!(!plays.is_empty(), "a roll always has a play, if only --");
            Action::Roll {
                dice: d,
                play: plays[rng.random_range(0..plays.len())],
            }
        };
        g.play(action).unwrap();
        check_invariants(g.position());
    }
    g
}

/// What must hold in every position reached by legal play.
pub fn check_invariants(p: &Position) {
    let mut total = 0;
    for t in 0..TRACK_LEN {
        let on = p.pieces_on(Square::Track(t));
        total += on.len();
        let teams: Vec<Partnership> = on.iter().map(|q| q.colour.partnership()).collect();
        assert!(
            teams.windows(2).all(|w| w[0] == w[1]),
            "both partnerships on t{t}: {on:?}"
        );
    }
    for c in Colour::ALL {
        total += p.pieces_on(Square::Base(c)).len() + p.pieces_on(Square::Home(c)).len();
        for k in 1..=5 {
            let on = p.pieces_on(Square::Tube(c, k));
            assert!(on.iter().all(|q| q.colour == c), "{on:?} in {c:?}'s tube");
            total += on.len();
        }
    }
    assert_eq!(total, 16, "16 pieces");
    if let Some(w) = p.winner() {
        for c in w.colours() {
            assert!(p.finished(c));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        random_game(seed, 4000);
    }

    #[test]
    fn write_then_read_gives_the_same_game(seed in any::<u64>(), cut in 0usize..800, four in any::<bool>()) {
        let g = random_game(seed, cut);
        let names = ["Ann \"A\"", "Bob", "Cy", "Di"].map(String::from);
        let players = if four { 4 } else { 2 };
        let text = write_record(&g, players, &names);
        let r = read_record(&text).unwrap();
        prop_assert_eq!(&r.game, &g);
        prop_assert_eq!(r.players, players);
        prop_assert!(r.warnings.is_empty());
    }

    #[test]
    fn garbage_lines_never_panic_the_reader(body in "[ -~\n]{0,200}") {
        let _ = read_record(&format!("[Game \"Uckers\"]\n[First \"yellow\"]\n\n{body}"));
    }

    #[test]
    fn undo_restores_the_game(seed in any::<u64>(), cut in 1usize..400) {
        let g = random_game(seed, cut);
        let mut shorter = g.clone();
        let last = shorter.undo();
        prop_assert_eq!(last.as_ref(), g.history().last());
        if let Some(a) = last {
            shorter.play(a).unwrap();
        }
        prop_assert_eq!(shorter, g);
    }
}

#[test]
fn random_games_end() {
    // Random play is slow to finish (no strategy at all), but it finishes.
    let unfinished: Vec<u64> = (0..60)
        .filter(|&s| random_game(s, 50_000).winner().is_none())
        .collect();
    assert!(
        unfinished.is_empty(),
        "seeds {unfinished:?} did not end within 50,000 actions"
    );
}
