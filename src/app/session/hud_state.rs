//! What the HUD remembers between frames: whether the new-game dialog is open and its
//! choices, and the short messages over a game (a toast, why a move was refused). The
//! session keeps it so that records, saved games and the menu can open the dialog or
//! set its choices without naming a screen; the dialog draws it.

use bevy::prelude::*;

use crate::app::session::game::NewGame;

/// What the HUD remembers between frames.
#[derive(Resource, Debug)]
pub struct HudState {
    /// The new-game dialog is open.
    pub new_game_open: bool,
    /// Frames the dialog has been drawn since it opened.
    pub dialog_frames: u32,
    /// The dialog's choices.
    pub draft: NewGame,
    /// A big message at the top for a few seconds (the end of the contract).
    pub toast: Option<(String, f32)>,
    /// Why the last move was refused, for a few seconds.
    pub refusal: Option<(String, f32)>,
}

impl HudState {
    /// The HUD at start, with the dialog's first choices.
    pub fn new(draft: NewGame) -> HudState {
        HudState {
            new_game_open: false,
            dialog_frames: 0,
            draft,
            toast: None,
            refusal: None,
        }
    }
}

impl Default for HudState {
    fn default() -> Self {
        HudState::new(NewGame::default())
    }
}
