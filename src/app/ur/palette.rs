//! Royal d'Ûr's colours in each palette (see [`crate::app::table::palette`] for what the palettes
//! promise).

use bevy::prelude::*;

use crate::app::table::palette::*;
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
}

/// The Royal d'Ûr board in `palette`.
pub fn ur(palette: Palette) -> UrColours {
    let standard = UrColours {
        shell: Color::srgb(0.90, 0.86, 0.76),
        camps: [Color::srgb(0.86, 0.78, 0.66), Color::srgb(0.80, 0.80, 0.80)],
        lapis: Color::srgb(0.10, 0.22, 0.55),
        pieces: [Color::srgb(0.95, 0.93, 0.86), Color::srgb(0.08, 0.08, 0.10)],
        bands: [INK, CHALK],
    };
    match palette {
        // The colour-blind palette changes only the move marks ([`move_marks`]).
        Palette::Standard | Palette::ColourBlind => standard,
        Palette::HighContrast => UrColours {
            shell: Color::srgb(0.58, 0.58, 0.56),
            camps: [Color::srgb(0.52, 0.52, 0.50), Color::srgb(0.52, 0.52, 0.50)],
            lapis: Color::srgb(0.05, 0.12, 0.40),
            pieces: [Color::WHITE, INK],
            bands: [INK, Color::WHITE],
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::table::palette::checks::*;

    #[test]
    fn every_palette_keeps_the_sides_and_the_marks_apart() {
        sides_apart(|p| ur(p).pieces, "pieces");
        for p in Palette::ALL {
            let r = ur(p);
            for i in 0..2 {
                stands_out(r.bands[i], r.pieces[i], 4.5, &format!("{p:?} band {i}"));
            }
        }
        for p in ACCESSIBLE {
            // Legal-move marks stand out from the boards they lie on.
            stands_out(
                move_marks(p).from,
                ur(p).shell,
                4.5,
                &format!("{p:?} marks"),
            );
        }
    }
}
