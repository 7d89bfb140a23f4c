//! What fills the window: the main menu, a game being played, the replay viewer or the
//! demo, as one Bevy state. The overlays (the new-game dialog, the settings, the rules,
//! the file dialog) stay resources: each opens over any screen and closes back to it,
//! and the screen under them goes on (a game's clock and AI, the demo's camera), which
//! a state of their own would have to restore by hand.

use bevy::prelude::*;

use crate::rules::GameId;

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
    /// The screen the menu goes back to: the replay viewer if a record is loaded in it
    /// (`replaying`), else the game.
    pub fn behind_menu(replaying: bool) -> Screen {
        if replaying {
            Screen::Replay
        } else {
            Screen::Playing
        }
    }
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

/// Which game the window shows: the core's [`GameId`], as a Bevy state of the app's own
/// (the core names no Bevy). Each game's systems run only while it is active, and its
/// entities go when it is left.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deref)]
pub struct ActiveGame(pub GameId);

impl ActiveGame {
    /// Unlur on screen.
    pub const UNLUR: ActiveGame = ActiveGame(GameId::Unlur);
    /// Royal d'Ûr on screen.
    pub const ROYAL_UR: ActiveGame = ActiveGame(GameId::RoyalUr);
    /// Uckers on screen.
    pub const UCKERS: ActiveGame = ActiveGame(GameId::Uckers);
}

impl From<GameId> for ActiveGame {
    fn from(game: GameId) -> ActiveGame {
        ActiveGame(game)
    }
}

impl From<ActiveGame> for GameId {
    fn from(game: ActiveGame) -> GameId {
        game.0
    }
}

/// The window shows the board alone, with no HUD (pictures for the menu).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct BareView;

/// Run condition: an AI seat may act. The game behind the menu waits, AI seats too
/// (a game restored behind the menu at start, or one left for the menu), until the
/// player goes back to it.
pub fn ai_may_act(screen: Option<Res<State<Screen>>>) -> bool {
    screen.is_none_or(|s| *s.get() != Screen::Menu)
}

/// Run condition: a game's board is looked at with its HUD's labels (played, or stepped
/// through in the replay viewer; not bare).
pub fn board_labels_shown(
    screen: Res<State<crate::app::session::screen::Screen>>,
    bare: Option<Res<BareView>>,
) -> bool {
    use crate::app::session::screen::Screen;
    matches!(
        screen.get(),
        Screen::Playing | Screen::Replay | Screen::Demo
    ) && bare.is_none()
}
