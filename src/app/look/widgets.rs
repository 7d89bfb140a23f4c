//! What every game's panel is drawn with: the frame of the HUD column (or strip), its
//! cards, titles, dice and notice lines, the undo and shell buttons, and the app's
//! dialogs (the move lists are `move_list.rs`).

use bevy_egui::egui::{self, Color32, CornerRadius, FontFamily, FontId, Margin, Stroke};

use super::*;

pub(crate) fn bold(size: f32) -> FontId {
    FontId::new(size, FontFamily::Name("bold".into()))
}

/// The frame of a player's row, lit while that player is to move.
pub(crate) fn player_frame(to_move: bool) -> egui::Frame {
    egui::Frame::new()
        .fill(if to_move {
            Color32::from_rgba_premultiplied(70, 52, 20, 200)
        } else {
            Color32::TRANSPARENT
        })
        .corner_radius(CornerRadius::same(8))
        .inner_margin(Margin::symmetric(8, 6))
}

/// Whether a window is too narrow for HUD columns beside the board: the HUD then runs
/// across the top.
pub(crate) fn compact(screen: egui::Rect) -> bool {
    screen.width() < screen.height() * 1.45
}

/// What a [`card`] adds to its content's width: margins and stroke.
pub(crate) const CARD_EDGES: f32 = 34.0;

/// A game's title at the head of its panel.
pub(crate) fn title(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).font(bold(30.0)).color(ACCENT));
}

/// What the dice show (`shown`), after their name (`label`); before a throw, `idle`
/// in quiet words on a line as high (a bold orange "-" read as a glitch, "_").
pub(crate) fn dice_line(
    ui: &mut egui::Ui,
    label: &str,
    shown: Option<&str>,
    size: f32,
    idle: &str,
) {
    let font = bold(size);
    let high = ui.ctx().fonts_mut(|f| f.row_height(&font));
    ui.horizontal(|ui| {
        ui.set_min_height(high);
        ui.label(egui::RichText::new(label).size(17.0).color(MUTED));
        match shown {
            Some(shown) => ui.label(egui::RichText::new(shown).font(font).color(ACCENT)),
            None => ui.label(egui::RichText::new(idle).size(17.0).color(MUTED).italics()),
        };
    });
}

/// Why the last request was refused, while the notice lasts.
pub(crate) fn notice_line(ui: &mut egui::Ui, notice: &Notice) {
    refusal_line(ui, notice.0.as_ref().map(|(text, _)| text.as_str()));
}

/// Why the last move was refused, in a line the HUD keeps whether or not there is one:
/// the HUD keeps its height, so the board under a narrow window's strip of cards does
/// not move when a move is refused (the next click landed on another cell).
pub(crate) fn refusal_line(ui: &mut egui::Ui, text: Option<&str>) {
    ui.label(
        egui::RichText::new(text.unwrap_or(" "))
            .color(WARN)
            .size(15.0),
    );
}

/// The pictures at the head of the HUD's buttons, drawn in the accent's gold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Icon {
    Undo,
    NewGame,
    SoundOn,
    SoundOff,
    Fullscreen,
    Settings,
    Hint,
}

impl Icon {
    fn glyph(self) -> &'static str {
        match self {
            Icon::Undo => "⟲",
            Icon::NewGame => "✚",
            Icon::SoundOn => "🔊",
            Icon::SoundOff => "🔇",
            Icon::Fullscreen => "⛶",
            Icon::Settings => "⚙",
            Icon::Hint => "💡",
        }
    }
}

/// A button with its picture before its words.
pub(crate) fn icon_button(icon: Icon, text: &str) -> egui::Button<'static> {
    use egui::text::{LayoutJob, TextFormat};
    let mut job = LayoutJob::default();
    let size = 16.0;
    job.append(
        icon.glyph(),
        0.0,
        TextFormat::simple(FontId::proportional(size), ACCENT),
    );
    job.append(
        text,
        7.0,
        TextFormat::simple(FontId::proportional(size), TEXT),
    );
    egui::Button::new(job)
}

/// The undo button in the words of `key`: usable while there is a move to take back
/// (`moves`) and the settings allow takebacks; it says why when they do not.
pub(crate) fn undo_button(
    ui: &mut egui::Ui,
    t: crate::i18n::Tr,
    key: &str,
    moves: bool,
    takebacks: bool,
) -> bool {
    let button = ui.add_enabled(moves && takebacks, icon_button(Icon::Undo, t.tr(key)));
    if takebacks {
        button.clicked()
    } else {
        button
            .on_disabled_hover_text(t.tr("common.takebacks_off"))
            .clicked()
    }
}

/// One card of a [`HudFrame::left_column`], `width` wide, its content one line under
/// the other (also when the column runs across the top of a narrow window).
pub(crate) fn column_card(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    card().show(ui, |ui| {
        ui.set_width(width);
        ui.vertical(|ui| {
            ui.set_width(width);
            add(ui)
        });
    });
}

/// A dialog in front of everything (the new-game dialog, the settings): the screen
/// behind clearly dimmed, the dialog framed in the accent colour so it never reads as
/// part of the page under it.
pub(crate) fn modal(id: &'static str) -> egui::Modal {
    egui::Modal::new(id.into())
        .backdrop_color(Color32::from_black_alpha(170))
        .frame(
            card()
                .fill(Color32::from_rgb(24, 26, 33))
                .inner_margin(Margin::same(22))
                .stroke(Stroke::new(2.0, ACCENT)),
        )
}

pub(crate) fn card() -> egui::Frame {
    egui::Frame::new()
        .fill(CARD_FILL)
        .corner_radius(CornerRadius::same(12))
        .inner_margin(Margin::same(16))
        .stroke(Stroke::new(1.0, Color32::from_white_alpha(28)))
        // Lifted off the table by a soft shadow.
        .shadow(egui::Shadow {
            offset: [0, 6],
            blur: 18,
            spread: 0,
            color: Color32::from_black_alpha(90),
        })
}
