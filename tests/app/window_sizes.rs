//! The menu, each game and a lesson in the real window at 1600x900, 3840x2160 and 800x1000, in
//! both languages between them: `unlur screenshot` fails when anything of the HUD is
//! drawn past the window's edge or a text is smaller than reads at that size (see
//! `app::layout_check`), so each capture here holds both.

use crate::testing::*;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

/// What to show: the menu, a game from its record, or a lesson (the one with the
/// longest instruction, over the most crowded HUD).
const SCREENS: [(&str, Option<&str>); 5] = [
    ("menu", None),
    ("unlur", Some("finished-side8.unlur")),
    ("ur", Some("midgame.ur")),
    ("uckers", Some("midgame.uckers")),
    ("lesson", Some("uckers-4")),
];

/// Captures every screen at `size` in `langs`; panics with every overflow found.
fn every_screen_fits(size: (u32, u32), langs: &[&str]) {
    if !xvfb_available() {
        return;
    }
    let (w, h) = (size.0.to_string(), size.1.to_string());
    let mut failures = Vec::new();
    for lang in langs {
        for (name, what) in SCREENS {
            let record = what.map(|r| format!("{DATA}/{r}"));
            let mut args = vec!["screenshot", "--width", &w, "--height", &h, "--lang", lang];
            match (name, what, &record) {
                ("lesson", Some(lesson), _) => args.extend(["--lesson", lesson]),
                (_, _, Some(path)) => args.extend(["--record", path.as_str()]),
                _ => args.push("--menu"),
            }
            args.push("--out");
            let label = format!("{name}-{lang}-{w}x{h}");
            match capture_on_screen(&label, size, &args) {
                Ok(img) => assert_eq!(img.dimensions(), size, "{label}"),
                Err(e) => failures.push(format!("{label}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_screen_fits_a_16_by_9_window() {
    every_screen_fits((1600, 900), &["en", "fr"]);
}

#[test]
fn every_screen_fits_a_4k_window() {
    every_screen_fits((3840, 2160), &["fr"]);
}

#[test]
fn every_screen_fits_a_tall_narrow_window() {
    every_screen_fits((800, 1000), &["fr", "en"]);
}

/// Issue 36, item 8: at 800x600 the review of a game fits with its essentials in both
/// languages (the capture fails on anything drawn past the edge), and the move shown
/// stays in view in the list below them (it slid out of view when the card grew as the
/// review came: the list kept where it had scrolled for its taller self).
#[test]
fn a_reviewed_game_fits_an_800_by_600_window_with_the_move_shown_in_view() {
    if !xvfb_available() {
        return;
    }
    let record = format!("{DATA}/finished-side6.unlur");
    for lang in ["fr", "en"] {
        let label = format!("review-{lang}-800x600");
        let args = [
            "screenshot",
            "--record",
            &record,
            "--review",
            // A debug build's searches are slow: a short review, the same layout.
            "--seconds",
            "0.02",
            "--width",
            "800",
            "--height",
            "600",
            "--lang",
            lang,
            "--out",
        ];
        let img =
            capture_on_screen(&label, (800, 600), &args).unwrap_or_else(|e| panic!("{label}: {e}"));
        // The lit row of the move list (the last move, shown) in the review's card at
        // the top right.
        let card = image::imageops::crop_imm(&img, 400, 0, 400, 300).to_image();
        let lit = card
            .pixels()
            .filter(|p| p[0].abs_diff(120) < 6 && p[1].abs_diff(78) < 6 && p[2].abs_diff(20) < 6)
            .count();
        assert!(
            lit > 300,
            "{label}: the move shown is in view ({lit} lit pixels)"
        );
    }
}
