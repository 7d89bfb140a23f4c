//! Uckers by mouse: clicks on squares, pieces and the dice narrow the legal plays down
//! to one, and the marks show what a click can do.

use crate::app::game_core::{PlayRequest, Refused};
use crate::app::table::coordinates::CursorLabel;
use bevy::prelude::*;

use crate::app::dice_core::Clickable;

use super::board::*;
use super::layout::*;
use super::view::*;

use super::keys::{KeyChoice, cursor_list};
use super::pick::{Picked, UckersPick, candidates, click, clicks_of};
use super::{Stage, UckersMatch};
use crate::app::dice_core::Marks;
use crate::app::session::screen::ActiveGame;
use crate::app::table::audio::PlaySound;
use crate::rules::uckers::{Square, TRACK_LEN};
use crate::synth::SoundId;

/// What a person clicked on the Uckers board.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UckersClick(pub Square);

/// Clicks narrow the legal plays down; a complete one is played.
pub(super) fn resolve_clicks(
    mut clicks: MessageReader<UckersClick>,
    current: Res<UckersMatch>,
    mut pick: ResMut<UckersPick>,
    mut requests: MessageWriter<PlayRequest<UckersMatch>>,
    mut refused: MessageWriter<Refused<UckersMatch>>,
    mut sound: MessageWriter<PlaySound>,
) {
    for UckersClick(square) in clicks.read() {
        let Stage::Choose { plays, dice } = &current.stage else {
            continue;
        };
        if !current.human_to_move() {
            continue;
        }
        let position = current.game.position();
        match click((position, *dice), plays, &mut pick.0, *square) {
            Picked::Play(play) => {
                requests.write(PlayRequest::<UckersMatch>(play));
            }
            Picked::Narrowed => {}
            Picked::Refused => {
                refused.write(Refused::<UckersMatch>(super::UckersRefusal::NoPlayFrom(
                    *square,
                )));
                sound.write(PlaySound(SoundId::Refuse));
            }
        }
    }
}

impl Clickable<UckersMatch> for UckersCell {
    fn click(&self, _: &UckersMatch) -> Option<UckersClick> {
        Some(UckersClick(self.0))
    }
}

/// A click on a piece counts as a click on its square.
impl Clickable<UckersMatch> for UckersPiece {
    fn click(&self, current: &UckersMatch) -> Option<UckersClick> {
        Some(UckersClick(current.game.position().square(self.0)))
    }
}

/// Gold rings round mixi blobs; while a person chooses, green rings on the squares to
/// click next (pieces), discs where they can go, and white rings on what is picked.
pub(super) fn update_marks(
    mut marks: Marks<UckersMark, (usize, Stage, Vec<Square>)>,
    current: Res<UckersMatch>,
    pick: Res<UckersPick>,
    assets: Option<Res<UckersAssets>>,
    mut label: Option<ResMut<CursorLabel>>,
) {
    let Some(assets) = assets else { return };
    let key = (
        current.game.history().len(),
        current.stage.clone(),
        pick.0.clone(),
    );
    if !marks.redraw(key) || marks.moving() {
        return;
    }
    let scope = DespawnOnExit(ActiveGame::UCKERS);
    let hint = marks.hint().to_vec();
    let cursor = marks.cursor.clone();
    let ca = marks.cursor_shown().cloned();
    let commands = &mut marks.commands;
    // Where the last play's pieces landed: a thin ring on each square.
    if let Some(crate::rules::uckers::Action::Roll { play, .. }) = current.game.history().last() {
        for sq in clicks_of(*play).into_iter().skip(1).step_by(2) {
            commands.spawn((
                scope.clone(),
                UckersMark,
                assets
                    .marks
                    .last_move_ring(square_top(sq) + Vec3::Y * 0.01, 1.15),
            ));
        }
    }
    let position = current.game.position();
    for (t, counts) in (0..TRACK_LEN).zip(position.track_counts()) {
        if counts.iter().filter(|&&n| n > 0).count() > 1 {
            commands.spawn((
                scope.clone(),
                UckersMark,
                Mesh3d(assets.marks.ring.clone()),
                MeshMaterial3d(assets.gold.clone()),
                Transform::from_translation(square_top(Square::Track(t)) + Vec3::Y * 0.03)
                    .with_scale(Vec3::new(1.15, 0.5, 1.15)),
                Pickable::IGNORE,
            ));
        }
    }
    // The keyboard's cursor: an arrow over each piece of the play (or the declaring
    // piece), a ring where each goes; its name above the last square it leads to.
    let mut named = None;
    if let Some(ca) = ca {
        let list = cursor_list(&current, &pick);
        let clicks = match list.get(cursor.at(list.len())) {
            Some(KeyChoice::Play(p)) => clicks_of(*p),
            Some(KeyChoice::Declare(d)) => vec![position.square(d.piece())],
            _ => Vec::new(),
        };
        named = clicks
            .last()
            .map(|&sq| (square_top(sq) + Vec3::Y * 0.1, sq.to_string()));
        for (k, sq) in clicks.into_iter().enumerate() {
            let at = square_top(sq) + Vec3::Y * 0.1;
            if k % 2 == 0 {
                commands.spawn((scope.clone(), UckersMark, ca.arrow(at)));
            } else {
                commands.spawn((scope.clone(), UckersMark, ca.ring(at)));
            }
        }
    }
    if let Some(label) = label.as_mut() {
        label.set_if_neq(CursorLabel(named));
    }
    let Stage::Choose { plays, .. } = &current.stage else {
        return;
    };
    if !current.human_to_move() {
        return;
    }
    for &sq in &pick.0 {
        commands.spawn((
            scope.clone(),
            UckersMark,
            Mesh3d(assets.marks.ring.clone()),
            MeshMaterial3d(assets.mark_picked.clone()),
            Transform::from_translation(square_top(sq) + Vec3::Y * 0.05),
            Pickable::IGNORE,
        ));
    }
    let k = pick.0.len();
    let mut next: Vec<Square> = candidates(plays, &pick.0)
        .into_iter()
        .filter_map(|p| clicks_of(p).get(k).copied())
        .collect();
    next.dedup();
    // A puzzle's hint lights only the piece it names (before any is picked).
    if k == 0 && !hint.is_empty() {
        next.retain(|sq| hint.contains(&sq.to_string()));
    }
    // A base: a ring round each of its pieces (one round the base's middle circled
    // nothing a player could click).
    let spots = super::layout::layout(position);
    for sq in next {
        let (places, scale): (Vec<Vec3>, Vec3) = match sq {
            // A base's pieces: a ring round each, wider than the piece, clear of it
            // (green on a green piece in its green base read faintly).
            Square::Base(_) if k.is_multiple_of(2) => (
                position
                    .pieces_on(sq)
                    .iter()
                    .filter_map(|id| spots.get(id))
                    .map(|at| Vec3::new(at.x, square_top(sq).y, at.z))
                    .collect(),
                Vec3::new(1.35, 1.0, 1.35),
            ),
            // A base to go to: a disc over the whole base.
            Square::Base(_) => (vec![square_top(sq)], Vec3::new(3.0, 1.0, 3.0)),
            _ => (vec![square_top(sq)], Vec3::ONE),
        };
        for place in places {
            let at = Transform::from_translation(place + Vec3::Y * 0.04).with_scale(scale);
            if k.is_multiple_of(2) {
                commands.spawn((scope.clone(), UckersMark, assets.marks.can_move_ring(at)));
            } else {
                commands.spawn((scope.clone(), UckersMark, assets.marks.can_go_disc(at)));
            }
        }
    }
}
