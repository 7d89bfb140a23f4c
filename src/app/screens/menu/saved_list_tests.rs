//! The menu's list of games in progress: its words, its keys, and every game of a long
//! list reachable.

use super::*;
use std::time::Duration;

#[test]
fn times_read_as_people_say_them() {
    let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
    let ago = |s| now - Duration::from_secs(s);
    assert_eq!(when(Tr::EN, ago(5), now), "just now");
    assert_eq!(when(Tr::EN, ago(300), now), "5 min ago");
    assert_eq!(when(Tr::FR, ago(7300), now), "il y a 2 h");
    assert_eq!(when(Tr::EN, ago(3 * 86_400), now), "3 days ago");
    assert_eq!(players(Tr::EN, &["Ann".into(), "Bob".into()]), "Ann vs Bob");
    // Default names in the list's language, whatever the file's.
    let colours = ["Yellow", "Red", "Green", "Blue"].map(String::from);
    assert_eq!(
        players(Tr::FR, &colours),
        "Jaune contre Rouge contre Vert contre Bleu"
    );
}

fn game(path: &str, in_use: bool) -> SavedGame {
    SavedGame {
        path: path.into(),
        game: crate::rules::GameId::Unlur,
        names: vec!["Ann".into(), "Bob".into()],
        seats: Vec::new(),
        moves: 3,
        modified: SystemTime::UNIX_EPOCH,
        in_use,
    }
}

/// The texts drawn where they can be seen, after a frame of the list with `cursor`,
/// `height` tall.
fn seen(
    ctx: &egui::Context,
    list: &[SavedGame],
    cursor: &mut SavedCursor,
    height: f32,
) -> Vec<String> {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1024.0, 640.0),
        )),
        ..Default::default()
    };
    let mut out = ctx.run_ui(input, |ui| {
        draw(ui, Tr::EN, list, cursor, 900.0, height);
    });
    out.textures_delta.clear();
    out.shapes
        .iter()
        .filter_map(|c| match &c.shape {
            egui::Shape::Text(t) => {
                let rect = t.galley.rect.translate(t.pos.to_vec2());
                c.clip_rect
                    .intersects(rect)
                    .then(|| t.galley.text().to_string())
            }
            _ => None,
        })
        .collect()
}

/// Hardening 2: with 25 games in progress and room for one row, the title says how
/// many there are, and the keyboard's cursor brings any row into view.
#[test]
fn every_game_of_a_long_list_can_be_reached() {
    let list: Vec<SavedGame> = (0..25)
        .map(|i| SavedGame {
            names: vec![format!("P{i}"), "Bob".into()],
            ..game(&format!("{i}.txt"), false)
        })
        .collect();
    let ctx = egui::Context::default();
    crate::app::look::setup_fonts(&ctx);
    let mut cursor = SavedCursor::default();
    let mut texts = Vec::new();
    for _ in 0..3 {
        texts = seen(&ctx, &list, &mut cursor, 10.0);
    }
    assert!(
        texts.iter().any(|t| t == "Games in progress (25)"),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t == "P0 vs Bob"), "{texts:?}");
    assert!(
        !texts.iter().any(|t| t == "P1 vs Bob"),
        "one row: {texts:?}"
    );
    for row in [24, 12, 0] {
        cursor.row = Some(row);
        for _ in 0..3 {
            texts = seen(&ctx, &list, &mut cursor, 10.0);
        }
        let name = format!("P{row} vs Bob");
        assert!(texts.contains(&name), "{name}: {texts:?}");
    }
    // With room, four rows show.
    cursor.row = None;
    for _ in 0..3 {
        texts = seen(&ctx, &list, &mut cursor, 1000.0);
    }
    let rows = texts.iter().filter(|t| t.ends_with(" vs Bob")).count();
    assert!(rows >= 4, "{texts:?}");
}

#[test]
fn the_keyboard_resumes_and_discards_only_when_sure() {
    let list = [
        game("a.txt", false),
        game("b.txt", true),
        game("c.txt", false),
    ];
    let mut cursor = SavedCursor::default();
    let press = |key: KeyCode, cursor: &mut SavedCursor| {
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(key);
        super::keys(&keys, &list, cursor)
    };
    // Enter on the game cards is not the list's.
    assert_eq!(press(KeyCode::Enter, &mut cursor), None);
    assert_eq!(press(KeyCode::ArrowDown, &mut cursor), None);
    assert_eq!(
        press(KeyCode::Enter, &mut cursor),
        Some(SavedGameRequest::Resume("a.txt".into()))
    );
    // A game open in another window can be neither resumed nor discarded.
    press(KeyCode::ArrowDown, &mut cursor);
    assert_eq!(press(KeyCode::Delete, &mut cursor), None);
    assert_eq!(press(KeyCode::Enter, &mut cursor), None);
    press(KeyCode::ArrowDown, &mut cursor);
    press(KeyCode::ArrowDown, &mut cursor);
    assert_eq!(cursor.row, Some(2), "the cursor stops at the last row");
    assert_eq!(press(KeyCode::Delete, &mut cursor), None, "asks first");
    assert!(cursor.confirm);
    assert_eq!(press(KeyCode::Escape, &mut cursor), None);
    assert!(!cursor.confirm, "Esc keeps it");
    press(KeyCode::Delete, &mut cursor);
    assert_eq!(
        press(KeyCode::Delete, &mut cursor),
        Some(SavedGameRequest::Discard("c.txt".into()))
    );
    for _ in 0..3 {
        press(KeyCode::ArrowUp, &mut cursor);
    }
    assert_eq!(cursor.row, None, "back on the game cards");
}
