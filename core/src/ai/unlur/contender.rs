//! Unlur players for the command line's matches: an AI level, plain UCT or random
//! moves, and a whole game between two of them.

use super::Playouts;
use super::levels::{AiConfig, config};
use super::player::{AiPlayer, RandomPlayer};
use crate::ai::seat::{SeatPlayer, Step, concrete};
use crate::ai::{Level, SearchSettings, Timing, parse_budget};
use crate::i18n::Said;
use crate::rules::record::quote;
use crate::rules::table::Table;
use crate::rules::unlur;
use crate::rules::unlur::{Game, Move, Phase};

/// Any kind of player of the command line's `match`.
pub enum Contender {
    /// An MCTS player, with the time its moves took.
    Ai(Box<AiPlayer>, Timing),
    /// Uniform random.
    Random(RandomPlayer),
}

impl Contender {
    /// An AI player, no move timed yet.
    pub fn ai(player: AiPlayer) -> Contender {
        Contender::Ai(Box::new(player), Timing::default())
    }

    /// Parses a player spec: `ai:beginner|easy|strong|max[:TIME]`, `random`, `uct:TIME`
    /// (TIME such as `500ms`, `1s`, or a playout count such as `5000p`).
    pub fn parse(spec: &str, seed: u64) -> Result<Contender, Said> {
        let parts: Vec<&str> = spec.split(':').collect();
        match parts.as_slice() {
            ["random"] => Ok(Contender::Random(RandomPlayer::new(seed))),
            ["ai", level] | ["ai", level, _] => {
                let level = Level::from_name(level)
                    .ok_or_else(|| crate::ai::dice::unknown_level(spec, level))?;
                let mut config = config(level);
                if let [_, _, budget] = parts.as_slice() {
                    config.budget = parse_budget(budget).ok_or_else(|| bad_budget(spec, budget))?;
                }
                Ok(Contender::ai(AiPlayer::new(config, seed)))
            }
            ["uct", budget] => {
                let budget = parse_budget(budget).ok_or_else(|| bad_budget(spec, budget))?;
                let config = AiConfig {
                    budget,
                    settings: SearchSettings::plain_uct(),
                    playouts: Playouts::Uniform,
                    // Never measured for plain UCT: the easy level's pass points.
                    contract: config(Level::Easy).contract,
                    pass_guard: None,
                    contract_search: None,
                    contract_checks: 0,
                    solver_nodes: 0,
                    threads: 1,
                };
                Ok(Contender::ai(AiPlayer::new(config, seed)))
            }
            _ => Err(Said::new("ai.spec.unlur_player").with("spec", quote(spec))),
        }
    }

    /// Sets the pass threshold of an AI contender (random players ignore it).
    pub fn set_pass_threshold(&mut self, threshold: f32) {
        if let Contender::Ai(ai, _) = self {
            ai.set_pass_threshold(threshold);
        }
    }

    /// Searches on at most `threads` threads (see [`AiPlayer::limit_threads`]).
    pub fn limit_threads(&mut self, threads: usize) {
        if let Contender::Ai(ai, _) = self {
            ai.limit_threads(threads);
        }
    }

    /// The AI's time a move (`None` for random moves).
    pub fn timing(&self) -> Option<Timing> {
        match self {
            Contender::Ai(_, timing) => Some(*timing),
            Contender::Random(_) => None,
        }
    }

    /// The move this player makes (an AI's time counted), or `None` if the game is
    /// over.
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        match self {
            Contender::Ai(ai, timing) => {
                let start = std::time::Instant::now();
                let mv = ai.think(game).map(|t| t.mv);
                if mv.is_some() {
                    timing.count(start.elapsed());
                }
                mv
            }
            Contender::Random(r) => r.choose(game),
        }
    }
}

/// Plays one game between two contenders; `first` moves first. Returns the finished game.
pub fn play_game(
    p1: &mut Contender,
    p2: &mut Contender,
    side: usize,
    first: crate::rules::unlur::Player,
) -> Result<Game, String> {
    let game =
        Game::with_side(side, first).ok_or_else(|| format!("side {side} is not from 3 to 12"))?;
    play_on(p1, p2, game)
}

/// Plays `game` on to its end between two contenders (`p1` the first player's seat).
pub fn play_on(p1: &mut Contender, p2: &mut Contender, mut game: Game) -> Result<Game, String> {
    while game.phase() != Phase::Over {
        let player = match game.to_move() {
            crate::rules::unlur::Player::One => &mut *p1,
            crate::rules::unlur::Player::Two => &mut *p2,
        };
        let mv = player
            .choose(&game)
            .ok_or("a player found no move in a game in progress")?;
        game.play(mv)
            .map_err(|e| format!("a player chose an illegal move: {e}"))?;
    }
    Ok(game)
}

/// An AI in a seat of the table (online play, its headless hosts).
impl SeatPlayer for Contender {
    fn step(&mut self, table: &dyn Table, _: Option<&str>, _: &[Vec<u8>]) -> Result<Step, String> {
        let game = &concrete::<unlur::table::UnlurTable>(table)?.0;
        let mv = self.choose(game).ok_or("the game is over")?;
        Ok(Step::Play(unlur::move_text(game.board(), mv)))
    }
}

/// A player spec whose budget is no budget.
fn bad_budget(spec: &str, budget: &str) -> Said {
    Said::new("ai.spec.budget")
        .with("spec", quote(spec))
        .with("budget", quote(budget))
        .with("seconds", crate::ai::budget::MAX_BUDGET_SECONDS)
        .with("playouts", crate::ai::budget::MAX_BUDGET_PLAYOUTS)
}
