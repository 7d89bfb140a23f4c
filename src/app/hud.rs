//! The heads-up display's chrome, shared by every game (egui): the fonts, colours, cards
//! and frames, the state the HUD keeps between frames, and the new-game dialog's place.
//! It scales with the window so it reads from across a room. Each game draws its own
//! panel in [`GameHud`].

use std::sync::Arc;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{self, Color32, CornerRadius, FontData, FontFamily, FontId, Margin, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::NewGame;
use super::camera::UiInsets;
use super::settings::AppSettings;

/// Why a dice game refused the last request, shown for a few seconds.
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<(String, f32)>);

impl Notice {
    /// Seconds a refusal stays on screen.
    pub const SECONDS: f32 = 4.0;

    /// Shows `refusal` if there is a new one, and counts the time shown down by `dt`.
    pub fn update(&mut self, refusal: Option<&str>, dt: f32) {
        if let Some(text) = refusal {
            self.0 = Some((text.to_string(), Notice::SECONDS));
        }
        if let Some((_, left)) = self.0.as_mut() {
            *left -= dt;
            if *left <= 0.0 {
                self.0 = None;
            }
        }
    }
}

/// What the HUD remembers between frames.
#[derive(Resource, Debug)]
pub struct HudState {
    /// The new-game dialog is open.
    pub new_game_open: bool,
    /// Frames the dialog has been drawn since it opened.
    pub dialog_frames: u32,
    /// The dialog's choices.
    pub draft: NewGame,
    /// A big message at the top for a few seconds (the end of the contract).
    pub toast: Option<(String, f32)>,
    /// Why the last move was refused, for a few seconds.
    pub refusal: Option<(String, f32)>,
}

impl HudState {
    /// The HUD at start, with the dialog's first choices.
    pub fn new(draft: NewGame) -> HudState {
        HudState {
            new_game_open: false,
            dialog_frames: 0,
            draft,
            toast: None,
            refusal: None,
        }
    }
}

impl Default for HudState {
    fn default() -> Self {
        HudState::new(NewGame::default())
    }
}

pub(crate) const TOAST_SECONDS: f32 = 6.0;
pub(crate) const REFUSAL_SECONDS: f32 = 4.0;
/// The window height at which the HUD is drawn at zoom 1.
const REFERENCE_HEIGHT: f32 = 860.0;
/// The window width at which the HUD is drawn at zoom 1 (narrower windows shrink it).
const REFERENCE_WIDTH: f32 = 820.0;

const CARD_FILL: Color32 = Color32::from_rgba_premultiplied(22, 24, 30, 232);
pub(crate) const ACCENT: Color32 = Color32::from_rgb(236, 178, 84);
const TEXT: Color32 = Color32::from_rgb(232, 228, 220);
pub(crate) const MUTED: Color32 = Color32::from_rgb(160, 160, 165);
pub(crate) const WARN: Color32 = Color32::from_rgb(240, 120, 100);

/// The games' own HUD panels are drawn in this set (the new-game dialog comes after it).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameHud;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudState>()
        .add_systems(Update, |mut state: ResMut<HudState>| {
            if !state.new_game_open && state.dialog_frames != 0 {
                state.dialog_frames = 0;
            }
        })
        .init_resource::<UiFonts>()
        .add_systems(EguiPrimaryContextPass, install_fonts)
        .configure_sets(EguiPrimaryContextPass, GameHud.after(install_fonts))
        .add_systems(
            EguiPrimaryContextPass,
            super::dialog::draw_new_game_dialog
                .run_if(|state: Res<HudState>| state.new_game_open)
                .run_if(super::demo::demo_off)
                .run_if(fonts_ready)
                .after(GameHud)
                .after(install_fonts),
        );
}

/// Whether the app's fonts are installed in egui (0: not yet, 1: asked, 2: in use).
#[derive(Resource, Default, Debug)]
pub struct UiFonts(u8);

/// New fonts take effect from the next egui pass: nothing that uses them is drawn
/// before then.
/// Also scales the whole UI with the window, so it reads from across a room.
pub(crate) fn install_fonts(
    mut contexts: EguiContexts,
    mut fonts: ResMut<UiFonts>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    match fonts.0 {
        0 => {
            setup_fonts(ctx);
            fonts.0 = 1;
        }
        1 => fonts.0 = 2,
        _ => {}
    }
    let (width, height) = window
        .as_ref()
        .map(|w| (w.width(), w.height()))
        .unwrap_or((REFERENCE_WIDTH, REFERENCE_HEIGHT));
    let zoom = (height / REFERENCE_HEIGHT)
        .min(width / REFERENCE_WIDTH)
        .clamp(0.6, 3.0);
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// The window shows the board alone, with no HUD (pictures for the menu).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct BareView;

/// Run condition: a game's HUD and keys are in use (a game is played, not bare).
pub fn hud_shown(screen: Res<State<super::screen::Screen>>, bare: Option<Res<BareView>>) -> bool {
    *screen.get() == super::screen::Screen::Playing && bare.is_none()
}

/// Run condition: a game's board is looked at with its HUD's labels (played, or stepped
/// through in the replay viewer; not bare).
pub fn board_labels_shown(
    screen: Res<State<super::screen::Screen>>,
    bare: Option<Res<BareView>>,
) -> bool {
    use super::screen::Screen;
    matches!(screen.get(), Screen::Playing | Screen::Replay) && bare.is_none()
}

/// Run condition: the app's fonts are in use.
pub fn fonts_ready(fonts: Option<Res<UiFonts>>) -> bool {
    fonts.is_some_and(|f| f.0 == 2)
}

pub(crate) fn setup_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "inter".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../assets/fonts/Inter-Regular.otf"
        ))),
    );
    fonts.font_data.insert(
        "inter-semibold".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../assets/fonts/Inter-SemiBold.otf"
        ))),
    );
    if let Some(list) = fonts.families.get_mut(&FontFamily::Proportional) {
        list.insert(0, "inter".into());
    }
    fonts.families.insert(
        FontFamily::Name("bold".into()),
        vec!["inter-semibold".into(), "inter".into()],
    );
    ctx.set_fonts(fonts);
    let mut style = (*ctx.global_style()).clone();
    style.visuals = egui::Visuals::dark();
    style.visuals.override_text_color = Some(TEXT);
    style.spacing.item_spacing = egui::vec2(8.0, 7.0);
    style.spacing.button_padding = egui::vec2(12.0, 6.0);
    for (ts, size) in [
        (egui::TextStyle::Body, 16.0),
        (egui::TextStyle::Button, 16.0),
        (egui::TextStyle::Small, SMALL),
        (egui::TextStyle::Heading, 24.0),
        (egui::TextStyle::Monospace, 15.0),
    ] {
        style.text_styles.insert(ts, FontId::proportional(size));
    }
    ctx.set_global_style(style);
}

/// The smallest text the HUD draws, in points: at the HUD's zoom (the window's height
/// over 860, or its width over 820 where that is less) it is never under 1/62 of the
/// window's height, so it reads from across a room as the headings do (what
/// `unlur screenshot` checks, see [`super::layout_check`]).
pub const SMALL: f32 = 15.0;

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

/// What every game's HUD panel draws with: egui, the shell's HUD state and settings, and
/// the insets that keep the board clear of the panels.
#[derive(SystemParam)]
pub struct HudFrame<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    /// The shell's HUD state (the new-game dialog).
    pub hud: ResMut<'w, HudState>,
    /// The settings (language, mute, the settings screen).
    pub settings: ResMut<'w, AppSettings>,
    insets: ResMut<'w, UiInsets>,
    jumps: MessageWriter<'w, super::records::JumpTo>,
}

impl HudFrame<'_, '_> {
    /// This frame's egui context.
    pub fn ctx(&mut self) -> Result<egui::Context> {
        Ok(self.contexts.ctx_mut()?.clone())
    }

    /// Shows the game at the move a [`move_list`]'s line was clicked for, if one was.
    pub fn jump(&mut self, step: Option<usize>) {
        if let Some(step) = step {
            self.jumps.write(super::records::JumpTo(step));
        }
    }

    /// Keeps the board clear of the panels, `points` in egui points (at `ctx`'s zoom).
    pub fn keep_clear(&mut self, ctx: &egui::Context, points: UiInsets) {
        let zoom = ctx.zoom_factor();
        self.insets.set_if_neq(UiInsets {
            left: points.left * zoom,
            right: points.right * zoom,
            top: points.top * zoom,
            bottom: points.bottom * zoom,
        });
    }

    /// A column of `cards` cards at the window's top left, about a quarter of the window
    /// wide (within `width`), which the board keeps clear of; in a narrow window
    /// ([`compact`]) the cards stand side by side in a strip across the top instead.
    /// Either scrolls when its cards do not fit. `add` draws the cards, given each card's
    /// width, the HUD state and the settings (for [`undo_and_shell_buttons`]); they count
    /// as changed only when a button writes them.
    pub fn left_column(
        &mut self,
        id: &'static str,
        (least, most): (f32, f32),
        cards: usize,
        add: impl FnOnce(&mut egui::Ui, f32, &mut Mut<HudState>, &mut Mut<AppSettings>),
    ) -> Result {
        let ctx = self.ctx()?;
        let screen = ctx.content_rect();
        let (mut hud, mut settings) = (self.hud.reborrow(), self.settings.reborrow());
        let across = compact(screen);
        let column = egui::Area::new(id.into())
            .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
            .show(&ctx, |ui| {
                if across {
                    let n = cards.max(1) as f32;
                    let gap = ui.spacing().item_spacing.x;
                    let width = (screen.width() - 24.0 - gap * (n - 1.0)) / n - CARD_EDGES;
                    let tallest = screen.height() * 0.45;
                    egui::ScrollArea::vertical()
                        .min_scrolled_height(tallest)
                        .max_height(tallest)
                        .show(ui, |ui| {
                            ui.horizontal_top(|ui| add(ui, width, &mut hud, &mut settings))
                        });
                } else {
                    let width = (screen.width() * 0.27).clamp(least, most);
                    let tallest = screen.height() - 24.0;
                    egui::ScrollArea::vertical()
                        .min_scrolled_height(tallest)
                        .max_height(tallest)
                        .show(ui, |ui| add(ui, width, &mut hud, &mut settings));
                }
            });
        let rect = column.response.rect;
        self.keep_clear(
            &ctx,
            if across {
                UiInsets {
                    top: rect.bottom() + 8.0,
                    ..default()
                }
            } else {
                UiInsets {
                    left: rect.right() + 12.0,
                    ..default()
                }
            },
        );
        Ok(())
    }
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

/// What the dice show (`shown`), after their name (`label`).
pub(crate) fn dice_line(ui: &mut egui::Ui, label: &str, shown: &str, size: f32) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(label).size(17.0).color(MUTED));
        ui.label(egui::RichText::new(shown).font(bold(size)).color(ACCENT));
    });
}

/// Why the last request was refused, while the notice lasts.
pub(crate) fn notice_line(ui: &mut egui::Ui, notice: &Notice) {
    if let Some((text, _)) = &notice.0 {
        ui.label(egui::RichText::new(text).color(WARN).size(15.0));
    }
}

/// A dice game's row of buttons after its own: undo (while there is a `moves` to take
/// back), a new game, mute, the settings; whether undo was clicked. The HUD state and
/// the settings are written only when their button is clicked.
pub(crate) fn undo_and_shell_buttons(
    ui: &mut egui::Ui,
    moves: bool,
    hud: &mut Mut<HudState>,
    settings: &mut Mut<AppSettings>,
) -> bool {
    let t = settings.tr();
    let undo = undo_button(ui, t, "common.undo", moves, settings.get().takebacks);
    if ui.button(t.tr("common.new_game_key")).clicked() {
        hud.new_game_open = true;
    }
    let mute = if settings.get().muted {
        t.tr("common.unmute")
    } else {
        t.tr("common.mute")
    };
    if ui.button(mute).clicked() {
        settings.update(|s| s.muted = !s.muted);
    }
    if ui.button(t.tr("common.settings")).clicked() {
        settings.open = true;
    }
    undo
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
    let button = ui.add_enabled(moves && takebacks, egui::Button::new(t.tr(key)));
    if takebacks {
        button.clicked()
    } else {
        button
            .on_disabled_hover_text(t.tr("common.takebacks_off"))
            .clicked()
    }
}

/// A game's moves, one line each (`lines[i]` is move `i + 1`, its number in its words),
/// in a list at most `height` high (less where the panel's view ends sooner, so that its
/// last line shows) that scrolls: to the end while `current` is `None` (a game
/// going on), else to the move shown, lit (the replay viewer). Returns the move whose
/// line was clicked: every line is a way to jump there.
pub(crate) fn move_list(
    ui: &mut egui::Ui,
    lines: &[String],
    current: Option<usize>,
    height: f32,
) -> Option<usize> {
    let mut clicked = None;
    let room = ui.clip_rect().bottom() - ui.cursor().top() - 32.0;
    let height = height.min(room).max(90.0);
    let scrolled_to = ui.id().with("move-list-scrolled");
    let last_scrolled = ui.data(|d| d.get_temp::<usize>(scrolled_to));
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
                let row = ui.add(
                    egui::Button::selectable(lit, egui::RichText::new(line).size(SMALL))
                        .frame_when_inactive(false),
                );
                // To the move shown once when it changes, not every frame (the list
                // stays where the reader scrolls it).
                if lit && last_scrolled != Some(step) {
                    row.scroll_to_me(Some(egui::Align::Center));
                    ui.data_mut(|d| d.insert_temp(scrolled_to, step));
                }
                if row.clicked() {
                    clicked = Some(step);
                }
            }
        });
    clicked
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
}
