//! The review's keys: R reviews the game, Page Down and Page Up go from mistake to
//! mistake in the viewer.

use bevy::prelude::*;

use super::ReviewRequest;
use crate::app::screens::focus::{no_dialog, no_window_over};
use crate::app::session::on_screen::OnScreen;
use crate::app::session::screen::Screen;
use crate::app::table::input::keyboard_free;

/// The review's keys (part of the input plugin).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        review_keys
            .run_if(keyboard_free)
            .run_if(no_window_over)
            .run_if(no_dialog),
    );
}

/// R reviews the game in the viewer, or the game just finished; in the viewer Page
/// Down and Page Up go to the next and the previous mistake.
fn review_keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    on_screen: OnScreen,
    mut requests: MessageWriter<ReviewRequest>,
) {
    let viewer = *screen.get() == Screen::Replay;
    let over = *screen.get() == Screen::Playing && on_screen.current().is_some_and(|m| m.over());
    if keys.just_pressed(KeyCode::KeyR) && (viewer || over) {
        requests.write(ReviewRequest::Start);
    }
    if viewer && keys.just_pressed(KeyCode::PageDown) {
        requests.write(ReviewRequest::NextMistake);
    }
    if viewer && keys.just_pressed(KeyCode::PageUp) {
        requests.write(ReviewRequest::PreviousMistake);
    }
}
