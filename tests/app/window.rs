//! What a person sees: the real window under Xvfb, captured to a PNG and checked.

use crate::testing::*;

/// `unlur frame-bench` in the real window: it measures idle frames, then frames while
/// an AI thinks, and reports both. The 10% target is measured with it on an idle machine
/// (docs/ai.md), not asserted here, where other tests share the CPU.
#[test]
fn the_frame_bench_measures_idle_and_thinking_frames() {
    if !xvfb_available() {
        return;
    }
    let _screen = one_screen_at_a_time();
    let out = std::process::Command::new("xvfb-run")
        .args([
            "-a",
            "-s",
            "-screen 0 1280x800x24",
            env!("CARGO_BIN_EXE_unlur"),
        ])
        .args(["frame-bench", "--size", "6", "--stones", "12"])
        .args(["--seconds", "3", "--level", "max"])
        .args(["--width", "640", "--height", "400"])
        .output()
        .expect("run the app");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the bench failed: {text}");
    let lines: Vec<&str> = text.lines().collect();
    let [.., idle, thinking, played, last] = lines.as_slice() else {
        panic!("a short report: {text}");
    };
    assert!(
        idle.starts_with("idle: ") && idle.contains(" frames, median "),
        "{text}"
    );
    assert!(thinking.starts_with("AI (max) thinking: "), "{text}");
    // How far the AI got is not asserted: beside the other tests, a debug build's
    // niced search thread may not finish a move within the seconds measured.
    assert!(played.starts_with("the AI played "), "{text}");
    assert!(
        last.starts_with("frame time while the AI thinks: "),
        "{text}"
    );
    assert!(last.contains("% of idle (median), "), "{text}");
}

/// The demo in the real window: it starts by itself, draws its captions, never panics.
#[test]
fn demo_mode_renders_in_a_real_window() {
    if !xvfb_available() {
        return;
    }
    let img = capture_under_xvfb(
        "demo",
        &["demo", "--width", "800", "--height", "500", "--screenshot"],
    );
    // The big gold caption title and the maple board are both there.
    let gold = img
        .pixels()
        .filter(|p| p[0] > 200 && p[1] > 140 && p[1] < 200 && p[2] < 110)
        .count();
    let tiles = img.pixels().filter(|p| is_maple(p)).count();
    assert!(gold > 300, "captions drawn: {gold} gold pixels");
    assert!(tiles > 800 * 500 / 30, "board drawn: {tiles} tile pixels");
}

/// The real window under Xvfb: renders a finished game and checks the picture shows the
/// board, black and white stones, and the golden highlight of the winning group.
#[test]
fn screenshot_of_a_finished_game_shows_board_and_stones() {
    if !xvfb_available() {
        return;
    }
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/finished-side6.unlur"
    );
    let img = capture_under_xvfb(
        "finished",
        &[
            "screenshot",
            "--record",
            record,
            "--width",
            "960",
            "--height",
            "600",
            "--out",
        ],
    );
    assert_eq!(img.dimensions(), (960, 600));
    let is_tile = is_maple;
    let (mut x0, mut y0, mut x1, mut y1, mut tiles) = (u32::MAX, u32::MAX, 0, 0, 0u32);
    for (x, y, p) in img.enumerate_pixels() {
        if is_tile(p) {
            tiles += 1;
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
    }
    assert!(
        tiles > 960 * 600 / 20,
        "the board's tiles cover a good part of the window: {tiles}"
    );
    assert!(
        x1 - x0 > 300 && y1 - y0 > 200,
        "the board is large: {x0},{y0} to {x1},{y1}"
    );
    let (mut dark, mut light, mut gold) = (0, 0, 0);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let p = img.get_pixel(x, y);
            if p[0] < 45 && p[1] < 45 && p[2] < 50 {
                dark += 1;
            } else if p[0] > 215 && p[1] > 205 && p[2] > 180 {
                light += 1;
            } else if p[0] > 200 && p[1] > 130 && p[2] < 90 {
                gold += 1;
            }
        }
    }
    assert!(dark > 2_000, "black stones are visible: {dark} dark pixels");
    assert!(
        light > 1_000,
        "white stones are visible: {light} light pixels"
    );
    assert!(
        gold > 300,
        "the winning group is highlighted: {gold} gold pixels"
    );
}

/// Each game's board rests on its table, which falls off softly into the room: the
/// picture has no flat void around the board (it covered 60 to 78 per cent of a game's
/// picture when the boards floated on a flat background).
#[test]
fn every_board_rests_on_a_table_not_in_a_void() {
    if !xvfb_available() {
        return;
    }
    for record in ["finished-side6.unlur", "midgame.ur", "midgame.uckers"] {
        let path = format!("{}/tests/data/{record}", env!("CARGO_MANIFEST_DIR"));
        let img = capture_under_xvfb(
            &format!("table-{record}"),
            &[
                "screenshot",
                "--bare",
                "--record",
                &path,
                "--width",
                "640",
                "--height",
                "400",
                "--out",
            ],
        );
        let flat = flat_share(&img);
        eprintln!("{record}: {:.1} % flat", flat * 100.0);
        assert!(
            flat < 0.10,
            "{record}: {:.0} % of the picture is flat",
            flat * 100.0
        );
    }
}

/// Royal d'Ûr in the real window: the board, its rosettes and the pieces are drawn.
#[test]
fn screenshot_of_a_royal_ur_game_shows_board_and_pieces() {
    if !xvfb_available() {
        return;
    }
    let img = capture_under_xvfb(
        "ur",
        &[
            "screenshot",
            "--game",
            "ur",
            "--width",
            "1000",
            "--height",
            "600",
            "--out",
        ],
    );
    let lapis = img
        .pixels()
        .filter(|p| p[2] > 120 && p[0] < 90 && p[1] < 110)
        .count();
    let carnelian = img
        .pixels()
        .filter(|p| p[0] > 170 && p[1] < 110 && p[2] < 90)
        .count();
    let shell = img
        .pixels()
        .filter(|p| p[0] > 190 && p[1] > 180 && p[2] > 150)
        .count();
    let dark = img
        .pixels()
        .filter(|p| p[0] < 40 && p[1] < 40 && p[2] < 45)
        .count();
    assert!(
        lapis > 1500,
        "rosettes and patterns drawn: {lapis} lapis pixels"
    );
    assert!(carnelian > 100, "rosette hearts drawn: {carnelian}");
    assert!(shell > 20_000, "shell squares drawn: {shell}");
    assert!(dark > 1000, "pieces drawn: {dark}");
    // Its demo: the board and the big gold caption.
    let img = capture_under_xvfb(
        "ur-demo",
        &[
            "demo",
            "--game",
            "ur",
            "--width",
            "800",
            "--height",
            "500",
            "--screenshot",
        ],
    );
    let gold = img
        .pixels()
        .filter(|p| p[0] > 200 && p[1] > 140 && p[1] < 200 && p[2] < 110)
        .count();
    let shell = img
        .pixels()
        .filter(|p| p[0] > 190 && p[1] > 180 && p[2] > 150)
        .count();
    assert!(gold > 300, "captions drawn: {gold} gold pixels");
    assert!(shell > 8_000, "board drawn: {shell} shell pixels");
}

/// Uckers in the real window: the board's four colours and the pieces are drawn.
#[test]
fn screenshot_of_an_uckers_game_shows_the_board_and_pieces() {
    if !xvfb_available() {
        return;
    }
    let record = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/midgame.uckers");
    let img = capture_under_xvfb(
        "uckers",
        &[
            "screenshot",
            "--record",
            record,
            "--width",
            "1000",
            "--height",
            "600",
            "--out",
        ],
    );
    let count =
        |f: &dyn Fn([u8; 3]) -> bool| img.pixels().filter(|p| f([p[0], p[1], p[2]])).count();
    // Lit, the sides' colours come out paler than their base colours.
    let yellow = count(&|p| p[0] > 200 && p[1] > 170 && p[2] < 150 && p[0] > p[2] + 80);
    let red = count(&|p| p[0] > 200 && p[1] < 130 && p[2] < 120);
    let green = count(&|p| p[1] > 150 && p[0] < 150 && p[2] < 150 && p[1] > p[0] + 40);
    let blue = count(&|p| p[2] > 200 && p[0] < 130 && p[1] < 170);
    let pale = count(&|p| p[0] > 215 && p[1] > 210 && p[2] > 195);
    for (name, n) in [
        ("yellow", yellow),
        ("red", red),
        ("green", green),
        ("blue", blue),
    ] {
        assert!(n > 3000, "{name} drawn: {n} pixels");
    }
    assert!(pale > 10_000, "the track's squares drawn: {pale}");
}

/// The main menu in the real window, in English and in French: the gold title, the
/// three games' pictures (Unlur's maple cells, Uckers' four colours), and texts that
/// differ between the two languages.
#[test]
fn the_menu_shows_the_three_games_in_both_languages() {
    if !xvfb_available() {
        return;
    }
    let shot = |lang: &str| {
        capture_under_xvfb(
            &format!("menu-{lang}"),
            &[
                "screenshot",
                "--menu",
                "--lang",
                lang,
                "--width",
                "1280",
                "--height",
                "720",
                "--out",
            ],
        )
    };
    let en = shot("en");
    let fr = shot("fr");
    for img in [&en, &fr] {
        let gold = img
            .pixels()
            .filter(|p| p[0] > 200 && p[1] > 140 && p[1] < 200 && p[2] < 110)
            .count();
        assert!(
            gold > 500,
            "the title and the chosen card: {gold} gold pixels"
        );
        let maple = img.pixels().filter(|p| is_maple(p)).count();
        assert!(maple > 2000, "Unlur's picture: {maple} maple pixels");
        let uckers_red = img
            .pixels()
            .filter(|p| p[0] > 200 && p[1] < 120 && p[2] < 110)
            .count();
        assert!(uckers_red > 500, "Uckers' picture: {uckers_red} red pixels");
    }
    // The words differ; the pictures are the same.
    let differing = en
        .pixels()
        .zip(fr.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0.iter()).any(|(x, y)| x.abs_diff(*y) > 60))
        .count();
    assert!(
        differing > 2000,
        "the languages differ in {differing} pixels"
    );
}
