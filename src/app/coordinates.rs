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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLabels>().add_systems(
        EguiPrimaryContextPass,
        draw_labels
            .run_if(|s: Res<AppSettings>| s.get().coordinates)
            .run_if(super::hud::board_labels_shown)
            .run_if(super::hud::fonts_ready)
            .after(super::hud::install_fonts),
    );
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
