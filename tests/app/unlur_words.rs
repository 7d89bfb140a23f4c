//! What Unlur says on screen: the result in French with agreeing words and no English
//! side names, the demo's caption.

use crate::testing::*;

/// A French result says the sides as the French texts do (SO, NO), a goal with its own
/// article (une Ligne, un Y) and a seat's colour that agrees (Blancs, Noirs): no English
/// word and no "un Ligne" or "Ann (blanche)".
#[test]
fn french_results_have_no_english_side_and_agree_in_gender() {
    use unlur::ai::unlur::player::RandomPlayer;
    use unlur::rules::unlur::{Game, Side};
    let mut seen_goals = std::collections::BTreeSet::new();
    for seed in 0..400 {
        let mut random = RandomPlayer::new(seed);
        let mut game = Game::with_side(4, Player::One).unwrap();
        while game.outcome().is_none() {
            let mv = random.choose(&game).unwrap();
            if mv != Move::Resign {
                game.play(mv).unwrap();
            }
        }
        let sides = game.winning_sides();
        let western = sides.iter().any(|s| matches!(s, Side::SW | Side::NW));
        let mut m = UnlurMatch::new(&NewGame {
            side: 4,
            names: ["Ann".into(), "Bob".into()],
            ..Default::default()
        });
        m.game = game;
        let fr = text::result_reason(Tr::FR, &m).unwrap();
        for english in [
            "SW", "NW", "un Ligne", "une Y", "blanche)", "noire)", "White", "Black",
        ] {
            assert!(!fr.contains(english), "{english} in {fr}");
        }
        assert!(fr.contains("(Blancs)") || fr.contains("(Noirs)"), "{fr}");
        if western {
            assert!(fr.contains("SO") || fr.contains("NO"), "{fr}");
        }
        // The move list's pass is a French word too.
        let list = text::move_list(Tr::FR, &m);
        assert!(list.iter().any(|l| l.contains(" passe ")), "{list:?}");
        assert!(!list.iter().any(|l| l.contains(" pass ")), "{list:?}");
        seen_goals.insert((fr.contains("une Ligne"), fr.contains("un Y"), western));
    }
    assert!(seen_goals.iter().any(|g| g.0) && seen_goals.iter().any(|g| g.1));
    assert!(
        seen_goals.iter().any(|g| g.2),
        "a game won on a western side"
    );
}

/// The demo's caption follows the game: who leads and by how much, the game turning
/// when the chance swings, whose move it is, naming the sides by their stones' colours
/// (the players' names would be a second code to learn); in French with agreeing
/// words.
#[test]
fn the_demo_caption_says_who_leads_and_when_the_game_turns() {
    use unlur::app::unlur::words::demo_lines;
    let mut m = UnlurMatch::new(&NewGame {
        side: 4,
        names: ["Amber".into(), "Indigo".into()],
        ..Default::default()
    });
    m.game.play(Move::Pass).unwrap();
    // Amber passed: Black; four stones later (the colours' caption shown), Indigo
    // (White) to move.
    for _ in 0..4 {
        let mv = m
            .game
            .legal_moves()
            .into_iter()
            .find(|mv| matches!(mv, Move::Place(_)))
            .unwrap();
        m.game.play(mv).unwrap();
    }
    let (head, line) = demo_lines(Tr::EN, &m, Some((Colour::Black, 0.8)), None);
    assert_eq!(head, "Black is winning");
    assert_eq!(line, "White wants a Line, Black a Y. White to move.");
    let (head, _) = demo_lines(Tr::EN, &m, Some((Colour::Black, 0.65)), None);
    assert_eq!(head, "Black is ahead");
    let (head, _) = demo_lines(Tr::EN, &m, Some((Colour::White, 0.52)), None);
    assert_eq!(head, "A close game");
    let (head, _) = demo_lines(
        Tr::EN,
        &m,
        Some((Colour::White, 0.7)),
        Some((Colour::Black, 0.6)),
    );
    // White to move: Black's last stone let White in (Black 60% -> White 70%).
    let last = m.game.board().name(match m.game.history().last() {
        Some(Move::Place(c)) => *c,
        _ => unreachable!(),
    });
    assert_eq!(head, format!("Black slips at {last}"));
    let (head, line) = demo_lines(
        Tr::EN,
        &m,
        Some((Colour::Black, 0.7)),
        Some((Colour::White, 0.6)),
    );
    assert_eq!(head, format!("Black turns the game at {last}"));
    assert_eq!(line, "Black's chance: 40% → 70%.");
    // Under fifteen points: no turn.
    let (head, _) = demo_lines(
        Tr::EN,
        &m,
        Some((Colour::Black, 0.7)),
        Some((Colour::Black, 0.56)),
    );
    assert_eq!(head, "Black is ahead");
    let (head, line) = demo_lines(
        Tr::FR,
        &m,
        Some((Colour::White, 0.7)),
        Some((Colour::Black, 0.6)),
    );
    assert_eq!(head, format!("Faux pas des Noirs en {last}"));
    assert_eq!(line, "Chances des Blancs : 40 % → 70 %.");
    let (head, line) = demo_lines(Tr::FR, &m, Some((Colour::Black, 0.8)), None);
    assert_eq!(head, "Les Noirs sont en train de gagner");
    assert!(line.ends_with("Les Blancs au trait."), "{line}");
}
