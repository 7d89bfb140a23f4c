//! Royal d'Ûr by mouse: clicks on squares, pieces, the waiting stack and the die become
//! moves, and the marks show what a click can do (legal moves, the keyboard's choice).

use bevy::prelude::*;

use crate::app::dice_core::Clickable;

use super::board::UrAssets;
use super::layout::*;
use super::view::{UrMark, UrPiece, UrSquare, UrWaiting};
use super::{Stage, UrMatch, UrMoveRefused, UrMoveRequest};
use crate::app::ActiveGame;
use crate::app::audio::PlaySound;
use crate::app::dice_core::Marks;
use crate::rules::Player;
use crate::rules::ur::{Move, PieceId, Place, Square, path_index, path_square};
use crate::synth::SoundId;

/// What a person clicked on the Ur board.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrClick {
    /// A square (or a piece on it).
    Square(Square),
    /// A player's waiting pieces.
    Waiting(Player),
}

/// Moves of the piece a person picked, when it has more than one destination (an
/// officer that can go both ways).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct UrSelection(pub Option<Vec<Move>>);

/// The moves a person may make from what they clicked.
pub(super) fn resolve_clicks(
    mut clicks: MessageReader<UrClick>,
    current: Res<UrMatch>,
    mut selection: ResMut<UrSelection>,
    mut requests: MessageWriter<UrMoveRequest>,
    mut refused: MessageWriter<UrMoveRefused>,
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
        let player = position.to_move();
        let dest = |mv: &Move| position.target(*mv, *roll).ok().map(|(_, to)| to);
        // A destination of the piece picked before.
        if let (Some(picked), UrClick::Square(sq)) = (&selection.0, click)
            && let Some(mv) = picked
                .iter()
                .find(|m| dest(m).map(|to| path_square(player, to)) == Some(*sq))
        {
            requests.write(UrMoveRequest(*mv));
            continue;
        }
        let from = match click {
            UrClick::Waiting(p) if *p == player => Some(0),
            UrClick::Waiting(_) => None,
            UrClick::Square(sq) => path_index(player, *sq),
        };
        let mine: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                from.is_some()
                    && position.path_pos(PieceId {
                        owner: player,
                        number: m.number,
                    }) == from
            })
            .collect();
        let mut destinations: Vec<u8> = mine.iter().filter_map(dest).collect();
        destinations.sort();
        destinations.dedup();
        match destinations.len() {
            0 => {
                // Perhaps the square is where a piece can go.
                let arriving: Vec<Move> = match click {
                    UrClick::Square(sq) => moves
                        .iter()
                        .copied()
                        .filter(|m| dest(m).map(|to| path_square(player, to)) == Some(*sq))
                        .collect(),
                    UrClick::Waiting(_) => Vec::new(),
                };
                if arriving.len() == 1 {
                    requests.write(UrMoveRequest(arriving[0]));
                } else if arriving.len() > 1 {
                    selection.0 = Some(arriving);
                } else {
                    selection.0 = None;
                    refused.write(UrMoveRefused(super::UrRefusal::NothingFrom { roll: *roll }));
                    sound.write(PlaySound(SoundId::Refuse));
                }
            }
            // Pieces of one stack going to one square are the same move: the lowest.
            1 => {
                requests.write(UrMoveRequest(mine[0]));
            }
            _ => selection.0 = Some(mine),
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

/// A click on a piece counts as a click on where it stands.
impl Clickable<UrMatch> for UrPiece {
    fn click(&self, current: &UrMatch) -> Option<UrClick> {
        match current.game.position().piece(self.0).place {
            Place::Waiting => Some(UrClick::Waiting(self.0.owner)),
            Place::On(sq) => Some(UrClick::Square(sq)),
            Place::Removed => None,
        }
    }
}

/// Rings under the pieces that can move, discs on where they can go (only those of
/// the picked piece once one is picked).
pub(super) fn update_marks(
    mut marks: Marks<UrMark, (usize, Stage, Option<Vec<Move>>)>,
    current: Res<UrMatch>,
    selection: Res<UrSelection>,
    assets: Option<Res<UrAssets>>,
) {
    let Some(assets) = assets else { return };
    let key = (
        current.game.history().len(),
        current.stage.clone(),
        selection.0.clone(),
    );
    if !marks.redraw(key) {
        return;
    }
    let moving = marks.moving();
    let cursor = marks.cursor.clone();
    let ca = marks.cursor_shown().cloned();
    let commands = &mut marks.commands;
    // Where the last move landed: a thin ring on its square (once the pieces stand still).
    if !moving && let Some(sq) = current.last_landing() {
        commands.spawn((
            DespawnOnExit(ActiveGame::RoyalUr),
            UrMark,
            assets
                .marks
                .last_move_ring(square_top(sq) + Vec3::Y * 0.005, 1.12),
        ));
    }
    let Stage::Choose { roll, moves } = &current.stage else {
        return;
    };
    if !current.human_to_move() || moving {
        return;
    }
    let position = current.game.position();
    let player = position.to_move();
    let places = layout(position);
    let shown_moves = selection.0.as_ref().unwrap_or(moves);
    let scope = DespawnOnExit(ActiveGame::RoyalUr);
    // Where a piece of the player's that is `from` along its path stands.
    let piece_spot = |number: u8, from: u8| {
        let id = PieceId {
            owner: player,
            number,
        };
        places.get(&id).copied().unwrap_or(Spot {
            at: if from == 0 {
                waiting_spot(player)
            } else {
                square_top(path_square(player, from))
            },
            scale: 1.0,
        })
    };
    // The keyboard's cursor: an arrow over the piece, a ring where it goes.
    if let Some(ca) = ca {
        let list = super::keys::cursor_list(&current, &selection);
        if let Some(mv) = list.get(cursor.at(list.len()))
            && let Ok((from, to)) = position.target(*mv, *roll)
        {
            let at = piece_spot(mv.number, from).at;
            commands.spawn((scope.clone(), UrMark, ca.arrow(at + Vec3::Y * 0.1)));
            commands.spawn((
                scope.clone(),
                UrMark,
                ca.ring(square_top(path_square(player, to))),
            ));
        }
    }
    let mut origins = Vec::new();
    for mv in shown_moves {
        let Ok((from, to)) = position.target(*mv, *roll) else {
            continue;
        };
        if !origins.contains(&mv.number) {
            origins.push(mv.number);
            let spot = piece_spot(mv.number, from);
            commands.spawn((
                scope.clone(),
                UrMark,
                Mesh3d(assets.marks.ring.clone()),
                MeshMaterial3d(assets.marks.from.clone()),
                Transform::from_translation(spot.at - Vec3::Y * PIECE_HEIGHT * 0.4)
                    .with_scale(Vec3::new(spot.scale, 1.0, spot.scale)),
                Pickable::IGNORE,
            ));
        }
        {
            commands.spawn((
                scope.clone(),
                UrMark,
                Mesh3d(assets.marks.disc.clone()),
                MeshMaterial3d(assets.marks.to.clone()),
                Transform::from_translation(square_top(path_square(player, to)) + Vec3::Y * 0.012),
                Pickable::IGNORE,
            ));
        }
    }
}
