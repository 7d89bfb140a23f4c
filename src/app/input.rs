//! Keyboard shortcuts. Every game: Ctrl+N new game, M mute, F11 fullscreen, F2 settings,
//! Esc closes the dialog or the settings, else goes to the menu (or back from it). Unlur: P pass, H hint, Ctrl+Z undo. The dice
//! games' own keys (rolling, undo) live with their HUDs. Ignored while egui has the
//! keyboard (typing a name).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;

use super::ai_player::HintRequest;
use super::game::{GameSet, Match, MoveRequest, UndoRequest};
use super::hud::HudState;
use super::settings::AppSettings;
use crate::rules::unlur::Move;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            global_keys,
            shortcuts
                .run_if(super::unlur_active)
                .run_if(super::hud::hud_shown)
                .after(global_keys)
                .before(GameSet::Rules),
        )
            .run_if(not(egui_wants_any_keyboard_input))
            .run_if(super::demo::demo_off),
    );
}

/// Whether Ctrl is held. At a low frame rate Ctrl may go down and up within the frame
/// of the letter: count it as held if it was down at any time during the frame.
pub fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    keys.any_pressed(ctrl_keys)
        || keys.any_just_pressed(ctrl_keys)
        || keys.any_just_released(ctrl_keys)
}

/// The keys every game shares.
pub(super) fn global_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut state: ResMut<HudState>,
    mut settings: ResMut<AppSettings>,
) {
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
    if keys.just_pressed(KeyCode::Escape) {
        if settings.open {
            settings.open = false;
        } else if state.new_game_open {
            state.new_game_open = false;
        } else {
            // From a game to the menu, and from the menu back to the game.
            state.menu_open = !state.menu_open;
        }
    } else if ctrl && keys.just_pressed(KeyCode::KeyN) {
        state.new_game_open = true;
    }
}

fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    state: Res<HudState>,
    mut moves: MessageWriter<MoveRequest>,
    mut undo: MessageWriter<UndoRequest>,
    mut hint: MessageWriter<HintRequest>,
    current: Res<Match>,
) {
    if state.new_game_open {
        return;
    }
    let ctrl = ctrl_held(&keys);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        undo.write(UndoRequest);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyP) && current.human_to_move() {
        moves.write(MoveRequest(Move::Pass));
    } else if !ctrl && keys.just_pressed(KeyCode::KeyH) && current.human_to_move() {
        hint.write(HintRequest);
    }
}
