//! Choosing a play by clicking squares: a play is the squares a person clicks (the
//! piece, where it goes, then the second piece and where it goes), and each click
//! narrows the legal plays down until one is left.

use bevy::prelude::*;

use crate::i18n::Tr;
use crate::rules::uckers::{Move, Play, Position, Square};

/// The squares clicked so far towards a play.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct UckersPick(pub Vec<Square>);

fn move_clicks(m: Move) -> [Square; 2] {
    let c = m.piece.colour;
    [Square::of_step(c, m.from), Square::of_step(c, Some(m.to))]
}

/// The squares a person clicks for `play`.
pub fn clicks_of(play: Play) -> Vec<Square> {
    match play {
        Play::Pass | Play::SnakeEyes => Vec::new(),
        Play::One(m) => move_clicks(m).to_vec(),
        Play::Two(a, b) => [move_clicks(a), move_clicks(b)].concat(),
        Play::Blob { pieces, from, to } => {
            let c = pieces[0].colour;
            vec![Square::of_step(c, Some(from)), Square::of_step(c, Some(to))]
        }
    }
}

/// The plays that begin with the clicks `pick`.
pub fn candidates(plays: &[Play], pick: &[Square]) -> Vec<Play> {
    plays
        .iter()
        .copied()
        .filter(|&p| clicks_of(p).starts_with(pick))
        .filter(|&p| !clicks_of(p).is_empty())
        .collect()
}

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// It completed a play: play it.
    Play(Play),
    /// It narrowed the choice; more clicks (or a button) are needed.
    Narrowed,
    /// It fits no play; the pick is cleared.
    Refused,
}

/// Takes a click on `square` towards one of `plays`.
pub fn click(plays: &[Play], pick: &mut Vec<Square>, square: Square) -> Picked {
    for start in [pick.clone(), Vec::new()] {
        let mut next = start;
        next.push(square);
        let found = candidates(plays, &next);
        if found.is_empty() {
            continue;
        }
        let complete: Vec<Play> = found
            .iter()
            .copied()
            .filter(|&p| clicks_of(p).len() == next.len())
            .collect();
        if let ([only], 1) = (complete.as_slice(), found.len()) {
            pick.clear();
            return Picked::Play(*only);
        }
        *pick = next;
        return Picked::Narrowed;
    }
    pick.clear();
    Picked::Refused
}

/// A play in words for the list of choices: `t10 → t18 (5+3)`, `blob t10 → t13`,
/// `t10 → t15, then t20 → t23`.
pub fn describe(t: Tr, position: &Position, play: Play) -> String {
    let m_text = |m: Move| {
        let [from, to] = move_clicks(m);
        let from = match from {
            Square::Base(_) => t.tr("uckers.base").to_string(),
            s => s.to_string(),
        };
        let piece = if m.piece.colour == position.to_move() {
            String::new()
        } else {
            format!("{} ", super::words::uckers_colour(t, m.piece.colour))
        };
        format!("{piece}{from} → {}", place(t, to))
    };
    match play {
        Play::Pass => t.tr("uckers.play.pass").to_string(),
        Play::SnakeEyes => t.tr("uckers.play.snake_eyes").to_string(),
        Play::One(m) => m_text(m),
        Play::Two(a, b) => t.trf(
            "uckers.play.then",
            &[("first", &m_text(a)), ("second", &m_text(b))],
        ),
        Play::Blob { pieces, from, to } => {
            let c = pieces[0].colour;
            t.trf(
                "uckers.play.blob",
                &[
                    ("from", &Square::of_step(c, Some(from))),
                    ("to", &place(t, Square::of_step(c, Some(to)))),
                ],
            )
        }
    }
}

fn place(t: Tr, s: Square) -> String {
    match s {
        Square::Home(_) => t.tr("uckers.home").to_string(),
        s => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::uckers::{Colour, Dice, Options, PieceId};

    #[test]
    fn clicks_narrow_the_plays_down_to_one() {
        let y = |index| PieceId {
            colour: Colour::Yellow,
            index,
        };
        let p = Position::setup(
            Colour::Yellow,
            Options::default(),
            &[(y(0), Some(10)), (y(1), Some(10)), (y(2), Some(20))],
        );
        let plays = p.legal_plays(Dice(3, 3));
        let mut pick = Vec::new();
        assert_eq!(
            click(&plays, &mut pick, Square::Track(10)),
            Picked::Narrowed
        );
        // The sum: one piece six squares on.
        let mut sum = pick.clone();
        assert!(matches!(
            click(&plays, &mut sum, Square::Track(16)),
            Picked::Play(Play::One(_))
        ));
        // Three squares on: the blob together, or one piece then another.
        assert_eq!(
            click(&plays, &mut pick, Square::Track(13)),
            Picked::Narrowed
        );
        let left = candidates(&plays, &pick);
        assert!(left.iter().any(|p| matches!(p, Play::Blob { .. })));
        assert!(left.iter().any(|p| matches!(p, Play::Two(..))));
        assert_eq!(
            click(&plays, &mut pick, Square::Track(20)),
            Picked::Narrowed
        );
        assert!(matches!(
            click(&plays, &mut pick, Square::Track(23)),
            Picked::Play(Play::Two(..))
        ));
        assert!(pick.is_empty());
        let mut pick = Vec::new();
        assert_eq!(click(&plays, &mut pick, Square::Track(40)), Picked::Refused);
    }
}
