//! An Uckers turn, stage by stage: rolling, declaring, the dice's tumble, choosing a
//! play, the pieces' moves, and the AI's turn on a worker thread.

use bevy::prelude::*;

use super::*;
use crate::ai::uckers::{UckersAi, config};
use crate::app::animation::AnimationSettings;
use crate::app::audio::PlaySound;
use crate::app::game::AiSettings;
use crate::app::game::Seat;
use crate::rules::uckers::{Action, Play, Played, Throws};
use crate::synth::SoundId;

pub(super) fn roll_dice(
    mut requests: MessageReader<UckersRollRequest>,
    mut current: ResMut<UckersMatch>,
    mut queue: ResMut<UckersDiceQueue>,
    mut rolled: MessageWriter<UckersRolled>,
    mut sound: MessageWriter<PlaySound>,
) {
    for _ in requests.read() {
        if current.stage != Stage::Roll {
            continue;
        }
        let dice = queue.next();
        current.shown_dice = None;
        current.set_stage(Stage::Tumbling { dice });
        rolled.write(UckersRolled(dice));
        sound.write(PlaySound(SoundId::Roll));
    }
}

pub(super) fn declare(
    mut requests: MessageReader<UckersDeclareRequest>,
    mut current: ResMut<UckersMatch>,
    mut queue: ResMut<UckersDiceQueue>,
    mut rolled: MessageWriter<UckersRolled>,
    mut refused: MessageWriter<UckersRefused>,
    mut sound: MessageWriter<PlaySound>,
) {
    for UckersDeclareRequest(declaration) in requests.read() {
        if current.stage != Stage::Roll {
            continue;
        }
        if !current.game.position().declarations().contains(declaration) {
            refused.write(UckersRefused(UckersRefusal::NoDeclaration));
            sound.write(PlaySound(SoundId::Refuse));
            continue;
        }
        let first = queue.next();
        current.shown_dice = None;
        current.set_stage(Stage::Throwing {
            declaration: *declaration,
            throws: vec![first],
        });
        rolled.write(UckersRolled(first));
        sound.write(PlaySound(SoundId::Roll));
    }
}

/// The seconds a play's animation takes.
pub(super) fn animation_seconds(played: &Played, instant: bool) -> f32 {
    if instant {
        return 0.0;
    }
    // The view hops each piece one square a step, one move after the other, then
    // sends the captured pieces home.
    let hops: usize = played
        .moves
        .iter()
        .map(|m| view::steps_entered(m).count())
        .sum();
    let settle = if played.captured.is_empty() {
        0.1
    } else {
        SETTLE_SECONDS
    };
    hops as f32 * STEP_SECONDS + settle
}

/// Time passes: the dice land, a roll with no choice is played, a declaration throws
/// again or ends, an animation ends.
pub(super) fn advance_stage(
    time: Res<Time>,
    animation: Option<Res<AnimationSettings>>,
    mut current: ResMut<UckersMatch>,
    mut queue: ResMut<UckersDiceQueue>,
    mut played: MessageWriter<UckersPlayed>,
    mut rolled: MessageWriter<UckersRolled>,
    mut sound: MessageWriter<PlaySound>,
) {
    let instant = animation.as_ref().is_some_and(|a| a.instant());
    let m = &mut *current;
    m.stage_seconds += AnimationSettings::pace(animation.as_deref(), time.delta_secs());
    let waited = |secs: f32| instant || m.stage_seconds >= secs;
    match m.stage.clone() {
        Stage::Tumbling { dice } if waited(TUMBLE_SECONDS) => {
            m.shown_dice = Some(dice);
            let plays = m.game.position().legal_plays(dice);
            let stage = match plays.as_slice() {
                [only @ (Play::Pass | Play::SnakeEyes)] => Stage::Passing { dice, play: *only },
                // WAFU: the call made before the roll decides.
                [Play::SnakeEyes, ..] if m.human_to_move() => Stage::Passing {
                    dice,
                    play: if m.snake_call {
                        Play::SnakeEyes
                    } else {
                        plays.get(1).copied().unwrap_or(Play::Pass)
                    },
                },
                _ => Stage::Choose { dice, plays },
            };
            m.set_stage(stage);
        }
        Stage::Passing { dice, play } if waited(PASS_SECONDS) => {
            apply(m, Action::Roll { dice, play }, instant, &mut played);
        }
        Stage::Throwing {
            declaration,
            mut throws,
        } if waited(TUMBLE_SECONDS + SUSPENSE_SECONDS) => {
            m.shown_dice = throws.last().copied();
            match m.game.position().judge_throws(declaration, &throws) {
                Ok(Throws::More) => {
                    let next = queue.next();
                    throws.push(next);
                    m.shown_dice = None;
                    m.set_stage(Stage::Throwing {
                        declaration,
                        throws,
                    });
                    rolled.write(UckersRolled(next));
                    sound.write(PlaySound(SoundId::Roll));
                }
                Ok(Throws::Done(_)) => {
                    apply(
                        m,
                        Action::Declare {
                            declaration,
                            throws,
                        },
                        instant,
                        &mut played,
                    );
                }
                Err(e) => {
                    error!("a declaration's throws were refused: {e}");
                    m.set_stage(Stage::Roll);
                }
            }
        }
        Stage::Moving if waited(m.move_seconds) => {
            let next = if m.game.winner().is_some() {
                Stage::Over
            } else {
                Stage::Roll
            };
            m.snake_call = false;
            m.set_stage(next);
        }
        _ => {}
    }
}

/// Plays an action through the rules and starts its animation.
pub(super) fn apply(
    m: &mut UckersMatch,
    action: Action,
    instant: bool,
    out: &mut MessageWriter<UckersPlayed>,
) {
    let text = crate::rules::uckers::action_text(m.game.position(), &action);
    match m.game.play(action) {
        Ok(p) => {
            m.move_seconds = animation_seconds(&p, instant);
            m.set_stage(Stage::Moving);
            out.write(UckersPlayed { played: p, text });
        }
        Err(e) => {
            error!("an action was refused: {e}");
            m.set_stage(Stage::Roll);
        }
    }
}

pub(super) fn play_requests(
    mut requests: MessageReader<UckersPlayRequest>,
    mut current: ResMut<UckersMatch>,
    animation: Option<Res<AnimationSettings>>,
    mut played: MessageWriter<UckersPlayed>,
    mut refused: MessageWriter<UckersRefused>,
    mut sound: MessageWriter<PlaySound>,
) {
    let instant = animation.as_ref().is_some_and(|a| a.instant());
    for UckersPlayRequest(play) in requests.read() {
        let Stage::Choose { dice, plays } = &current.stage else {
            continue;
        };
        if !plays.contains(play) {
            refused.write(UckersRefused(UckersRefusal::NotLegal));
            sound.write(PlaySound(SoundId::Refuse));
            continue;
        }
        let dice = *dice;
        apply(
            &mut current,
            Action::Roll { dice, play: *play },
            instant,
            &mut played,
        );
    }
}

/// An AI seat acts by itself after the pause a person needs to follow: it declares
/// when that is worth more than rolling, otherwise it rolls.
pub(super) fn ai_acts(
    current: Res<UckersMatch>,
    settings: Res<AiSettings>,
    demo: Option<Res<crate::app::demo::Demo>>,
    mut roll: MessageWriter<UckersRollRequest>,
    mut declare: MessageWriter<UckersDeclareRequest>,
) {
    let Seat::Ai(level) = current.seat_to_move() else {
        return;
    };
    let delay = if demo.is_some_and(|d| d.active) {
        settings.delay_seconds.max(0.8)
    } else {
        settings.delay_seconds
    };
    if current.stage != Stage::Roll || current.stage_seconds < delay {
        return;
    }
    let seed = current.game.history().len() as u64;
    match UckersAi::new(config(level), seed).declare(current.game.position()) {
        Some(d) => {
            declare.write(UckersDeclareRequest(d));
        }
        None => {
            roll.write(UckersRollRequest);
        }
    }
}

/// An AI seat chooses its play on a worker thread.
pub(super) fn ai_thinks(
    current: Res<UckersMatch>,
    mut thinking: ResMut<UckersThinking>,
    mut plays: MessageWriter<UckersPlayRequest>,
) {
    let Stage::Choose { dice, .. } = current.stage else {
        thinking.stop();
        return;
    };
    let Seat::Ai(level) = current.seat_to_move() else {
        return;
    };
    let at = current.game.history().len();
    let position = *current.game.position();
    let seed = (at as u64) ^ 0x000c_4e75_eed5;
    let answer = thinking.poll_or_start(at, move || {
        let mut ai = UckersAi::new(config(level), seed);
        ai.think(&position, dice).mv.unwrap_or(Play::Pass)
    });
    if let Some(play) = answer {
        plays.write(UckersPlayRequest(play));
    }
}
