//! Royal d'Ûr's badges over the board: each piece's number (records name pieces by
//! number), the prisoners a tower carries, the pieces out of the game with their count;
//! in the game and in the replay viewer.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32};

use super::UrMatch;
use super::view::UrPiece;
use crate::app::look::{ACCENT, WARN, bold};
use crate::rules::Player;
use crate::rules::ur::Place;

/// The fill of a tower's count of prisoners.
const PRISONERS: Color32 = Color32::from_rgb(150, 30, 24);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw_piece_numbers
            .run_if(crate::app::dice_core::active::<UrMatch>)
            .in_set(crate::app::table::coordinates::LabelsDrawn),
    );
}

/// Each piece's number, over the piece, for the free pieces and the top of the
/// waiting stacks (the notation names pieces by number): pieces sharing a square side
/// by side, every number readable; a piece holding prisoners says how many ("+2"); the
/// pieces out of the game lie in a pile with their count.
fn draw_piece_numbers(
    mut contexts: EguiContexts,
    current: Res<UrMatch>,
    screen: crate::app::table::coordinates::ScreenPoints,
    // Their own transforms (the pieces have no parent), not the global ones, which
    // are propagated after this pass: a moving piece's badge would trail a frame behind.
    pieces: Query<(&UrPiece, &Transform)>,
    mut written: ResMut<crate::app::table::coordinates::WrittenOver>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let position = current.game.position();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let placed: Vec<(crate::rules::ur::PieceId, Vec3)> =
        pieces.iter().map(|(p, at)| (p.0, at.translation)).collect();
    let colours = |owner: Player| {
        if owner == Player::One {
            (
                Color32::from_rgb(244, 238, 222),
                Color32::from_rgb(40, 32, 24),
            )
        } else {
            (
                Color32::from_rgb(26, 26, 30),
                Color32::from_rgb(236, 226, 206),
            )
        }
    };
    // Above the top of the pile at `at`, on screen.
    let over_pile = |at: Vec3| {
        let top = placed
            .iter()
            .filter(|(_, o)| o.xz().distance(at.xz()) < 0.05 && o.y >= at.y)
            .map(|(_, o)| o.y)
            .fold(at.y, f32::max);
        screen.point(&ctx, at.with_y(top + 0.08))
    };
    let shown: Vec<(crate::rules::ur::PieceId, Vec3)> = placed
        .iter()
        .copied()
        .filter(|&(id, _)| {
            let state = position.piece(id);
            match state.place {
                Place::On(_) => state.holder.is_none(),
                Place::Waiting => position.next_to_enter(id.owner) == Some(id.number),
                Place::Removed => false,
            }
        })
        .collect();
    for &(id, at) in &shown {
        let Some(mut centre) = over_pile(at) else {
            continue;
        };
        // Pieces on one square: their badges side by side, in number order.
        let mut mates: Vec<u8> = shown
            .iter()
            .filter(|(o, p)| o.owner == id.owner && p.xz().distance(at.xz()) < 0.05)
            .map(|(o, _)| o.number)
            .collect();
        mates.sort_unstable();
        let i = mates.iter().position(|&n| n == id.number).unwrap_or(0);
        centre.x += (i as f32 - (mates.len() as f32 - 1.0) / 2.0) * 22.0;
        let (fill, ink) = colours(id.owner);
        painter.circle(centre, 10.0, fill, egui::Stroke::new(1.5, ACCENT));
        written.note(egui::Rect::from_center_size(centre, egui::vec2(22.0, 22.0)));
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            id.number.to_string(),
            bold(crate::app::look::SMALL),
            ink,
        );
        // Every piece the tower carries, its prisoners' prisoners too (a tower of five
        // read "+2").
        let mut held = 0;
        let mut holders = vec![id];
        while let Some(holder) = holders.pop() {
            for (prisoner, p) in position.pieces() {
                if p.holder == Some(holder) {
                    held += 1;
                    holders.push(prisoner);
                }
            }
        }
        if held > 0 {
            // A pill of its own, white on dark red: readable over any square and over
            // the review's rings (red text on an orange ring was not).
            let text = painter.layout_no_wrap(
                format!("+{held}"),
                bold(crate::app::look::SMALL),
                Color32::WHITE,
            );
            let pill = egui::Rect::from_center_size(
                centre + egui::vec2(0.0, 12.0 + text.size().y / 2.0 + 1.0),
                text.size() + egui::vec2(8.0, 2.0),
            );
            painter.rect(
                pill,
                pill.height() / 2.0,
                PRISONERS,
                egui::Stroke::new(1.0, Color32::from_rgb(250, 235, 225)),
                egui::StrokeKind::Middle,
            );
            painter.galley(pill.center() - text.size() / 2.0, text, Color32::WHITE);
            written.note(pill);
        }
    }
    // The pieces out of the game: one count over each pile.
    for owner in [Player::One, Player::Two] {
        let out: Vec<Vec3> = placed
            .iter()
            .filter(|(id, _)| id.owner == owner && position.piece(*id).place == Place::Removed)
            .map(|&(_, at)| at)
            .collect();
        let n = out.len();
        if n == 0 {
            continue;
        }
        // Over the middle of the pile.
        let middle = out.iter().copied().sum::<Vec3>() / n as f32;
        let top = out.iter().map(|p| p.y).fold(f32::MIN, f32::max);
        let Some(centre) = screen.point(&ctx, middle.with_y(top + 0.08)) else {
            continue;
        };
        let (fill, ink) = colours(owner);
        let rect = egui::Rect::from_center_size(centre, egui::vec2(30.0, 20.0));
        written.note(rect);
        painter.rect(
            rect,
            6.0,
            fill,
            egui::Stroke::new(1.5, WARN),
            egui::StrokeKind::Middle,
        );
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            format!("×{n}"),
            bold(crate::app::look::SMALL),
            ink,
        );
    }
    Ok(())
}
