//! The keyboard in the menu: Left and Right choose a game (the one behind the menu is
//! chosen when it opens), Enter opens its new-game dialog, L its lessons, P its puzzles, C or
//! Backspace goes back to the game in progress, F5 starts the demo; Down and Up go
//! through the games in progress ([`super::saved_list::keys`]).

use bevy::prelude::*;

use super::Behind;
use crate::app::session::hud_state::HudState;
use crate::app::session::saved_games::Resumed;
use crate::app::session::screen::{ActiveGame, Screen};
use crate::rules::GameId;

/// Which game the keyboard has chosen in the menu.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MenuCursor(pub usize);

/// The game chosen in the menu (no window needed).
pub(crate) fn cursor_plugin(app: &mut App) {
    app.init_resource::<MenuCursor>()
        .add_systems(OnEnter(Screen::Menu), choose_the_game_behind)
        // The game resumed behind the menu at start comes once the games folder is read
        // (on the disk's thread), after the menu opened.
        .add_systems(
            Update,
            choose_the_game_behind.run_if(
                in_state(Screen::Menu)
                    .and_then(resource_exists::<Resumed>)
                    .and_then(resource_changed::<State<ActiveGame>>),
            ),
        );
}

/// The menu opens with the game behind it chosen (the one Resume goes back to), not
/// the first card.
fn choose_the_game_behind(behind: Behind, mut cursor: ResMut<MenuCursor>) {
    if let Some(i) = behind
        .get()
        .and_then(|(game, _)| GameId::ALL.iter().position(|&g| g == game))
    {
        cursor.0 = i;
    }
}

/// Opens the new-game dialog for `game` (from the menu).
pub(super) fn choose(hud: &mut HudState, game: GameId) {
    hud.draft.game = game;
    hud.new_game_open = true;
}

pub(super) fn menu_keys(
    keys: Res<ButtonInput<KeyCode>>,
    files: Option<Res<crate::app::screens::files::FileDialog>>,
    rules: Option<Res<crate::app::screens::rules::RulesScreen>>,
    mut cursor: ResMut<MenuCursor>,
    mut hud: ResMut<HudState>,
    mut demo: MessageWriter<crate::app::screens::demo::DemoRequest>,
    behind: Behind,
    saved: Option<Res<crate::app::session::saved_games::SavedGames>>,
    mut saved_cursor: ResMut<crate::app::screens::menu::saved_list::SavedCursor>,
    mut screen: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<crate::app::session::saved_games::SavedGameRequest>,
    (mut learn, mut puzzles): (
        ResMut<crate::app::session::lesson::LearnScreen>,
        ResMut<crate::app::session::puzzle::Puzzles>,
    ),
) {
    if files.is_some_and(|f| f.is_open()) || rules.is_some_and(|r| r.open) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        learn.open_on(GameId::ALL[cursor.0.min(GameId::ALL.len() - 1)]);
        return;
    }
    if keys.just_pressed(KeyCode::KeyP) {
        puzzles.open_on(GameId::ALL[cursor.0.min(GameId::ALL.len() - 1)]);
        return;
    }
    let n = GameId::ALL.len();
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::PageDown]) {
        cursor.0 = (cursor.0 + 1) % n;
    }
    if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::PageUp]) {
        cursor.0 = (cursor.0 + n - 1) % n;
    }
    let list = saved.as_ref().map_or(&[][..], |s| s.list.as_slice());
    if let Some(request) =
        crate::app::screens::menu::saved_list::keys(&keys, list, &mut saved_cursor)
    {
        // The list changes: the keyboard starts again from the games.
        *saved_cursor = default();
        requests.write(request);
        return;
    }
    if saved_cursor.row.is_none() && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        choose(&mut hud, GameId::ALL[cursor.0.min(n - 1)]);
    }
    if keys.any_just_pressed([KeyCode::KeyC, KeyCode::Backspace]) && behind.get().is_some() {
        screen.set(Screen::Playing);
    }
    if keys.just_pressed(KeyCode::F5) {
        demo.write(crate::app::screens::demo::DemoRequest);
    }
}
