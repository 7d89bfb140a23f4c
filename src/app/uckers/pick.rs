//! Choosing a play by clicking squares: a play is the squares a person clicks (the
//! piece, where it goes, then the second piece and where it goes), and each click
//! narrows the legal plays down until one is left.

use bevy::prelude::*;

use crate::i18n::Tr;
use crate::rules::uckers::{Dice, Move, Play, Position, Square};

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

/// The plays that end alike ([`Position::same_for_play`]) as one: the first of each
/// (two moves played in either order, to the same squares, are one choice).
pub fn distinct(position: &Position, dice: Dice, plays: &[Play]) -> Vec<Play> {
    let mut out: Vec<(Play, Position)> = Vec::new();
    for &play in plays {
        let mut after = *position;
        after.play_legal_roll(dice, play);
        if !out.iter().any(|(_, seen)| seen.same_for_play(&after)) {
            out.push((play, after));
        }
    }
    out.into_iter().map(|(p, _)| p).collect()
}

/// Takes a click on `square` towards one of `plays` (legal from `position` with
/// `dice`): a play is played as soon as every play the clicks fit ends alike.
pub fn click(
    (position, dice): (&Position, Dice),
    plays: &[Play],
    pick: &mut Vec<Square>,
    square: Square,
) -> Picked {
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
        if let [only] = distinct(position, dice, &found).as_slice() {
            pick.clear();
            return Picked::Play(*only);
        }
        *pick = next;
        return Picked::Narrowed;
    }
    pick.clear();
    Picked::Refused
}

/// A play in words for the list of choices: `t10 → t18`, `blob together: t10 → t13`,
/// `t10 → t15, then t20 → t23` ([`crate::rules::uckers::play_said`]).
pub fn describe(t: Tr, position: &Position, play: Play) -> String {
    t.said(&crate::rules::uckers::play_said(position, play))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::uckers::{Colour, Dice, Options, PieceId};

    /// Yellow to move with only its pieces (index, step) out.
    fn yellow(pieces: &[(u8, u8)]) -> Position {
        let pieces: Vec<_> = pieces
            .iter()
            .map(|&(index, step)| {
                let id = PieceId {
                    colour: Colour::Yellow,
                    index,
                };
                (id, Some(step))
            })
            .collect();
        Position::setup(Colour::Yellow, Options::default(), &pieces)
    }

    #[test]
    fn clicks_narrow_the_plays_down_to_one() {
        let p = yellow(&[(0, 10), (1, 10), (2, 20)]);
        let plays = p.legal_plays(Dice(3, 3));
        let at = (&p, Dice(3, 3));
        let mut pick = Vec::new();
        assert_eq!(
            click(at, &plays, &mut pick, Square::Track(10)),
            Picked::Narrowed
        );
        // The sum: one piece six squares on.
        let mut sum = pick.clone();
        assert!(matches!(
            click(at, &plays, &mut sum, Square::Track(16)),
            Picked::Play(Play::One(_))
        ));
        // Three squares on: the blob together, or one piece then another.
        assert_eq!(
            click(at, &plays, &mut pick, Square::Track(13)),
            Picked::Narrowed
        );
        let left = candidates(&plays, &pick);
        assert!(left.iter().any(|p| matches!(p, Play::Blob { .. })));
        assert!(left.iter().any(|p| matches!(p, Play::Two(..))));
        // The second piece: one way left for it (three on), played at once.
        assert!(matches!(
            click(at, &plays, &mut pick, Square::Track(20)),
            Picked::Play(Play::Two(..))
        ));
        assert!(pick.is_empty());
        let mut pick = Vec::new();
        assert_eq!(
            click(at, &plays, &mut pick, Square::Track(40)),
            Picked::Refused
        );
    }

    #[test]
    fn plays_that_end_alike_are_listed_once_and_played_at_the_first_click_that_decides() {
        // Two lone pieces, 5 and 3: each piece one die, in either order, ends alike.
        let p = yellow(&[(0, 10), (1, 30)]);
        let dice = Dice(5, 3);
        let plays = p.legal_plays(dice);
        let shown = distinct(&p, dice, &plays);
        assert!(shown.len() < plays.len(), "{plays:?}");
        for play in &plays {
            let mut a = p;
            a.play_legal_roll(dice, *play);
            let same = shown.iter().filter(|s| {
                let mut b = p;
                b.play_legal_roll(dice, **s);
                a.same_for_play(&b)
            });
            assert_eq!(same.count(), 1, "{play:?}");
        }
        // Two pieces on one square, 2 and 6: one to t13 and the other to t17 is one
        // outcome, whichever piece goes where (the list showed it twice).
        let pair = yellow(&[(0, 11), (1, 11)]);
        let two_six = Dice(2, 6);
        let shown = distinct(&pair, two_six, &pair.legal_plays(two_six));
        let ends: Vec<Vec<Square>> = shown
            .iter()
            .map(|&play| {
                let mut after = pair;
                after.play_legal_roll(two_six, play);
                let mut squares: Vec<Square> = (0..2)
                    .map(|index| {
                        let id = PieceId {
                            colour: Colour::Yellow,
                            index,
                        };
                        Square::of_step(Colour::Yellow, after.step(id))
                    })
                    .collect();
                squares.sort_by_key(|s| s.to_string());
                squares
            })
            .collect();
        for (i, end) in ends.iter().enumerate() {
            assert!(!ends[..i].contains(end), "{end:?} twice among {shown:?}");
        }
        assert!(
            ends.contains(&vec![Square::Track(13), Square::Track(17)]),
            "{ends:?}"
        );
        // A single piece left to move with both dice: one click on it plays.
        let lone = yellow(&[(0, 10)]);
        let plays = lone.legal_plays(dice);
        let mut pick = Vec::new();
        assert!(matches!(
            click((&lone, dice), &plays, &mut pick, Square::Track(10)),
            Picked::Play(_)
        ));
    }
}
