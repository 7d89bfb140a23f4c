//! Expectimax for dice games: the player to move maximises its value, the roll of the
//! dice is averaged. Shared by the games with chance (Royal d'Ûr, Uckers).
//!
//! Values are from player 0's point of view, in [-1, 1], so a game where one player
//! moves twice in a row (an extra roll) needs nothing special.

use std::time::{Duration, Instant};

use super::{Rng64, Stop};

/// A two-player game with dice, as expectimax sees it.
pub trait ChanceGame: Clone {
    /// A move (a pass, when the rules force one, is the empty move list's answer).
    type Move: Copy + Eq + std::fmt::Debug;
    /// One outcome of the dice.
    type Roll: Copy + Eq + std::fmt::Debug + 'static;

    /// The player to move (0 or 1).
    fn to_move(&self) -> u8;
    /// The winner, once the game is over.
    fn winner(&self) -> Option<u8>;
    /// Every distinct outcome of the dice with its probability (they sum to 1).
    fn rolls(&self) -> &'static [(Self::Roll, f32)];
    /// Appends the legal moves for `roll`; none means the turn passes.
    fn legal_moves(&self, roll: Self::Roll, out: &mut Vec<Self::Move>);
    /// Plays `roll` and `mv` (`None`: the turn passes, when no move is legal).
    fn apply(&mut self, roll: Self::Roll, mv: Option<Self::Move>);
    /// A static estimate in (-1, 1) from player 0's point of view.
    fn evaluate(&self) -> f32;
    /// Whether two positions are the same for the search (moves leading to the same
    /// position are searched once).
    fn same(&self, other: &Self) -> bool;
}

/// A won game's value for player 0 (the evaluation stays strictly inside).
pub const WIN: f32 = 1.0;

/// What a search found.
#[derive(Clone, Copy, Debug)]
pub struct Choice<M> {
    /// The move (`None`: no legal move, the turn passes).
    pub mv: Option<M>,
    /// Its value for the player who moves, in [-1, 1].
    pub value: f32,
    /// The deepest search completed, in plies (the root move counts as one).
    pub depth: u32,
    /// Positions evaluated.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

struct Search {
    nodes: u64,
    deadline: Option<Instant>,
    out_of_time: bool,
    stop: Option<Stop>,
}

impl Search {
    fn new(deadline: Option<Instant>, stop: Option<&Stop>) -> Search {
        Search {
            nodes: 0,
            deadline,
            out_of_time: false,
            stop: stop.cloned(),
        }
    }

    fn expired(&mut self) -> bool {
        if !self.out_of_time && self.nodes.is_multiple_of(1024) {
            self.out_of_time = self.deadline.is_some_and(|d| Instant::now() >= d)
                || self.stop.as_ref().is_some_and(Stop::stopped);
        }
        self.out_of_time
    }

    /// The value before the dice are rolled, with `depth` plies to go.
    fn chance<G: ChanceGame>(&mut self, g: &G, depth: u32) -> f32 {
        if let Some(w) = g.winner() {
            return if w == 0 { WIN } else { -WIN };
        }
        if depth == 0 || self.expired() {
            self.nodes += 1;
            return g.evaluate();
        }
        g.rolls()
            .iter()
            .map(|&(roll, p)| p * self.decide(g, roll, depth))
            .sum()
    }

    /// The value once `roll` is known: the mover's best move.
    fn decide<G: ChanceGame>(&mut self, g: &G, roll: G::Roll, depth: u32) -> f32 {
        let children = successors(g, roll);
        let maximise = g.to_move() == 0;
        let mut best = if maximise { f32::MIN } else { f32::MAX };
        for (_, child) in &children {
            let v = self.chance(child, depth - 1);
            best = if maximise { best.max(v) } else { best.min(v) };
        }
        best
    }
}

/// The expected value of `g` for player 0 before its dice are rolled, searching
/// `depth` plies (0: the evaluation).
pub fn expected<G: ChanceGame>(g: &G, depth: u32) -> f32 {
    expected_counted(g, depth).0
}

/// [`expected`] with the positions it evaluated: the work a search did, the same on
/// any machine however busy (a review's budget counts it rather than time).
pub fn expected_counted<G: ChanceGame>(g: &G, depth: u32) -> (f32, u64) {
    let mut search = Search::new(None, None);
    let v = search.chance(g, depth);
    (v, search.nodes)
}

/// The distinct positions the legal moves of `roll` lead to (one entry, with no move,
/// when the turn passes).
pub(crate) fn successors<G: ChanceGame>(g: &G, roll: G::Roll) -> Vec<(Option<G::Move>, G)> {
    let mut moves = Vec::new();
    g.legal_moves(roll, &mut moves);
    if moves.is_empty() {
        let mut next = g.clone();
        next.apply(roll, None);
        return vec![(None, next)];
    }
    let mut out: Vec<(Option<G::Move>, G)> = Vec::with_capacity(moves.len());
    for mv in moves {
        let mut next = g.clone();
        next.apply(roll, Some(mv));
        if !out.iter().any(|(_, o)| o.same(&next)) {
            out.push((Some(mv), next));
        }
    }
    out
}

/// Chooses a move for `roll`, searching `max_depth` plies (the root move included;
/// 1 is a greedy choice on the evaluation). With a time limit, deepens one ply at a
/// time and keeps the deepest search completed in time. Exact ties are broken by
/// `rng`, so a seed gives the same game. A `stop` set ends it as its time would.
pub fn choose<G: ChanceGame>(
    g: &G,
    roll: G::Roll,
    max_depth: u32,
    (time, stop): (Option<Duration>, Option<&Stop>),
    rng: &mut Rng64,
) -> Choice<G::Move> {
    let start = Instant::now();
    let children = successors(g, roll);
    let mover = g.to_move();
    let sign = if mover == 0 { 1.0 } else { -1.0 };
    let mut search = Search::new(time.map(|t| start + t), stop);
    let mut best = Choice {
        mv: children[0].0,
        value: 0.0,
        depth: 0,
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    if children.len() == 1 {
        // No choice to make: depth 0 says so.
        best.value = sign * search.chance(&children[0].1, 0);
    }
    let first_depth = if time.is_some() { 1 } else { max_depth.max(1) };
    for depth in first_depth..=max_depth.max(1) {
        if children.len() == 1 {
            break;
        }
        let mut values = Vec::with_capacity(children.len());
        for (_, child) in &children {
            values.push(sign * search.chance(child, depth - 1));
        }
        if search.out_of_time && depth > first_depth {
            break;
        }
        let top = values.iter().copied().fold(f32::MIN, f32::max);
        let tied: Vec<usize> = (0..values.len()).filter(|&i| values[i] == top).collect();
        let pick = tied[rng.below(tied.len())];
        best.mv = children[pick].0;
        best.value = top;
        best.depth = depth;
        if search.out_of_time {
            break;
        }
    }
    best.nodes = search.nodes;
    best.elapsed = start.elapsed();
    best
}

/// How a rollout search spends its time (see [`choose_with_rollouts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rollouts {
    /// Turns played out before the evaluation is read.
    pub horizon: u32,
    /// Time for the rollouts.
    pub time: Duration,
    /// Moves kept from the expectimax ranking for the rollouts.
    pub candidates: usize,
}

/// A roll drawn with the game's probabilities.
pub(crate) fn sample_roll<G: ChanceGame>(g: &G, rng: &mut Rng64) -> G::Roll {
    let rolls = g.rolls();
    let mut x = rng.unit() as f32;
    for &(roll, p) in rolls {
        if x < p {
            return roll;
        }
        x -= p;
    }
    rolls[rolls.len() - 1].0
}

/// The greedy rollout policy: the successor the evaluation likes best for the mover.
pub(crate) fn greedy_step<G: ChanceGame>(g: &G, roll: G::Roll, moves: &mut Vec<G::Move>) -> G {
    moves.clear();
    g.legal_moves(roll, moves);
    let mut best: Option<(f32, G)> = None;
    let sign = if g.to_move() == 0 { 1.0 } else { -1.0 };
    for &mv in moves.iter() {
        let mut next = g.clone();
        next.apply(roll, Some(mv));
        let v = match next.winner() {
            Some(w) => sign * if w == 0 { 2.0 } else { -2.0 },
            None => sign * next.evaluate(),
        };
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, next));
        }
    }
    best.map(|(_, g)| g).unwrap_or_else(|| {
        let mut next = g.clone();
        next.apply(roll, None);
        next
    })
}

/// Chooses a move by expectimax to `depth` plies, then plays the best few candidates
/// out with the greedy policy for `horizon` turns, again and again until the time is
/// spent; every candidate meets the same dice in each round, so the comparison is fair.
/// The move whose rollouts end best on average (the evaluation, or ±1 for a finished
/// game) is chosen. A `stop` set ends the rollouts as their time would.
pub fn choose_with_rollouts<G: ChanceGame>(
    g: &G,
    roll: G::Roll,
    depth: u32,
    (plan, stop): (Rollouts, Option<&Stop>),
    rng: &mut Rng64,
) -> Choice<G::Move> {
    let start = Instant::now();
    let children = successors(g, roll);
    if children.len() == 1 {
        // No choice to make: nothing to rank or play out.
        return choose(g, roll, depth, (None, stop), rng);
    }
    let mover = g.to_move();
    let sign = if mover == 0 { 1.0 } else { -1.0 };
    let mut search = Search::new(None, stop);
    // Rank the candidates by expectimax, keep the best few.
    let mut order: Vec<(f32, usize)> = children
        .iter()
        .enumerate()
        .map(|(i, (_, c))| (sign * search.chance(c, depth.saturating_sub(1)), i))
        .collect();
    order.sort_by(|a, b| b.0.total_cmp(&a.0));
    order.truncate(plan.candidates.max(1));
    let mut totals = vec![0.0f64; order.len()];
    let mut rounds = 0u64;
    let mut moves = Vec::new();
    let deadline = start + plan.time;
    while rounds == 0 || (Instant::now() < deadline && !stop.is_some_and(Stop::stopped)) {
        let dice_seed = rng.next_u64();
        for (k, &(_, i)) in order.iter().enumerate() {
            let mut dice = Rng64::new(dice_seed);
            let mut state = children[i].1.clone();
            for _ in 0..plan.horizon {
                if state.winner().is_some() {
                    break;
                }
                let r = sample_roll(&state, &mut dice);
                state = greedy_step(&state, r, &mut moves);
            }
            let v = match state.winner() {
                Some(w) => {
                    if w == 0 {
                        WIN
                    } else {
                        -WIN
                    }
                }
                None => state.evaluate(),
            };
            totals[k] += (sign * v) as f64;
        }
        rounds += 1;
    }
    let (k, total) = totals
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map(|(k, t)| (k, *t))
        .unwrap_or((0, 0.0));
    Choice {
        mv: children[order[k].1].0,
        value: (total / rounds as f64) as f32,
        depth,
        nodes: search.nodes + rounds * order.len() as u64,
        elapsed: start.elapsed(),
    }
}
