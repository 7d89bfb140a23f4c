//! The keyboard's cursor over the legal choices, and what every game's keys are read
//! with: the arrows, Enter, Ctrl held, and whether egui has the keyboard. The app's
//! shortcuts are the screens' (`screens/keys.rs`); each game's own keys are its own.

use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

/// The keyboard's cursor over the dice games' legal choices: which one it points at,
/// and whether it is shown (from the first arrow key until the mouse moves).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct KeyCursor {
    /// The choice pointed at, in the order the game lists them.
    pub index: usize,
    /// Whether the cursor is shown and Enter acts on it.
    pub shown: bool,
    /// Names the list of choices the index belongs to.
    list: u64,
}

impl KeyCursor {
    /// Points at the first choice again when the list (named by `list`) changes.
    pub fn follow(&mut self, list: u64) {
        if self.list != list {
            self.list = list;
            self.index = 0;
        }
    }

    /// Moves `delta` choices along a list of `len`, round the end; shows the cursor.
    pub fn step(&mut self, delta: isize, len: usize) {
        self.shown = true;
        if len > 0 {
            self.index = (self.index as isize + delta).rem_euclid(len as isize) as usize;
        }
    }

    /// Follows the list named `list` (of `len` choices) and moves along it by the arrow
    /// keys pressed this frame.
    pub fn arrows(&mut self, keys: &ButtonInput<KeyCode>, list: u64, len: usize) {
        self.follow(list);
        let delta = arrow_delta(keys);
        if delta != 0 {
            self.step(delta, len);
        }
    }

    /// The index pointed at in a list of `len` (which may have shrunk).
    pub fn at(&self, len: usize) -> usize {
        self.index.min(len.saturating_sub(1))
    }
}

/// Which way the arrow keys pressed this frame go through a list: -1, 0 or +1.
pub fn arrow_delta(keys: &ButtonInput<KeyCode>) -> isize {
    let back = keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]);
    let on = keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown]);
    on as isize - back as isize
}

/// Whether Enter (either) was pressed this frame.
pub fn enter_pressed(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
}

/// Run condition: egui is not taking the keys (no text field has focus); true without egui.
pub fn keyboard_free(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_keyboard_input())
}

/// A mouse move hides the keyboard's cursor (the mouse's marks take over).
pub(crate) fn hide_cursor_on_mouse(
    motion: Option<Res<AccumulatedMouseMotion>>,
    mut cursor: ResMut<KeyCursor>,
) {
    if cursor.shown && motion.is_some_and(|m| m.delta.length() > 2.0) {
        cursor.shown = false;
    }
}

/// Whether Ctrl is held. At a low frame rate Ctrl may go down and up within the frame
/// of the letter: count it as held if it was down at any time during the frame.
pub fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    keys.any_pressed(ctrl_keys)
        || keys.any_just_pressed(ctrl_keys)
        || keys.any_just_released(ctrl_keys)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn the_key_cursor_wraps_and_starts_again_on_a_new_list() {
        let mut c = KeyCursor::default();
        c.follow(1);
        c.step(-1, 3);
        assert_eq!((c.index, c.shown), (2, true));
        c.step(1, 3);
        assert_eq!(c.index, 0);
        c.step(1, 3);
        assert_eq!(c.at(1), 0, "a shrunk list clamps");
        c.follow(2);
        assert_eq!(c.index, 0);
    }
}
