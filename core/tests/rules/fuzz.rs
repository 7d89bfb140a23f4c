//! What comes from outside, fuzzed: each reader is given real input (records, a
//! settings file, protocol lines, a lesson, an invitation) torn by random edits
//! (characters inserted, deleted, replaced, lines cut, doubled or swapped), and random
//! bytes. None may panic; what the settings and protocol readers read, their writers
//! write back as the same thing. A short run in CI (each case
//! count below); `PROPTEST_CASES=100000 cargo test -p unlur-core --test rules fuzz` for
//! a long one.

use proptest::prelude::*;
use unlur_core::rules::{uckers, unlur, ur};

/// Real inputs, the seeds of the edits.
const RECORDS: [&str; 4] = [
    include_str!("../../../tests/data/finished-side6.unlur"),
    include_str!("../../../tests/data/finished-side8.unlur"),
    include_str!("../../../tests/data/midgame.ur"),
    include_str!("../../../tests/data/midgame.uckers"),
];

const SETTINGS: &str = "volume = 70\nmuted = false\nlanguage = \"fr\"\npalette = \"colour-blind\"\n\
    quality = \"auto\"\ntakebacks_people = true\nlessons_done = [\"unlur-1\", \"ur-2\"]\n\
    [ai]\nlevel = \"strong\"\n";

const PROTOCOL: [&str; 8] = [
    "hello 1 unlur 6 ABCD-EFGH",
    "move 12 e4",
    "dice 3 commit 0123456789abcdef",
    "dice 3 reveal 4 9f8e7d",
    "undo 7",
    "chat hello there",
    "refuse not your turn",
    "bye",
];

const LESSON: &str = include_str!("../../assets/lessons/unlur/05-contract.lesson");

/// One edit of a text: where (a fraction of its length), what, and with what.
#[derive(Clone, Debug)]
enum Edit {
    Insert(f64, char),
    Delete(f64, usize),
    Replace(f64, char),
    CutLine(f64),
    DoubleLine(f64),
    SwapLines(f64, f64),
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    // Characters a reader must meet: its own syntax's, digits, space, quotes,
    // brackets, control characters and anything else.
    let ch = prop_oneof![
        prop::sample::select(vec![
            '[', ']', '"', '\\', ' ', '\n', '\r', '\t', '\0', '-', ':', '>', '<', '.', '0', '9',
            '1', 'D', 'A', 'x', 'é', '\u{202e}', '\u{feff}',
        ]),
        any::<char>(),
    ];
    prop_oneof![
        (at.clone(), ch.clone()).prop_map(|(a, c)| Edit::Insert(a, c)),
        (at.clone(), 1usize..40).prop_map(|(a, n)| Edit::Delete(a, n)),
        (at.clone(), ch).prop_map(|(a, c)| Edit::Replace(a, c)),
        at.clone().prop_map(Edit::CutLine),
        at.clone().prop_map(Edit::DoubleLine),
        (at.clone(), at).prop_map(|(a, b)| Edit::SwapLines(a, b)),
    ]
}

/// `text` with `edits` applied, in order.
fn torn(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |f: f64, len: usize| ((f * len as f64) as usize).min(len);
        match *e {
            Edit::Insert(f, c) => chars.insert(at(f, chars.len()), c),
            Edit::Delete(f, n) => {
                let i = at(f, chars.len());
                chars.drain(i..(i + n).min(chars.len()));
            }
            Edit::Replace(f, c) => {
                if !chars.is_empty() {
                    let i = at(f, chars.len() - 1);
                    chars[i] = c;
                }
            }
            Edit::CutLine(f) | Edit::DoubleLine(f) | Edit::SwapLines(f, _) => {
                let text: String = chars.iter().collect();
                let mut lines: Vec<&str> = text.split('\n').collect();
                let i = at(f, lines.len() - 1);
                match *e {
                    Edit::CutLine(_) => {
                        lines.remove(i);
                    }
                    Edit::DoubleLine(_) => lines.insert(i, lines[i]),
                    Edit::SwapLines(_, g) => {
                        let j = at(g, lines.len() - 1);
                        lines.swap(i, j);
                    }
                    _ => {}
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// Reads `text` with every record reader, whole and in part: none may panic, and an
/// Unlur record read whole holds no more moves than its board has cells (and a pass).
fn read_as_every_game(text: &str) {
    if let Ok(r) = unlur::read_record(text) {
        assert!(r.game.history().len() <= r.game.board().cell_count() + 1);
    }
    let _ = unlur::read_record_partly(text);
    let _ = ur::read_record(text);
    let _ = ur::read_record_partly(text);
    let _ = uckers::read_record(text);
    let _ = uckers::read_record_partly(text);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn torn_records_never_panic_a_reader(
        seed in 0..RECORDS.len(),
        edits in prop::collection::vec(edit(), 1..12),
    ) {
        read_as_every_game(&torn(RECORDS[seed], &edits));
    }

    #[test]
    fn random_bytes_never_panic_a_reader(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        read_as_every_game(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn a_torn_settings_file_is_read_with_its_problems_said(
        edits in prop::collection::vec(edit(), 1..12),
        raw in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        use unlur_core::settings::Settings;
        let (settings, _problems) = Settings::parse(&torn(SETTINGS, &edits), Settings::default());
        // Whatever it read, it writes back as a file it reads again the same.
        let (again, problems) = Settings::parse(&settings.to_text(), Settings::default());
        prop_assert_eq!(again, settings);
        prop_assert!(problems.is_empty(), "{:?}", problems);
        let _ = Settings::parse_bytes(&raw, Settings::default());
    }

    #[test]
    fn torn_protocol_lines_are_read_or_refused(
        seed in 0..PROTOCOL.len(),
        edits in prop::collection::vec(edit(), 1..6),
        long in 0usize..3,
    ) {
        use unlur_core::online::protocol::Message;
        let line = torn(PROTOCOL[seed], &edits).repeat(1 + long * 2000);
        // A message read is written as a line it reads again the same.
        if let Ok(m) = Message::parse(&line) {
            prop_assert_eq!(Message::parse(&m.line()).ok(), Some(m));
        }
    }

    #[test]
    fn a_torn_lesson_or_invitation_never_panics(edits in prop::collection::vec(edit(), 1..12)) {
        let _ = unlur_core::lessons::parse("05-contract.lesson", &torn(LESSON, &edits));
        let _ = unlur_core::online::invitation::Invitation::parse(&torn("ABCD-EFGH-IJKL", &edits));
    }
}

/// The edits themselves do what they say (a fuzzer whose edits did nothing would pass
/// every reader).
#[test]
fn the_edits_tear_the_text() {
    assert_eq!(torn("ab\ncd", &[Edit::Insert(0.0, 'x')]), "xab\ncd");
    assert_eq!(torn("ab\ncd", &[Edit::Delete(0.5, 2)]), "abd");
    assert_eq!(torn("ab\ncd", &[Edit::Replace(1.0, 'x')]), "ab\ncx");
    assert_eq!(torn("ab\ncd", &[Edit::CutLine(0.0)]), "cd");
    assert_eq!(torn("ab\ncd", &[Edit::DoubleLine(1.0)]), "ab\ncd\ncd");
    assert_eq!(torn("ab\ncd", &[Edit::SwapLines(0.0, 1.0)]), "cd\nab");
}
