//! The menu and each game in the real window at 1600x900, 3840x2160 and 800x1000, in
//! both languages between them: `unlur screenshot` fails when anything of the HUD is
//! drawn past the window's edge or a text is smaller than reads at that size (see
//! `app::layout_check`), so each capture here holds both.

use crate::testing::*;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

/// What to show: the menu, or a game from its record.
const SCREENS: [(&str, Option<&str>); 4] = [
    ("menu", None),
    ("unlur", Some("finished-side8.unlur")),
    ("ur", Some("midgame.ur")),
    ("uckers", Some("midgame.uckers")),
];

/// Captures every screen at `size` in `langs`; panics with every overflow found.
fn every_screen_fits(size: (u32, u32), langs: &[&str]) {
    if !xvfb_available() {
        return;
    }
    let (w, h) = (size.0.to_string(), size.1.to_string());
    let mut failures = Vec::new();
    for lang in langs {
        for (name, record) in SCREENS {
            let record = record.map(|r| format!("{DATA}/{r}"));
            let mut args = vec!["screenshot", "--width", &w, "--height", &h, "--lang", lang];
            match &record {
                Some(path) => args.extend(["--record", path.as_str()]),
                None => args.push("--menu"),
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
