//! A Royal d'Ûr turn, stage by stage: the roll, the die's tumble, the choice, the move,
//! and the AI's turn on a worker thread.

use bevy::prelude::*;
use rand::Rng;

use super::*;
use crate::ai::ur::{UrAi, config};
use crate::app::dice_core::{DiceGame, StageClock, dice_match};
use crate::app::game_core::{AiTurn, TurnGame, TurnPlayed};
use crate::app::session::game::{AiSettings, Seat};
use crate::app::table::animation::AnimationSettings;
use crate::app::table::audio::PlaySound;
use crate::rules::ur::{Move, Played, Turn};
use crate::synth::SoundId;

pub(super) fn roll_die(
    mut requests: MessageReader<UrRollRequest>,
    mut current: ResMut<UrMatch>,
    mut rolled: MessageWriter<UrRolled>,
    mut sound: MessageWriter<PlaySound>,
    outside: crate::app::session::outside::DiceFromOutside,
    mut asked: ResMut<super::online::RollAsked>,
) {
    for request in requests.read() {
        if current.stage != Stage::Roll {
            continue;
        }
        // Online (or in a lesson), the die comes from outside: the person's roll asks
        // for it.
        if request.forced.is_none() && outside.on() {
            asked.0 = true;
            continue;
        }
        let roll = match request.forced {
            Some(r) if (1..=6).contains(&r) => r,
            _ => {
                let m = &mut *current;
                m.kept
                    .take(m.game.history_texts())
                    .unwrap_or_else(|| rand::rng().random_range(1..=6))
            }
        };
        current.set_stage(Stage::Tumbling { roll });
        rolled.write(UrRolled(roll));
        sound.write(PlaySound(SoundId::Roll));
    }
}

/// Time passes: the die lands, a passing turn passes, a move's animation ends.
pub(super) fn advance_stage(
    time: Res<Time>,
    animation: Res<AnimationSettings>,
    mut current: ResMut<UrMatch>,
    mut played: MessageWriter<TurnPlayed<UrMatch>>,
) {
    let m = &mut *current;
    let clock = StageClock::tick(&animation, time.delta_secs(), &mut m.stage_seconds);
    let waited = |secs: f32| clock.waited(secs);
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
                    played.write(TurnPlayed::<UrMatch>(p));
                }
                Err(e) => error!("a passing turn was refused: {e}"),
            }
            m.set_stage(Stage::Roll);
        }
        Stage::Moving { .. } if waited(m.move_seconds) => {
            let over = m.game.winner().is_some();
            let next = if over { Stage::Over } else { Stage::Roll };
            m.set_stage(next);
        }
        _ => {}
    }
}

/// An AI seat rolls by itself after the pause a person needs to follow (a friend's seat
/// online rolls from the friend's computer).
pub(super) fn ai_rolls(
    current: Res<UrMatch>,
    settings: Res<AiSettings>,
    screen: Res<State<crate::app::session::screen::Screen>>,
    mut roll: MessageWriter<UrRollRequest>,
) {
    let delay = crate::app::game_core::ai_pause(
        &settings,
        *screen.get() == crate::app::session::screen::Screen::Demo,
    );
    let ai_to_move = matches!(current.seats[current.game.to_move().index()], Seat::Ai(_));
    if current.stage == Stage::Roll && ai_to_move && current.stage_seconds >= delay {
        roll.write(UrRollRequest::default());
    }
}

impl DiceGame for UrMatch {
    type RollRequest = UrRollRequest;

    dice_match!(dice_game);

    fn back_to_roll(&mut self) {
        self.set_stage(Stage::Roll);
    }

    fn dice_resting(&self) -> bool {
        matches!(self.stage, Stage::Roll | Stage::Over)
    }

    fn kept_turn_forced(&self) -> bool {
        self.kept.next_roll().is_some_and(|roll| {
            let mut moves = Vec::new();
            self.game.position().legal_moves(roll, &mut moves);
            moves.len() <= 1
        })
    }

    fn keep_dice_in_hand(&mut self) {
        if let Stage::Tumbling { roll } | Stage::Choose { roll, .. } | Stage::Passing { roll } =
            self.stage
        {
            let at = self.game.history().len();
            self.kept.take_back(&[roll], true, at, None);
        }
    }
}

impl TurnGame for UrMatch {
    const ID: ActiveGame = ActiveGame::ROYAL_UR;
    type Rules = UrRules;
    type Move = Move;
    type Done = Played;
    type Refusal = UrRefusal;
    type Answer = Option<Move>;

    dice_match!(turn_game);

    fn refusal_words(refused: &UrRefusal, t: crate::i18n::Tr) -> String {
        match refused {
            UrRefusal::Rule(e) => t.said(&crate::i18n::Says::said(e)),
            UrRefusal::NothingFrom { roll } => t.trf("ur.error.nothing_from", &[("roll", roll)]),
        }
    }

    fn play_request(&mut self, mv: &Move, instant: bool) -> Option<Result<Played, UrRefusal>> {
        let Stage::Choose { roll, .. } = self.stage else {
            return None;
        };
        let by = self.game.to_move();
        Some(
            match self.game.play(Turn {
                roll,
                mv: Some(*mv),
            }) {
                Ok(p) => {
                    self.move_seconds = if instant {
                        0.0
                    } else {
                        p.path.len() as f32 * STEP_SECONDS + SETTLE_SECONDS
                    };
                    self.set_stage(Stage::Moving { by });
                    Ok(p)
                }
                Err(e) => Err(UrRefusal::Rule(e)),
            },
        )
    }

    fn ai_turn(&self) -> AiTurn<Option<Move>> {
        let Stage::Choose { roll, .. } = self.stage else {
            return AiTurn::Idle;
        };
        let Seat::Ai(level) = self.seats[self.game.to_move().index()] else {
            return AiTurn::Person;
        };
        let position = *self.game.position();
        let seed = (self.game.history().len() as u64) ^ 0x00ac_e0fd_1ce5;
        AiTurn::Search(Box::new(move |stop| {
            let mut ai = UrAi::new(config(level), seed);
            ai.stop_with(stop);
            ai.think(&position, roll).mv
        }))
    }

    fn answered(&mut self, answer: Option<Move>) -> Option<Move> {
        answer
    }
}
