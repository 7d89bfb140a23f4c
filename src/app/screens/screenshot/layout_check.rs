//! What `unlur screenshot` checks besides the picture: that nothing the HUD draws runs
//! past the window's edge (a word cut at the border, a card or a button half outside).
//!
//! The check reads egui's painted shapes at the end of each pass, before bevy_egui turns
//! them into triangles: a text or a box that is at least partly visible inside its clip
//! rectangle but reaches past the window is reported. Text a scroll area hides entirely
//! is not: it is not drawn.
//!
//! It also reports text drawn smaller than reads at the window's size ([`readable_px`]).

use bevy::prelude::*;
use bevy_egui::{EguiFullOutput, EguiPostUpdateSet, egui};

/// What the last pass drew past the window's edge, one line each (empty: all inside).
#[derive(Resource, Default, Debug)]
pub struct Overflow(pub Vec<String>);

/// The HUD's columns that did not fit the window this pass (they scroll: their last
/// lines are under the window's edge until a person scrolls), one line each, written by
/// [`crate::app::screens::playing::HudFrame::left_column`] and read with the shapes.
#[derive(Resource, Default, Debug)]
pub struct CutColumns(pub Vec<String>);

/// Pixels a shape may reach past the edge (strokes and anti-aliasing).
const TOLERANCE: f32 = 2.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Overflow>()
        .init_resource::<CutColumns>()
        .add_systems(
            PostUpdate,
            inspect
                .after(EguiPostUpdateSet::EndPass)
                .before(EguiPostUpdateSet::ProcessOutput)
                .run_if(resource_exists::<crate::app::screens::screenshot::ScreenshotPlan>),
        );
}

fn inspect(
    outputs: Query<&EguiFullOutput>,
    windows: Query<&Window>,
    mut overflow: ResMut<Overflow>,
    mut cut: ResMut<CutColumns>,
) {
    let columns = std::mem::take(&mut cut.0);
    let Some(output) = outputs.iter().find_map(|o| o.0.as_ref()) else {
        return;
    };
    let Ok(window) = windows.single() else {
        return;
    };
    let scale = output.pixels_per_point.max(0.01);
    let screen = egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(
            window.physical_width() as f32,
            window.physical_height() as f32,
        ) / scale,
    );
    overflow.0 = past_the_edge(&output.shapes, screen, TOLERANCE / scale);
    let least = readable_px(
        window.physical_width() as f32,
        window.physical_height() as f32,
    );
    overflow.0.extend(too_small(&output.shapes, scale, least));
    overflow.0.extend(columns);
}

/// The smallest text height, in pixels, that reads in a window of `width` x `height`
/// pixels: 1/62 of its height, or 1/56 of its width in a narrow window.
pub fn readable_px(width: f32, height: f32) -> f32 {
    (height / 62.0).min(width / 56.0)
}

/// The visible texts of `shapes` drawn smaller than `least` pixels at `scale` pixels per
/// point, described for a person (once per text).
pub fn too_small(shapes: &[egui::epaint::ClippedShape], scale: f32, least: f32) -> Vec<String> {
    let mut found = Vec::new();
    for clipped in shapes {
        visit(&clipped.shape, &mut |shape| {
            let egui::Shape::Text(text) = shape else {
                return;
            };
            if !text
                .visual_bounding_rect()
                .intersect(clipped.clip_rect)
                .is_positive()
                || text.galley.text().trim().is_empty()
            {
                return;
            }
            let smallest = text
                .galley
                .job
                .sections
                .iter()
                .map(|s| s.format.font_id.size)
                .fold(f32::MAX, f32::min);
            if smallest * scale < least - 0.05 {
                found.push(format!(
                    "the text {:?} is {:.1} px high, under the {least:.1} px that read in this window",
                    text.galley.text(),
                    smallest * scale
                ));
            }
        });
    }
    found
}

/// The shapes of `shapes` that are partly visible in their clip rectangle yet reach past
/// `screen` by more than `tolerance`, on a side where their clip rectangle (a scroll
/// area's view, say) does not stop them first; described for a person.
pub fn past_the_edge(
    shapes: &[egui::epaint::ClippedShape],
    screen: egui::Rect,
    tolerance: f32,
) -> Vec<String> {
    let inside = screen.expand(tolerance);
    let mut found = Vec::new();
    for clipped in shapes {
        visit(&clipped.shape, &mut |shape| {
            let (rect, what) = match shape {
                egui::Shape::Text(text) => (
                    text.visual_bounding_rect(),
                    format!("the text {:?}", text.galley.text()),
                ),
                // A soft shadow fades out past the edge: nothing of it is cut.
                egui::Shape::Rect(r) if r.blur_width > 0.0 => return,
                egui::Shape::Rect(r) => {
                    (shape.visual_bounding_rect(), format!("a box {:?}", r.rect))
                }
                _ => return,
            };
            let clip = clipped.clip_rect;
            let seen = rect.intersect(clip).intersect(screen);
            // Past an edge where nothing inside the window (a scroll area) clips it first.
            let cut = (rect.min.x < inside.min.x && clip.min.x <= inside.min.x + 2.0 * tolerance)
                || (rect.max.x > inside.max.x && clip.max.x >= inside.max.x - 2.0 * tolerance)
                || (rect.min.y < inside.min.y && clip.min.y <= inside.min.y + 2.0 * tolerance)
                || (rect.max.y > inside.max.y && clip.max.y >= inside.max.y - 2.0 * tolerance);
            if seen.is_positive() && cut {
                found.push(format!(
                    "{what} spans x {:.0} to {:.0}, y {:.0} to {:.0} in a window of {:.0} x {:.0}",
                    rect.min.x,
                    rect.max.x,
                    rect.min.y,
                    rect.max.y,
                    screen.width(),
                    screen.height()
                ));
            }
        });
    }
    found
}

/// One frame of `ui` in `ctx` on a screen of `size` points, for tests that look at
/// what egui draws: the shapes drawn.
#[cfg(test)]
pub(crate) fn one_frame(
    ctx: &egui::Context,
    size: egui::Vec2,
    ui: impl FnMut(&mut egui::Ui),
) -> Vec<egui::epaint::ClippedShape> {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut ui = ui;
    let mut output = ctx.run_ui(input, |root| ui(root));
    output.textures_delta.clear();
    output.shapes
}

fn visit(shape: &egui::Shape, f: &mut impl FnMut(&egui::Shape)) {
    match shape {
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| visit(s, f)),
        other => f(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn laid_out(
        ctx: &egui::Context,
        size: egui::Vec2,
        ui: impl FnMut(&mut egui::Ui),
    ) -> Vec<String> {
        past_the_edge(
            &one_frame(ctx, size, ui),
            egui::Rect::from_min_size(egui::Pos2::ZERO, size),
            2.0,
        )
    }

    #[test]
    fn a_row_wider_than_the_window_is_reported_and_a_fitting_one_is_not() {
        let ctx = egui::Context::default();
        // Four buttons of 90 with gaps of 8: the fourth starts at 294, its word is cut.
        let size = egui::vec2(330.0, 200.0);
        // Fonts are loaded on the first pass.
        laid_out(&ctx, size, |_| {});
        let row = |ui: &mut egui::Ui, n: usize| {
            ui.horizontal(|ui| {
                for i in 0..n {
                    let _ = ui.add_sized([90.0, 30.0], egui::Button::new(format!("Button {i}")));
                }
            });
        };
        assert!(laid_out(&ctx, size, |ui| row(ui, 2)).is_empty());
        let cut = laid_out(&ctx, size, |ui| row(ui, 4));
        assert!(cut.iter().any(|l| l.contains("\"Button 3\"")), "{cut:?}");
        assert!(!cut.iter().any(|l| l.contains("\"Button 0\"")), "{cut:?}");
    }

    #[test]
    fn small_text_is_reported_against_the_window_size() {
        let ctx = egui::Context::default();
        let size = egui::vec2(300.0, 200.0);
        laid_out(&ctx, size, |_| {});
        let mut output = ctx.run_ui(
            egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
                ..Default::default()
            },
            |ui| {
                ui.label(egui::RichText::new("tiny").size(9.0));
                ui.label(egui::RichText::new("big enough").size(16.0));
            },
        );
        output.textures_delta.clear();
        // 1080 pixels high: 17.4 px at least; at 2 pixels per point 9 is 18 px.
        let least = readable_px(1920.0, 1080.0);
        assert!((least - 17.42).abs() < 0.01);
        let small = too_small(&output.shapes, 1.0, least);
        assert_eq!(small.len(), 2, "{small:?}");
        let small = too_small(&output.shapes, 1.5, least);
        assert_eq!(small.len(), 1, "{small:?}");
        assert!(small[0].contains("\"tiny\" is 13.5 px"), "{small:?}");
        assert!(too_small(&output.shapes, 2.0, least).is_empty());
    }

    #[test]
    fn text_a_scroll_area_hides_is_not_reported() {
        let ctx = egui::Context::default();
        let size = egui::vec2(300.0, 200.0);
        laid_out(&ctx, size, |_| {});
        let cut = laid_out(&ctx, size, |ui| {
            egui::ScrollArea::vertical()
                .max_height(100.0)
                .show(ui, |ui| {
                    for i in 0..40 {
                        ui.label(format!("line {i}"));
                    }
                });
        });
        assert!(cut.is_empty(), "{cut:?}");
    }
}
