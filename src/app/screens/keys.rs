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
use crate::app::screens::focus::{no_dialog, no_window_over};
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
            chosen.and_then(|c| crate::rules::GameId::ALL.get(c.0).copied())
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
                Screen::behind_menu(replay.as_deref().is_some_and(|r| r.active()))
            } else {
                Screen::Menu
            });
        }
    } else if ctrl && keys.just_pressed(KeyCode::KeyN) {
        state.new_game_open = true;
    }
}
