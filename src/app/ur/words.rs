//! Royal d'Ûr in words: what the player to move should do, the turns played (with the
//! captures the notation does not spell), the last capture.

use super::{Stage, UrMatch};
use crate::i18n::Tr;
use crate::rules::ur::Played;

/// What the player to move should do now, in words.
pub fn status_line(t: Tr, m: &UrMatch) -> String {
    let g = &m.game;
    let who = m.name(g.to_move());
    let human = m.human_to_move();
    let w = |key: &str| t.trf(key, &[("who", &who)]);
    let wr = |key: &str, roll: u8| t.trf(key, &[("who", &who), ("roll", &roll)]);
    match &m.stage {
        Stage::Over => match g.winner() {
            Some(p) => t.trf(
                "ur.status.won",
                &[("winner", &m.name(p)), ("loser", &m.name(p.other()))],
            ),
            None => String::new(),
        },
        Stage::Roll if human => w("ur.status.roll"),
        Stage::Roll => w("ur.status.about_to_roll"),
        Stage::Tumbling { .. } => w("ur.status.rolling"),
        Stage::Choose { roll, .. } if human => wr("ur.status.choose", *roll),
        Stage::Choose { roll, .. } => wr("ur.status.thinking", *roll),
        Stage::Passing { roll: 6 } => w("ur.status.six"),
        Stage::Passing { roll } => wr("ur.status.no_move", *roll),
        Stage::Moving => w("ur.status.moving"),
    }
}

/// Each turn played, one line each, numbered, with who played it and what it captured:
/// `outcomes` are what the turns did ([`crate::rules::logged::Logged::outcomes`]).
pub fn turn_lines(t: Tr, m: &UrMatch, outcomes: &[Played]) -> Vec<String> {
    m.game
        .history_texts()
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let line = match outcomes.get(i) {
                Some(o) => format!("{}. {}  {}", i + 1, m.name(o.player), text),
                None => format!("{}. {}", i + 1, text),
            };
            match outcomes.get(i).map(|o| numbers(&o.captured)) {
                Some(Some(victims)) => {
                    format!("{line}  {}", t.trf("ur.log_captured", &[("n", &victims)]))
                }
                _ => line,
            }
        })
        .collect()
}

/// What the last turn captured, in words, if it captured.
pub fn capture_line(t: Tr, m: &UrMatch, last: &Played) -> Option<String> {
    let victims = numbers(&last.captured)?;
    let piece = last.piece?.number;
    let key = if last.captured.len() == 1 {
        "ur.captured.one"
    } else {
        "ur.captured.many"
    };
    Some(t.trf(
        key,
        &[
            ("who", &m.name(last.player)),
            ("piece", &piece),
            ("n", &victims),
        ],
    ))
}

/// The pieces' numbers, `3, 5`; `None` for none.
fn numbers(pieces: &[crate::rules::ur::PieceId]) -> Option<String> {
    (!pieces.is_empty()).then(|| {
        pieces
            .iter()
            .map(|p| p.number.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ur::read_record;

    #[test]
    fn captures_are_said_after_the_turn_and_marked_in_the_log() {
        let record = read_record(include_str!("../../../tests/data/midgame.ur")).unwrap();
        let m = UrMatch::from_record(record);
        let outcomes = m.game.outcomes();
        assert_eq!(outcomes.len(), m.game.history().len());
        let last = outcomes.last().unwrap();
        assert_eq!(
            capture_line(Tr::EN, &m, last).as_deref(),
            Some("Ann's piece 6 took pieces 2, 7 prisoner")
        );
        assert_eq!(
            capture_line(Tr::FR, &m, last).as_deref(),
            Some("La pièce 6 de Ann a fait prisonnières les pièces 2, 7")
        );
        let lines = turn_lines(Tr::EN, &m, &outcomes);
        assert_eq!(lines.len(), outcomes.len());
        assert!(
            lines[lines.len() - 1].ends_with("6:14<12  takes 2, 7"),
            "{lines:?}"
        );
        // A turn that captured nothing says nothing more, and gets no message.
        let quiet = outcomes.iter().position(|o| o.captured.is_empty()).unwrap();
        assert!(!lines[quiet].contains("takes"), "{}", lines[quiet]);
        assert_eq!(capture_line(Tr::EN, &m, &outcomes[quiet]), None);
    }
}
