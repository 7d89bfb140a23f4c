//! Uckers' blob counts over the board: a square holding two pieces or more says how many
//! ("×2") above its stack. The pieces are flat discs: a blob of two stood barely taller
//! than one piece, and a player could not tell it from a single piece at a glance.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32};

use super::UckersMatch;
use super::view::UckersPiece;
use crate::app::look::bold;
use crate::rules::uckers::Square;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw_blob_counts
            .run_if(crate::app::dice_core::active::<UckersMatch>)
            .in_set(crate::app::table::coordinates::LabelsDrawn),
    );
}

/// The pieces standing on each square of the track and the tubes, two or more: the
/// square, how many, and the top of their stack on the table.
pub fn blobs(
    m: &UckersMatch,
    placed: &[(crate::rules::uckers::PieceId, Vec3)],
) -> Vec<(Square, usize, Vec3)> {
    let position = m.game.position();
    let mut out: Vec<(Square, usize, Vec3)> = Vec::new();
    for &(id, at) in placed {
        let square = position.square(id);
        if !matches!(square, Square::Track(_) | Square::Tube(..)) {
            continue;
        }
        match out.iter_mut().find(|(s, _, _)| *s == square) {
            Some((_, n, top)) => {
                *n += 1;
                if at.y > top.y {
                    *top = at;
                }
            }
            None => out.push((square, 1, at)),
        }
    }
    out.retain(|&(_, n, _)| n >= 2);
    out
}

fn draw_blob_counts(
    mut contexts: EguiContexts,
    current: Res<UckersMatch>,
    screen: crate::app::table::coordinates::ScreenPoints,
    // Their own transforms (no parent): the global ones trail a frame behind a move.
    pieces: Query<(&UckersPiece, &Transform)>,
    mut written: ResMut<crate::app::table::coordinates::WrittenOver>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let placed: Vec<_> = pieces.iter().map(|(p, at)| (p.0, at.translation)).collect();
    for (_, n, top) in blobs(&current, &placed) {
        let Some(p) = screen.point(&ctx, top + Vec3::Y * 0.35) else {
            continue;
        };
        let centre = p - egui::vec2(0.0, 10.0);
        let text = painter.layout_no_wrap(
            format!("×{n}"),
            bold(crate::app::look::SMALL),
            Color32::WHITE,
        );
        let pill = egui::Rect::from_center_size(centre, text.size() + egui::vec2(8.0, 2.0));
        written.note(pill);
        painter.rect(
            pill,
            pill.height() / 2.0,
            Color32::from_rgba_premultiplied(20, 20, 24, 230),
            egui::Stroke::new(1.0, Color32::from_rgb(235, 230, 220)),
            egui::StrokeKind::Middle,
        );
        painter.galley(pill.center() - text.size() / 2.0, text, Color32::WHITE);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_of_two_pieces_or_more_is_counted_once() {
        let m = UckersMatch::from_record(
            crate::rules::uckers::read_record(include_str!("../../../tests/data/midgame.uckers"))
                .unwrap(),
        );
        let position = m.game.position();
        let placed: Vec<_> = crate::rules::uckers::PieceId::all()
            .map(|id| (id, Vec3::Y * 0.1))
            .collect();
        let found = blobs(&m, &placed);
        assert!(!found.is_empty(), "the record has a blob (green's)");
        for &(square, n, _) in &found {
            assert_eq!(position.pieces_on(square).len(), n, "{square}");
            assert!(n >= 2);
        }
        // Every blob of the position is there, once.
        let mut expected: Vec<Square> = crate::rules::uckers::PieceId::all()
            .map(|id| position.square(id))
            .filter(|s| matches!(s, Square::Track(_) | Square::Tube(..)))
            .filter(|&s| position.pieces_on(s).len() >= 2)
            .collect();
        expected.sort_by_key(|s| s.to_string());
        expected.dedup();
        assert_eq!(found.len(), expected.len(), "{found:?}");
    }
}
