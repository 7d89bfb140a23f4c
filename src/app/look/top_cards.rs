//! The cards over the top middle of the board (an online game's, a lesson's): where they
//! stand, and how far down they reach so that the board keeps clear of them.

use bevy::prelude::*;
use bevy_egui::egui;

use super::card;

/// How far down the window's top middle the cards over the board reach (in egui
/// points): the online card's and the lesson's, each set by its own system (0 when not
/// shown); the board keeps clear of the lower. The cards stand below what the HUD
/// itself covers at the top (`hud`: its strip across the top in a narrow window).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct TopCards {
    /// The HUD's own top inset.
    pub hud: f32,
    /// The online game's card.
    pub online: f32,
    /// The lesson's card.
    pub lesson: f32,
    /// The puzzle's card.
    pub puzzle: f32,
}

impl TopCards {
    /// How far down the cards at the top middle reach, the HUD's own strip included: a
    /// passing card there (Unlur's end of the contract) stands below them.
    pub fn bottom(&self) -> f32 {
        self.hud.max(self.online).max(self.lesson).max(self.puzzle)
    }

    /// Draws a card `id` at the top middle, below what the HUD covers there; returns the
    /// edge the board keeps clear of (the card's bottom and a margin), for this card's
    /// field.
    pub fn show(
        &self,
        ctx: &egui::Context,
        id: &'static str,
        add: impl FnOnce(&mut egui::Ui),
    ) -> f32 {
        let area = egui::Area::new(id.into())
            .anchor(egui::Align2::CENTER_TOP, [0.0, 10.0 + self.hud])
            .show(ctx, |ui| {
                card().show(ui, add);
            });
        area.response.rect.bottom() + 6.0
    }
}
