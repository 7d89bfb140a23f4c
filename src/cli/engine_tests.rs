//! The engine's answers to malformed and random lines: never a panic, and a refusal
//! changes nothing.

use super::*;
use crate::ai::Rng64;

/// A random line: a command or a word, with random arguments (moves, rolls, numbers,
/// junk and invisible characters).
fn random_line(rng: &mut Rng64) -> String {
    // The commands themselves (but quit), and words that are none.
    const OTHERS: [&str; 9] = [
        "bogus", "", "#", "quit?", "GAME", "play\t", "genmove-", "ur", "uckers",
    ];
    let words: Vec<&str> = COMMANDS
        .iter()
        .copied()
        .filter(|c| *c != "quit")
        .chain(OTHERS)
        .collect();
    const ARGS: [&str; 30] = [
        "ur", "uckers", "unlur", "8", "3", "13", "0", "-1", "2", "4", "6-6", "2-5", "7-1", "1-2-3",
        "d4", "pass", "resign", "D-3", "1:3-4", "Y", "6-1:", "y:yB-t1", "--", "easy", "max",
        "0.001", "1e9", "NaN", "\u{202e}", "\u{0}",
    ];
    let mut line = words[rng.below(words.len())].to_string();
    for _ in 0..rng.below(4) {
        line.push(' ');
        line.push_str(ARGS[rng.below(ARGS.len())]);
    }
    line
}

#[test]
fn a_thousand_random_lines_a_game_never_panic_and_a_refusal_changes_nothing() {
    for (game, seed) in [("unlur 5", 1), ("ur", 2), ("uckers", 3)] {
        let mut engine = Engine::default();
        assert_eq!(
            engine.answer(&format!("game {game}")),
            Reply::Done(String::new())
        );
        engine.answer("level beginner");
        engine.answer("time 0.01");
        let mut rng = Rng64::new(seed);
        let (mut done, mut refused) = (0, 0);
        for _ in 0..1000 {
            let line = random_line(&mut rng);
            if line.starts_with("quit") {
                continue;
            }
            let before = (
                engine.table.id(),
                engine.table.texts(),
                engine.level,
                engine.seconds,
            );
            match engine.answer(&line) {
                Reply::Refused(why) => {
                    refused += 1;
                    assert!(!why.is_empty() && !why.contains('\n'), "{line:?}: {why:?}");
                    let after = (
                        engine.table.id(),
                        engine.table.texts(),
                        engine.level,
                        engine.seconds,
                    );
                    assert_eq!(before, after, "{line:?} was refused but changed the engine");
                }
                Reply::Done(_) => done += 1,
                Reply::Nothing | Reply::Quit => {}
            }
        }
        assert!(
            done > 100 && refused > 100,
            "{game}: {done} done, {refused} refused"
        );
    }
}

#[test]
fn the_ai_is_kept_between_moves_and_made_anew_for_new_settings_or_a_new_game() {
    let mut e = Engine::default();
    e.answer("game unlur 4");
    e.answer("level easy");
    let spec = |e: &Engine| e.player.as_ref().map(|(spec, _)| spec.clone());
    assert!(matches!(e.answer("genmove"), Reply::Done(_)));
    let seed = e.seed;
    assert!(matches!(e.answer("genmove"), Reply::Done(_)));
    assert_eq!(e.seed, seed, "the second move was searched by a new player");
    assert_eq!(spec(&e).as_deref(), Some("ai:easy"));
    e.answer("time 0.05");
    assert!(matches!(e.answer("genmove"), Reply::Done(_)));
    assert_eq!(e.seed, seed + 1, "a new time is a new player");
    assert_eq!(spec(&e).as_deref(), Some("ai:easy:50ms"));
    e.answer("game unlur 4");
    assert!(e.player.is_none(), "a new game keeps the last one's player");
}

#[test]
fn a_dice_game_is_driven_by_the_rolls_it_is_given() {
    let mut e = Engine::default();
    assert_eq!(e.answer("game ur"), Reply::Done(String::new()));
    assert_eq!(e.answer("tomove"), Reply::Done("1".into()));
    assert_eq!(e.answer("genmove"), Reply::Done("roll".into()));
    assert_eq!(e.answer("genmove 4"), Reply::Done("4 D-4".into()));
    assert_eq!(e.answer("tomove"), Reply::Done("2".into()));
    assert!(matches!(e.answer("genmove 2-5"), Reply::Refused(w) if w.contains("1 die")));
    assert!(matches!(e.answer("play 9 Z-9"), Reply::Refused(_)));
    assert_eq!(e.answer("play 3 D-3"), Reply::Done(String::new()));
    assert_eq!(e.answer("undo"), Reply::Done(String::new()));
    assert_eq!(e.answer("result"), Reply::Done("*".into()));
    let Reply::Done(record) = e.answer("showrecord") else {
        panic!("no record");
    };
    assert!(record.contains("[Game \"Royal Ur\"]") && record.ends_with("4 D-4"));
    assert!(
        !record.lines().any(|l| l.trim().is_empty()),
        "a blank line ends an answer"
    );
    // Unlur has no dice; Uckers throws two.
    assert_eq!(e.answer("game unlur 5"), Reply::Done(String::new()));
    assert!(matches!(e.answer("genmove 3"), Reply::Refused(w) if w.contains("no dice")));
    assert_eq!(
        e.answer("game uckers 2 superblobs"),
        Reply::Done(String::new())
    );
    assert!(matches!(e.answer("genmove 4"), Reply::Refused(w) if w.contains("2 dice")));
}

#[test]
fn answers_are_written_as_the_protocol_says() {
    assert_eq!(
        written(None, &Reply::Done("d4".into())),
        Some("= d4\n\n".into())
    );
    assert_eq!(
        written(Some("12"), &Reply::Done(String::new())),
        Some("=12\n\n".into())
    );
    assert_eq!(
        written(Some("3"), &Reply::Refused("a\nb".into())),
        Some("?3 a b\n\n".into())
    );
    assert_eq!(written(None, &Reply::Nothing), None);
}

/// Hardening 2: every line with a command or an id gets exactly one answer (a controller
/// waits for it); an empty line or a comment gets none.
#[test]
fn a_line_of_only_an_id_is_answered() {
    let mut e = Engine::default();
    for line in ["7", "7\n", " 12 \n", "3 # a comment\n", "12\r\n"] {
        let (id, reply) = e.answer_line(line);
        assert!(id.is_some(), "{line:?}");
        let answer = written(id, &reply).expect("an answer");
        assert!(answer.starts_with('?'), "{line:?}: {answer}");
        assert!(answer.contains("a command must follow the id"), "{answer}");
    }
    for line in ["", "\n", "   \n", "# a comment\n"] {
        assert_eq!(e.answer_line(line), (None, Reply::Nothing), "{line:?}");
    }
    assert_eq!(
        e.answer_line("12 name\n"),
        (Some("12"), Reply::Done("unlur".into()))
    );
}

/// Hardening 2: names are kept as given (a `]` too) but never reach the terminal raw;
/// a name that a record cannot hold is refused, with the reason.
#[test]
fn names_reach_the_terminal_escaped() {
    let mut e = Engine::default();
    assert_eq!(
        e.answer("names Ann\u{1b}[31m\u{7}]x Bob\u{202e}"),
        Reply::Done(String::new())
    );
    let answer = written(None, &e.answer("showrecord")).unwrap();
    assert!(
        !answer
            .chars()
            .any(|c| (c.is_control() && c != '\n') || c == '\u{202e}'),
        "{answer:?}"
    );
    assert!(answer.contains(r"Ann\u{1b}[31m\u{7}]x"), "{answer}");
    assert!(answer.contains(r"Bob\u{202e}"), "{answer}");
    assert!(matches!(e.answer("names a\"b c"), Reply::Refused(w) if w.contains("cannot hold")));
}
