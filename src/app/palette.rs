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

use super::style::*;
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

pub(super) fn plugin(app: &mut App) {
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

const NAVY: Color = Color::srgb(0.04, 0.10, 0.42);
const NAVY_SEE_THROUGH: Color = Color::srgba(0.04, 0.10, 0.42, 0.7);
const VERMILLION: Color = Color::srgb(0.84, 0.37, 0.0);
const OI_BLUE: Color = Color::srgb(0.0, 0.45, 0.70);
const OI_GREEN: Color = Color::srgb(0.0, 0.62, 0.45);
const OI_YELLOW: Color = Color::srgb(0.94, 0.89, 0.26);
const SKY: Color = Color::srgb(0.35, 0.70, 0.90);
const INK: Color = Color::srgb(0.03, 0.03, 0.04);
const CHALK: Color = Color::srgb(0.97, 0.97, 0.95);

/// The Unlur board's colours.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UnlurColours {
    /// Interior cells.
    pub interior: Color,
    /// Edge cells when playable.
    pub edge: Color,
    /// Edge cells during the contract.
    pub edge_locked: Color,
    /// The base under the cells.
    pub base: Color,
    /// The rim bars of the two Y triples.
    pub rim: [Color; 2],
    /// Black and white stones.
    pub stones: [Color; 2],
    /// The band on white stones (accessible palettes).
    pub white_band: Color,
    /// The last-move ring.
    pub last_move: Color,
    /// The hover mark on a playable cell, and on one where no stone may go.
    pub hover: [Color; 2],
    /// The hint's ring (and its glow).
    pub hint: (Color, LinearRgba),
}

/// The Unlur board in `palette`.
pub fn unlur(palette: Palette) -> UnlurColours {
    let standard = UnlurColours {
        interior: INTERIOR_COLOUR,
        edge: EDGE_COLOUR,
        edge_locked: EDGE_LOCKED_COLOUR,
        base: BASE_COLOUR,
        rim: [RIM_A_COLOUR, RIM_B_COLOUR],
        stones: [BLACK_STONE, WHITE_STONE],
        white_band: INK,
        last_move: LAST_MOVE_COLOUR,
        hover: [HOVER_OK, HOVER_BAD],
        hint: (Color::srgb(0.3, 0.9, 0.5), LinearRgba::rgb(0.2, 1.2, 0.45)),
    };
    match palette {
        Palette::Standard => standard,
        Palette::ColourBlind => UnlurColours {
            rim: [VERMILLION, OI_BLUE],
            last_move: VERMILLION,
            hover: [OI_BLUE.with_alpha(0.6), VERMILLION.with_alpha(0.7)],
            hint: (SKY, LinearRgba::rgb(0.3, 0.8, 1.4)),
            ..standard
        },
        Palette::HighContrast => UnlurColours {
            interior: Color::srgb(0.56, 0.56, 0.55),
            edge: Color::srgb(0.46, 0.46, 0.45),
            edge_locked: Color::srgb(0.20, 0.20, 0.20),
            base: INK,
            rim: [Color::srgb(1.0, 0.55, 0.0), Color::srgb(0.15, 0.45, 1.0)],
            stones: [INK, Color::WHITE],
            white_band: INK,
            last_move: Color::srgb(1.0, 0.0, 0.0),
            hover: [
                Color::srgba(0.0, 0.35, 1.0, 0.7),
                Color::srgba(1.0, 0.45, 0.0, 0.8),
            ],
            hint: (Color::srgb(0.0, 0.8, 1.0), LinearRgba::rgb(0.0, 1.0, 1.6)),
        },
    }
}

/// The Royal d'Ûr board's colours.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UrColours {
    /// The squares, and the camps' rows.
    pub shell: Color,
    /// Each camp's squares.
    pub camps: [Color; 2],
    /// The patterns' blue.
    pub lapis: Color,
    /// Each side's pieces.
    pub pieces: [Color; 2],
    /// The band round each side's pieces (accessible palettes).
    pub bands: [Color; 2],
    /// Rings round pieces that can move, discs where they can go.
    pub marks: [Color; 2],
    /// The glow of the rings.
    pub mark_glow: LinearRgba,
}

/// The Royal d'Ûr board in `palette`.
pub fn ur(palette: Palette) -> UrColours {
    let standard = UrColours {
        shell: Color::srgb(0.90, 0.86, 0.76),
        camps: [Color::srgb(0.86, 0.78, 0.66), Color::srgb(0.80, 0.80, 0.80)],
        lapis: Color::srgb(0.10, 0.22, 0.55),
        pieces: [Color::srgb(0.95, 0.93, 0.86), Color::srgb(0.08, 0.08, 0.10)],
        bands: [INK, CHALK],
        marks: [
            Color::srgb(0.30, 0.90, 0.45),
            Color::srgba(0.30, 0.90, 0.45, 0.55),
        ],
        mark_glow: LinearRgba::rgb(0.2, 1.0, 0.4),
    };
    match palette {
        Palette::Standard => standard,
        Palette::ColourBlind => UrColours {
            marks: [NAVY, NAVY_SEE_THROUGH],
            mark_glow: LinearRgba::BLACK,
            ..standard
        },
        Palette::HighContrast => UrColours {
            shell: Color::srgb(0.58, 0.58, 0.56),
            camps: [Color::srgb(0.52, 0.52, 0.50), Color::srgb(0.52, 0.52, 0.50)],
            lapis: Color::srgb(0.05, 0.12, 0.40),
            pieces: [Color::WHITE, INK],
            bands: [INK, Color::WHITE],
            marks: [
                Color::srgb(0.0, 0.05, 0.35),
                Color::srgba(0.0, 0.05, 0.35, 0.8),
            ],
            mark_glow: LinearRgba::BLACK,
        },
    }
}

/// The Uckers board's colours.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UckersColours {
    /// Yellow, red, green, blue.
    pub colours: [Color; 4],
    /// The symbol on each colour's pieces (accessible palettes).
    pub symbols: [Color; 4],
    /// The board.
    pub board: Color,
    /// Rings round pieces to click, discs where they can go.
    pub marks: [Color; 2],
    /// The glow of the rings.
    pub mark_glow: LinearRgba,
}

/// The Uckers board in `palette`.
pub fn uckers(palette: Palette) -> UckersColours {
    let standard = UckersColours {
        colours: [
            Color::srgb(0.96, 0.78, 0.12),
            Color::srgb(0.84, 0.16, 0.14),
            Color::srgb(0.13, 0.62, 0.28),
            Color::srgb(0.14, 0.36, 0.84),
        ],
        symbols: [INK, CHALK, INK, CHALK],
        board: Color::srgb(0.93, 0.91, 0.85),
        marks: [
            Color::srgb(0.30, 0.95, 0.45),
            Color::srgba(0.30, 0.95, 0.45, 0.6),
        ],
        mark_glow: LinearRgba::rgb(0.2, 1.0, 0.4),
    };
    match palette {
        Palette::Standard => standard,
        Palette::ColourBlind => UckersColours {
            colours: [OI_YELLOW, VERMILLION, OI_GREEN, OI_BLUE],
            marks: [NAVY, NAVY_SEE_THROUGH],
            mark_glow: LinearRgba::BLACK,
            ..standard
        },
        Palette::HighContrast => UckersColours {
            colours: [
                Color::srgb(1.0, 0.85, 0.0),
                Color::srgb(0.85, 0.1, 0.0),
                Color::srgb(0.0, 0.6, 0.5),
                Color::srgb(0.0, 0.25, 0.95),
            ],
            symbols: [INK, Color::WHITE, Color::WHITE, Color::WHITE],
            board: Color::WHITE,
            marks: [INK, INK.with_alpha(0.75)],
            mark_glow: LinearRgba::BLACK,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Relative luminance (WCAG), 0 for black to 1 for white.
    fn luminance(c: Color) -> f32 {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    }

    fn contrast(a: Color, b: Color) -> f32 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    /// Colours as a deuteranope sees them (Viénot, Brettel and Mollon's projection).
    fn deuteranope(c: Color) -> [f32; 3] {
        let l = c.to_linear();
        let (r, g, b) = (l.red, l.green, l.blue);
        [
            0.29275 * r + 0.70725 * g,
            0.29275 * r + 0.70725 * g,
            -0.02234 * r + 0.02234 * g + b,
        ]
    }

    fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
        a.iter()
            .zip(b)
            .map(|(x, y)| (x - y).powi(2))
            .sum::<f32>()
            .sqrt()
    }

    #[test]
    fn every_palette_keeps_the_sides_and_the_marks_apart() {
        for p in [
            Palette::Standard,
            Palette::ColourBlind,
            Palette::HighContrast,
        ] {
            let u = unlur(p);
            assert!(contrast(u.stones[0], u.stones[1]) > 10.0, "{p:?} stones");
            let r = ur(p);
            assert!(contrast(r.pieces[0], r.pieces[1]) > 10.0, "{p:?} Ur pieces");
            assert!(contrast(r.bands[0], r.pieces[0]) > 4.5, "{p:?} Ur band 1");
            assert!(contrast(r.bands[1], r.pieces[1]) > 4.5, "{p:?} Ur band 2");
        }
        // High contrast: both stones stand out from the cells.
        let hc = unlur(Palette::HighContrast);
        for stone in hc.stones {
            assert!(contrast(stone, hc.interior) > 3.0, "{stone:?}");
        }
        for p in [Palette::ColourBlind, Palette::HighContrast] {
            // Legal-move marks stand out from the boards they lie on.
            assert!(
                contrast(ur(p).marks[0], ur(p).shell) > 4.5,
                "{p:?} Ur marks"
            );
            let k = uckers(p);
            assert!(contrast(k.marks[0], k.board) > 4.5, "{p:?} Uckers marks");
            // Each colour's symbol shows on it.
            for (c, s) in k.colours.iter().zip(k.symbols) {
                assert!(contrast(*c, s) > 3.0, "{p:?} symbol on {c:?}");
            }
            // A deuteranope tells the four colours apart.
            for i in 0..4 {
                for j in i + 1..4 {
                    let d = distance(deuteranope(k.colours[i]), deuteranope(k.colours[j]));
                    assert!(d > 0.08, "{p:?}: colours {i} and {j} look alike ({d})");
                }
            }
            // The hover marks differ for a deuteranope too.
            let u = unlur(p);
            let d = distance(deuteranope(u.hover[0]), deuteranope(u.hover[1]));
            assert!(d > 0.2, "{p:?} hover marks ({d})");
        }
        // The standard palette's red and green are what the colour-blind one is for.
        let s = uckers(Palette::Standard);
        let d = distance(deuteranope(s.colours[1]), deuteranope(s.colours[2]));
        let cb = uckers(Palette::ColourBlind);
        let d_cb = distance(deuteranope(cb.colours[1]), deuteranope(cb.colours[2]));
        assert!(d_cb > d, "{d_cb} vs {d}");
    }
}
