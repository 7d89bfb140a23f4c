//! Unlur's colours in each palette (see [`crate::app::table::palette`] for what the palettes
//! promise).

use bevy::prelude::*;

use crate::app::look::style::*;
use crate::app::table::palette::*;
use crate::settings::Palette;

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
        last_move: last_move(palette),
        hover: [HOVER_OK, HOVER_BAD],
        hint: (Color::srgb(0.3, 0.9, 0.5), LinearRgba::rgb(0.2, 1.2, 0.45)),
    };
    match palette {
        Palette::Standard => standard,
        Palette::ColourBlind => UnlurColours {
            rim: [VERMILLION, OI_BLUE],
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
            last_move: last_move(palette),
            hover: [
                Color::srgba(0.0, 0.35, 1.0, 0.7),
                Color::srgba(1.0, 0.45, 0.0, 0.8),
            ],
            hint: (Color::srgb(0.0, 0.8, 1.0), LinearRgba::rgb(0.0, 1.0, 1.6)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::table::palette::checks::*;

    #[test]
    fn every_palette_keeps_the_stones_and_the_hover_marks_apart() {
        sides_apart(|p| unlur(p).stones, "stones");
        // High contrast: both stones stand out from the cells.
        let hc = unlur(Palette::HighContrast);
        for stone in hc.stones {
            stands_out(stone, hc.interior, 3.0, &format!("{stone:?} on the cells"));
        }
        for p in ACCESSIBLE {
            // The hover marks differ for a deuteranope too.
            let u = unlur(p);
            let d = seen_apart(u.hover[0], u.hover[1]);
            assert!(d > 0.2, "{p:?} hover marks ({d})");
        }
    }
}
