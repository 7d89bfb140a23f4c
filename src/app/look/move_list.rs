//! The move lists every panel shows (a game's HUD, the replay viewer, the review): one
//! line a move, a click on a line jumps there.

use bevy_egui::egui::{self, Color32};

use super::SMALL;

/// The fill of the move shown in a [`move_list`].
const LIT: Color32 = Color32::from_rgb(120, 78, 20);

/// A game's moves, one line each (`lines[i]` is move `i + 1`, its number in its words),
/// in a list at most `height` high (less where the panel's view ends sooner, so that its
/// last line shows, and `below` points of what follows it) that scrolls: to the end while `current` is `None` (a game
/// going on), else to the move shown, lit (the replay viewer). Returns the move whose
/// line was clicked: every line is a way to jump there.
pub(crate) fn move_list(
    ui: &mut egui::Ui,
    lines: &[String],
    current: Option<usize>,
    (height, below): (f32, f32),
) -> Option<usize> {
    coloured_move_list(ui, lines, &[], current, (height, below))
}

/// A [`move_list`] whose line `i` is written in `colours[i]` where that is given (the
/// review's ratings).
pub(crate) fn coloured_move_list(
    ui: &mut egui::Ui,
    lines: &[String],
    colours: &[Option<Color32>],
    current: Option<usize>,
    (height, below): (f32, f32),
) -> Option<usize> {
    let mut clicked = None;
    let room = ui.clip_rect().bottom() - ui.cursor().top() - below;
    // At least two lines, where the room is short (three pushed the panel's last lines
    // under the window's edge in Uckers' column).
    let height = height.min(room).max(40.0);
    // A whole number of lines (each as high as the last frame measured it, and 1 point
    // between): scrolled to its end, the list showed its top line cut in half (Uckers'
    // last actions).
    let measured = ui.id().with("move-list-line");
    let line = ui.data(|d| d.get_temp::<f32>(measured)).unwrap_or_else(|| {
        ui.ctx()
            .fonts_mut(|f| f.row_height(&egui::FontId::proportional(SMALL)))
            + 4.0
    }) + 1.0;
    let height = ((height + 1.0) / line).floor().max(2.0) * line - 1.0;
    let scrolled_to = ui.id().with("move-list-scrolled");
    let last_scrolled = ui.data(|d| d.get_temp::<(usize, u32)>(scrolled_to));
    // The list's own height counts too: a card that grows (a review done) shrinks the
    // list, and the move shown must come into view again.
    let shown_as = |step: usize| (step, height.round() as u32);
    egui::ScrollArea::vertical()
        .id_salt("move-list")
        .min_scrolled_height(height)
        .max_height(height)
        .stick_to_bottom(current.is_none())
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 1.0;
            ui.spacing_mut().button_padding = egui::vec2(4.0, 2.0);
            for (i, line) in lines.iter().enumerate() {
                let step = i + 1;
                let lit = current == Some(step);
                let mut text = egui::RichText::new(line).size(SMALL);
                if let Some(&Some(colour)) = colours.get(i).filter(|_| !lit) {
                    text = text.color(colour);
                }
                let row = ui.add(if lit {
                    egui::Button::new(text.color(Color32::WHITE)).fill(LIT)
                } else {
                    egui::Button::new(text).frame_when_inactive(false)
                });
                // To the move shown once when it (or the list's height) changes, not
                // every frame (the list stays where the reader scrolls it).
                if lit && last_scrolled != Some(shown_as(step)) {
                    row.scroll_to_me(Some(egui::Align::Center));
                    ui.data_mut(|d| d.insert_temp(scrolled_to, shown_as(step)));
                }
                if i == 0 {
                    ui.data_mut(|d| d.insert_temp(measured, row.rect.height()));
                }
                if row.clicked() {
                    clicked = Some(step);
                }
            }
        });
    clicked
}
