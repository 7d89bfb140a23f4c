//! The palettes: standard, colour-blind safe and high contrast. Every colour the boards
//! and pieces use comes from here, per palette; the views recolour their materials in
//! place when the setting changes. In the two accessible palettes the sides also differ
//! in marking: Unlur's white stones and Royal d'Ûr's pieces carry a band of the other
//! side's tone, each Uckers colour a symbol of its own on every piece (dot, ring, bar,
//! triangle), so that no choice rests on hue alone. Legal-move marks turn dark navy there
//! (green marks vanish on a light board for a red-green colour-blind eye), the last-move
//! ring strong.
//!
//! Colour-blind colours are Okabe and Ito's set (vermillion, bluish green, blue, yellow,
//! reddish purple), told apart by every common colour vision.

use bevy::prelude::*;

use crate::app::look::style::*;
use crate::settings::Palette;

/// The palette the board is drawn in (follows the settings).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ViewPalette(pub Palette);

/// A marking that sets the sides apart by shape, shown in the accessible palettes only.
#[derive(Component, Debug)]
pub struct SideMark;

/// Whether the side marks are shown in `palette`.
pub fn marks_shown(palette: Palette) -> bool {
    palette != Palette::Standard
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ViewPalette>()
        .add_systems(PostUpdate, show_side_marks);
}

/// Shows or hides the side marks: all of them when the palette changes, new ones as they
/// come.
fn show_side_marks(palette: Res<ViewPalette>, mut marks: Query<(Ref<SideMark>, &mut Visibility)>) {
    let want = if marks_shown(palette.0) {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for (mark, mut visibility) in &mut marks {
        if (palette.is_changed() || mark.is_added()) && *visibility != want {
            *visibility = want;
        }
    }
}

/// A game's board and piece materials, recoloured in place when the palette changes.
pub trait Repaint: Resource {
    /// Sets every material to its colour in `palette`.
    fn repaint(&self, palette: Palette, materials: &mut Assets<StandardMaterial>);
}

/// Recolours a game's materials when the palette changes, and whenever they are made
/// (a board built anew replaces its assets: changed, not added, and made in the
/// standard colours).
pub fn repaint<A: Repaint>(
    palette: Res<ViewPalette>,
    assets: Option<Res<A>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    if let Some(a) = assets
        && (palette.is_changed() || a.is_changed())
    {
        a.repaint(palette.0, &mut materials);
    }
}

pub const NAVY: Color = Color::srgb(0.04, 0.10, 0.42);
pub const NAVY_SEE_THROUGH: Color = Color::srgba(0.04, 0.10, 0.42, 0.7);
pub const VERMILLION: Color = Color::srgb(0.84, 0.37, 0.0);
pub const OI_BLUE: Color = Color::srgb(0.0, 0.45, 0.70);
pub const OI_GREEN: Color = Color::srgb(0.0, 0.62, 0.45);
pub const OI_YELLOW: Color = Color::srgb(0.94, 0.89, 0.26);
pub const SKY: Color = Color::srgb(0.35, 0.70, 0.90);
pub const INK: Color = Color::srgb(0.03, 0.03, 0.04);
pub const CHALK: Color = Color::srgb(0.97, 0.97, 0.95);

/// The last-move ring's colour, the same in every game.
pub fn last_move(palette: Palette) -> Color {
    match palette {
        Palette::Standard => LAST_MOVE_COLOUR,
        Palette::ColourBlind => VERMILLION,
        Palette::HighContrast => Color::srgb(1.0, 0.0, 0.0),
    }
}

/// The colours of a dice board's move marks: the rings round what can move, the discs
/// where it can go (see-through), and the rings' glow.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkColours {
    pub from: Color,
    pub to: Color,
    pub glow: LinearRgba,
}

/// The dice boards' move marks in `palette`: green and glowing, or a dark navy without
/// glow where green would clash (colour-blind) or not stand out (high contrast).
pub fn move_marks(palette: Palette) -> MarkColours {
    match palette {
        Palette::Standard => MarkColours {
            from: Color::srgb(0.30, 0.92, 0.45),
            to: Color::srgba(0.30, 0.92, 0.45, 0.58),
            glow: LinearRgba::rgb(0.2, 1.0, 0.4),
        },
        Palette::ColourBlind => MarkColours {
            from: NAVY,
            to: NAVY_SEE_THROUGH,
            glow: LinearRgba::BLACK,
        },
        Palette::HighContrast => MarkColours {
            from: Color::srgb(0.0, 0.05, 0.35),
            to: Color::srgba(0.0, 0.05, 0.35, 0.8),
            glow: LinearRgba::BLACK,
        },
    }
}

/// Sets a material's colour (and glow) if it differs.
pub fn recolour(
    materials: &mut Assets<StandardMaterial>,
    handle: &Handle<StandardMaterial>,
    colour: Color,
    glow: Option<LinearRgba>,
) {
    if let Some(mut m) = materials.get_mut(handle) {
        m.base_color = colour;
        if let Some(glow) = glow {
            m.emissive = glow;
        }
    }
}

/// What the palettes' tests measure: contrast and how a deuteranope sees colours.
#[cfg(test)]
pub(crate) mod checks {
    use bevy::prelude::*;

    /// Relative luminance (WCAG), 0 for black to 1 for white.
    pub fn luminance(c: Color) -> f32 {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    }

    /// The contrast ratio of two colours (WCAG), 1 to 21.
    pub fn contrast(a: Color, b: Color) -> f32 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    /// Colours as a deuteranope sees them (Viénot, Brettel and Mollon's projection).
    pub fn deuteranope(c: Color) -> [f32; 3] {
        let l = c.to_linear();
        let (r, g, b) = (l.red, l.green, l.blue);
        [
            0.29275 * r + 0.70725 * g,
            0.29275 * r + 0.70725 * g,
            -0.02234 * r + 0.02234 * g + b,
        ]
    }

    /// The palettes made for eyes that need them.
    pub const ACCESSIBLE: [crate::settings::Palette; 2] = [
        crate::settings::Palette::ColourBlind,
        crate::settings::Palette::HighContrast,
    ];

    /// Fails, saying `what`, unless `a` stands out from `b` by a contrast over `least`.
    pub fn stands_out(a: Color, b: Color, least: f32, what: &str) {
        let c = contrast(a, b);
        assert!(
            c > least,
            "{what}: contrast {c:.2}, at least {least} wanted"
        );
    }

    /// Fails unless the two sides' colours (`sides` in a palette) stand far apart in
    /// every palette: the palettes' first promise.
    pub fn sides_apart(sides: impl Fn(crate::settings::Palette) -> [Color; 2], what: &str) {
        for p in crate::settings::Palette::ALL {
            let [a, b] = sides(p);
            stands_out(a, b, 10.0, &format!("{p:?} {what}"));
        }
    }

    /// How far apart a deuteranope sees two colours.
    pub fn seen_apart(a: Color, b: Color) -> f32 {
        distance(deuteranope(a), deuteranope(b))
    }

    /// How far apart two seen colours are.
    pub fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
        a.iter()
            .zip(b)
            .map(|(x, y)| (x - y).powi(2))
            .sum::<f32>()
            .sqrt()
    }
}
