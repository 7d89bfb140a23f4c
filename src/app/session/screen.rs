//! What fills the window: the main menu, a game being played, the replay viewer or the
//! demo, as one Bevy state. The overlays (the new-game dialog, the settings, the rules,
//! the file dialog) stay resources: each opens over any screen and closes back to it,
//! and the screen under them goes on (a game's clock and AI, the demo's camera), which
//! a state of their own would have to restore by hand.

use bevy::prelude::*;

use super::records::Replay;

/// What is in front.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// A game is played: its HUD and keys are live.
    #[default]
    Playing,
    /// The main menu, over the game (which waits).
    Menu,
    /// The replay viewer steps through a record.
    Replay,
    /// AIs play each other for a big screen.
    Demo,
}

impl Screen {
    /// The screen the menu goes back to: the replay viewer if a record is loaded,
    /// else the game.
    pub fn behind_menu(replay: Option<&Replay>) -> Screen {
        if replay.is_some_and(|r| r.active()) {
            Screen::Replay
        } else {
            Screen::Playing
        }
    }
}

/// Whether `screen` is in front.
pub fn showing(state: &State<Screen>, screen: Screen) -> bool {
    *state.get() == screen
}

/// A game has been in front this run (played, or a record viewed): the menu offers to
/// go back to it and to save it. At a first start on the menu there is none, though a
/// blank board waits behind it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameBehind(pub bool);

pub(crate) fn plugin(app: &mut App) {
    let seen = |mut behind: ResMut<GameBehind>| behind.0 = true;
    app.init_resource::<GameBehind>()
        .add_systems(OnEnter(Screen::Playing), seen)
        .add_systems(OnEnter(Screen::Replay), seen);
}
