//! The boards' coordinates on screen: the names the notation, the hints, the move lists
//! and the result panel use (Unlur's rows, cells and sides, Royal d'Ûr's path numbers
//! with D and A, Uckers' track and tubes), small and muted beside or on the squares.
//! Each game's view says where its labels stand ([`BoardLabels`]); one system draws
//! them for every game, while the settings ask for them.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::camera::MainCamera;
use crate::app::ground::settings::AppSettings;
use crate::app::look::{SMALL, bold};

/// The labels of the board on screen: where each stands on the table, and its text.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct BoardLabels(pub Vec<(Vec3, String)>);

/// Where points of the table stand on screen, in egui's points, with the camera as it is
/// framed this frame (before the UI's pass): its global transform is the last frame's
/// until propagated, and what was drawn with it scattered for a frame when the camera
/// moved (the review opening). Every name, badge and count over a board is placed so.
#[derive(bevy::ecs::system::SystemParam)]
pub struct ScreenPoints<'w, 's> {
    camera: Query<'w, 's, (&'static Camera, &'static Transform), With<MainCamera>>,
}

impl ScreenPoints<'_, '_> {
    /// The point of the table `at` on screen (none out of the camera's view, or before
    /// there is a camera).
    pub fn point(&self, ctx: &egui::Context, at: Vec3) -> Option<egui::Pos2> {
        let (camera, eye) = self.camera.single().ok()?;
        let p = camera
            .world_to_viewport(&GlobalTransform::from(*eye), at)
            .ok()?;
        let zoom = ctx.zoom_factor();
        Some(egui::pos2(p.x / zoom, p.y / zoom))
    }
}

/// A piece that hides the label of the square it stands on (Uckers: a label drawn over a
/// piece read as a mark on it, "t10" as if the piece had been taken).
#[derive(Component, Debug, Clone, Copy)]
pub struct CoversLabel;

/// How near a covering piece stands to a label's place to hide it, on the table.
const COVERS: f32 = 0.45;

/// The name of the cell or piece the keyboard's cursor is on, and where that stands on
/// the table (shown whatever the coordinates setting says: a player steering with the
/// arrows needs it).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct CursorLabel(pub Option<(Vec3, String)>);

/// The drawing of what is written over a board (its labels, the games' badges and
/// counts): the screens say when a board is shown (`screens/playing.rs`).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LabelsDrawn;

/// How large the board's names are written, in points: the HUD's smallest text, or
/// larger where a screen asks (the demo's, read from across a room); `None`: not
/// written (the show of a board whose names its captions never say).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct LabelSize(pub Option<f32>);

impl Default for LabelSize {
    fn default() -> Self {
        LabelSize(Some(SMALL))
    }
}

/// Where the games wrote over their pieces (badges, counts), in egui points: a board's
/// label under one of them is not drawn (Uckers' "gT1" ran into a tower's "×4", Royal
/// d'Ûr's square 8 into an officer's number, reading "17"). What was written in a
/// frame is held against the next frame's labels (the labels and the badges are drawn
/// in one pass, in no fixed order); a change asks for that next frame.
#[derive(Resource, Default, Debug)]
pub struct WrittenOver {
    last: Vec<egui::Rect>,
    now: Vec<egui::Rect>,
}

impl WrittenOver {
    /// Notes a badge drawn at `rect` this frame.
    pub fn note(&mut self, rect: egui::Rect) {
        self.now.push(rect);
    }
}

fn turn_written_over(
    mut written: ResMut<WrittenOver>,
    frames: Option<ResMut<crate::app::ground::pace::Frames>>,
) {
    let now = std::mem::take(&mut written.now);
    if now != written.last
        && let Some(mut frames) = frames
    {
        frames.now();
    }
    written.last = now;
}

/// Which of the labels (their tabs' rectangles on screen, in order) are drawn: none
/// over what was `written` over the pieces, and none over a label drawn before it (on
/// Unlur's corners the rows' and sides' tags ran into each other).
pub fn labels_kept(tabs: &[egui::Rect], written: &[egui::Rect]) -> Vec<bool> {
    let mut drawn: Vec<egui::Rect> = Vec::new();
    tabs.iter()
        .map(|&tab| {
            let clear = !written.iter().chain(&drawn).any(|r| r.intersects(tab));
            if clear {
                drawn.push(tab);
            }
            clear
        })
        .collect()
}

/// Whether the board under the labels is drawn yet: a board just shown (a new game, its
/// labels new) waits for the renderer to compile its shaders, seconds on a software
/// renderer, and its labels and badges stood over an empty screen meanwhile. Once drawn
/// it stays so until the next board (a kind of mark compiled later does not make the
/// labels blink).
#[derive(Resource, Default, Debug)]
pub struct BoardDrawn {
    /// The render world's count of frames when the board was shown; `None` once drawn.
    since: Option<u64>,
}

impl BoardDrawn {
    /// Whether the board is drawn.
    pub fn drawn(&self) -> bool {
        self.since.is_none()
    }
}

/// Frames the renderer must finish after a board is shown, none of them compiling, for
/// the board to count as drawn (the render of a frame runs beside the next one's
/// update: the first may not have seen the new board yet).
const SETTLED: u64 = 3;

fn note_board_drawn(
    compiling: Option<Res<crate::app::ground::pace::Compiling>>,
    labels: Res<BoardLabels>,
    mut board: ResMut<BoardDrawn>,
) {
    // Headless (no renderer): nothing to wait for.
    let Some(compiling) = compiling else {
        board.since = None;
        return;
    };
    let rendered = compiling
        .rendered()
        .load(std::sync::atomic::Ordering::Relaxed);
    // A board shown (its game's view says where its labels stand: a board already
    // drawn, shown again from the menu, compiles nothing and keeps them), or still
    // compiling: the frames count from now.
    if labels.is_changed() || (compiling.now() && board.since.is_some()) {
        board.since = Some(rendered);
    } else if board.since.is_some_and(|since| rendered >= since + SETTLED) {
        board.since = None;
    }
}

/// Run condition: the board under the labels is drawn ([`BoardDrawn`]).
pub fn board_drawn(board: Option<Res<BoardDrawn>>) -> bool {
    board.is_none_or(|b| b.drawn())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardLabels>()
        .init_resource::<LabelSize>()
        .init_resource::<CursorLabel>()
        .init_resource::<BoardDrawn>()
        .init_resource::<WrittenOver>()
        .add_systems(PreUpdate, (note_board_drawn, turn_written_over))
        // Whatever is written over a board (these labels, the games' badges and counts)
        // is drawn once the fonts are in, while a board is shown (`screens/playing.rs`).
        .configure_sets(
            EguiPrimaryContextPass,
            LabelsDrawn
                .run_if(crate::app::look::fonts_ready)
                .run_if(board_drawn)
                .after(crate::app::look::install_fonts),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                draw_labels.run_if(|s: Res<AppSettings>| s.get().coordinates),
                draw_cursor_label,
            )
                .in_set(LabelsDrawn),
        );
}

/// The cursor's name: larger than the coordinates, in a tab of the accent colour just
/// above its cell or piece, clear of the mark on it.
fn draw_cursor_label(
    mut contexts: EguiContexts,
    label: Res<CursorLabel>,
    cursor: Option<Res<super::input::KeyCursor>>,
    screen: ScreenPoints,
) -> Result {
    // Only while the arrows lead (the mouse hides the keyboard's cursor).
    let Some((at, text)) = label.0.as_ref().filter(|_| cursor.is_some_and(|c| c.shown)) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();

    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("cursor-label"),
    ));
    let style = Tab {
        font: bold(20.0),
        ink: Color32::BLACK,
        fill: crate::app::look::ACCENT,
        anchor: Align2::CENTER_BOTTOM,
        lift: 26.0,
        margin: egui::vec2(6.0, 2.0),
        corner: 5.0,
    };
    style.draw(&painter, &screen, *at, text);
    Ok(())
}

/// How a name stands on the board on screen: its font and colours, which point of it
/// stands at its place, how far above the place (in points), and its tab's margin and
/// corners.
struct Tab {
    font: egui::FontId,
    ink: Color32,
    fill: Color32,
    anchor: Align2,
    lift: f32,
    margin: egui::Vec2,
    corner: f32,
}

impl Tab {
    /// Draws `text` at the point of the table `at`, as the camera sees it this frame (nothing when
    /// that point is out of its view).
    fn draw(&self, painter: &egui::Painter, screen: &ScreenPoints, at: Vec3, text: &str) {
        if let Some(laid) = self.lay(painter, screen, at, text) {
            self.paint(painter, laid);
        }
    }

    /// Where `text` at `at` stands on screen, laid out: its tab's rectangle, and its
    /// letters with their top-left corner.
    fn lay(
        &self,
        painter: &egui::Painter,
        screen: &ScreenPoints,
        at: Vec3,
        text: &str,
    ) -> Option<(egui::Rect, std::sync::Arc<egui::Galley>, egui::Pos2)> {
        let p = screen.point(painter.ctx(), at)?;
        let place = p - egui::vec2(0.0, self.lift);
        let galley = painter.layout_no_wrap(text.to_string(), self.font.clone(), self.ink);
        let rect = self.anchor.anchor_size(place, galley.size());
        Some((rect.expand2(self.margin), galley, rect.min))
    }

    fn paint(
        &self,
        painter: &egui::Painter,
        (tab, galley, at): (egui::Rect, std::sync::Arc<egui::Galley>, egui::Pos2),
    ) {
        painter.rect_filled(tab, self.corner, self.fill);
        painter.galley(at, galley, self.ink);
    }
}

/// The labels' ink, light on a small dark tab that reads on light squares, dark wood
/// and the rim's coloured bars alike (less dark, the letters on the high-contrast
/// palette's orange bars read grey on orange), both a little transparent so the board
/// stays in front.
const INK: Color32 = Color32::from_rgb(228, 222, 210);
const TAB: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 235);

fn draw_labels(
    mut contexts: EguiContexts,
    labels: Res<BoardLabels>,
    screen: ScreenPoints,
    covering: Query<&Transform, With<CoversLabel>>,
    size: Res<LabelSize>,
    written: Res<WrittenOver>,
) -> Result {
    let Some(size) = size.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();

    let painter = ctx.layer_painter(egui::LayerId::background());
    let covered = |at: Vec3| {
        covering
            .iter()
            .any(|t| t.translation.xz().distance(at.xz()) < COVERS)
    };
    let style = Tab {
        font: bold(size),
        ink: INK,
        fill: TAB,
        anchor: Align2::CENTER_CENTER,
        lift: 0.0,
        margin: egui::vec2(4.0, 1.0),
        corner: 4.0,
    };
    let laid: Vec<_> = labels
        .0
        .iter()
        .filter(|(at, _)| !covered(*at))
        .filter_map(|(at, text)| style.lay(&painter, &screen, *at, text))
        .collect();
    let tabs: Vec<egui::Rect> = laid.iter().map(|(tab, ..)| *tab).collect();
    for (laid, kept) in laid.into_iter().zip(labels_kept(&tabs, &written.last)) {
        if kept {
            style.paint(&painter, laid);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f32, y: f32) -> egui::Rect {
        egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(20.0, 12.0))
    }

    /// A label over a badge is not drawn, nor one over a label drawn before it; the
    /// others are, and none of those drawn overlap.
    #[test]
    fn labels_never_run_into_a_badge_or_each_other() {
        let tabs = [
            at(0.0, 0.0),
            at(10.0, 4.0),
            at(40.0, 0.0),
            at(100.0, 0.0),
            at(200.0, 0.0),
        ];
        let badges = [egui::Rect::from_center_size(
            egui::pos2(105.0, 6.0),
            egui::vec2(8.0, 8.0),
        )];
        let kept = labels_kept(&tabs, &badges);
        assert_eq!(kept, [true, false, true, false, true]);
        let drawn: Vec<_> = tabs
            .iter()
            .zip(&kept)
            .filter(|(_, k)| **k)
            .map(|(t, _)| *t)
            .collect();
        for (i, a) in drawn.iter().enumerate() {
            assert!(badges.iter().all(|b| !b.intersects(*a)));
            assert!(drawn[i + 1..].iter().all(|b| !b.intersects(*a)));
        }
    }
}
