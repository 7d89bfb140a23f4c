//! What Uckers' actions did that the board does not say plainly, in words: a
//! declaration's success or failure, pieces sent back to base; and the names on the
//! back of the board.

use super::UckersMatch;
use super::words::name_and_colour;
use crate::i18n::Tr;
use crate::rules::uckers::Declaration;

/// What an action did that the board does not say plainly, in words: a declaration's
/// success or failure (a failed attack moves nothing), pieces sent back to base.
pub fn action_result(
    t: Tr,
    m: &UckersMatch,
    action: &crate::rules::uckers::Action,
    played: &crate::rules::uckers::Played,
) -> Option<String> {
    use crate::rules::uckers::Action;
    match action {
        Action::Declare {
            declaration,
            throws,
        } => {
            let who = name_and_colour(t, m, declaration.piece().colour);
            let what = t.tr(match declaration {
                Declaration::Attack { .. } => "uckers.what.attack",
                Declaration::Suckback { .. } => "uckers.what.suckback",
                Declaration::Blowback { .. } => "uckers.what.blowback",
            });
            let sixes: usize = throws
                .iter()
                .map(|d| usize::from(d.0 == 6) + usize::from(d.1 == 6))
                .sum();
            let key = match played.success? {
                true => "uckers.result.won",
                false => "uckers.result.lost",
            };
            Some(t.trf(key, &[("who", &who), ("what", &what), ("sixes", &sixes)]))
        }
        Action::Roll { .. } => {
            let mover = played.moves.first()?.piece.colour;
            let n = played.captured.len();
            let who = name_and_colour(t, m, mover);
            // Whose pieces: each colour hit once, in the order they were hit.
            let mut owners: Vec<String> = Vec::new();
            for (piece, _) in &played.captured {
                let owner = name_and_colour(t, m, piece.colour);
                if !owners.contains(&owner) {
                    owners.push(owner);
                }
            }
            let whom = owners.join(&format!(" {} ", t.tr("uckers.and")));
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("who", &who), ("whom", &whom), ("n", &n)];
            (n > 0).then(|| t.trf("uckers.result.sent_back", &args))
        }
    }
}

/// A name on the back of the board in the words of `t`: the file keeps the losing
/// partnership's colours in no language (`Ann & Bob (red-blue)`).
pub fn sting_words(t: Tr, names: &str) -> String {
    use crate::rules::uckers::Partnership;
    for p in [Partnership::YellowGreen, Partnership::RedBlue] {
        if let Some(who) = names.strip_suffix(&format!(" ({})", p.name())) {
            return format!("{who} ({})", t.tr(p.word_key()).to_lowercase());
        }
    }
    names.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::uckers::{Colour, PieceId};

    #[test]
    fn stings_are_shown_in_the_players_language() {
        assert_eq!(
            sting_words(Tr::FR, "Ann & Bob (red-blue)"),
            "Ann & Bob (rouge et bleu)"
        );
        assert_eq!(
            sting_words(Tr::EN, "Ann (yellow-green)"),
            "Ann (yellow and green)"
        );
        assert_eq!(sting_words(Tr::FR, "old line"), "old line");
    }

    #[test]
    fn a_declaration_says_whether_it_worked_and_captures_are_said() {
        use crate::rules::uckers::{Action, Dice, Move, Played, Square};
        let m = UckersMatch::new(&crate::app::session::game::NewGame::default());
        let yellow = PieceId {
            colour: Colour::Yellow,
            index: 0,
        };
        let attack = Action::Declare {
            declaration: Declaration::Attack { piece: yellow },
            throws: vec![Dice(6, 6), Dice(4, 4)],
        };
        let who = name_and_colour(Tr::EN, &m, Colour::Yellow);
        let failed = Played {
            success: Some(false),
            ..Played::default()
        };
        assert_eq!(
            action_result(Tr::EN, &m, &attack, &failed),
            Some(format!(
                "{who}'s attack failed (sixes thrown: 2): nothing moves, the turn ends"
            ))
        );
        let won = Played {
            success: Some(true),
            ..Played::default()
        };
        let fr = action_result(Tr::FR, &m, &attack, &won).unwrap();
        assert!(
            fr.starts_with("L'attaque de ") && fr.ends_with("a réussi (six lancés : 2)"),
            "{fr}"
        );
        let roll = Action::Roll {
            dice: Dice(3, 3),
            play: crate::rules::uckers::Play::Pass,
        };
        let quiet = Played {
            moves: vec![Move {
                piece: yellow,
                from: Some(10),
                to: 13,
            }],
            ..Played::default()
        };
        assert_eq!(action_result(Tr::EN, &m, &roll, &quiet), None);
        let capture = Played {
            captured: vec![(
                PieceId {
                    colour: Colour::Red,
                    index: 1,
                },
                Square::Track(13),
            )],
            ..quiet
        };
        // Whose piece it was is said too.
        let red = name_and_colour(Tr::EN, &m, Colour::Red);
        assert_eq!(
            action_result(Tr::EN, &m, &roll, &capture),
            Some(format!("{who} sent a piece of {red} back to base"))
        );
        let rouge = name_and_colour(Tr::FR, &m, Colour::Red);
        assert!(
            action_result(Tr::FR, &m, &roll, &capture)
                .unwrap()
                .ends_with(&format!("une pièce appartenant à {rouge}")),
        );
    }
}
