//! Unlur on screen: the match and its messages, the board's entities, the AI players and
//! the HUD panel.

pub mod ai_player;
pub mod board;
pub mod game;
pub mod hud;
