//! Royal d'Ûr in words: what the player to move should do, the turns played (with the
//! captures the notation does not spell), the last capture.

use super::{Stage, UrMatch};
use crate::app::session::game::Seat;
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
            None => m.resigned.map_or_else(String::new, |by| {
                crate::app::session::game::resigned_words(t, &[m.name(by)], &[m.name(by.other())])
            }),
        },
        Stage::Roll if human => w("ur.status.roll"),
        Stage::Roll => w("ur.status.about_to_roll"),
        Stage::Tumbling { .. } => w("ur.status.rolling"),
        Stage::Choose { roll, .. } if human => wr("ur.status.choose", *roll),
        // A friend online chooses; only the AI thinks.
        Stage::Choose { roll, .. } if m.seats[g.to_move().index()] == Seat::Remote => {
            wr("ur.status.friend_chooses", *roll)
        }
        Stage::Choose { roll, .. } => wr("ur.status.thinking", *roll),
        Stage::Passing { roll: 6 } => w("ur.status.six"),
        Stage::Passing { roll } => wr("ur.status.no_move", *roll),
        // The one whose piece moves (the turn is the other's already).
        Stage::Moving { by } => t.trf("ur.status.moving", &[("who", &m.name(*by))]),
    }
}

/// A finished game's headline: who won (the one who removed the other's seven, or the
/// one left when the other resigned).
pub fn result_headline(t: Tr, m: &UrMatch) -> Option<String> {
    let winner = m.game.winner().or(m.resigned.map(|by| by.other()))?;
    Some(t.trf("common.wins", &[("who", &m.name(winner))]))
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
            let Some(o) = outcomes.get(i) else {
                return line;
            };
            // What the notation does not spell: captures, promotion, removals, pieces
            // freed.
            let mut marks: Vec<String> = [
                (&o.captured, "ur.log_captured"),
                (&o.removed, "ur.log_removed"),
                (&o.released, "ur.log_freed"),
            ]
            .into_iter()
            .filter_map(|(pieces, key)| numbers(pieces).map(|n| t.trf(key, &[("n", &n)])))
            .collect();
            if o.bounced() {
                marks.insert(0, t.tr("ur.log_bounced").to_string());
            }
            if o.promoted {
                marks.insert(0, t.tr("ur.log_promoted").to_string());
            }
            if marks.is_empty() {
                line
            } else {
                format!("{line}  {}", marks.join(", "))
            }
        })
        .collect()
}

/// What the last turn captured, in words, if it captured.
pub fn capture_line(t: Tr, m: &UrMatch, last: &Played) -> Option<String> {
    let victims = numbers(&last.captured)?;
    let piece = last.piece?.number;
    Some(t.trf(
        "ur.captured",
        &[
            ("who", &m.name(last.player)),
            ("piece", &piece),
            ("count", &last.captured.len()),
            ("n", &victims),
        ],
    ))
}

/// Every change of a piece's state the last turn made, in words: a capture, a soldier
/// made officer on A, prisoners taken out of the game on A, pieces freed (the notation
/// says none of them).
pub fn change_lines(t: Tr, m: &UrMatch, last: &Played) -> Vec<String> {
    let mut lines: Vec<String> = capture_line(t, m, last).into_iter().collect();
    let Some(piece) = last.piece.map(|p| p.number) else {
        return lines;
    };
    let who = m.name(last.player);
    if last.bounced() {
        let back = last
            .from_to
            .map_or(0, |(_, to)| crate::rules::ur::ARRIVAL - to);
        lines.push(t.trf(
            "ur.bounced",
            &[("who", &who), ("piece", &piece), ("back", &back)],
        ));
    }
    if last.promoted {
        lines.push(t.trf("ur.promoted", &[("who", &who), ("piece", &piece)]));
    }
    // Grouped by whose pieces they are (freed pieces may be either player's).
    for (pieces, key) in [(&last.removed, "ur.removed"), (&last.released, "ur.freed")] {
        for owner in [last.player.other(), last.player] {
            let mine: Vec<_> = pieces
                .iter()
                .copied()
                .filter(|p| p.owner == owner)
                .collect();
            let Some(n) = numbers(&mine) else { continue };
            lines.push(t.trf(
                key,
                &[
                    ("who", &who),
                    ("piece", &piece),
                    ("whom", &m.name(owner)),
                    ("count", &mine.len()),
                    ("n", &n),
                ],
            ));
        }
    }
    lines
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

    /// The result card's headline: none while the game goes on; the one left when the
    /// other resigns, in the window's language.
    #[test]
    fn the_headline_names_the_winner_only_once_the_game_is_over() {
        let record = read_record(include_str!("../../../tests/data/midgame.ur")).unwrap();
        let mut m = UrMatch::from_record(record);
        assert_eq!(result_headline(Tr::EN, &m), None);
        m.resigned = Some(crate::rules::Player::Two);
        let winner = m.name(crate::rules::Player::One).to_string();
        assert_eq!(result_headline(Tr::EN, &m), Some(format!("{winner} wins!")));
        assert_eq!(
            result_headline(Tr::FR, &m),
            Some(format!("{winner} gagne !"))
        );
    }

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
            Some("La pièce 6 d'Ann a fait prisonnières les pièces 2, 7")
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
        assert!(change_lines(Tr::EN, &m, &outcomes[quiet]).is_empty());
        // The show's caption says the last change of the game, not the roll: a quiet
        // turn after it leaves it as it was (so it does not come back at every turn).
        let (head, _) = super::super::hud::ur_caption(Tr::EN, &m, &outcomes);
        assert_eq!(head, "Ann's piece 6 took pieces 2, 7 prisoner");
        let mut quiet_turn = outcomes.clone();
        quiet_turn.push(outcomes[quiet].clone());
        let (after, _) = super::super::hud::ur_caption(Tr::EN, &m, &quiet_turn);
        assert_eq!(after, head);
        let (start, _) = super::super::hud::ur_caption(Tr::EN, &m, &[]);
        assert_eq!(
            start,
            "Capture the other side's pieces and carry them to your A."
        );
        assert_eq!(
            change_lines(Tr::EN, &m, last),
            ["Ann's piece 6 took pieces 2, 7 prisoner"]
        );
    }

    /// A soldier made officer on A, its prisoners taken out of the game there, and the
    /// pieces its prisoners held set free: each is said.
    #[test]
    fn every_change_of_a_pieces_state_is_said() {
        use crate::rules::Player;
        use crate::rules::ur::{PieceId, Turn};
        let m = UrMatch::from_record(
            read_record(include_str!("../../../tests/data/midgame.ur")).unwrap(),
        );
        let id = |owner, number| PieceId { owner, number };
        let last = Played {
            player: Player::One,
            turn: Turn { roll: 3, mv: None },
            piece: Some(id(Player::One, 4)),
            from_to: Some((11, 14)),
            path: Vec::new(),
            carried: Vec::new(),
            captured: Vec::new(),
            released: vec![id(Player::One, 2)],
            removed: vec![id(Player::Two, 3), id(Player::Two, 5)],
            promoted: true,
            winner: None,
        };
        let (ann, bob) = (m.name(Player::One), m.name(Player::Two));
        assert_eq!(
            change_lines(Tr::EN, &m, &last),
            [
                format!("{ann}'s piece 4 reached A: it is now an officer"),
                format!("{ann}'s piece 4 took {bob}'s pieces 3, 5 out of the game on A"),
                format!("Freed: {ann}'s piece 2"),
            ]
        );
        // The turns' list marks them too.
        let first = &turn_lines(Tr::EN, &m, std::slice::from_ref(&last))[0];
        assert!(first.ends_with("officer, removes 3, 5, frees 2"), "{first}");
        let fr = change_lines(Tr::FR, &m, &last);
        assert_eq!(fr.len(), 3, "{fr:?}");
        assert!(
            fr[0].contains("officier") && fr[2].starts_with("Libérée"),
            "{fr:?}"
        );
    }

    /// A bounce on A in a real game is said, as the lesson says it.
    #[test]
    fn a_bounce_on_a_is_said() {
        use crate::rules::Player;
        use crate::rules::ur::{ARRIVAL, PieceId, Turn, path_square};
        let m = UrMatch::from_record(
            read_record(include_str!("../../../tests/data/midgame.ur")).unwrap(),
        );
        let sq = |i| path_square(Player::One, i);
        let mut last = Played {
            player: Player::One,
            turn: Turn { roll: 4, mv: None },
            piece: Some(PieceId {
                owner: Player::One,
                number: 5,
            }),
            from_to: Some((13, 11)),
            path: vec![sq(ARRIVAL), sq(13), sq(12), sq(11)],
            carried: Vec::new(),
            captured: Vec::new(),
            released: Vec::new(),
            removed: Vec::new(),
            promoted: false,
            winner: None,
        };
        assert!(last.bounced());
        let ann = m.name(Player::One);
        assert_eq!(
            change_lines(Tr::EN, &m, &last),
            [format!(
                "{ann}'s piece 5 reached A with steps to spare and bounced back 3 squares"
            )]
        );
        let fr = change_lines(Tr::FR, &m, &last);
        assert!(fr[0].contains("a rebondi de 3 cases en arrière"), "{fr:?}");
        let line = &turn_lines(Tr::EN, &m, std::slice::from_ref(&last))[0];
        assert!(line.ends_with("bounces on A"), "{line}");
        // Stopping on A is no bounce.
        last.path = vec![sq(12), sq(13), sq(ARRIVAL)];
        assert!(!last.bounced());
        assert!(change_lines(Tr::EN, &m, &last).is_empty());
    }
}
