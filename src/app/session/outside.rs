//! Whether the board is driven from outside now (a friend online, a lesson's script, a
//! puzzle):
//! its dice then come from the driver, and its moves are not taken back on the board
//! (the friend is asked instead, from the online card; a lesson takes back a wrong
//! action itself).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::game::{Seat, takebacks_for};
use super::lesson::Lesson;
use super::on_screen::OnScreen;
use super::online::Online;
use super::puzzle::Puzzles;
use crate::app::ground::settings::AppSettings;

/// Whether the board's dice come from outside (an online game, a lesson, a puzzle)
/// rather than from this computer's random rolls.
#[derive(SystemParam)]
pub struct DiceFromOutside<'w> {
    online: Option<Res<'w, Online>>,
    lesson: Option<Res<'w, Lesson>>,
    puzzles: Option<Res<'w, Puzzles>>,
}

impl DiceFromOutside<'_> {
    /// Whether they do now.
    pub fn on(&self) -> bool {
        self.online.as_ref().is_some_and(|o| o.on_board())
            || scripted(self.lesson.as_deref(), self.puzzles.as_deref())
    }
}

/// Whether a script drives the board: a lesson's (not its free game), or a puzzle.
pub fn scripted(lesson: Option<&Lesson>, puzzles: Option<&Puzzles>) -> bool {
    lesson.is_some_and(|l| l.scripted()) || puzzles.is_some_and(|p| p.on())
}

/// Whether moves may be taken back on the board: the settings allow it for its seats
/// ([`takebacks_for`]), and the game is neither online (the friend is asked instead, from
/// the online card) nor driven by a script (a lesson's, a puzzle: [`scripted`]).
pub fn takebacks_allowed(
    settings: Option<&AppSettings>,
    online: Option<&Online>,
    scripted: bool,
    seats: &[Seat],
) -> bool {
    takebacks_for(settings, seats) && online.is_none_or(|o| !o.on_board()) && !scripted
}

/// Run condition: [`takebacks_allowed`] for the game on screen.
pub fn takebacks_on(
    settings: Option<Res<AppSettings>>,
    online: Option<Res<Online>>,
    (lesson, puzzles): (Option<Res<Lesson>>, Option<Res<Puzzles>>),
    on_screen: OnScreen,
) -> bool {
    let seats = on_screen
        .current()
        .map(|m| m.player_seats().to_vec())
        .unwrap_or_default();
    takebacks_allowed(
        settings.as_deref(),
        online.as_deref(),
        scripted(lesson.as_deref(), puzzles.as_deref()),
        &seats,
    )
}
