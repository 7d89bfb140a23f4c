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
pub mod keys;
mod marks;
mod outline;
pub mod palette;
mod panel;
mod pointer;
pub mod turns;
pub mod tweens;
mod view;
pub mod win;
pub mod words;

/// Run condition: Unlur is the game on screen (also when no game state exists yet).
pub fn active(
    state: Option<
        bevy::prelude::Res<bevy::prelude::State<crate::app::session::screen::ActiveGame>>,
    >,
) -> bool {
    crate::app::game_core::active::<game::UnlurMatch>(state)
}
