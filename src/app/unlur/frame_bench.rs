//! `unlur frame-bench`: the window's frame time idle and while an AI thinks, on the same
//! position, measured in the real window (the target: within 10% of idle).
//!
//! The run has three stages: a warm-up (shaders, first layouts), the idle stage (both
//! seats human, nothing moving), then the thinking stage (both seats become AIs of the
//! chosen level; only the frames during which an AI is thinking count, so the stones'
//! drops between moves are left out). It prints both stages' frame times and exits.
//! With `review`, the whole run is in the replay viewer on the position's game, and the
//! second stage counts the frames while that game is reviewed.

use bevy::prelude::*;

use super::game::UnlurMatch;
use super::tweens::StoneFall;
use crate::ai::{Level, Rng64};
use crate::app::game_core::ThinkingOf;
use crate::app::ground::pace::bench::FrameBenchPlan;
use crate::app::screens::review::{ReviewRequest, Reviews};
use crate::app::session::game::Seat;
use crate::app::session::records::JumpTo;
use crate::rules::unlur::{Game, Move, Phase};

/// Warm-up before the idle stage: at least this long and this many frames.
const WARM_UP_SECONDS: f32 = 3.0;
const WARM_UP_FRAMES: usize = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
enum Stage {
    #[default]
    WarmUp,
    Idle,
    Thinking,
    /// The report is out; the app exits at the end of this frame.
    Done,
}

#[derive(Resource, Default)]
struct Bench {
    stage: Stage,
    warm_up: (f32, usize),
    idle: Vec<f32>,
    thinking: Vec<f32>,
    /// Moves on the board when last looked at, and the AI's moves and playouts since the
    /// thinking stage began.
    seen: usize,
    ai_moves: usize,
    ai_playouts: u64,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Bench>().add_systems(Last, measure);
}

/// The position measured: the benchmark position of `side` (four black stones in the
/// middle, then the pass), filled with `stones` more stones by seeded random moves that
/// do not end the game. `None` for a side out of range.
pub fn position(side: usize, stones: usize, seed: u64) -> Option<Game> {
    let mut game = crate::ai::unlur::benchmark_position(side)?;
    let mut rng = Rng64::new(seed);
    let mut placed = 0;
    let mut tries = 0;
    while placed < stones && tries < 10 * stones {
        tries += 1;
        let moves: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Place(_)))
            .collect();
        if moves.is_empty() {
            break;
        }
        let mut next = game.clone();
        if next.play(moves[rng.below(moves.len())]).is_ok() && next.phase() != Phase::Over {
            game = next;
            placed += 1;
        }
    }
    Some(game)
}

/// Median, mean and 95th percentile of frame times in milliseconds.
pub fn summary(frames: &[f32]) -> Option<(f32, f32, f32)> {
    if frames.is_empty() {
        return None;
    }
    let mut ms: Vec<f32> = frames.iter().map(|s| s * 1000.0).collect();
    ms.sort_by(f32::total_cmp);
    let at = |q: f32| ms[((ms.len() - 1) as f32 * q).round() as usize];
    let mean = ms.iter().sum::<f32>() / ms.len() as f32;
    Some((at(0.5), mean, at(0.95)))
}

/// The report printed at the end; its last line is
/// `frame time while the AI thinks: +X.X% of idle (median), +Y.Y% (mean)`. `moves` and
/// `playouts` are the AI's moves and playouts meanwhile (it was not starved).
pub fn report(
    idle: &[f32],
    thinking: &[f32],
    level: Level,
    (moves, playouts): (usize, u64),
) -> Result<String, String> {
    let (Some(i), Some(t)) = (summary(idle), summary(thinking)) else {
        return Err("no frames measured while the AI was thinking".into());
    };
    let line = stage_line;
    let per_move = playouts / moves.max(1) as u64;
    Ok(format!(
        "{}\n{}\nthe AI played {moves} moves meanwhile, {per_move} playouts a move\nframe time while the AI thinks: {:+.1}% of idle (median), {:+.1}% (mean)",
        line("idle", idle.len(), i),
        line(
            &format!("AI ({}) thinking", level.name()),
            thinking.len(),
            t
        ),
        100.0 * (t.0 / i.0 - 1.0),
        100.0 * (t.1 / i.1 - 1.0),
    ))
}

/// The report of a run with `review`; its last line is
/// `frame time while the review runs: +X.X% of idle (median), +Y.Y% (mean)`.
pub fn review_report(idle: &[f32], reviewing: &[f32]) -> Result<String, String> {
    let (Some(i), Some(t)) = (summary(idle), summary(reviewing)) else {
        return Err("no frames measured while the review ran".into());
    };
    Ok(format!(
        "{}\n{}\nframe time while the review runs: {:+.1}% of idle (median), {:+.1}% (mean)",
        stage_line("idle (replay viewer)", idle.len(), i),
        stage_line("reviewing", reviewing.len(), t),
        100.0 * (t.0 / i.0 - 1.0),
        100.0 * (t.1 / i.1 - 1.0),
    ))
}

/// One stage's frames in the report.
fn stage_line(name: &str, n: usize, (median, mean, p95): (f32, f32, f32)) -> String {
    format!(
        "{name}: {n} frames, median {median:.1} ms, mean {mean:.1} ms, 95th percentile {p95:.1} ms"
    )
}

/// Prints the report and exits (with an error when nothing could be measured).
fn print_and_exit(report: Result<String, String>, exit: &mut MessageWriter<AppExit>) {
    match report {
        Ok(text) => {
            println!("{text}");
            exit.write(AppExit::Success);
        }
        Err(e) => {
            error!("{e}");
            exit.write(AppExit::error());
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn measure(
    time: Res<Time<Real>>,
    plan: Res<FrameBenchPlan>,
    mut bench: ResMut<Bench>,
    mut current: ResMut<UnlurMatch>,
    turn: Res<ThinkingOf<UnlurMatch>>,
    falling: Query<(), With<StoneFall>>,
    mut exit: MessageWriter<AppExit>,
    (reviews, mut ask, mut jumps): (
        Res<Reviews>,
        MessageWriter<ReviewRequest>,
        MessageWriter<JumpTo>,
    ),
) {
    let dt = time.delta_secs();
    match bench.stage {
        Stage::WarmUp => {
            if plan.review && bench.warm_up.1 == 0 {
                // The whole run in the viewer, at the last move.
                jumps.write(JumpTo(current.game.history().len()));
            }
            bench.warm_up.0 += dt;
            bench.warm_up.1 += 1;
            if bench.warm_up.0 >= WARM_UP_SECONDS && bench.warm_up.1 >= WARM_UP_FRAMES {
                bench.stage = Stage::Idle;
            }
        }
        Stage::Idle => {
            bench.idle.push(dt);
            if bench.idle.iter().sum::<f32>() >= plan.seconds {
                bench.stage = Stage::Thinking;
                bench.seen = current.game.history().len();
                if plan.review {
                    ask.write(ReviewRequest::Start);
                } else {
                    current.seats = [Seat::Ai(plan.level); 2];
                }
            }
        }
        Stage::Thinking if plan.review => {
            if reviews.progress().is_some() {
                bench.thinking.push(dt);
            }
            let done = reviews.shown.is_some() || reviews.error.is_some();
            if bench.thinking.iter().sum::<f32>() >= plan.seconds || done {
                print_and_exit(review_report(&bench.idle, &bench.thinking), &mut exit);
                bench.stage = Stage::Done;
            }
        }
        Stage::Thinking => {
            if turn.busy() && falling.is_empty() {
                bench.thinking.push(dt);
            }
            let moves = current.game.history().len();
            if moves != bench.seen {
                bench.seen = moves;
                bench.ai_moves += 1;
                bench.ai_playouts += current.last_thought.map_or(0, |(_, t)| t.playouts);
            }
            let over = current.game.phase() == Phase::Over;
            if bench.thinking.iter().sum::<f32>() >= plan.seconds || over {
                let ai_work = (bench.ai_moves, bench.ai_playouts);
                let result = report(&bench.idle, &bench.thinking, plan.level, ai_work);
                print_and_exit(result, &mut exit);
                bench.stage = Stage::Done;
            }
        }
        Stage::Done => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_has_the_stones_asked_for_and_is_not_over() {
        let g = position(8, 60, 7).unwrap();
        assert_eq!(g.phase(), Phase::Play);
        let placed = g
            .history()
            .iter()
            .filter(|m| matches!(m, Move::Place(_)))
            .count();
        assert_eq!(placed, 4 + 60);
        assert_eq!(position(8, 60, 7).unwrap().history(), g.history(), "seeded");
        assert!(position(2, 5, 1).is_none());
    }

    #[test]
    fn the_report_compares_medians() {
        let idle = [0.010, 0.010, 0.012, 0.011, 0.010];
        let thinking = [0.011, 0.011, 0.013, 0.012, 0.011];
        let text = report(&idle, &thinking, Level::Maximum, (3, 300)).unwrap();
        assert!(text.contains("idle: 5 frames, median 10.0 ms"), "{text}");
        assert!(
            text.contains("3 moves meanwhile, 100 playouts a move"),
            "{text}"
        );
        assert!(
            text.ends_with("+10.0% of idle (median), +9.4% (mean)"),
            "{text}"
        );
        assert!(report(&idle, &[], Level::Maximum, (0, 0)).is_err());
    }
}
