//! The verdict on the move shown in the review's panel: its rating, what a flaw of
//! Unlur's contract did, the better move and what it would have left, the mover's
//! chances before and after.

use bevy_egui::egui::{self, Color32, RichText};

use super::panel::{rating_colour, rating_words};
use crate::ai::review::{MoveReview, Rating};
use crate::app::look::{ACCENT, bold};
use crate::app::session::any_match::AnyMatch;
use crate::i18n::Tr;
use crate::rules::GameId;

/// What the review says of the move shown: its rating, what a flaw in Unlur's contract
/// did, the better move, the mover's chance before and after it.
pub(super) fn verdict(
    ui: &mut egui::Ui,
    (t, better): (Tr, Color32),
    (step, contract): (usize, bool),
    m: &MoveReview,
    (mover, full): (&str, &AnyMatch),
) {
    let played = full.move_words(t, &m.played);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{step}. {played} {}", m.rating.symbol()))
                .monospace()
                .size(16.0),
        );
        ui.label(
            RichText::new(rating_words(t, m.rating))
                .font(bold(16.0))
                .color(rating_colour(m.rating).unwrap_or(ACCENT)),
        );
    });
    let (lines, chances) = verdict_words(t, m, contract, (mover, full));
    for line in lines {
        ui.label(RichText::new(line).font(bold(16.0)).color(better));
    }
    ui.label(RichText::new(chances).size(15.0));
}

/// The verdict's words below the rating: for a flaw of Unlur's contract (`contract`),
/// what it did (a stone that makes taking Black worth more than half to the opponent, a
/// pass that took Black too cheap); the better move with what it would have left the
/// mover (`24% before, 25% after` alone read as nonsense for an inaccuracy), if there
/// was one; the mover's chances before and after the move (in the dice games, before the
/// roll: a lucky roll raises it).
fn verdict_words(
    t: Tr,
    m: &MoveReview,
    contract: bool,
    (mover, full): (&str, &AnyMatch),
) -> (Vec<String>, String) {
    let percent = |c: f32| t.decimal(f64::from(c * 100.0), 0);
    let flawed = matches!(
        m.rating,
        Rating::Inaccuracy | Rating::Mistake | Rating::Blunder
    );
    // After a stone the opponent may take Black: what the mover is left is the rest.
    let what_it_did = (contract && flawed).then(|| {
        if m.played == "pass" {
            Some(t.trf("review.contract_pass", &[("chance", &percent(m.after))]))
        } else if m.after < 0.5 {
            let key = if m.best == "pass" {
                "review.contract_stone_pass"
            } else {
                "review.contract_stone"
            };
            Some(t.trf(key, &[("chance", &percent(1.0 - m.after))]))
        } else {
            None
        }
    });
    let better =
        (m.best != m.played && !matches!(m.rating, Rating::Best | Rating::Forced)).then(|| {
            t.trf(
                "review.better",
                &[
                    ("move", &full.move_words(t, &m.best)),
                    ("chance", &percent(m.after + m.lost)),
                ],
            )
        });
    let key = match full.game() {
        GameId::Unlur => "review.chances",
        GameId::RoyalUr | GameId::Uckers => "review.chances_dice",
    };
    let chances = t.trf(
        key,
        &[
            ("who", &mover),
            ("before", &percent(m.before)),
            ("after", &percent(m.after)),
        ],
    );
    (
        what_it_did.flatten().into_iter().chain(better).collect(),
        chances,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An inaccuracy in a dice game: the chance rose with the roll, and the better move
    /// says what it would have left.
    #[test]
    fn a_verdict_gives_the_better_moves_chance_and_says_before_the_roll() {
        let (full, _) = AnyMatch::read(include_str!("../../../../tests/data/midgame.ur")).unwrap();
        let m = MoveReview::new(
            0,
            ("2 6:14<12".into(), "2 4:13>11".into()),
            (0.24, 0.31, 0.25),
            false,
        );
        assert_eq!(m.rating, Rating::Inaccuracy, "{m:?}");
        let (better, chances) = verdict_words(Tr::EN, &m, false, ("Ann", &full));
        assert_eq!(better, ["Better: 2 4:13>11 (31% after it)"]);
        assert_eq!(
            chances,
            "Ann's chance: 24% before the roll, 25% after the move"
        );
        let (better, chances) = verdict_words(Tr::FR, &m, false, ("Ann", &full));
        assert_eq!(better, ["Mieux : 2 4:13>11 (31 % après ce coup)"]);
        assert!(chances.contains("avant le lancer"), "{chances}");
    }

    /// A flaw in Unlur's contract says what it did, in both languages: a stone that
    /// makes taking Black worth 95% to the opponent when passing was better, a stone
    /// where a weaker one was better, a pass that took Black too cheap; a good stone
    /// says nothing more.
    #[test]
    fn a_contract_flaw_says_what_it_did() {
        let (full, _) =
            AnyMatch::read(include_str!("../../../../tests/data/finished-side6.unlur")).unwrap();
        let m = |played: &str, best: &str, (before, best_after, after): (f32, f32, f32)| {
            MoveReview::new(
                0,
                (played.into(), best.into()),
                (before, best_after, after),
                false,
            )
        };
        let lines = |tr: Tr, m: &MoveReview| verdict_words(tr, m, true, ("Ann", &full)).0;
        let late = m("d4", "pass", (0.8, 0.8, 0.05));
        assert_eq!(late.rating, Rating::Blunder, "{late:?}");
        assert_eq!(
            lines(Tr::EN, &late),
            [
                "This stone makes taking Black worth 95% to your opponent: passing was better",
                "Better: pass (80% after it)"
            ]
        );
        assert_eq!(
            lines(Tr::FR, &late)[0],
            "Avec cette pierre, prendre les Noirs vaut 95 % pour votre adversaire : mieux valait passer"
        );
        let strong = m("d4", "e5", (0.5, 0.5, 0.3));
        assert_eq!(
            lines(Tr::EN, &strong)[0],
            "This stone makes taking Black worth 70% to your opponent"
        );
        let early = m("pass", "e5", (0.5, 0.5, 0.25));
        assert_eq!(
            lines(Tr::EN, &early)[0],
            "Passing took Black at 25%: too soon, a stone more kept about half"
        );
        assert!(lines(Tr::FR, &early)[0].starts_with("Passer a pris les Noirs à 25 %"));
        let good = m("d4", "d4", (0.5, 0.5, 0.5));
        assert!(lines(Tr::EN, &good).is_empty());
        // Out of the contract, a stone is only a stone.
        assert_eq!(
            verdict_words(Tr::EN, &strong, false, ("Ann", &full)).0,
            ["Better: e5 (50% after it)"]
        );
    }
}
