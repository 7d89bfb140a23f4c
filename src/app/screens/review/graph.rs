//! The review's graph: the first side's chance of winning move by move, the step shown
//! and the mistakes marked on it; a click or a drag goes to that move.

use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{Line, MarkerShape, Plot, PlotPoints, Points, VLine};

use super::panel::rating_colour;
use crate::ai::review::{MoveReview, Rating, Review};
use crate::app::look::{ACCENT, MUTED, WARN};
use crate::i18n::Tr;

/// Whether the review's card stands in the strip across the top of a narrow window
/// (800x600; its points are always about 860 high): it keeps to its essentials there.
pub fn short_window(ui: &egui::Ui) -> bool {
    crate::app::look::compact(ui.ctx().content_rect())
}

/// The first side's chance of winning at every step (0: before the first move).
pub fn chances(review: &Review) -> Vec<f64> {
    let first = |m: &MoveReview, c: f32| f64::from(if m.mover == 0 { c } else { 1.0 - c });
    let start = review.moves.first().map(|m| first(m, m.before));
    start
        .into_iter()
        .chain(review.moves.iter().map(|m| first(m, m.after)))
        .map(|c| c * 100.0)
        .collect()
}

/// The graph of the first side's chance, the step shown and the mistakes marked;
/// the step clicked or dragged to, if any, and the last step the graph shows.
pub fn graph(
    ui: &mut egui::Ui,
    t: Tr,
    review: &Review,
    step: usize,
    first: &str,
) -> (Option<usize>, f64) {
    let chances = chances(review);
    let caption = t.trf("review.chance", &[("who", &first)]);
    // A short window (800x600) keeps its lines for the rated moves: the caption is the
    // graph's hover text there.
    let short = short_window(ui);
    if !short {
        ui.label(RichText::new(&caption).color(MUTED).size(15.0));
    }
    let marked = |rating: Rating| -> Vec<[f64; 2]> {
        review
            .moves
            .iter()
            .enumerate()
            .filter(|(_, m)| m.rating == rating)
            .map(|(i, _)| [(i + 1) as f64, chances[i + 1]])
            .collect()
    };
    let (mistakes, blunders) = (marked(Rating::Mistake), marked(Rating::Blunder));
    let line: Vec<[f64; 2]> = chances
        .iter()
        .enumerate()
        .map(|(i, c)| [i as f64, *c])
        .collect();
    // The plot keeps its bounds in egui's memory under its id: a review of another
    // length is another plot, or it would keep the earlier game's steps (a 46-move game
    // showed 27).
    // In a short window a lower graph leaves the rated moves room below it.
    let height = if short { 80.0 } else { 130.0 };
    let plot = Plot::new(("review-graph", chances.len()))
        .height(height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .default_x_bounds(0.0, (chances.len().max(2) - 1) as f64)
        .default_y_bounds(0.0, 100.0)
        .y_grid_spacer(|_| {
            [0.0, 50.0, 100.0]
                .map(|value| egui_plot::GridMark {
                    value,
                    step_size: 50.0,
                })
                .to_vec()
        })
        .y_axis_formatter(|mark, _| format!("{:.0}%", mark.value))
        .x_axis_formatter(|mark, _| format!("{:.0}", mark.value))
        .show(ui, |plot| {
            plot.line(
                Line::new("", PlotPoints::from(line))
                    .color(ACCENT)
                    .width(2.5)
                    .fill(50.0)
                    .fill_alpha(0.25),
            );
            plot.add(VLine::new("", step as f64).color(Color32::WHITE).width(1.5));
            for (points, rating) in [(mistakes, Rating::Mistake), (blunders, Rating::Blunder)] {
                plot.add(
                    Points::new("", PlotPoints::from(points))
                        .shape(MarkerShape::Circle)
                        .filled(true)
                        .radius(5.0)
                        .color(rating_colour(rating).unwrap_or(WARN)),
                );
            }
            plot.pointer_coordinate()
        });
    let response = if short {
        plot.response.clone().on_hover_text(caption)
    } else {
        plot.response.clone()
    };
    let pressed = response.clicked() || response.dragged();
    let shown = plot.transform.bounds().max()[0];
    let clicked = plot
        .inner
        .filter(|_| pressed)
        .map(|p| p.x.round().max(0.0) as usize)
        .filter(|&to| to != step);
    (clicked, shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A review of `n` moves, each losing nothing.
    fn review_of(n: usize) -> Review {
        let m = |i: usize| {
            MoveReview::new(
                (i % 2) as u8,
                ("a1".into(), "a1".into()),
                (0.5, 0.5, 0.5),
                false,
            )
        };
        Review {
            moves: (0..n).map(m).collect(),
        }
    }

    /// The last step the graph shows after two frames of `review`.
    fn shown(ctx: &egui::Context, review: &Review) -> f64 {
        let mut last = 0.0;
        for _ in 0..2 {
            crate::app::screens::screenshot::layout_check::one_frame(
                ctx,
                egui::vec2(400.0, 400.0),
                |ui| {
                    last = graph(ui, Tr::EN, review, 1, "Ann").1;
                },
            );
        }
        last
    }

    /// The graph shows every step of the review in front of it, also after a shorter
    /// review of the same window (a game played on after its review).
    #[test]
    fn the_graph_shows_every_move_of_the_review_shown() {
        let ctx = egui::Context::default();
        assert!((shown(&ctx, &review_of(27)) - 27.0).abs() < 0.5);
        assert!((shown(&ctx, &review_of(46)) - 46.0).abs() < 0.5);
    }
}
