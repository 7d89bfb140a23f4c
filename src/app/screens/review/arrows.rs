//! The review on the board: at each step of a reviewed game, the move just played and,
//! where the review found a better one, that move, as arrows (a piece's way) or rings
//! (a stone's cell) in the palette's colours, drawn over the pieces.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;

use super::Reviews;
use crate::ai::review::Rating;
use crate::app::session::records::Replay;
use crate::app::table::palette::ViewPalette;
use crate::settings::Palette;

/// Where the marks of the step shown go, in the world: (from, to) pairs, the same point
/// twice for a stone placed.
#[derive(Resource, Debug, Default, PartialEq)]
pub struct ReviewArrows {
    /// The move played to reach the step shown.
    pub played: Vec<(Vec3, Vec3)>,
    /// The better move the review found instead (empty when the move played was the
    /// best, or its better move has no place on the board: a pass, a roll).
    pub better: Vec<(Vec3, Vec3)>,
}

/// Places the marks when the step shown or the review changes.
pub(super) fn place(replay: Res<Replay>, reviews: Res<Reviews>, mut arrows: ResMut<ReviewArrows>) {
    if !replay.is_changed() && !reviews.is_changed() {
        return;
    }
    let step = replay.step;
    let found = replay
        .full
        .as_ref()
        .zip(reviews.shown.as_ref())
        .filter(|_| step > 0)
        .and_then(|(full, review)| Some((full, review.moves.get(step - 1)?)));
    let new = match found {
        Some((full, m)) => {
            let before = full.at(step - 1);
            ReviewArrows {
                played: before.move_arrows(&m.played),
                better: if m.best == m.played || matches!(m.rating, Rating::Best | Rating::Forced) {
                    Vec::new()
                } else {
                    before.move_arrows(&m.best)
                },
            }
        }
        None => ReviewArrows::default(),
    };
    arrows.set_if_neq(new);
}

/// The marks' own gizmo settings: lines wide enough to read on a big screen, drawn over
/// the pieces.
#[derive(Default, Reflect, GizmoConfigGroup)]
struct ReviewGizmos;

pub(super) fn draw_plugin(app: &mut App) {
    app.init_gizmo_group::<ReviewGizmos>()
        .add_systems(Update, (size_lines, draw).chain());
}

/// The played move's colour and the better move's, in `palette` (the better move in
/// the colour of the hints; in the accessible palettes blue against vermillion).
pub fn colours(palette: Palette) -> (Color, Color) {
    use crate::app::table::palette::{OI_BLUE, VERMILLION};
    match palette {
        Palette::Standard => (Color::srgb(0.95, 0.55, 0.15), Color::srgb(0.3, 0.9, 0.5)),
        Palette::ColourBlind | Palette::HighContrast => (VERMILLION, OI_BLUE),
    }
}

/// Lines about 6 pixels wide at 1080 lines, 12 at 2160, drawn over everything.
fn size_lines(windows: Query<&Window, Changed<Window>>, mut store: ResMut<GizmoConfigStore>) {
    if let Some(window) = windows.iter().next() {
        let (config, _) = store.config_mut::<ReviewGizmos>();
        config.line.width = (window.height() / 180.0).max(3.0);
        config.depth_bias = -1.0;
    }
}

fn draw(arrows: Res<ReviewArrows>, palette: Res<ViewPalette>, mut gizmos: Gizmos<ReviewGizmos>) {
    if arrows.played.is_empty() && arrows.better.is_empty() {
        return;
    }
    let (played, better) = colours(palette.0);
    for (marks, colour, radius) in [
        (&arrows.played, played, 0.36),
        (&arrows.better, better, 0.44),
    ] {
        for &(from, to) in marks {
            let lift = Vec3::Y * 0.2;
            let ring = |gizmos: &mut Gizmos<ReviewGizmos>, at: Vec3| {
                gizmos
                    .circle(
                        Isometry3d::new(at + lift, Quat::from_rotation_x(FRAC_PI_2)),
                        radius,
                        colour,
                    )
                    .resolution(48);
            };
            ring(&mut gizmos, to);
            if from.distance(to) > 0.05 {
                ring(&mut gizmos, from);
                let (a, b) = (from + lift, to + lift);
                let along = (b - a).normalize_or_zero() * radius;
                gizmos
                    .arrow(a + along, b - along, colour)
                    .with_tip_length(0.35);
            }
        }
    }
}
