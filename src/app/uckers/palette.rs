//! Uckers's colours in each palette (see [`crate::app::table::palette`] for what the palettes
//! promise).

use bevy::prelude::*;

use crate::app::table::palette::*;
use crate::settings::Palette;

/// The Uckers board's colours.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UckersColours {
    /// Yellow, red, green, blue.
    pub colours: [Color; 4],
    /// The symbol on each colour's pieces (accessible palettes).
    pub symbols: [Color; 4],
    /// The board.
    pub board: Color,
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
    };
    match palette {
        Palette::Standard => standard,
        Palette::ColourBlind => UckersColours {
            colours: [OI_YELLOW, VERMILLION, OI_GREEN, OI_BLUE],
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
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::table::palette::checks::*;

    #[test]
    fn every_accessible_palette_keeps_the_colours_and_the_marks_apart() {
        for p in ACCESSIBLE {
            let k = uckers(p);
            stands_out(move_marks(p).from, k.board, 4.5, &format!("{p:?} marks"));
            // Each colour's symbol shows on it.
            for (c, s) in k.colours.iter().zip(k.symbols) {
                stands_out(s, *c, 3.0, &format!("{p:?} symbol on {c:?}"));
            }
            // A deuteranope tells the four colours apart.
            for i in 0..4 {
                for j in i + 1..4 {
                    let d = seen_apart(k.colours[i], k.colours[j]);
                    assert!(d > 0.08, "{p:?}: colours {i} and {j} look alike ({d})");
                }
            }
        }
        // The standard palette's red and green are what the colour-blind one is for.
        let s = uckers(Palette::Standard);
        let d = seen_apart(s.colours[1], s.colours[2]);
        let cb = uckers(Palette::ColourBlind);
        let d_cb = seen_apart(cb.colours[1], cb.colours[2]);
        assert!(d_cb > d, "{d_cb} vs {d}");
    }
}
