//! Royal d'Ûr by mouse: clicks on squares, pieces, the waiting stack and the die become
//! moves; the marks that show what a click can do are `super::marks`.

use crate::app::game_core::{PlayRequest, Refused};
use bevy::prelude::*;

use crate::app::dice_core::Clickable;

use super::view::{UrPiece, UrSquare, UrWaiting};
use super::{Stage, UrMatch};
use crate::app::table::audio::PlaySound;
use crate::rules::Player;
use crate::rules::ur::{Move, PieceId, Place, Square, path_index, path_square};
use crate::synth::SoundId;

/// What a person clicked on the Ur board.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrClick {
    /// A square.
    Square(Square),
    /// A piece on the board (a prisoner stands for the piece that carries it).
    Piece(PieceId),
    /// A player's waiting pieces.
    Waiting(Player),
}

/// Moves of the piece a person picked, when it has more than one destination (an
/// officer that can go both ways), or of the pieces of a square that differ (rank,
/// prisoners) and go to one square: the person then clicks the piece.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct UrSelection(pub Option<Vec<Move>>);

/// What a click comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// This move.
    Play(Move),
    /// A choice among these moves (the pick).
    Pick(Vec<Move>),
    /// Nothing the click could mean.
    Nothing,
}

/// What `click` means with `roll` to play, `moves` legal and `picked` the moves picked
/// before. Pieces that make the same move ([`crate::rules::ur::Position::alike`]) are one choice, the
/// lowest; pieces that differ are each a choice.
pub fn resolve(
    position: &crate::rules::ur::Position,
    roll: u8,
    moves: &[Move],
    picked: Option<&[Move]>,
    click: UrClick,
) -> Resolved {
    let player = position.to_move();
    let dest = |mv: &Move| {
        position
            .target(*mv, roll)
            .ok()
            .map(|(_, to)| path_square(player, to))
    };
    let id = |mv: &Move| PieceId {
        owner: player,
        number: mv.number,
    };
    // One move among `among`, or a pick when they differ.
    let one_of = |among: Vec<Move>| match among.as_slice() {
        [] => Resolved::Nothing,
        [first, rest @ ..] if rest.iter().all(|m| position.same_move(*first, *m, roll)) => {
            Resolved::Play(*first)
        }
        _ => Resolved::Pick(among),
    };
    let click = match click {
        UrClick::Piece(p) => {
            let carrier = position.carrier(p);
            match position.piece(carrier).place {
                Place::On(sq) if carrier.owner != player => UrClick::Square(sq),
                Place::Waiting => UrClick::Waiting(carrier.owner),
                _ => UrClick::Piece(carrier),
            }
        }
        other => other,
    };
    // A destination of the pieces picked before.
    if let (Some(picked), UrClick::Square(sq)) = (picked, click) {
        let arriving: Vec<Move> = picked
            .iter()
            .copied()
            .filter(|m| dest(m) == Some(sq))
            .collect();
        if !arriving.is_empty() {
            return one_of(arriving);
        }
    }
    // The moves from a square, or else the moves that end there.
    let at_square = |sq: Square| {
        let from = path_index(player, sq);
        let from_here: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| from.is_some() && position.path_pos(id(m)) == from)
            .collect();
        if from_here.is_empty() {
            moves
                .iter()
                .copied()
                .filter(|m| dest(m) == Some(sq))
                .collect()
        } else {
            from_here
        }
    };
    let mine: Vec<Move> = match click {
        UrClick::Piece(p) => {
            let its: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.number == p.number)
                .collect();
            match (its.is_empty(), position.piece(p).place) {
                // A piece that cannot move: its square, where another may go.
                (true, Place::On(sq)) => at_square(sq),
                _ => its,
            }
        }
        UrClick::Waiting(p) if p == player => moves
            .iter()
            .copied()
            .filter(|m| position.path_pos(id(m)) == Some(0))
            .collect(),
        UrClick::Waiting(_) => Vec::new(),
        UrClick::Square(sq) => at_square(sq),
    };
    one_of(mine)
}

/// The moves a person may make from what they clicked.
pub(super) fn resolve_clicks(
    mut clicks: MessageReader<UrClick>,
    current: Res<UrMatch>,
    mut selection: ResMut<UrSelection>,
    mut requests: MessageWriter<PlayRequest<UrMatch>>,
    mut refused: MessageWriter<Refused<UrMatch>>,
    mut sound: MessageWriter<PlaySound>,
) {
    for click in clicks.read() {
        let Stage::Choose { roll, moves } = &current.stage else {
            continue;
        };
        if !current.human_to_move() {
            continue;
        }
        let position = current.game.position();
        match resolve(position, *roll, moves, selection.0.as_deref(), *click) {
            Resolved::Play(mv) => {
                requests.write(PlayRequest::<UrMatch>(mv));
            }
            Resolved::Pick(among) => selection.0 = Some(among),
            Resolved::Nothing => {
                selection.0 = None;
                refused.write(Refused::<UrMatch>(super::UrRefusal::NothingFrom {
                    roll: *roll,
                }));
                sound.write(PlaySound(SoundId::Refuse));
            }
        }
    }
}

impl Clickable<UrMatch> for UrSquare {
    fn click(&self, _: &UrMatch) -> Option<UrClick> {
        Some(UrClick::Square(self.0))
    }
}

impl Clickable<UrMatch> for UrWaiting {
    fn click(&self, _: &UrMatch) -> Option<UrClick> {
        Some(UrClick::Waiting(self.0))
    }
}

/// A click on a piece is a click on that piece (on the waiting stack: on the stack).
impl Clickable<UrMatch> for UrPiece {
    fn click(&self, current: &UrMatch) -> Option<UrClick> {
        match current.game.position().piece(self.0).place {
            Place::Waiting => Some(UrClick::Waiting(self.0.owner)),
            Place::On(_) => Some(UrClick::Piece(self.0)),
            Place::Removed => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player::{One, Two};
    use crate::rules::ur::build::id;
    use crate::rules::ur::{Dir, Piece, Position, Rank};

    /// A piece on player one's square `path`, held by `holder` if any.
    fn at(path: u8, rank: Rank, holder: Option<PieceId>) -> Piece {
        crate::rules::ur::build::on(One, path, rank, holder)
    }

    fn fwd(number: u8) -> Move {
        Move {
            number,
            dir: Dir::Forward,
        }
    }

    #[test]
    fn each_piece_of_a_shared_square_that_differs_is_its_own_choice() {
        // 1 empty-handed and 2 holding a prisoner on square 13; a roll of 1.
        let sq13 = path_square(One, 13);
        let prisoner = at(13, Rank::Soldier, Some(id(One, 2)));
        let p = Position::setup(
            One,
            &[
                (id(One, 1), at(13, Rank::Soldier, None)),
                (id(One, 2), at(13, Rank::Soldier, None)),
                (id(Two, 1), prisoner),
            ],
        );
        let mut moves = Vec::new();
        p.legal_moves(1, &mut moves);
        assert!(
            moves.contains(&fwd(1)) && moves.contains(&fwd(2)),
            "{moves:?}"
        );
        let click = |c| resolve(&p, 1, &moves, None, c);
        assert_eq!(click(UrClick::Piece(id(One, 2))), Resolved::Play(fwd(2)));
        assert_eq!(click(UrClick::Piece(id(One, 1))), Resolved::Play(fwd(1)));
        // The prisoner stands for its captor.
        assert_eq!(click(UrClick::Piece(id(Two, 1))), Resolved::Play(fwd(2)));
        // The square asks which piece; then the piece decides, not the square.
        let Resolved::Pick(picked) = click(UrClick::Square(sq13)) else {
            panic!("a pick")
        };
        let to = path_square(One, 14);
        let again = resolve(&p, 1, &moves, Some(&picked), UrClick::Square(to));
        assert_eq!(again, Resolved::Pick(picked.clone()));
        let piece = resolve(&p, 1, &moves, Some(&picked), UrClick::Piece(id(One, 2)));
        assert_eq!(piece, Resolved::Play(fwd(2)));
        // The keyboard offers both.
        let keyed = super::super::keys::key_choices(&p, 1, &moves);
        assert!(
            keyed.contains(&fwd(1)) && keyed.contains(&fwd(2)),
            "{keyed:?}"
        );
    }

    #[test]
    fn pieces_that_make_the_same_move_are_one_choice() {
        let p = Position::setup(
            One,
            &[
                (id(One, 1), at(13, Rank::Soldier, None)),
                (id(One, 2), at(13, Rank::Soldier, None)),
            ],
        );
        let mut moves = Vec::new();
        p.legal_moves(1, &mut moves);
        let sq13 = path_square(One, 13);
        assert_eq!(
            resolve(&p, 1, &moves, None, UrClick::Square(sq13)),
            Resolved::Play(fwd(1))
        );
        let keyed = super::super::keys::key_choices(&p, 1, &moves);
        assert_eq!(
            keyed
                .iter()
                .filter(|m| m.dir == Dir::Forward && m.number <= 2)
                .count(),
            1
        );
    }
}
