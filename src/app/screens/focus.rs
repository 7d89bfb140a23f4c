//! Who the keys and the pointer go to: the run conditions that give them to a game,
//! the replay or the review only while no window, dialog or panel takes them.

use bevy::prelude::*;

use crate::app::ground::settings::AppSettings;
use crate::app::session::hud_state::HudState;
use crate::app::session::screen::Screen;

/// Run condition: no window that takes the keys (the settings, the file dialog, the
/// rules) is open over the game or the replay.
pub fn no_window_over(
    settings: Option<Res<AppSettings>>,
    files: Option<Res<crate::app::screens::files::FileDialog>>,
    rules: Option<Res<crate::app::screens::rules::RulesScreen>>,
) -> bool {
    settings.is_none_or(|s| !s.open)
        && files.is_none_or(|f| !f.is_open())
        && rules.is_none_or(|r| !r.open)
}

/// Whether a click or a hover on the board is the player's: the game is on screen with
/// its HUD, no window or dialog is open over it, and the pointer is not on a panel or a
/// card (a click in the new-game dialog, opened from the menu, placed a stone on the
/// board behind it). Every game's pointer observers ask it.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BoardPointer<'w> {
    screen: Option<Res<'w, State<Screen>>>,
    bare: Option<Res<'w, crate::app::session::screen::BareView>>,
    replay: Option<Res<'w, crate::app::session::records::Replay>>,
    settings: Option<Res<'w, AppSettings>>,
    files: Option<Res<'w, crate::app::screens::files::FileDialog>>,
    rules: Option<Res<'w, crate::app::screens::rules::RulesScreen>>,
    hud: Option<Res<'w, HudState>>,
    egui: Option<Res<'w, bevy_egui::input::EguiWantsInput>>,
    puzzles: Option<Res<'w, crate::app::session::puzzle::Puzzles>>,
}

impl BoardPointer<'_> {
    /// Whether the pointer is the board's now.
    pub fn free(&self) -> bool {
        // Headless runs have no screens: the board is all there is.
        let on_screen = self.screen.as_ref().is_none_or(|s| {
            *s.get() == Screen::Playing
                && self.bare.is_none()
                && self.replay.as_ref().is_none_or(|r| !r.active())
        });
        let windows = self.settings.as_ref().is_none_or(|s| !s.open)
            && self.files.as_ref().is_none_or(|f| !f.is_open())
            && self.rules.as_ref().is_none_or(|r| !r.open)
            && self.hud.as_ref().is_none_or(|h| !h.new_game_open);
        on_screen
            && windows
            && self
                .egui
                .as_ref()
                .is_none_or(|e| !e.wants_any_pointer_input())
            && not_answered(self.puzzles.as_deref())
    }
}

/// Run condition: the new-game dialog is not open (it takes the keys while it is).
pub fn no_dialog(hud: Option<Res<HudState>>) -> bool {
    hud.is_none_or(|h| !h.new_game_open)
}

/// Whether no answered puzzle waits on its card: once a puzzle is answered the board
/// takes no more moves from the player (a stone placed after a wrong answer stood there
/// with nothing following; Enter both went on and placed it) until the next puzzle or a
/// retry puts it again.
fn not_answered(puzzles: Option<&crate::app::session::puzzle::Puzzles>) -> bool {
    puzzles.is_none_or(|p| !p.answered())
}

/// Run condition: the keys go to the game on screen (its HUD is shown and no window
/// over it, nor the new-game dialog, takes them; nor an answered puzzle's card).
pub fn game_keys_on(
    (screen, bare, replay): (
        Res<State<Screen>>,
        Option<Res<crate::app::session::screen::BareView>>,
        Option<Res<crate::app::session::records::Replay>>,
    ),
    windows: (
        Option<Res<AppSettings>>,
        Option<Res<crate::app::screens::files::FileDialog>>,
        Option<Res<crate::app::screens::rules::RulesScreen>>,
    ),
    (hud, puzzles): (
        Option<Res<HudState>>,
        Option<Res<crate::app::session::puzzle::Puzzles>>,
    ),
) -> bool {
    crate::app::session::records::hud_shown(screen, bare, replay)
        && no_window_over(windows.0, windows.1, windows.2)
        && no_dialog(hud)
        && not_answered(puzzles.as_deref())
}
