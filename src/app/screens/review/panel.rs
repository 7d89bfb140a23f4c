//! The review in the replay viewer's panel: the button that asks for it, its progress
//! bar, then each side's accuracy, the win-chance graph (the step shown and the
//! mistakes marked on it; a click goes to that move), the verdict on the move shown
//! (`verdict.rs`; the keys: `keys.rs`).

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};

use super::verdict::verdict;
use super::{ReviewRequest, Reviews};
use crate::ai::review::{MoveReview, Rating, Review};
use crate::app::look::{ACCENT, MUTED, WARN, bold};
use crate::app::session::any_match::AnyMatch;
use crate::i18n::Tr;
use crate::rules::GameId;

/// The colour a rating is shown in (none for the good moves).
pub fn rating_colour(rating: Rating) -> Option<Color32> {
    match rating {
        Rating::Inaccuracy => Some(Color32::from_rgb(235, 205, 70)),
        Rating::Mistake => Some(Color32::from_rgb(245, 145, 45)),
        Rating::Blunder => Some(Color32::from_rgb(240, 80, 70)),
        Rating::Best | Rating::Good | Rating::Forced => None,
    }
}

/// A rating in words.
pub(super) fn rating_words(t: Tr, rating: Rating) -> &'static str {
    t.tr(&format!("review.rating.{}", rating.word()))
}

/// The names of the two sides of a game of `game` whose players are `names`: its two
/// players, or (Uckers with four) its partnerships.
pub fn side_names(t: Tr, game: GameId, names: &[String]) -> [String; 2] {
    if let [a, b] = names {
        return [a.clone(), b.clone()];
    }
    let label = crate::app::session::registry::entry(game).dialog.seat_label;
    [label(t, 0), label(t, 1)]
}

/// The button that asks for the review of the game just finished, in a game's panel.
pub fn review_button(ui: &mut egui::Ui, t: Tr) -> bool {
    ui.button(RichText::new(t.tr("review.start")).font(bold(17.0)))
        .clicked()
}

/// Each move's line in the viewer's list, its rating's symbol after it, and its colour.
pub fn rated_lines(
    t: Tr,
    full: &AnyMatch,
    review: Option<&Review>,
) -> (Vec<String>, Vec<Option<Color32>>) {
    // Who played each move, once the review says (Uckers' moves start with their colour).
    let names = full.names();
    let who = |m: &MoveReview| match full.game() {
        GameId::Uckers => String::new(),
        _ => names
            .get(usize::from(m.mover))
            .map_or(String::new(), |n| format!("{n}  ")),
    };
    (1..=full.moves())
        .map(|k| {
            let text = full.move_text(k).unwrap_or_default();
            let text = full.move_words(t, &text);
            match review.and_then(|r| r.moves.get(k - 1)) {
                Some(m) => (
                    format!("{k}. {}{text} {}", who(m), m.rating.symbol())
                        .trim_end()
                        .to_string(),
                    rating_colour(m.rating),
                ),
                None => (format!("{k}. {text}"), None),
            }
        })
        .unzip()
}

/// The review's card in the viewer's panel, for `full` at `step`, the better move in
/// the colour of its mark on the board; what was asked of the review, and the step
/// clicked on the graph, if any.
pub fn card(
    ui: &mut egui::Ui,
    (t, better): (Tr, Color32),
    (full, step): (&AnyMatch, usize),
    reviews: &Reviews,
) -> (Option<ReviewRequest>, Option<usize>) {
    let mut asked = None;
    let goto = card_inside(ui, (t, better), (full, step), reviews, &mut asked);
    (asked, goto)
}

fn card_inside(
    ui: &mut egui::Ui,
    (t, better): (Tr, Color32),
    (full, step): (&AnyMatch, usize),
    reviews: &Reviews,
    asked: &mut Option<ReviewRequest>,
) -> Option<usize> {
    // In a short window the card's lines go to the rated moves; its title is the
    // viewer's own.
    if !super::graph::short_window(ui) || reviews.shown.is_none() {
        ui.label(
            RichText::new(t.tr("review.title"))
                .font(bold(24.0))
                .color(ACCENT),
        );
    }
    if let Some(done) = reviews.progress() {
        let percent = (done * 100.0).round() as u32;
        ui.add(
            egui::ProgressBar::new(done)
                .text(t.trf("review.working", &[("percent", &percent)]))
                .animate(false),
        );
        if ui.button(t.tr("review.cancel")).clicked() {
            *asked = Some(ReviewRequest::Cancel);
        }
        return None;
    }
    let Some(review) = &reviews.shown else {
        ui.label(RichText::new(t.tr("review.about")).color(MUTED).size(15.0));
        if let Some(why) = &reviews.error {
            ui.label(RichText::new(t.trf("review.failed", &[("why", &t.said(why))])).color(WARN));
        }
        if review_button(ui, t) {
            *asked = Some(ReviewRequest::Start);
        }
        return None;
    };
    let names = side_names(t, full.game(), &full.names());
    for (side, name) in names.iter().enumerate() {
        accuracy_line(ui, t, review, side as u8, name);
    }
    let goto = super::graph::graph(ui, t, review, step, &names[0])
        .0
        .map(|to| to.min(full.moves()));
    let contract = full.game() == GameId::Unlur && in_contract(review, step);
    if let Some(m) = step.checked_sub(1).and_then(|i| review.moves.get(i)) {
        verdict(
            ui,
            (t, better),
            (step, contract),
            m,
            (&names[usize::from(m.mover.min(1))], full),
        );
    }
    if contract {
        ui.label(
            RichText::new(t.tr("review.contract"))
                .color(MUTED)
                .size(14.0),
        );
    }
    // Greyed, and saying so, where there is no flaw to go to.
    ui.horizontal_wrapped(|ui| {
        let before = super::flaw_before(review, step).is_some();
        let previous = ui
            .add_enabled(before, egui::Button::new(t.tr("review.previous")))
            .on_disabled_hover_text(t.tr("review.no_flaw_before"));
        if previous.clicked() {
            *asked = Some(ReviewRequest::PreviousMistake);
        }
        let after = super::flaw_after(review, step).is_some();
        let next = ui
            .add_enabled(after, egui::Button::new(t.tr("review.next")))
            .on_disabled_hover_text(t.tr("review.no_flaw_after"));
        if next.clicked() {
            *asked = Some(ReviewRequest::NextMistake);
        }
    });
    goto
}

/// Whether the move shown at `step` of an Unlur game was played in the contract (the
/// pass that ends it included), or `step` is the start: the chances there are the
/// players', before colours are known.
pub fn in_contract(review: &Review, step: usize) -> bool {
    let before = step.saturating_sub(1).min(review.moves.len());
    review.moves[..before].iter().all(|m| m.played != "pass")
}

/// A side's accuracy and how many of its moves were inaccuracies, mistakes, blunders.
fn accuracy_line(ui: &mut egui::Ui, t: Tr, review: &Review, side: u8, name: &str) {
    let accuracy = review
        .accuracy(side)
        .map_or_else(|| "-".to_string(), |a| format!("{a:.0}%"));
    let count = |r: Rating| {
        review
            .moves
            .iter()
            .filter(|m| m.mover == side && m.rating == r)
            .count()
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(name).font(bold(17.0)));
        ui.label(
            RichText::new(t.trf("review.accuracy", &[("percent", &accuracy)]))
                .font(bold(17.0))
                .color(ACCENT),
        );
        for r in [Rating::Inaccuracy, Rating::Mistake, Rating::Blunder] {
            let colour = rating_colour(r).unwrap_or(MUTED);
            ui.label(
                RichText::new(format!("{} {}", r.symbol(), count(r)))
                    .color(colour)
                    .size(16.0),
            )
            .on_hover_text(rating_words(t, r));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contract_is_the_moves_to_the_first_pass() {
        let m =
            |played: &str| MoveReview::new(0, (played.into(), "d4".into()), (0.5, 0.5, 0.5), false);
        let review = Review {
            moves: vec![m("d4"), m("c3"), m("pass"), m("a1")],
        };
        assert!(in_contract(&review, 0) && in_contract(&review, 3));
        assert!(!in_contract(&review, 4));
    }

    /// The review's move list says who played each move (Royal d'Ûr's and Unlur's lines
    /// had no names).
    #[test]
    fn the_rated_lines_name_the_players() {
        let (full, _) = AnyMatch::read(include_str!("../../../../tests/data/midgame.ur")).unwrap();
        let review = Review {
            moves: (0..full.moves())
                .map(|i| {
                    MoveReview::new(
                        (i % 2) as u8,
                        ("a".into(), "a".into()),
                        (0.5, 0.5, 0.5),
                        false,
                    )
                })
                .collect(),
        };
        let (lines, _) = rated_lines(Tr::EN, &full, Some(&review));
        let names = full.names();
        assert!(
            lines[0].starts_with(&format!("1. {}  ", names[0])),
            "{}",
            lines[0]
        );
        assert!(
            lines[1].starts_with(&format!("2. {}  ", names[1])),
            "{}",
            lines[1]
        );
    }

    /// The buttons to the flaws go to inaccuracies too (a game with nothing worse), and
    /// are greyed only where there is none that way.
    #[test]
    fn the_flaw_buttons_find_inaccuracies_and_grey_where_there_are_none() {
        use super::super::{flaw_after, flaw_before};
        let m =
            |lost: f32| MoveReview::new(0, ("a".into(), "b".into()), (0.5, 0.5, 0.5 - lost), false);
        let review = Review {
            moves: vec![m(0.0), m(0.06), m(0.0), m(0.0)],
        };
        assert_eq!(
            review.moves[1].rating,
            Rating::Inaccuracy,
            "{:?}",
            review.moves[1]
        );
        assert_eq!(flaw_after(&review, 0), Some(2));
        assert_eq!(flaw_before(&review, 4), Some(2));
        assert_eq!(flaw_after(&review, 2), None, "greyed after the last");
        assert_eq!(flaw_before(&review, 2), None, "greyed before the first");
    }
}
