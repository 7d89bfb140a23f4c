//! An Uckers turn, stage by stage: rolling, declaring, the dice's tumble, choosing a
//! play, the pieces' moves, and the AI's turn on a worker thread.

use bevy::prelude::*;

use super::*;
use crate::ai::uckers::{UckersAi, config};
use crate::app::dice_core::{DiceGame, StageClock, dice_match};
use crate::app::game_core::{AiTurn, Refused, TurnGame, TurnPlayed};
use crate::app::session::game::{AiSettings, Seat};
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::PlaySound;
use crate::rules::uckers::{Action, Play, Played, Throws};
use crate::synth::SoundId;

/// The dice as the turn systems throw them: the queue's next roll, announced to the
/// view and heard.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Thrower<'w> {
    queue: ResMut<'w, UckersDiceQueue>,
    rolled: MessageWriter<'w, UckersRolled>,
    /// The turn's sounds.
    sound: MessageWriter<'w, PlaySound>,
}

impl Thrower<'_> {
    /// Throws the dice: those taken back first, in the order they came.
    fn throw(&mut self, m: &mut UckersMatch) -> crate::rules::uckers::Dice {
        let dice = m
            .kept
            .take(m.game.history_texts())
            .unwrap_or_else(|| self.queue.next());
        self.rolled.write(UckersRolled(dice));
        self.sound.write(PlaySound(SoundId::Roll));
        dice
    }
}

/// Dice from outside in throwing (online play, a lesson): whether the board's dice come
/// from there, and what the person asked them for.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct OnlineDice<'w> {
    outside: crate::app::session::outside::DiceFromOutside<'w>,
    asked: ResMut<'w, super::online::ThrowAsked>,
}

impl OnlineDice<'_> {
    fn on(&self) -> bool {
        self.outside.on()
    }

    /// Online with no dice drawn yet: asks both sides for them (for `intent`), and the
    /// board waits.
    fn wait(&mut self, dice: &Thrower, intent: String) -> bool {
        if self.on() && dice.queue.0.is_empty() {
            if !self.asked.first_asked {
                self.asked.first_asked = true;
                self.asked.intent = Some(intent);
            }
            return true;
        }
        false
    }
}

pub(super) fn roll_dice(
    mut requests: MessageReader<UckersRollRequest>,
    mut current: ResMut<UckersMatch>,
    mut dice: Thrower,
    mut online: OnlineDice,
) {
    for _ in requests.read() {
        if current.stage != Stage::Roll {
            continue;
        }
        // Online, the dice come from both sides: the person's roll asks for them.
        if online.wait(&dice, "roll".to_string()) {
            continue;
        }
        let dice = dice.throw(&mut current);
        current.shown_dice = None;
        current.set_stage(Stage::Tumbling { dice });
    }
}

pub(super) fn declare(
    mut requests: MessageReader<UckersDeclareRequest>,
    mut current: ResMut<UckersMatch>,
    mut dice: Thrower,
    mut refused: MessageWriter<Refused<UckersMatch>>,
    mut online: OnlineDice,
) {
    for UckersDeclareRequest(declaration) in requests.read() {
        if current.stage != Stage::Roll {
            continue;
        }
        if !current.game.position().declarations().contains(declaration) {
            refused.write(Refused::<UckersMatch>(UckersRefusal::NoDeclaration));
            dice.sound.write(PlaySound(SoundId::Refuse));
            continue;
        }
        let said = crate::rules::uckers::declaration_text(current.game.position(), *declaration);
        if online.wait(&dice, said) {
            continue;
        }
        let first = dice.throw(&mut current);
        current.shown_dice = None;
        current.set_stage(Stage::Throwing {
            declaration: *declaration,
            throws: vec![first],
        });
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
    animation: Res<AnimationSettings>,
    mut current: ResMut<UckersMatch>,
    mut dice: Thrower,
    mut played: MessageWriter<TurnPlayed<UckersMatch>>,
    mut online: OnlineDice,
) {
    let m = &mut *current;
    let clock = StageClock::tick(&animation, time.delta_secs(), &mut m.stage_seconds);
    let (instant, waited) = (clock.instant(), |secs: f32| clock.waited(secs));
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
            played.write_batch(apply(m, Action::Roll { dice, play }, instant).map(TurnPlayed));
        }
        Stage::Throwing {
            declaration,
            mut throws,
        } if waited(TUMBLE_SECONDS + SUSPENSE_SECONDS) => {
            m.shown_dice = throws.last().copied();
            match m.game.position().judge_throws(declaration, &throws) {
                Ok(Throws::More) => {
                    // Online, each throw is asked of both sides, once, and waited for.
                    if online.on() && dice.queue.0.is_empty() {
                        if !online.asked.next_asked && m.human_to_move() {
                            online.asked.next_asked = true;
                            online.asked.intent = Some(crate::rules::uckers::declaration_text(
                                m.game.position(),
                                declaration,
                            ));
                        }
                        return;
                    }
                    throws.push(dice.throw(m));
                    m.shown_dice = None;
                    m.set_stage(Stage::Throwing {
                        declaration,
                        throws,
                    });
                }
                Ok(Throws::Done(_)) => {
                    let action = Action::Declare {
                        declaration,
                        throws,
                    };
                    played.write_batch(apply(m, action, instant).map(TurnPlayed));
                }
                Err(e) => {
                    error!("a declaration's throws were refused: {e}");
                    m.set_stage(Stage::Roll);
                }
            }
        }
        Stage::Moving { .. } if waited(m.move_seconds) => {
            let over = m.game.winner().is_some();
            let next = if over { Stage::Over } else { Stage::Roll };
            m.snake_call = false;
            m.set_stage(next);
        }
        _ => {}
    }
}

/// Plays an action through the rules and starts its animation: what to announce, or
/// `None` (back to the roll) if the rules refuse it.
pub(super) fn apply(m: &mut UckersMatch, action: Action, instant: bool) -> Option<ActionPlayed> {
    let text = crate::rules::uckers::action_text(m.game.position(), &action);
    let by = m.game.to_move();
    match m.game.play(action) {
        Ok(p) => {
            m.move_seconds = animation_seconds(&p, instant);
            m.set_stage(Stage::Moving { by });
            Some(ActionPlayed { played: p, text })
        }
        Err(e) => {
            error!("an action was refused: {e}");
            m.set_stage(Stage::Roll);
            None
        }
    }
}

/// An AI seat acts by itself after the pause a person needs to follow: it declares
/// when that is worth more than rolling, otherwise it rolls.
pub(super) fn ai_acts(
    current: Res<UckersMatch>,
    settings: Res<AiSettings>,
    screen: Res<State<crate::app::session::screen::Screen>>,
    mut roll: MessageWriter<UckersRollRequest>,
    mut declare: MessageWriter<UckersDeclareRequest>,
) {
    let Seat::Ai(level) = current.seat_to_move() else {
        return;
    };
    let delay = crate::app::game_core::ai_pause(
        &settings,
        *screen.get() == crate::app::session::screen::Screen::Demo,
    );
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

impl DiceGame for UckersMatch {
    type RollRequest = UckersRollRequest;

    dice_match!(dice_game);

    fn back_to_roll(&mut self) {
        self.set_stage(Stage::Roll);
        self.shown_dice = None;
    }

    fn dice_resting(&self) -> bool {
        matches!(self.stage, Stage::Roll | Stage::Over)
    }

    fn kept_turn_forced(&self) -> bool {
        let position = self.game.position();
        position.declarations().is_empty()
            && self.kept.next_roll().is_some_and(|dice| {
                super::pick::distinct(position, dice, &position.legal_plays(dice)).len() <= 1
            })
    }

    fn keep_dice_in_hand(&mut self) {
        let at = self.game.history().len();
        match &self.stage {
            Stage::Tumbling { dice } | Stage::Choose { dice, .. } | Stage::Passing { dice, .. } => {
                self.kept.take_back(&[*dice], true, at, None);
            }
            // A declaration's throws so far: they come again, in order, when it is
            // declared again.
            Stage::Throwing { throws, .. } => {
                let throws = throws.clone();
                self.kept.take_back(&throws, false, at, None);
            }
            _ => {}
        }
    }
}

impl TurnGame for UckersMatch {
    const ID: ActiveGame = ActiveGame::UCKERS;
    type Rules = UckersRules;
    type Move = Play;
    type Done = ActionPlayed;
    type Refusal = UckersRefusal;
    type Answer = Play;

    dice_match!(turn_game);

    fn refusal_words(refused: &UckersRefusal, t: crate::i18n::Tr) -> String {
        match refused {
            UckersRefusal::NoPlayFrom(square) => {
                t.trf("uckers.error.no_play_from", &[("square", &square)])
            }
            UckersRefusal::NotLegal => t.tr("uckers.error.not_legal").to_string(),
            UckersRefusal::NoDeclaration => t.tr("uckers.error.no_declaration").to_string(),
        }
    }

    fn play_request(
        &mut self,
        play: &Play,
        instant: bool,
    ) -> Option<Result<ActionPlayed, UckersRefusal>> {
        let Stage::Choose { dice, plays } = &self.stage else {
            return None;
        };
        if !plays.contains(play) {
            return Some(Err(UckersRefusal::NotLegal));
        }
        let dice = *dice;
        apply(self, Action::Roll { dice, play: *play }, instant).map(Ok)
    }

    fn ai_turn(&self) -> AiTurn<Play> {
        let Stage::Choose { dice, .. } = self.stage else {
            return AiTurn::Idle;
        };
        let Seat::Ai(level) = self.seat_to_move() else {
            return AiTurn::Person;
        };
        let position = *self.game.position();
        let seed = (self.game.history().len() as u64) ^ 0x000c_4e75_eed5;
        AiTurn::Search(Box::new(move |stop| {
            let mut ai = UckersAi::new(config(level), seed);
            ai.stop_with(stop);
            ai.think(&position, dice).mv.unwrap_or(Play::Pass)
        }))
    }

    fn answered(&mut self, answer: Play) -> Option<Play> {
        Some(answer)
    }
}
