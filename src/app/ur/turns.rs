//! A Royal d'Ûr turn, stage by stage: the roll, the die's tumble, the choice, the move,
//! and the AI's turn on a worker thread.

use bevy::prelude::*;
use rand::Rng;

use super::*;
use crate::ai::ur::{UrAi, config};
use crate::app::animation::AnimationSettings;
use crate::app::audio::PlaySound;
use crate::app::game::AiSettings;
use crate::app::game::Seat;
use crate::rules::ur::Turn;
use crate::synth::SoundId;

pub(super) fn roll_die(
    mut requests: MessageReader<UrRollRequest>,
    mut current: ResMut<UrMatch>,
    mut rolled: MessageWriter<UrRolled>,
    mut sound: MessageWriter<PlaySound>,
) {
    for request in requests.read() {
        if current.stage != Stage::Roll {
            continue;
        }
        let roll = match request.forced {
            Some(r) if (1..=6).contains(&r) => r,
            _ => rand::rng().random_range(1..=6),
        };
        current.set_stage(Stage::Tumbling { roll });
        rolled.write(UrRolled(roll));
        sound.write(PlaySound(SoundId::Roll));
    }
}

/// Time passes: the die lands, a passing turn passes, a move's animation ends.
pub(super) fn advance_stage(
    time: Res<Time>,
    animation: Option<Res<AnimationSettings>>,
    mut current: ResMut<UrMatch>,
    mut played: MessageWriter<UrTurnPlayed>,
) {
    let instant = animation.as_ref().is_some_and(|a| a.instant());
    let m = &mut *current;
    m.stage_seconds += AnimationSettings::pace(animation.as_deref(), time.delta_secs());
    let waited = |secs: f32| instant || m.stage_seconds >= secs;
    match m.stage.clone() {
        Stage::Tumbling { roll } if waited(TUMBLE_SECONDS) => {
            let mut moves = Vec::new();
            m.game.position().legal_moves(roll, &mut moves);
            m.set_stage(if moves.is_empty() {
                Stage::Passing { roll }
            } else {
                Stage::Choose { roll, moves }
            });
        }
        Stage::Passing { roll } if waited(PASS_SECONDS) => {
            match m.game.play(Turn { roll, mv: None }) {
                Ok(p) => {
                    played.write(UrTurnPlayed(p));
                }
                Err(e) => error!("a passing turn was refused: {e}"),
            }
            m.set_stage(Stage::Roll);
        }
        Stage::Moving if waited(m.move_seconds) => {
            let next = if m.game.winner().is_some() {
                Stage::Over
            } else {
                Stage::Roll
            };
            m.set_stage(next);
        }
        _ => {}
    }
}

pub(super) fn play_moves(
    mut requests: MessageReader<UrMoveRequest>,
    mut current: ResMut<UrMatch>,
    animation: Option<Res<AnimationSettings>>,
    mut played: MessageWriter<UrTurnPlayed>,
    mut refused: MessageWriter<UrMoveRefused>,
    mut sound: MessageWriter<PlaySound>,
) {
    let instant = animation.as_ref().is_some_and(|a| a.instant());
    for UrMoveRequest(mv) in requests.read() {
        let Stage::Choose { roll, .. } = current.stage else {
            continue;
        };
        match current.game.play(Turn {
            roll,
            mv: Some(*mv),
        }) {
            Ok(p) => {
                current.move_seconds = if instant {
                    0.0
                } else {
                    p.path.len() as f32 * STEP_SECONDS + SETTLE_SECONDS
                };
                current.set_stage(Stage::Moving);
                played.write(UrTurnPlayed(p));
            }
            Err(e) => {
                refused.write(UrMoveRefused(UrRefusal::Rule(e)));
                sound.write(PlaySound(SoundId::Refuse));
            }
        }
    }
}

/// An AI seat rolls by itself after the pause a person needs to follow.
pub(super) fn ai_rolls(
    current: Res<UrMatch>,
    settings: Res<AiSettings>,
    demo: Option<Res<crate::app::demo::Demo>>,
    mut roll: MessageWriter<UrRollRequest>,
) {
    let delay = if demo.is_some_and(|d| d.active) {
        settings.delay_seconds.max(0.8)
    } else {
        settings.delay_seconds
    };
    if current.stage == Stage::Roll && !current.human_to_move() && current.stage_seconds >= delay {
        roll.write(UrRollRequest::default());
    }
}

/// An AI seat chooses its move on a worker thread.
pub(super) fn ai_thinks(
    current: Res<UrMatch>,
    mut thinking: ResMut<UrThinking>,
    mut moves: MessageWriter<UrMoveRequest>,
) {
    let Stage::Choose { roll, .. } = current.stage else {
        thinking.stop();
        return;
    };
    let Seat::Ai(level) = current.seats[current.game.to_move().index()] else {
        return;
    };
    let turn = current.game.history().len();
    let position = *current.game.position();
    let seed = (turn as u64) ^ 0x00ac_e0fd_1ce5;
    let answer = thinking.poll_or_start(turn, move || {
        UrAi::new(config(level), seed).think(&position, roll).mv
    });
    if let Some(Some(mv)) = answer {
        moves.write(UrMoveRequest(mv));
    }
}
