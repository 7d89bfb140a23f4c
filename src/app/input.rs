//! Keyboard shortcuts: P pass, H hint, Ctrl+Z undo, Ctrl+N new game, M mute, F11 fullscreen,
//! Esc closes the dialog. Ignored while egui has the keyboard (typing a name).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_keyboard_input;

use super::ai_player::HintRequest;
use super::audio::SoundSettings;
use super::camera::toggle_fullscreen;
use super::game::{GameSet, Match, MoveRequest, UndoRequest};
use super::hud::HudState;
use crate::rules::unlur::Move;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        shortcuts
            .run_if(not(egui_wants_any_keyboard_input))
            .run_if(super::demo::demo_off)
            .run_if(super::unlur_active)
            .before(GameSet::Rules),
    );
}

fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    mut state: ResMut<HudState>,
    mut sound: ResMut<SoundSettings>,
    mut window: Option<Single<&mut Window, With<PrimaryWindow>>>,
    mut moves: MessageWriter<MoveRequest>,
    mut undo: MessageWriter<UndoRequest>,
    mut hint: MessageWriter<HintRequest>,
    current: Res<Match>,
) {
    // At a low frame rate Ctrl may go down and up within the frame of the letter: count
    // it as held if it was down at any time during the frame.
    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let ctrl = keys.any_pressed(ctrl_keys)
        || keys.any_just_pressed(ctrl_keys)
        || keys.any_just_released(ctrl_keys);
    if keys.just_pressed(KeyCode::F11)
        && let Some(w) = window.as_mut()
    {
        toggle_fullscreen(w);
    }
    if state.new_game_open {
        if keys.just_pressed(KeyCode::Escape) {
            state.new_game_open = false;
        }
        return;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        undo.write(UndoRequest);
    } else if ctrl && keys.just_pressed(KeyCode::KeyN) {
        state.new_game_open = true;
    } else if !ctrl && keys.just_pressed(KeyCode::KeyP) && current.human_to_move() {
        moves.write(MoveRequest(Move::Pass));
    } else if !ctrl && keys.just_pressed(KeyCode::KeyH) && current.human_to_move() {
        hint.write(HintRequest);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyM) {
        sound.muted = !sound.muted;
    }
}
