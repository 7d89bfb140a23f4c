//! What bevy_egui (0.42) tells egui of the frame's input, put right: it gives every key
//! of a frame the modifiers held at the frame's end, it says the modifiers' state as an
//! event every frame, and it hands egui every click of a slow frame at once. All run
//! between bevy_egui's reading of the input and egui's pass.

use bevy::input::keyboard::KeyboardInput;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            drop_unchanged_modifiers,
            keys_with_their_modifiers,
            one_click_a_pass,
        )
            .chain()
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// bevy_egui tells egui the modifier keys' state as an event every frame, changed or
/// not, and egui asks for another frame at once after any event: the window never
/// slept (`app::pace`). The event is kept only when the keys changed (egui keeps the
/// state the last one told it).
fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut told: Local<HashMap<Entity, egui::Modifiers>>,
) {
    for (context, mut input) in &mut inputs {
        let mut now = told.get(&context).copied();
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) => {
                let changed = now != Some(*m);
                now = Some(*m);
                changed
            }
            _ => true,
        });
        if let Some(m) = now {
            told.insert(context, m);
        }
    }
}

/// At a few frames a second (a software renderer), Ctrl+A comes whole within one frame:
/// Ctrl down, A, Ctrl up. bevy_egui gave the A the modifiers of the frame's end (none)
/// and egui typed an "a" in the name field. The frame's keys are read again in order:
/// a key pressed while Ctrl (Cmd on macOS) was down loses the text made of it and gets
/// its modifiers back.
fn keys_with_their_modifiers(
    mut keys: MessageReader<KeyboardInput>,
    state: Res<ButtonInput<KeyCode>>,
    mut inputs: Query<&mut EguiInput>,
    mut held: Local<(bool, bool)>,
) {
    let mut fixes = Vec::new();
    for k in keys.read() {
        let down = k.state.is_pressed();
        match k.key_code {
            KeyCode::ControlLeft | KeyCode::ControlRight => held.0 = down,
            KeyCode::SuperLeft | KeyCode::SuperRight => held.1 = down,
            _ if down && (held.0 || held.1) => {
                if let Some(key) = bevy_egui::helpers::bevy_to_egui_key(&k.logical_key) {
                    let text = match &k.logical_key {
                        bevy::input::keyboard::Key::Character(c) => Some(c.to_string()),
                        _ => None,
                    };
                    fixes.push((key, text, *held));
                }
            }
            _ => {}
        }
    }
    // The next frame starts from the keys as they are (a key released while the window
    // had no focus is not left held).
    *held = (
        state.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]),
        state.any_pressed([KeyCode::SuperLeft, KeyCode::SuperRight]),
    );
    if fixes.is_empty() {
        return;
    }
    for mut input in &mut inputs {
        for (key, text, (ctrl, cmd)) in &fixes {
            if let Some(text) = text
                && let Some(i) = input
                    .events
                    .iter()
                    .position(|e| matches!(e, egui::Event::Text(t) if t == text))
            {
                input.events.remove(i);
            }
            let unheld = input.events.iter_mut().find_map(|e| match e {
                egui::Event::Key {
                    key: k,
                    pressed: true,
                    modifiers,
                    ..
                } if k == key && !modifiers.ctrl && !modifiers.mac_cmd => Some(modifiers),
                _ => None,
            });
            if let Some(modifiers) = unheld {
                modifiers.ctrl = *ctrl;
                modifiers.mac_cmd = *cmd && cfg!(target_os = "macos");
                modifiers.command = if cfg!(target_os = "macos") {
                    *cmd
                } else {
                    *ctrl
                };
            }
        }
    }
}

/// Cuts `events` after the end of their first click (its release): what follows is
/// returned, for the next pass. egui finds what a click is on from the pass's last
/// pointer position: of two clicks in one pass (a list's item, then Start, within one
/// slow frame), the first was lost.
pub(crate) fn after_first_click(events: &mut Vec<egui::Event>) -> Vec<egui::Event> {
    let released = events
        .iter()
        .position(|e| matches!(e, egui::Event::PointerButton { pressed: false, .. }));
    match released {
        Some(i) if i + 1 < events.len() => events.split_off(i + 1),
        _ => Vec::new(),
    }
}

/// At a few frames a second (a software renderer, a busy machine) a person's two clicks
/// can come within one frame: the new-game dialog's "AI - strong" picked, then Start,
/// started a game of two people without a word. Each pass gets one click; the rest of
/// the frame's input waits for the next pass, asked for at once.
fn one_click_a_pass(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut later: Local<HashMap<Entity, Vec<egui::Event>>>,
    frames: Option<ResMut<crate::app::ground::pace::Frames>>,
) {
    let mut waiting = false;
    for (context, mut input) in &mut inputs {
        let mut events = later.remove(&context).unwrap_or_default();
        events.append(&mut input.events);
        let rest = after_first_click(&mut events);
        input.events = events;
        if !rest.is_empty() {
            later.insert(context, rest);
            waiting = true;
        }
    }
    if waiting && let Some(mut frames) = frames {
        frames.now();
    }
}
