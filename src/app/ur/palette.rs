//! Royal d'Ûr's colours in each palette (see [`crate::app::palette`] for what the palettes
//! promise).

use bevy::prelude::*;

use crate::app::palette::*;
use crate::settings::Palette;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::palette::checks::*;

    #[test]
    fn every_palette_keeps_the_sides_and_the_marks_apart() {
        for p in Palette::ALL {
            let r = ur(p);
            assert!(contrast(r.pieces[0], r.pieces[1]) > 10.0, "{p:?} Ur pieces");
            assert!(contrast(r.bands[0], r.pieces[0]) > 4.5, "{p:?} Ur band 1");
            assert!(contrast(r.bands[1], r.pieces[1]) > 4.5, "{p:?} Ur band 2");
        }
        for p in [Palette::ColourBlind, Palette::HighContrast] {
            // Legal-move marks stand out from the boards they lie on.
            assert!(
                contrast(ur(p).marks[0], ur(p).shell) > 4.5,
                "{p:?} Ur marks"
            );
        }
    }
}
