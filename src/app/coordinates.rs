//! The boards' coordinates on screen: the names the notation, the hints, the move lists
//! and the result panel use (Unlur's rows, cells and sides, Royal d'Ûr's path numbers
//! with D and A, Uckers' track and tubes), small and muted beside or on the squares.
//! Each game's view says where its labels stand ([`BoardLabels`]); one system draws
//! them for every game, while the settings ask for them.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::camera::MainCamera;
use super::hud::{SMALL, bold};
use super::settings::AppSettings;

/// The labels of the board on screen: where each stands on the table, and its text.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct BoardLabels(pub Vec<(Vec3, String)>);

/// The name of the cell or piece the keyboard's cursor is on, and where that stands on
/// the table (shown whatever the coordinates setting says: a player steering with the
/// arrows needs it).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct CursorLabel(pub Option<(Vec3, String)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLabels>()
        .init_resource::<CursorLabel>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                draw_labels.run_if(|s: Res<AppSettings>| s.get().coordinates),
                draw_cursor_label,
            )
                .run_if(super::hud::board_labels_shown)
                .run_if(super::hud::fonts_ready)
                .after(super::hud::install_fonts),
        );
}

/// The cursor's name: larger than the coordinates, in the accent colour's tab.
fn draw_cursor_label(
    mut contexts: EguiContexts,
    label: Res<CursorLabel>,
    cursor: Option<Res<super::input::KeyCursor>>,
    camera: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
) -> Result {
    // Only while the arrows lead (the mouse hides the keyboard's cursor).
    let Some((at, text)) = label.0.as_ref().filter(|_| cursor.is_some_and(|c| c.shown)) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    let Ok((camera, camera_at)) = camera.single() else {
        return Ok(());
    };
    let Ok(p) = camera.world_to_viewport(camera_at, *at) else {
        return Ok(());
    };
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("cursor-label"),
    ));
    let galley = painter.layout_no_wrap(text.clone(), bold(20.0), Color32::BLACK);
    // Just above the cell or piece on screen, clear of the mark on it.
    let above = egui::pos2(p.x / zoom, p.y / zoom - 26.0);
    let rect = Align2::CENTER_BOTTOM.anchor_size(above, galley.size());
    painter.rect_filled(rect.expand2(egui::vec2(6.0, 2.0)), 5.0, super::hud::ACCENT);
    painter.galley(rect.min, galley, Color32::BLACK);
    Ok(())
}

/// The labels' ink, light on a small dark tab that reads on light squares and dark
/// wood alike, both a little transparent so the board stays in front.
const INK: Color32 = Color32::from_rgba_premultiplied(214, 208, 196, 235);
const TAB: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 120);

fn draw_labels(
    mut contexts: EguiContexts,
    labels: Res<BoardLabels>,
    camera: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let Ok((camera, camera_at)) = camera.single() else {
        return Ok(());
    };
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let font = bold(SMALL);
    for (at, text) in &labels.0 {
        let Ok(p) = camera.world_to_viewport(camera_at, *at) else {
            continue;
        };
        let centre = egui::pos2(p.x / zoom, p.y / zoom);
        let galley = painter.layout_no_wrap(text.clone(), font.clone(), INK);
        let rect = Align2::CENTER_CENTER.anchor_size(centre, galley.size());
        painter.rect_filled(rect.expand2(egui::vec2(4.0, 1.0)), 4.0, TAB);
        painter.galley(rect.min, galley, INK);
    }
    Ok(())
}
