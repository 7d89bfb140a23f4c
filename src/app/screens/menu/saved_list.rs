//! The menu's list of games in progress (newest first): the game, its players, its
//! moves and when it was last played, with Resume and Discard (Discard asks once more).
//! The keyboard reaches it too: Down goes into the list, Enter resumes, Delete discards.

use std::time::SystemTime;

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, CornerRadius, RichText, Stroke};

use crate::app::look::ACCENT;

use crate::app::look::MUTED;

use crate::app::look::WARN;

use crate::app::look::bold;
use crate::app::session::saved_games::{SavedGame, SavedGameRequest};
use crate::i18n::Tr;

/// Where the keyboard is in the list (`row: None`: on the game cards above it).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavedCursor {
    /// The chosen row.
    pub row: Option<usize>,
    /// The chosen row's Discard asks "for good?".
    pub confirm: bool,
    /// The row last scrolled into view (the list scrolls to a row the keyboard chose).
    pub scrolled_to: Option<usize>,
}

/// The height of one row of the list, with the space after it.
pub const ROW_HEIGHT: f32 = 54.0;

/// Rows shown at most before the list scrolls.
pub const ROWS_SHOWN: usize = 4;

/// How long ago, in words.
pub fn when(t: Tr, modified: SystemTime, now: SystemTime) -> String {
    let secs = now.duration_since(modified).map_or(0, |d| d.as_secs());
    match secs {
        0..60 => t.tr("saved.when.now").to_string(),
        60..3600 => t.trf("saved.when.minutes", &[("n", &(secs / 60))]),
        3600..86_400 => t.trf("saved.when.hours", &[("n", &(secs / 3600))]),
        _ => t.trf("saved.when.days", &[("n", &(secs / 86_400))]),
    }
}

/// "Ann vs Bob", "Amber vs Ruby vs Jade vs Indigo"; a default name in the words of `t`
/// (a game saved in English lists "Jaune contre Rouge…" in French).
pub fn players(t: Tr, names: &[String]) -> String {
    let shown = |name: &String| {
        crate::app::session::default_names::translated_default(name, t)
            .unwrap_or_else(|| name.clone())
    };
    names
        .iter()
        .skip(1)
        .fold(names.first().map(shown).unwrap_or_default(), |a, b| {
            t.trf("saved.vs", &[("a", &a), ("b", &shown(b))])
        })
}

/// A row's words: game, players, moves, when.
pub fn row_words(t: Tr, game: &SavedGame, now: SystemTime) -> [String; 4] {
    let moves = t.trf("saved.moves", &[("n", &game.moves)]);
    [
        crate::app::session::registry::game_name(t, game.game).to_string(),
        players(t, &game.names),
        moves,
        when(t, game.modified, now),
    ]
}

/// The keys of the list, while the menu has them.
pub fn keys(
    keys: &ButtonInput<KeyCode>,
    list: &[SavedGame],
    cursor: &mut SavedCursor,
) -> Option<SavedGameRequest> {
    if list.is_empty() {
        *cursor = SavedCursor::default();
        return None;
    }
    if keys.just_pressed(KeyCode::ArrowDown) {
        cursor.row = Some(cursor.row.map_or(0, |r| (r + 1).min(list.len() - 1)));
        cursor.confirm = false;
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        cursor.row = cursor.row.and_then(|r| r.checked_sub(1));
        cursor.confirm = false;
    }
    let row = cursor.row?.min(list.len() - 1);
    let game = &list[row];
    if keys.just_pressed(KeyCode::Escape) {
        cursor.confirm = false;
    }
    if game.in_use {
        return None;
    }
    if keys.just_pressed(KeyCode::Delete) {
        if cursor.confirm {
            cursor.confirm = false;
            return Some(SavedGameRequest::Discard(game.path.clone()));
        }
        cursor.confirm = true;
        return None;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        let request = if cursor.confirm {
            SavedGameRequest::Discard(game.path.clone())
        } else {
            SavedGameRequest::Resume(game.path.clone())
        };
        cursor.confirm = false;
        return Some(request);
    }
    None
}

/// Draws the list `width` wide, centred, at most `height` tall (one row at the least):
/// its title says how many games there are, and the rows it cannot show scroll, with the
/// wheel and with the keyboard's cursor; returns what was clicked.
pub fn draw(
    ui: &mut egui::Ui,
    t: Tr,
    list: &[SavedGame],
    cursor: &mut SavedCursor,
    width: f32,
    height: f32,
) -> Option<SavedGameRequest> {
    let mut request = None;
    let now = SystemTime::now();
    ui.label(
        RichText::new(t.trf("saved.title_count", &[("n", &list.len())]))
            .font(bold(22.0))
            .color(ACCENT),
    );
    let left = ((ui.available_width() - width) / 2.0).max(0.0);
    let shown = list.len().min(ROWS_SHOWN) as f32 * ROW_HEIGHT;
    let height = height.clamp(ROW_HEIGHT, shown.max(ROW_HEIGHT));
    let scroll_to = cursor.row.filter(|_| cursor.row != cursor.scrolled_to);
    cursor.scrolled_to = cursor.row;
    ui.horizontal(|ui| {
        ui.add_space(left);
        ui.vertical(|ui| {
            ui.set_width(width);
            egui::ScrollArea::vertical()
                .min_scrolled_height(height)
                .max_height(height)
                .show(ui, |ui| {
                    for (i, game) in list.iter().enumerate() {
                        let (r, rect) = row(ui, t, game, i, cursor, width, now);
                        if r.is_some() {
                            request = r;
                        }
                        if scroll_to == Some(i) {
                            // At once: the keyboard moves a row at a time.
                            ui.scroll_to_rect_animation(
                                rect,
                                None,
                                egui::style::ScrollAnimation::none(),
                            );
                        }
                        ui.add_space(4.0);
                    }
                });
        });
    });
    request
}

/// One game's row; returns what was clicked, and where the row is.
fn row(
    ui: &mut egui::Ui,
    t: Tr,
    game: &SavedGame,
    i: usize,
    cursor: &mut SavedCursor,
    width: f32,
    now: SystemTime,
) -> (Option<SavedGameRequest>, egui::Rect) {
    let mut request = None;
    let chosen = cursor.row == Some(i);
    let words = row_words(t, game, now);
    let frame = egui::Frame::new()
        .fill(Color32::from_rgb(24, 26, 33))
        .corner_radius(CornerRadius::same(8))
        .inner_margin(egui::Margin::symmetric(12, 6))
        .stroke(if chosen {
            Stroke::new(2.0, ACCENT)
        } else {
            Stroke::new(1.0, Color32::from_white_alpha(24))
        })
        .show(ui, |ui| {
            ui.set_width(width - 24.0);
            // The buttons first, from the right, at their own width (French words are
            // longer: "Supprimer" went past the row's edge); the words share what is left.
            // A row is one line tall (a layout of its own took the list's whole height,
            // so that one row filled the list).
            let line = egui::vec2(ui.available_width(), ROW_HEIGHT - 22.0);
            let layout = egui::Layout::right_to_left(egui::Align::Center);
            ui.allocate_ui_with_layout(line, layout, |ui| {
                ui.set_height(line.y);
                if game.in_use {
                    ui.label(RichText::new(t.tr("saved.in_use")).size(15.0).color(MUTED));
                } else if chosen && cursor.confirm {
                    if ui.button(t.tr("saved.keep")).clicked() {
                        cursor.confirm = false;
                    }
                    if ui.button(t.tr("saved.discard")).clicked() {
                        request = Some(SavedGameRequest::Discard(game.path.clone()));
                        cursor.confirm = false;
                    }
                    ui.label(RichText::new(t.tr("saved.confirm")).size(15.0).color(WARN));
                } else {
                    if ui.button(t.tr("saved.discard")).clicked() {
                        cursor.row = Some(i);
                        cursor.confirm = true;
                    }
                    if ui
                        .button(RichText::new(t.tr("saved.resume")).font(bold(15.0)))
                        .clicked()
                    {
                        request = Some(SavedGameRequest::Resume(game.path.clone()));
                    }
                }
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    let gap = ui.spacing().item_spacing.x;
                    let rest = ui.available_width() - 4.0 * gap;
                    let (name, moves, when) = (130.0_f32, 90.0_f32, 105.0_f32);
                    let players = (rest - name - moves - when).max(60.0);
                    cell(ui, name, RichText::new(&words[0]).font(bold(17.0)));
                    cell(ui, players, RichText::new(&words[1]).size(16.0));
                    cell(ui, moves, RichText::new(&words[2]).size(15.0).color(MUTED));
                    cell(ui, when, RichText::new(&words[3]).size(15.0).color(MUTED));
                });
            });
        });
    (request, frame.response.rect)
}

/// A column of a row: `width` wide, its text on the left, cut with … when too long.
fn cell(ui: &mut egui::Ui, width: f32, text: RichText) {
    ui.allocate_ui_with_layout(
        egui::vec2(width, 28.0),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_width(width);
            ui.add(egui::Label::new(text).truncate());
        },
    );
}

#[cfg(test)]
#[path = "saved_list_tests.rs"]
mod tests;
