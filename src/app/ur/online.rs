//! Royal d'Ûr online ([`crate::app::session::registry::OnlineEntry`]): the person's roll asks
//! both sides for the die instead of rolling it here; the die drawn is rolled on the
//! board as a forced roll; the friend's move is played once the die has landed.

use crate::app::game_core::PlayRequest;
use bevy::prelude::*;

use super::{Stage, UrMatch, UrRollRequest};
use crate::rules::ur::parse_turn;

/// The person asked to roll in an online game: the die comes from both sides.
#[derive(Resource, Debug, Default)]
pub struct RollAsked(pub bool);

pub(crate) fn roll_asked(world: &mut World) -> Option<String> {
    let mut asked = world.get_resource_mut::<RollAsked>()?;
    std::mem::take(&mut asked.0).then(|| "roll".to_string())
}

pub(crate) fn show_roll(world: &mut World, _intent: &str, dice: &[u8]) -> bool {
    let ready = world
        .get_resource::<UrMatch>()
        .is_some_and(|m| m.stage == Stage::Roll);
    if ready && let [roll] = dice {
        world.write_message(UrRollRequest {
            forced: Some(*roll),
        });
    }
    ready
}

pub(crate) fn play_remote(world: &mut World, text: &str) -> Result<bool, crate::i18n::Said> {
    let Some(m) = world.get_resource::<UrMatch>() else {
        return Ok(false);
    };
    let turn = parse_turn(m.game.position(), text)
        .map_err(|e| crate::app::session::driven::unplayable(text, &e))?;
    match (&m.stage, turn.mv) {
        // A pass: the board passes by itself once the die has landed.
        (_, None) => Ok(true),
        (Stage::Choose { roll, .. }, Some(mv)) if *roll == turn.roll => {
            world.write_message(PlayRequest::<UrMatch>(mv));
            Ok(true)
        }
        _ => Ok(false),
    }
}
