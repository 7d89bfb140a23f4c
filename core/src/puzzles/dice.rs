//! What the dice games' puzzles share: "best move". A position and a roll where one
//! move's chance of winning beats every other move's by at least [`MARGIN`], as the
//! expectimax values them a ply deeper than the review looks (its evaluation and
//! calibration), and
//! where an independent Monte-Carlo check agrees: every distinct move played out
//! [`PLAYOUTS`] times to the end of the game by the rollouts' greedy policy, all moves
//! meeting the same dice in each round, the answer wins most often, and within the 95%
//! interval of the paired difference it beats each other move (the interval above 0)
//! by the margin (the interval reaching [`MARGIN`]). Every number comes from a seed
//! taken from the position, so a check gives the same numbers as the making did.

use crate::ai::Rng64;
use crate::ai::expectimax::{ChanceGame, greedy_step, sample_roll, successors};
use crate::ai::review::dice_chance;
use crate::i18n::Said;

/// Playouts of each move in the Monte-Carlo check.
pub const PLAYOUTS: usize = 10_000;

/// The chance, 0 to 1, by which the answer beats every other move.
pub const MARGIN: f32 = 0.10;

/// Turns a playout may last; one still going counts as half a win.
pub const LONGEST: u32 = 1_500;

/// Positions of a game whose playouts are tried before the game is given up.
pub const TRIES: usize = 3;

/// One distinct move of the roll, weighed.
#[derive(Clone, Debug)]
pub struct Weighed<M> {
    /// The move (`None`: the turn passes).
    pub mv: Option<M>,
    /// The mover's chance of winning after it, by the expectimax.
    pub chance: f32,
    /// The share of its playouts the mover won (a playout cut short counts half).
    pub won: f64,
}

/// The answer a position and roll give, when they make a puzzle.
#[derive(Clone, Debug)]
pub struct Judged<M> {
    /// Every distinct move, the best by the expectimax first.
    pub moves: Vec<Weighed<M>>,
    /// The points by which the answer (the first) beats the next, by the expectimax.
    pub margin: f32,
    /// The 95% interval of the playouts' margin against the move they rate next best.
    pub interval: (f64, f64),
}

/// Every distinct move of `roll` in `g` valued by the expectimax `plies` deep (the move
/// included) and made a chance by `calibrated`, best first.
pub fn chances<G: ChanceGame>(
    g: &G,
    (roll, plies): (G::Roll, u32),
    calibrated: &impl Fn(&G, f32) -> f32,
) -> Vec<(Option<G::Move>, G, f32)> {
    let mover = g.to_move();
    let mut out: Vec<(Option<G::Move>, G, f32)> = successors(g, roll)
        .into_iter()
        .map(|(mv, next)| {
            let chance = dice_chance(&next, mover, plies.max(1) - 1, calibrated);
            (mv, next, chance)
        })
        .collect();
    out.sort_by(|a, b| b.2.total_cmp(&a.2));
    out
}

/// Whether the best of `valued` (as [`chances`] ranks them) beats the next by the
/// margin: the quick test before the playouts.
pub fn leads<M, G>(valued: &[(M, G, f32)]) -> bool {
    valued.len() >= 2 && valued[0].2 - valued[1].2 >= MARGIN
}

/// Plays each of `starts` out to the end `n` times with the greedy policy of the
/// state `policy` makes of it, every start meeting the same dice in round `i`; for each
/// start and round, 2 when `mover` won, 0 when it lost, 1 when cut short.
pub fn playouts<G: ChanceGame>(
    starts: &[G],
    mover: u8,
    (n, seed): (usize, u64),
    policy: &impl Fn(&G) -> G,
) -> Vec<Vec<u8>> {
    let mut moves = Vec::new();
    let mut out = vec![Vec::with_capacity(n); starts.len()];
    for round in 0..n {
        let dice_seed =
            Rng64::new(seed ^ (round as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
        for (k, start) in starts.iter().enumerate() {
            let mut dice = Rng64::new(dice_seed);
            let mut state = policy(start);
            let mut turns = 0;
            while state.winner().is_none() && turns < LONGEST {
                let roll = sample_roll(&state, &mut dice);
                state = greedy_step(&state, roll, &mut moves);
                turns += 1;
            }
            out[k].push(match state.winner() {
                Some(w) if w == mover => 2,
                Some(_) => 0,
                None => 1,
            });
        }
    }
    out
}

/// The mean and 95% interval of the paired difference `a - b` of two moves' playouts,
/// as shares of a win.
pub(super) fn paired(a: &[u8], b: &[u8]) -> (f64, (f64, f64)) {
    let n = a.len().min(b.len()).max(1) as f64;
    let d: Vec<f64> = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| (f64::from(x) - f64::from(y)) / 2.0)
        .collect();
    let mean = d.iter().sum::<f64>() / n;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    (mean, (mean - half, mean + half))
}

/// Whether `roll` in `g` makes a puzzle, and its answer: the expectimax's best move
/// (`plies` deep) beats the next by [`MARGIN`] or more, and, when `confirm` asks for
/// them, the playouts (seeded by `seed`, the positions played by the greedy policy of the
/// state `policy` makes) agree. Says why not otherwise (`words` writes a move as the
/// records do). Without the playouts, each move's `won` and the interval are NaN.
pub fn judge<G: ChanceGame>(
    g: &G,
    (roll, plies): (G::Roll, u32),
    (seed, confirm): (u64, bool),
    (calibrated, policy): (&impl Fn(&G, f32) -> f32, &impl Fn(&G) -> G),
    words: &impl Fn(Option<G::Move>) -> String,
) -> Result<Judged<G::Move>, Said> {
    let valued = chances(g, (roll, plies), calibrated);
    if valued.len() < 2 {
        return Err(Said::new("puzzle.dice.one_move"));
    }
    let margin = valued[0].2 - valued[1].2;
    let points = |c: f64| (c * 100.0).round() as i64;
    if margin < MARGIN {
        return Err(Said::new("puzzle.dice.close")
            .with("best", words(valued[0].0))
            .with("next", words(valued[1].0))
            .with("points", points(f64::from(margin))));
    }
    if !confirm {
        return Ok(Judged {
            moves: valued
                .iter()
                .map(|v| Weighed {
                    mv: v.0,
                    chance: v.2,
                    won: f64::NAN,
                })
                .collect(),
            margin,
            interval: (f64::NAN, f64::NAN),
        });
    }
    let starts: Vec<G> = valued.iter().map(|v| v.1.clone()).collect();
    let outcomes = playouts(&starts, g.to_move(), (PLAYOUTS, seed), policy);
    let won = |o: &[u8]| o.iter().map(|&x| f64::from(x)).sum::<f64>() / (2.0 * o.len() as f64);
    let moves: Vec<Weighed<G::Move>> = valued
        .iter()
        .zip(&outcomes)
        .map(|(v, o)| Weighed {
            mv: v.0,
            chance: v.2,
            won: won(o),
        })
        .collect();
    // The move the playouts rate next best, and how far the answer is above it.
    let rival = (1..moves.len())
        .max_by(|&a, &b| moves[a].won.total_cmp(&moves[b].won))
        .unwrap_or(1);
    let (_, interval) = paired(&outcomes[0], &outcomes[rival]);
    if interval.0 <= 0.0 || interval.1 < f64::from(MARGIN) {
        return Err(Said::new("puzzle.dice.not_confirmed")
            .with("best", words(moves[0].mv))
            .with("next", words(moves[rival].mv))
            .with("low", points(interval.0))
            .with("high", points(interval.1))
            .with("playouts", PLAYOUTS));
    }
    Ok(Judged {
        moves,
        margin,
        interval,
    })
}

/// The seed of a puzzle's playouts: from what tells its position and roll apart.
pub fn seed_of(key: &str) -> u64 {
    crate::ai::rng::hash64(key.as_bytes())
}

/// A puzzle's rating from its margin and how many moves there were to choose from: a
/// first guess (the players' results calibrate it): a wide margin among few moves is
/// easy, a narrow one among many hard.
pub fn rating(margin: f32, moves: usize) -> u32 {
    let r = 1500.0 - 1200.0 * (f64::from(margin) - 0.10) + 60.0 * (moves.min(8) as f64 - 2.0);
    (r.round() as i64).clamp(400, 2600) as u32
}

/// The margin as the `Margin` header writes it, in whole points.
pub fn margin_points(margin: f32) -> u32 {
    (margin * 100.0).round().clamp(0.0, 100.0) as u32
}

/// Whether a puzzle's `Margin` header says the margin measured (to the point: the
/// header is rounded).
pub fn check_margin(puzzle: &super::Puzzle, margin: f32) -> Result<(), Said> {
    let measured = margin_points(margin);
    match puzzle.margin {
        Some(m) if m.abs_diff(measured) <= 1 => Ok(()),
        given => Err(Said::new("puzzle.dice.margin")
            .with("given", given.unwrap_or(0))
            .with("measured", measured)),
    }
}

/// The first of up to [`TRIES`] of a game's candidates (positions with their roll where
/// the expectimax's best move leads by the margin), drawn at random, that `judge`
/// confirms with its playouts: the position, its roll and the judgement.
pub fn first_confirmed<P, R: Copy, M>(
    mut found: Vec<(P, R)>,
    rng: &mut Rng64,
    judge: impl Fn(&P, R) -> Result<Judged<M>, Said>,
) -> Option<(P, R, Judged<M>)> {
    for _ in 0..TRIES.min(found.len()) {
        let (position, roll) = found.swap_remove(rng.below(found.len()));
        if let Ok(judged) = judge(&position, roll) {
            return Some((position, roll, judged));
        }
    }
    None
}

/// The "best move" puzzle of `game` whose position `record` ends at, its answer written
/// `answer`, its roll `roll` (as the records write both), as `judged`; with its file's
/// name, told apart by the position's `key`.
pub fn best_move<M>(
    game: crate::rules::GameId,
    record: &str,
    (answer, roll): (String, String),
    judged: &Judged<M>,
    key: &str,
) -> (super::Puzzle, String) {
    let puzzle = super::Puzzle::write(
        record,
        super::Puzzle {
            game,
            kind: super::Kind::BestMove,
            solutions: vec![answer],
            roll: Some(roll.clone()),
            margin: Some(margin_points(judged.margin)),
            rating: rating(judged.margin, judged.moves.len()),
            text: String::new(),
        },
    );
    let name = puzzle.file_stem(&roll, key);
    (puzzle, name)
}
