//! Uckers from the keyboard: Space rolls; before the roll the arrows go through Roll
//! and the declarations allowed, after it through the plays (the cursor shows each on
//! the board and in the list); Enter acts on the one under the cursor; Esc lets go of
//! a half-made pick; Ctrl+Z undoes.

use crate::app::game_core::PlayRequest;
use bevy::prelude::*;

use crate::app::dice_core::Requests;

use super::pick::{UckersPick, candidates};
use super::{Stage, UckersDeclareRequest, UckersMatch, UckersRollRequest};
use crate::app::table::input::{KeyCursor, enter_pressed};
use crate::rules::uckers::{Declaration, Play, Square};

/// The plays listed (and gone through by the keyboard): those that fit the squares
/// clicked so far, or all of them; one for each way they can end.
pub fn shown_plays(m: &UckersMatch, plays: &[Play], pick: &[Square]) -> Vec<Play> {
    let left = candidates(plays, pick);
    let listed = if left.is_empty() { plays } else { &left };
    match &m.stage {
        Stage::Choose { dice, .. } => super::pick::distinct(m.game.position(), *dice, listed),
        _ => listed.to_vec(),
    }
}

/// What the keyboard's cursor can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyChoice {
    /// Roll the dice.
    Roll,
    /// Declare an attack (or a suckback, a blowback) instead of rolling.
    Declare(Declaration),
    /// Play this.
    Play(Play),
}

/// The list the cursor is in now (empty when a person has nothing to choose).
pub fn cursor_list(current: &UckersMatch, pick: &UckersPick) -> Vec<KeyChoice> {
    if !current.human_to_move() {
        return Vec::new();
    }
    match &current.stage {
        Stage::Roll => std::iter::once(KeyChoice::Roll)
            .chain(
                current
                    .game
                    .position()
                    .declarations()
                    .into_iter()
                    .map(KeyChoice::Declare),
            )
            .collect(),
        Stage::Choose { plays, .. } => shown_plays(current, plays, &pick.0)
            .into_iter()
            .map(KeyChoice::Play)
            .collect(),
        _ => Vec::new(),
    }
}

pub(in crate::app) fn plugin(app: &mut App) {
    crate::app::dice_core::keys_plugin::<UckersMatch>(app, keys.into_configs());
}

fn keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    current: Res<UckersMatch>,
    mut ask: Requests<UckersMatch>,
    mut declare: MessageWriter<UckersDeclareRequest>,
    mut pick: ResMut<UckersPick>,
    mut cursor: ResMut<KeyCursor>,
) {
    let list = cursor_list(&current, &pick);
    if !list.is_empty() {
        let stage = match current.stage {
            Stage::Roll => 0,
            _ => 1,
        };
        let id = current.game.history().len() as u64 * 2 + stage;
        cursor.arrows(&keys, id, list.len());
        let space = keys.just_pressed(KeyCode::Space);
        let enter = enter_pressed(&keys);
        let chosen = list[cursor.at(list.len())];
        if space && current.stage == Stage::Roll {
            ask.roll.write(UckersRollRequest);
        } else if enter {
            match chosen {
                // Enter rolls at once; it plays only a choice the cursor shows.
                KeyChoice::Roll => {
                    ask.roll.write(UckersRollRequest);
                }
                _ if !cursor.shown => cursor.shown = true,
                KeyChoice::Declare(d) => {
                    declare.write(UckersDeclareRequest(d));
                }
                KeyChoice::Play(p) => {
                    ask.play.write(PlayRequest::<UckersMatch>(p));
                    pick.0.clear();
                }
            }
        }
    }
    // Esc first lets go of a half-made choice (and goes no further).
    if keys.just_pressed(KeyCode::Escape) && !pick.0.is_empty() {
        pick.0.clear();
        keys.clear_just_pressed(KeyCode::Escape);
    }
}
