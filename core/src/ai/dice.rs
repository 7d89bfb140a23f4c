//! What the AIs of the dice games share: an expectimax player configured by level (a
//! depth, a time limit, an evaluation, rollouts), and the command line's players (a
//! level, or random moves) with their timings.

use crate::i18n::Said;
use crate::rules::record::quote;
use std::time::Duration;

use super::expectimax::{self, ChanceGame, Choice, Rollouts};
use super::{Level, Rng64, Timing};

/// How a level searches: a depth, a time limit and an evaluation `E` (the game's own).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiceConfig<E> {
    /// Plies searched, the AI's own move included (1: greedy).
    pub depth: u32,
    /// A time limit for deepening (none: always the full depth).
    pub time: Option<Duration>,
    /// The evaluation.
    pub eval: E,
    /// Rollouts after the expectimax ranking (the strongest levels).
    pub rollouts: Option<Rollouts>,
}

/// A position `P` for the search, with the evaluation `E` it is valued by.
#[derive(Clone, Copy, Debug)]
pub struct DiceState<P, E> {
    /// The rules' position.
    pub position: P,
    /// The evaluation.
    pub eval: E,
}

/// An expectimax player of a dice game whose evaluation is `E`.
#[derive(Clone, Debug)]
pub struct DiceAi<E> {
    /// How it searches.
    pub config: DiceConfig<E>,
    rng: Rng64,
    stop: Option<super::Stop>,
}

impl<E> DiceAi<E> {
    /// An AI with a configuration and a seed (ties are broken by the seed).
    pub fn new(config: DiceConfig<E>, seed: u64) -> DiceAi<E> {
        DiceAi {
            config,
            rng: Rng64::new(seed),
            stop: None,
        }
    }

    /// Ends its searches early once `stop` is set.
    pub fn stop_with(&mut self, stop: super::Stop) {
        self.stop = Some(stop);
    }

    /// The position as the search sees it, valued by this AI's evaluation.
    pub fn state<P: Copy>(&self, position: &P) -> DiceState<P, E>
    where
        E: Copy,
    {
        DiceState {
            position: *position,
            eval: self.config.eval,
        }
    }

    /// The move for `roll` in `position` as the configuration searches it: expectimax
    /// to its depth (deepening within its time), then rollouts if it has them.
    pub fn search<P: Copy>(
        &mut self,
        position: &P,
        roll: <DiceState<P, E> as ChanceGame>::Roll,
    ) -> Choice<<DiceState<P, E> as ChanceGame>::Move>
    where
        E: Copy,
        DiceState<P, E>: ChanceGame,
    {
        let state = &self.state(position);
        let c = &self.config;
        match c.rollouts {
            Some(plan) => {
                let stop = self.stop.as_ref();
                expectimax::choose_with_rollouts(state, roll, c.depth, (plan, stop), &mut self.rng)
            }
            None => {
                let stop = self.stop.as_ref();
                expectimax::choose(state, roll, c.depth, (c.time, stop), &mut self.rng)
            }
        }
    }
}

/// A dice game's player on the command line: random moves, or an AI level with its
/// search depth if the spec sets one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceSpec {
    /// Uniformly random legal moves.
    Random,
    /// An AI level, and the depth override (1 to the game's most).
    Ai(Level, Option<u32>),
}

impl DiceSpec {
    /// Parses `ai:beginner|easy|strong|max[:DEPTH]` (depth 1 to `max_depth`) or `random`.
    pub fn parse(spec: &str, max_depth: u32) -> Result<DiceSpec, Said> {
        let parts: Vec<&str> = spec.split(':').collect();
        match parts.as_slice() {
            ["random"] => Ok(DiceSpec::Random),
            ["ai", level] | ["ai", level, _] => {
                let level = Level::from_name(level).ok_or_else(|| unknown_level(spec, level))?;
                let depth = parts
                    .get(2)
                    .map(|d| {
                        d.parse()
                            .ok()
                            .filter(|n| (1..=max_depth).contains(n))
                            .ok_or_else(|| {
                                Said::new("ai.spec.depth")
                                    .with("spec", quote(spec))
                                    .with("depth", quote(d))
                                    .with("most", max_depth)
                            })
                    })
                    .transpose()?;
                Ok(DiceSpec::Ai(level, depth))
            }
            _ => Err(Said::new("ai.spec.dice_player").with("spec", quote(spec))),
        }
    }
}

/// A player of the command line's `match` for a dice game whose AI evaluates with `E`.
#[derive(Clone, Debug)]
pub enum DiceContender<E> {
    /// An AI level, with the time its searches took.
    Ai(DiceAi<E>, Timing),
    /// Uniformly random among the legal choices.
    Random(Rng64),
}

impl<E> DiceContender<E> {
    /// Parses `ai:beginner|easy|strong|max[:DEPTH]` (depth 1 to `max_depth`) or
    /// `random`; `config` is the game's level table.
    pub fn parse_with(
        spec: &str,
        seed: u64,
        max_depth: u32,
        config: fn(Level) -> DiceConfig<E>,
    ) -> Result<DiceContender<E>, Said> {
        Ok(match DiceSpec::parse(spec, max_depth)? {
            DiceSpec::Random => DiceContender::Random(Rng64::new(seed)),
            DiceSpec::Ai(level, depth) => {
                let mut config = config(level);
                config.depth = depth.unwrap_or(config.depth);
                DiceContender::Ai(DiceAi::new(config, seed), Timing::default())
            }
        })
    }

    /// Ends the AI's searches early once `stop` is set (a move's time is up).
    pub fn stop_with(&mut self, stop: super::Stop) {
        if let DiceContender::Ai(ai, _) = self {
            ai.stop_with(stop);
        }
    }

    /// The AI's timings (`None` for random moves).
    pub fn timing(&self) -> Option<Timing> {
        match self {
            DiceContender::Ai(_, timing) => Some(*timing),
            DiceContender::Random(_) => None,
        }
    }

    /// The AI's choice (its time counted when it had one to make), or a uniformly
    /// random one of the `legal` choices (`None` when there is none).
    pub fn choose_with<M: Copy>(
        &mut self,
        think: impl FnOnce(&mut DiceAi<E>) -> Choice<M>,
        legal: impl FnOnce() -> Vec<M>,
    ) -> Option<M> {
        match self {
            DiceContender::Ai(ai, timing) => {
                let choice = think(ai);
                if choice.depth > 0 {
                    timing.count(choice.elapsed);
                }
                choice.mv
            }
            DiceContender::Random(rng) => {
                let choices = legal();
                (!choices.is_empty()).then(|| choices[rng.below(choices.len())])
            }
        }
    }
}

/// A player spec whose level is no level.
pub fn unknown_level(spec: &str, level: &str) -> Said {
    Said::new("ai.spec.level")
        .with("spec", quote(spec))
        .with("level", quote(level))
}
