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
        crate::app::screens::menu::game_name(t, game.game).to_string(),
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
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn times_read_as_people_say_them() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let ago = |s| now - Duration::from_secs(s);
        assert_eq!(when(Tr::EN, ago(5), now), "just now");
        assert_eq!(when(Tr::EN, ago(300), now), "5 min ago");
        assert_eq!(when(Tr::FR, ago(7300), now), "il y a 2 h");
        assert_eq!(when(Tr::EN, ago(3 * 86_400), now), "3 days ago");
        assert_eq!(players(Tr::EN, &["Ann".into(), "Bob".into()]), "Ann vs Bob");
        // Default names in the list's language, whatever the file's.
        let colours = ["Yellow", "Red", "Green", "Blue"].map(String::from);
        assert_eq!(
            players(Tr::FR, &colours),
            "Jaune contre Rouge contre Vert contre Bleu"
        );
    }

    fn game(path: &str, in_use: bool) -> SavedGame {
        SavedGame {
            path: path.into(),
            game: crate::app::session::screen::ActiveGame::Unlur,
            names: vec!["Ann".into(), "Bob".into()],
            seats: Vec::new(),
            moves: 3,
            modified: SystemTime::UNIX_EPOCH,
            in_use,
        }
    }

    /// The texts drawn where they can be seen, after a frame of the list with `cursor`,
    /// `height` tall.
    fn seen(
        ctx: &egui::Context,
        list: &[SavedGame],
        cursor: &mut SavedCursor,
        height: f32,
    ) -> Vec<String> {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1024.0, 640.0),
            )),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            draw(ui, Tr::EN, list, cursor, 900.0, height);
        });
        out.textures_delta.clear();
        out.shapes
            .iter()
            .filter_map(|c| match &c.shape {
                egui::Shape::Text(t) => {
                    let rect = t.galley.rect.translate(t.pos.to_vec2());
                    c.clip_rect
                        .intersects(rect)
                        .then(|| t.galley.text().to_string())
                }
                _ => None,
            })
            .collect()
    }

    /// Hardening 2: with 25 games in progress and room for one row, the title says how
    /// many there are, and the keyboard's cursor brings any row into view.
    #[test]
    fn every_game_of_a_long_list_can_be_reached() {
        let list: Vec<SavedGame> = (0..25)
            .map(|i| SavedGame {
                names: vec![format!("P{i}"), "Bob".into()],
                ..game(&format!("{i}.txt"), false)
            })
            .collect();
        let ctx = egui::Context::default();
        crate::app::look::setup_fonts(&ctx);
        let mut cursor = SavedCursor::default();
        let mut texts = Vec::new();
        for _ in 0..3 {
            texts = seen(&ctx, &list, &mut cursor, 10.0);
        }
        assert!(
            texts.iter().any(|t| t == "Games in progress (25)"),
            "{texts:?}"
        );
        assert!(texts.iter().any(|t| t == "P0 vs Bob"), "{texts:?}");
        assert!(
            !texts.iter().any(|t| t == "P1 vs Bob"),
            "one row: {texts:?}"
        );
        for row in [24, 12, 0] {
            cursor.row = Some(row);
            for _ in 0..3 {
                texts = seen(&ctx, &list, &mut cursor, 10.0);
            }
            let name = format!("P{row} vs Bob");
            assert!(texts.contains(&name), "{name}: {texts:?}");
        }
        // With room, four rows show.
        cursor.row = None;
        for _ in 0..3 {
            texts = seen(&ctx, &list, &mut cursor, 1000.0);
        }
        let rows = texts.iter().filter(|t| t.ends_with(" vs Bob")).count();
        assert!(rows >= 4, "{texts:?}");
    }

    #[test]
    fn the_keyboard_resumes_and_discards_only_when_sure() {
        let list = [
            game("a.txt", false),
            game("b.txt", true),
            game("c.txt", false),
        ];
        let mut cursor = SavedCursor::default();
        let press = |key: KeyCode, cursor: &mut SavedCursor| {
            let mut keys = ButtonInput::<KeyCode>::default();
            keys.press(key);
            super::keys(&keys, &list, cursor)
        };
        // Enter on the game cards is not the list's.
        assert_eq!(press(KeyCode::Enter, &mut cursor), None);
        assert_eq!(press(KeyCode::ArrowDown, &mut cursor), None);
        assert_eq!(
            press(KeyCode::Enter, &mut cursor),
            Some(SavedGameRequest::Resume("a.txt".into()))
        );
        // A game open in another window can be neither resumed nor discarded.
        press(KeyCode::ArrowDown, &mut cursor);
        assert_eq!(press(KeyCode::Delete, &mut cursor), None);
        assert_eq!(press(KeyCode::Enter, &mut cursor), None);
        press(KeyCode::ArrowDown, &mut cursor);
        press(KeyCode::ArrowDown, &mut cursor);
        assert_eq!(cursor.row, Some(2), "the cursor stops at the last row");
        assert_eq!(press(KeyCode::Delete, &mut cursor), None, "asks first");
        assert!(cursor.confirm);
        assert_eq!(press(KeyCode::Escape, &mut cursor), None);
        assert!(!cursor.confirm, "Esc keeps it");
        press(KeyCode::Delete, &mut cursor);
        assert_eq!(
            press(KeyCode::Delete, &mut cursor),
            Some(SavedGameRequest::Discard("c.txt".into()))
        );
        for _ in 0..3 {
            press(KeyCode::ArrowUp, &mut cursor);
        }
        assert_eq!(cursor.row, None, "back on the game cards");
    }
}
