//! How the main menu fills its window: the three game cards side by side in a wide
//! window, one above the other (picture beside the words) in a tall one, always of equal
//! size; and the row of shell buttons, what each says (Resume names the game behind the
//! menu, its players and its moves), as wide as its longest word, wrapped into centred
//! rows when the window is too narrow for one.

use bevy_egui::egui::{self, Color32, CornerRadius, RichText, Stroke};

use crate::app::look::{ACCENT, MUTED, bold};
use crate::app::session::registry::game_name;
use crate::i18n::Tr;
use crate::rules::GameId;

/// The menu's outer margin, in points.
pub const MARGIN: f32 = 28.0;
/// Between two cards.
const GAP: f32 = 22.0;
/// A card's inner margin and stroke (the same for the chosen card, which only changes
/// colour, so that all cards have one size).
const PADDING: f32 = 12.0;
const STROKE: f32 = 2.5;
/// Between two buttons of the shell's row.
const BUTTON_GAP: f32 = 8.0;

/// The cards' shape in a window whose free area (inside the margins) is `free`, with
/// `below` points kept under the cards (buttons, key line, the games in progress).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cards {
    /// One above the other, the picture beside the words.
    pub stacked: bool,
    /// A card's outer width.
    pub width: f32,
    /// The picture's size.
    pub picture: egui::Vec2,
}

impl Cards {
    pub fn new(free: egui::Vec2, below: f32) -> Self {
        let edges = 2.0 * (PADDING + STROKE);
        // The title and subtitle above the cards.
        let head = 110.0;
        if free.x < free.y * 1.2 {
            let width = free.x;
            let room = (free.y - head - below - 2.0 * GAP) / 3.0 - edges;
            let by_width = (width - edges) * 0.45;
            let h = room.min(by_width * 9.0 / 16.0).max(60.0);
            Cards {
                stacked: true,
                width,
                picture: egui::vec2(h * 16.0 / 9.0, h),
            }
        } else {
            let width = ((free.x - 2.0 * GAP) / 3.0).min(520.0);
            let words = 150.0;
            let by_height = (free.y - head - below - words - edges) * 16.0 / 9.0;
            let w = (width - edges).min(by_height).max(120.0);
            Cards {
                stacked: false,
                width,
                picture: egui::vec2(w, w * 9.0 / 16.0),
            }
        }
    }

    /// The width of the row or column of cards.
    pub fn span(&self) -> f32 {
        if self.stacked {
            self.width
        } else {
            3.0 * self.width + 2.0 * GAP
        }
    }
}

/// What a person did to a game card this frame.
#[derive(Default, Debug, Clone, Copy)]
pub struct CardResponse {
    pub clicked: bool,
    pub hovered: bool,
}

/// What a game card shows.
pub struct CardWords<'a> {
    pub name: &'a str,
    pub about: &'a str,
    pub button: &'a str,
}

/// The cards, in `shape`, for `games` (words and picture), `chosen` lit; one response each.
pub fn draw_cards(
    ui: &mut egui::Ui,
    shape: Cards,
    games: &[(CardWords, Option<egui::TextureId>)],
    chosen: usize,
) -> Vec<CardResponse> {
    let inner = shape.width - 2.0 * (PADDING + STROKE);
    let words_width = if shape.stacked {
        inner - shape.picture.x - 16.0
    } else {
        inner
    };
    // Every card reserves room for the longest description, so that all are one size
    // and their buttons stand in a line.
    let about_font = egui::FontId::proportional(15.0);
    let tallest = games
        .iter()
        .map(|(w, _)| {
            ui.painter()
                .layout(w.about.to_string(), about_font.clone(), MUTED, words_width)
                .size()
                .y
        })
        .fold(0.0, f32::max);
    let mut responses = Vec::new();
    let one =
        |ui: &mut egui::Ui, i: usize, (words, picture): &(CardWords, Option<egui::TextureId>)| {
            let selected = chosen == i;
            let mut response = CardResponse::default();
            let frame = egui::Frame::new()
                .fill(Color32::from_rgb(24, 26, 33))
                .corner_radius(CornerRadius::same(14))
                .inner_margin(egui::Margin::same(PADDING as i8))
                .stroke(Stroke::new(
                    STROKE,
                    if selected {
                        ACCENT
                    } else {
                        Color32::from_white_alpha(30)
                    },
                ));
            let shown = frame.show(ui, |ui| {
                ui.set_width(inner);
                ui.set_max_width(inner);
                let picture_ui = |ui: &mut egui::Ui| match picture {
                    Some(id) => {
                        ui.add(
                            egui::Image::new((*id, shape.picture))
                                .corner_radius(CornerRadius::same(8)),
                        );
                    }
                    None => {
                        ui.allocate_exact_size(shape.picture, egui::Sense::hover());
                    }
                };
                let mut words_ui = |ui: &mut egui::Ui| {
                    ui.label(RichText::new(words.name).font(bold(28.0)));
                    let about = ui.label(
                        RichText::new(words.about)
                            .font(about_font.clone())
                            .color(MUTED),
                    );
                    ui.add_space((tallest - about.rect.height()).max(0.0) + 6.0);
                    let button = egui::Button::new(RichText::new(words.button).font(bold(18.0)))
                        .fill(if selected {
                            Color32::from_rgb(120, 78, 20)
                        } else {
                            Color32::from_rgb(48, 50, 58)
                        });
                    response.clicked = ui.add(button).clicked();
                };
                if shape.stacked {
                    ui.horizontal_top(|ui| {
                        picture_ui(ui);
                        ui.add_space(8.0);
                        ui.vertical(|ui| {
                            ui.set_width(words_width);
                            words_ui(ui);
                        });
                    });
                } else {
                    ui.vertical(|ui| {
                        // Narrower than the card when the window is short (games in
                        // progress below): centred over the words.
                        ui.vertical_centered(picture_ui);
                        ui.add_space(6.0);
                        words_ui(ui);
                    });
                }
            });
            response.hovered = shown.response.hovered();
            response
        };
    if shape.stacked {
        ui.vertical_centered(|ui| {
            for (i, game) in games.iter().enumerate() {
                if i > 0 {
                    ui.add_space(GAP / 2.0);
                }
                responses.push(one(ui, i, game));
            }
        });
    } else {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            ui.add_space(((ui.available_width() - shape.span()) / 2.0).max(0.0));
            for (i, game) in games.iter().enumerate() {
                if i > 0 {
                    ui.add_space(GAP);
                }
                responses.push(one(ui, i, game));
            }
        });
    }
    responses
}

/// How `n` buttons of one `width` fall into centred rows within `room`: the number of
/// buttons in each row, as even as can be.
pub fn button_rows(n: usize, width: f32, room: f32) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let per_row = (((room + BUTTON_GAP) / (width + BUTTON_GAP)).floor() as usize).clamp(1, n);
    let rows = n.div_ceil(per_row);
    let base = n / rows;
    let extra = n % rows;
    (0..rows).map(|r| base + usize::from(r < extra)).collect()
}

/// The width of each of the shell's buttons: that of the widest word.
fn button_width(ui: &egui::Ui, labels: &[(&str, Option<&str>)]) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    labels
        .iter()
        .map(|(l, _)| {
            ui.painter()
                .layout_no_wrap(l.to_string(), font.clone(), Color32::WHITE)
                .size()
                .x
        })
        .fold(140.0, f32::max)
        + ui.spacing().button_padding.x * 2.0
}

/// How many rows the shell's buttons take in `room` points.
pub fn button_row_count(ui: &egui::Ui, labels: &[(&str, Option<&str>)], room: f32) -> f32 {
    button_rows(labels.len(), button_width(ui, labels), room).len() as f32
}

/// The shell's buttons (`labels`, with a hover text each where given) in centred rows,
/// all as wide as the widest word; which was clicked.
pub fn draw_buttons(ui: &mut egui::Ui, labels: &[(&str, Option<&str>)]) -> Option<usize> {
    let width = button_width(ui, labels);
    let room = ui.available_width();
    let mut clicked = None;
    let mut next = 0;
    for count in button_rows(labels.len(), width, room) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = BUTTON_GAP;
            let used = count as f32 * width + (count as f32 - 1.0) * BUTTON_GAP;
            ui.add_space(((room - used) / 2.0).max(0.0));
            for (i, (label, hover)) in labels.iter().enumerate().skip(next).take(count) {
                let mut response = ui.add_sized([width, 40.0], egui::Button::new(*label));
                if let Some(h) = hover {
                    response = response.on_hover_text(*h);
                }
                if response.clicked() {
                    clicked = Some(i);
                }
            }
        });
        next += count;
    }
    clicked
}

/// What a button of the menu's shell row does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shell {
    Back,
    Online,
    Learn,
    Puzzles,
    Rules,
    Open,
    Save,
    Settings,
    Demo,
    Quit,
}

/// A game's players and moves, as the games in progress say them: "Ann vs Bob, 12
/// moves".
pub(crate) fn about(t: Tr, names: &[String], moves: usize) -> String {
    format!(
        "{}, {}",
        super::saved_list::players(t, names),
        t.trf("saved.moves", &[("n", &moves)])
    )
}

/// What the menu's online button leads to: the online window, a game kept from before
/// the app stopped (the friend's name), or the online game on the board (the friend's
/// name), which it goes back to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum OnlineButton {
    /// The online window, nothing under way.
    New,
    /// A kept game waits to be resumed.
    Kept(String),
    /// The online game is on the board.
    OnBoard(String),
}

/// The shell row's buttons: their words, what they do, their hover text. Going back to
/// the game and saving it only when there is a game behind the menu; the online button
/// as `online` says.
pub(crate) fn shell_buttons(
    t: Tr,
    behind: Option<(GameId, bool)>,
    about: &str,
    online: &OnlineButton,
) -> Vec<(String, Shell, Option<&'static str>)> {
    let mut buttons = Vec::new();
    if let Some((game, resumed)) = behind {
        let back = if resumed {
            t.trf(
                "menu.resume",
                &[("game", &game_name(t, game)), ("about", &about)],
            )
        } else {
            t.tr("menu.continue").to_string()
        };
        buttons.push((back, Shell::Back, None));
    }
    let online = match online {
        OnlineButton::New => t.tr("menu.online").to_string(),
        OnlineButton::Kept(name) => t.trf("menu.online_kept", &[("name", name)]),
        OnlineButton::OnBoard(name) => t.trf("menu.online_on_board", &[("name", name)]),
    };
    buttons.push((online, Shell::Online, None));
    buttons.push((t.tr("menu.learn").to_string(), Shell::Learn, None));
    buttons.push((t.tr("menu.puzzles").to_string(), Shell::Puzzles, None));
    buttons.push((t.tr("menu.rules").to_string(), Shell::Rules, None));
    buttons.push((t.tr("menu.open").to_string(), Shell::Open, None));
    if behind.is_some() {
        buttons.push((t.tr("menu.save").to_string(), Shell::Save, None));
    }
    buttons.push((t.tr("common.settings").to_string(), Shell::Settings, None));
    buttons.push((
        t.tr("menu.demo").to_string(),
        Shell::Demo,
        Some(t.tr("dialog.demo_hover")),
    ));
    buttons.push((t.tr("menu.quit").to_string(), Shell::Quit, None));
    buttons
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buttons_wrap_into_even_centred_rows() {
        assert_eq!(button_rows(7, 170.0, 1500.0), vec![7]);
        // 800 points hold four buttons of 170 with their gaps: seven make rows of 4 and 3.
        assert_eq!(button_rows(7, 170.0, 760.0), vec![4, 3]);
        assert_eq!(button_rows(5, 170.0, 540.0), vec![3, 2]);
        assert_eq!(button_rows(3, 500.0, 100.0), vec![1, 1, 1]);
        assert!(button_rows(0, 170.0, 800.0).is_empty());
    }

    #[test]
    fn wide_windows_put_cards_side_by_side_and_tall_ones_one_above_the_other() {
        let wide = Cards::new(egui::vec2(1473.0, 804.0), 160.0);
        assert!(!wide.stacked);
        assert!(wide.span() <= 1473.0 + 0.5, "{wide:?}");
        assert!(wide.picture.x <= wide.width - 2.0 * (PADDING + STROKE) + 0.5);
        let tall = Cards::new(egui::vec2(764.0, 969.0), 160.0);
        assert!(tall.stacked);
        assert!(tall.span() <= 764.0);
        // Three cards, the head and what is below fit the height.
        let card = tall.picture.y + 2.0 * (PADDING + STROKE);
        assert!(
            110.0 + 3.0 * card + 2.0 * GAP + 160.0 <= 969.0 + 0.5,
            "{tall:?}"
        );
        assert!(tall.picture.x < 764.0 * 0.5);
    }

    #[test]
    fn resume_says_the_game_its_players_and_its_moves() {
        let names = ["Ann".to_string(), "Bob".to_string()];
        let resume = |t: Tr, moves| {
            shell_buttons(
                t,
                Some((GameId::Unlur, true)),
                &about(t, &names, moves),
                &OnlineButton::New,
            )[0]
            .0
            .clone()
        };
        assert_eq!(resume(Tr::EN, 12), "Resume Unlur: Ann vs Bob, 12 moves (C)");
        assert_eq!(resume(Tr::EN, 1), "Resume Unlur: Ann vs Bob, 1 move (C)");
        assert_eq!(
            resume(Tr::FR, 12),
            "Reprendre Unlur : Ann contre Bob, 12 coups (C)"
        );
        let back = shell_buttons(Tr::EN, Some((GameId::Unlur, false)), "", &OnlineButton::New)[0].1;
        assert_eq!(back, Shell::Back);
    }
}
