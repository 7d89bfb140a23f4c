//! Unlur on screen: the match and its messages, the board's entities, the AI players and
//! the HUD panel.

pub mod ai_player;
mod assets;
pub mod board;
mod entry;
pub mod frame_bench;
pub use entry::ENTRY;
pub mod game;
pub mod hud;
mod marks;
pub mod palette;
mod panel;
pub mod tweens;
pub mod words;
