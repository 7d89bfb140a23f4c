//! Unlur on screen: the match and its messages, the board's entities, the AI players and
//! the HUD panel.

pub mod ai_player;
mod assets;
pub mod board;
pub mod game;
pub mod hud;
mod marks;
mod panel;

/// What the shell shows of Unlur.
pub const ENTRY: crate::app::registry::GameEntry = crate::app::registry::GameEntry {
    id: crate::rules::GameId::Unlur,
    name_key: "menu.unlur",
    about_key: "menu.unlur.about",
    picture: include_bytes!("../../../assets/menu/unlur.png"),
    rules: [
        include_str!("../../../assets/rules/unlur.en.txt"),
        include_str!("../../../assets/rules/unlur.fr.txt"),
    ],
    rules_pictures: &[
        (
            "line",
            include_bytes!("../../../assets/rules/unlur-line.png"),
        ),
        ("y", include_bytes!("../../../assets/rules/unlur-y.png")),
    ],
};
