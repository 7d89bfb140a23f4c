//! The look: drawing helpers that know no board and no screen: the HUD's fonts,
//! colours, cards and frames (it scales with the window so it reads from across a room),
//! widgets, move lists, the cards at the top, style constants, the words every HUD uses,
//! and the window's icon. Each game draws its own panel in [`GameHud`].

use std::sync::Arc;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{self, Color32, FontData, FontFamily, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) mod egui_input;
mod move_list;
pub mod style;
pub mod text;
mod top_cards;
mod widgets;
pub mod window_fit;
pub mod window_icon;
pub(crate) use move_list::{coloured_move_list, move_list};
pub use top_cards::TopCards;
pub(crate) use widgets::*;

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

pub(crate) const TOAST_SECONDS: f32 = 6.0;
pub(crate) const REFUSAL_SECONDS: f32 = 4.0;
/// The window height at which the HUD is drawn at zoom 1.
const REFERENCE_HEIGHT: f32 = 860.0;
/// The window width at which the HUD is drawn at zoom 1 (narrower windows shrink it).
const REFERENCE_WIDTH: f32 = 820.0;

/// The cards' smoked glass: dark and warm, the table faintly seen through it.
const CARD_FILL: Color32 = Color32::from_rgba_premultiplied(16, 15, 17, 212);
pub(crate) const ACCENT: Color32 = Color32::from_rgb(236, 178, 84);
const TEXT: Color32 = Color32::from_rgb(232, 228, 220);
pub(crate) const MUTED: Color32 = Color32::from_rgb(160, 160, 165);
pub(crate) const WARN: Color32 = Color32::from_rgb(240, 120, 100);

/// The games' own HUD panels are drawn in this set (the new-game dialog comes after it).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameHud;

pub(super) fn plugin(app: &mut App) {
    egui_input::plugin(app);
    app.init_resource::<TopCards>()
        .init_resource::<UiFonts>()
        .add_systems(EguiPrimaryContextPass, install_fonts)
        .configure_sets(EguiPrimaryContextPass, GameHud.after(install_fonts));
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

/// Run condition: the app's fonts are in use.
pub fn fonts_ready(fonts: Option<Res<UiFonts>>) -> bool {
    fonts.is_some_and(|f| f.0 == 2)
}

pub(crate) fn setup_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "inter".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../../assets/fonts/Inter-Regular.otf"
        ))),
    );
    fonts.font_data.insert(
        "inter-semibold".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../../assets/fonts/Inter-SemiBold.otf"
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
    style.visuals = theme();
    style.visuals.override_text_color = Some(TEXT);
    // A steady text cursor: a blinking one asks for two frames a second while a name
    // is typed (the window otherwise sleeps; see `app::pace`).
    style.visuals.text_cursor.blink = false;
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

/// The app's own look for egui: warm dark buttons with a soft edge that warms on hover
/// and takes the accent's gold when pressed or chosen, rounded like the cards; the gold
/// kept for what matters (the titles, the player to move, a choice made).
fn theme() -> egui::Visuals {
    let mut v = egui::Visuals::dark();
    let radius = egui::CornerRadius::same(7);
    let edge = |a: u8| egui::Stroke::new(1.0, Color32::from_rgba_unmultiplied(236, 178, 84, a));
    let w = &mut v.widgets;
    w.noninteractive.bg_stroke = egui::Stroke::new(1.0, Color32::from_white_alpha(26));
    w.inactive.weak_bg_fill = Color32::from_rgb(46, 42, 38);
    w.inactive.bg_fill = Color32::from_rgb(46, 42, 38);
    w.inactive.bg_stroke = edge(46);
    w.hovered.weak_bg_fill = Color32::from_rgb(66, 56, 42);
    w.hovered.bg_fill = Color32::from_rgb(66, 56, 42);
    w.hovered.bg_stroke = edge(150);
    w.active.weak_bg_fill = Color32::from_rgb(104, 78, 38);
    w.active.bg_fill = Color32::from_rgb(104, 78, 38);
    w.active.bg_stroke = edge(230);
    w.open.weak_bg_fill = Color32::from_rgb(66, 56, 42);
    for state in [&mut w.inactive, &mut w.hovered, &mut w.active, &mut w.open] {
        state.corner_radius = radius;
    }
    w.inactive.fg_stroke.color = TEXT;
    v.selection.bg_fill = Color32::from_rgb(138, 98, 40);
    v.selection.stroke = egui::Stroke::new(1.5, ACCENT);
    v.hyperlink_color = ACCENT;
    // Opaque: a drop-down's list and a tooltip are drawn in the window's fill, and the
    // text under them showed through the cards' translucent fill (the new-game dialog's
    // sentences under "AI - beginner"). The cards keep theirs ([`card`]).
    v.window_fill = Color32::from_rgb(24, 23, 26);
    v.panel_fill = CARD_FILL;
    v.window_corner_radius = egui::CornerRadius::same(12);
    v.window_stroke = egui::Stroke::new(1.0, Color32::from_white_alpha(28));
    v.extreme_bg_color = Color32::from_rgb(14, 13, 15);
    v
}

/// The smallest text the HUD draws, in points: at the HUD's zoom (the window's height
/// over 860, or its width over 820 where that is less) it is never under 1/62 of the
/// window's height, so it reads from across a room as the headings do (what
/// `unlur screenshot` checks, see [`crate::app::screens::screenshot::layout_check`]).
pub const SMALL: f32 = 15.0;

/// The demo's big screen sizes its text and bars as shares of the window's height.
pub mod big_screen {
    /// The smallest text of the show ("Press any key", the live bar's title): its
    /// capitals a fortieth of the screen's height (Inter's capitals are 0.73 of its
    /// size), read from five metres on a 4K screen.
    pub const HINT: f32 = 0.036;
    /// The live chance bar's width.
    pub const BAR_WIDTH: f32 = 0.45;
}

/// A seat's name with what it is doing or has done: "Ann - to move", "Bob - winner".
pub fn with_state(name: &str, state: &str) -> String {
    format!("{name} - {state}")
}

/// A PNG compiled into the app, as an image for egui (the menu's and the rules' pictures).
pub fn picture(
    images: &mut Assets<Image>,
    png: &[u8],
) -> Result<Handle<Image>, bevy::image::TextureError> {
    Image::from_buffer(
        png,
        bevy::image::ImageType::Extension("png"),
        bevy::image::CompressedImageFormats::NONE,
        true,
        bevy::image::ImageSampler::linear(),
        bevy::asset::RenderAssetUsages::RENDER_WORLD,
    )
    .map(|image| images.add(image))
}
