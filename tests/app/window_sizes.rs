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
