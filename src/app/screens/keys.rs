//! The app's keys. Every game: Ctrl+N new game, M mute, F11 fullscreen, F2 settings,
//! F1 the rules, Ctrl+O and Ctrl+S the files, Esc closes the dialog or the settings, else
//! goes to the menu (or back from it); the replay viewer's keys. Each game adds its own
//! keys through its registry entry (Unlur: the cell cursor, pass, hint, undo; the dice
//! games: Space rolls, the arrows go through the legal choices, Enter plays the one
//! under the cursor). Ignored while egui has the keyboard (typing a name).
//!
//! Without the egui HUD: headless tests add this plugin with
//! `bevy::input::InputPlugin` and a [`HudState`].

use bevy::prelude::*;

use crate::app::ground::settings::AppSettings;
use crate::app::session::hud_state::HudState;
use crate::app::session::screen::Screen;
use crate::app::table::input::{KeyCursor, ctrl_held, hide_cursor_on_mouse, keyboard_free};

/// The app's keys (see the module's documentation).
pub fn plugin(app: &mut App) {
    app.init_resource::<KeyCursor>().add_systems(
        Update,
        (hide_cursor_on_mouse, global_keys)
            .run_if(keyboard_free)
            .run_if(not(in_state(crate::app::session::screen::Screen::Demo))),
    );
    // The arrows step through the game in the viewer: the board's cursor, shown by
    // the arrows in the game before, would stay on a cell there and do nothing.
    app.add_systems(OnEnter(Screen::Replay), |mut cursor: ResMut<KeyCursor>| {
        cursor.shown = false;
    });
    app.add_systems(
        Update,
        replay_keys
            .before(global_keys)
            .run_if(keyboard_free)
            .run_if(no_window_over)
            .run_if(no_dialog)
            .run_if(in_state(Screen::Replay)),
    );
    crate::app::screens::review::keys::plugin(app);
    for entry in crate::app::session::registry::games() {
        (entry.keys_plugin)(app);
    }
}

/// The replay viewer's keys: Left and Right step, Home and End go to either end, Enter
/// plays on from the step shown, Esc closes the viewer.
fn replay_keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<crate::app::session::records::ReplayCommand>,
) {
    use crate::app::session::records::ReplayCommand as C;
    let pairs = [
        (KeyCode::ArrowLeft, C::Back),
        (KeyCode::ArrowRight, C::Forward),
        (KeyCode::Home, C::First),
        (KeyCode::End, C::Last),
        (KeyCode::Enter, C::PlayFromHere),
        (KeyCode::NumpadEnter, C::PlayFromHere),
    ];
    for (key, command) in pairs {
        if keys.just_pressed(key) {
            commands.write(command);
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        commands.write(C::Close);
        keys.clear_just_pressed(KeyCode::Escape);
    }
}

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
    }
}

/// Run condition: the new-game dialog is not open (it takes the keys while it is).
pub fn no_dialog(hud: Option<Res<HudState>>) -> bool {
    hud.is_none_or(|h| !h.new_game_open)
}

/// Run condition: the keys go to the game on screen (its HUD is shown and no window
/// over it, nor the new-game dialog, takes them).
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
    hud: Option<Res<HudState>>,
) -> bool {
    crate::app::session::screen::hud_shown(screen, bare, replay)
        && no_window_over(windows.0, windows.1, windows.2)
        && no_dialog(hud)
}

/// The keys every game shares.
#[allow(clippy::too_many_arguments)]
pub(crate) fn global_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut state: ResMut<HudState>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    replay: Option<Res<crate::app::session::records::Replay>>,
    mut settings: ResMut<AppSettings>,
    mut files: Option<ResMut<crate::app::screens::files::FileDialog>>,
    mut rules: Option<ResMut<crate::app::screens::rules::RulesScreen>>,
    (active, chosen): (
        Option<Res<State<crate::app::session::screen::ActiveGame>>>,
        Option<Res<crate::app::screens::menu::MenuCursor>>,
    ),
) {
    use crate::app::screens::files::DialogMode;
    let menu = *screen.get() == Screen::Menu;
    if keys.just_pressed(KeyCode::F1)
        && let Some(rules) = rules.as_mut()
    {
        rules.open = !rules.open;
        // The rules of the game on screen, or on the menu of the game chosen there.
        let game = if menu {
            chosen.and_then(|c| crate::app::screens::menu::GAMES.get(c.0).copied())
        } else {
            active.map(|g| g.get().0)
        };
        if let Some(game) = game {
            rules.game = game;
        }
    }
    let ctrl = ctrl_held(&keys);
    if keys.just_pressed(KeyCode::F11) {
        settings.update(|s| s.fullscreen = !s.fullscreen);
    }
    if keys.just_pressed(KeyCode::F2) {
        settings.open = !settings.open;
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyM) {
        settings.update(|s| s.muted = !s.muted);
    }
    if ctrl && let Some(files) = files.as_mut() {
        if keys.just_pressed(KeyCode::KeyO) {
            files.open(DialogMode::Open);
        } else if keys.just_pressed(KeyCode::KeyS) && !menu {
            files.open(DialogMode::Save);
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        if let Some(files) = files.as_mut().filter(|f| f.is_open()) {
            files.mode = None;
        } else if let Some(rules) = rules.as_mut().filter(|r| r.open) {
            rules.open = false;
        } else if settings.open {
            settings.open = false;
        } else if state.new_game_open {
            state.new_game_open = false;
        } else {
            // From a game to the menu, and from the menu back to the game.
            next_screen.set(if menu {
                Screen::behind_menu(replay.as_deref())
            } else {
                Screen::Menu
            });
        }
    } else if ctrl && keys.just_pressed(KeyCode::KeyN) {
        state.new_game_open = true;
    }
}
