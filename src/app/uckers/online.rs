//! Uckers online ([`crate::app::session::registry::OnlineEntry`]): the person's roll or
//! declaration asks both sides for the dice (each throw of a declaration when the rules
//! call for it) instead of throwing them here; the dice drawn go to the board's dice
//! queue and are thrown there; the friend's play is made once the dice have landed.

use crate::app::game_core::PlayRequest;
use bevy::prelude::*;

use super::{Stage, UckersDeclareRequest, UckersDiceQueue, UckersMatch, UckersRollRequest};
use crate::rules::uckers::{Action, Dice, declaration_text, parse_action};

/// What the person asked to throw the dice for, in an online game, and whether a
/// declaration's next throw was asked already.
#[derive(Resource, Debug, Default)]
pub struct ThrowAsked {
    /// `roll`, or a declaration as written.
    pub intent: Option<String>,
    /// A declaration's next throw was asked, not yet drawn.
    pub next_asked: bool,
    /// An action's first throw was asked, not yet on the board (asked once: a second
    /// click would draw dice the board does not use).
    pub first_asked: bool,
}

/// A board put again (a takeback, a new game) asks its dice afresh.
pub(super) fn forget_asks(
    mut resets: MessageReader<crate::app::game_core::Reset<UckersMatch>>,
    mut asked: ResMut<ThrowAsked>,
) {
    if resets.read().count() > 0 {
        *asked = ThrowAsked::default();
    }
}

pub(crate) fn asked(world: &mut World) -> Option<String> {
    world.get_resource_mut::<ThrowAsked>()?.intent.take()
}

pub(crate) fn show_dice(world: &mut World, intent: &str, dice: &[u8]) -> bool {
    let [a, b] = dice[..] else { return true };
    let Some(m) = world.get_resource::<UckersMatch>() else {
        return false;
    };
    let position = *m.game.position();
    let stage = m.stage.clone();
    match stage {
        Stage::Roll => {
            world.resource_mut::<ThrowAsked>().first_asked = false;
            world
                .resource_mut::<UckersDiceQueue>()
                .0
                .push_back(Dice(a, b));
            if intent == "roll" {
                world.write_message(UckersRollRequest);
            } else if let Some(d) = position
                .declarations()
                .into_iter()
                .find(|&d| declaration_text(&position, d) == intent)
            {
                world.write_message(UckersDeclareRequest(d));
            }
            true
        }
        Stage::Throwing { .. } => {
            world
                .resource_mut::<UckersDiceQueue>()
                .0
                .push_back(Dice(a, b));
            world.resource_mut::<ThrowAsked>().next_asked = false;
            true
        }
        _ => false,
    }
}

pub(crate) fn play_remote(world: &mut World, text: &str) -> Result<bool, crate::i18n::Said> {
    let Some(m) = world.get_resource::<UckersMatch>() else {
        return Ok(false);
    };
    match parse_action(m.game.position(), text)
        .map_err(|e| crate::app::session::driven::unplayable(text, &e))?
    {
        Action::Roll { dice, play } => match &m.stage {
            Stage::Choose { dice: d, .. } if *d == dice => {
                world.write_message(PlayRequest::<UckersMatch>(play));
                Ok(true)
            }
            // No choice: the board plays it by itself once the dice have landed.
            Stage::Passing { .. } | Stage::Moving { .. } => Ok(true),
            _ => Ok(false),
        },
        // A declaration plays itself once its throws are in.
        Action::Declare { .. } => Ok(true),
    }
}
