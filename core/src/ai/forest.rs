//! Root parallelism: several search trees of one position, each on a thread of its own
//! with a seed of its own, their root statistics summed when they are done. A tree
//! shares nothing with the others while it searches (no locks), so the playouts a move
//! gets grow with the cores; what the trees lose is what one of them learns deep down
//! that the others do not, which matters little for the move at the root.

use std::time::Duration;

use super::{Budget, Mcts, SearchGame, SearchInfo, SearchSettings, Stop};

/// Trees of one position searched together, kept between moves as one [`Mcts`] is.
pub struct Forest<G: SearchGame> {
    trees: Vec<Mcts<G>>,
}

impl<G: SearchGame> Forest<G> {
    /// `threads` trees of `root` (at least one). The first has `seed` itself, so one
    /// thread searches exactly as a lone [`Mcts`] with that seed.
    pub fn new(root: G, settings: SearchSettings, seed: u64, threads: usize) -> Forest<G> {
        let trees = (0..threads.max(1) as u64)
            .map(|i| {
                let seed = seed ^ i.wrapping_mul(0xD1B5_4A32_D192_ED03);
                Mcts::new(root.clone(), settings, seed)
            })
            .collect();
        Forest { trees }
    }

    /// Moves every tree's root along `mv`, keeping the subtrees below it.
    pub fn advance(&mut self, mv: G::Move) {
        for tree in &mut self.trees {
            tree.advance(mv);
        }
    }

    /// Searches every tree within `budget`, one thread each: a time is each thread's, a
    /// count of playouts is shared out among them (the same work, and with the same
    /// seed the same answer, on any machine). The best move is the one most visited in
    /// all the trees together; `None` if the game is over.
    pub fn search_until(
        &mut self,
        budget: Budget,
        stop: Option<&Stop>,
    ) -> Option<SearchInfo<G::Move>> {
        let threads = self.trees.len();
        let share = Budget {
            playouts: budget.playouts.map(|p| p.div_ceil(threads as u64).max(1)),
            time: budget.time,
        };
        let found: Vec<Option<SearchInfo<G::Move>>> = match self.trees.as_mut_slice() {
            [tree] => vec![tree.search_until(share, stop)],
            trees => std::thread::scope(|scope| {
                let running: Vec<_> = trees
                    .iter_mut()
                    .map(|tree| scope.spawn(move || tree.search_until(share, stop)))
                    .collect();
                running
                    .into_iter()
                    .map(|t| t.join().unwrap_or(None))
                    .collect()
            }),
        };
        merged(found.into_iter().flatten())
    }
}

/// The searches' root moves summed: visits added, each move's value weighed by its
/// visits in each tree.
fn merged<M: Copy + Eq>(found: impl Iterator<Item = SearchInfo<M>>) -> Option<SearchInfo<M>> {
    let mut moves: Vec<(M, u32, f32)> = Vec::new();
    // Per move: visits, visit-weighted value, and the plain sum of values for a move no
    // tree visited (each tree's own guess for it).
    let mut sums: Vec<(f64, f64, u32)> = Vec::new();
    let (mut playouts, mut elapsed, mut searches) = (0, Duration::ZERO, 0);
    for info in found {
        searches += 1;
        playouts += info.playouts;
        elapsed = elapsed.max(info.elapsed);
        for (mv, visits, value) in info.moves {
            let at = match moves.iter().position(|m| m.0 == mv) {
                Some(at) => at,
                None => {
                    moves.push((mv, 0, 0.0));
                    sums.push((0.0, 0.0, 0));
                    moves.len() - 1
                }
            };
            moves[at].1 += visits;
            sums[at].0 += f64::from(visits) * f64::from(value);
            sums[at].1 += f64::from(value);
            sums[at].2 += 1;
        }
    }
    if searches == 0 {
        return None;
    }
    for (m, &(weighted, plain, seen)) in moves.iter_mut().zip(&sums) {
        m.2 = if m.1 > 0 {
            (weighted / f64::from(m.1)) as f32
        } else {
            (plain / f64::from(seen.max(1))) as f32
        };
    }
    SearchInfo::of_root(moves, playouts, elapsed)
}

/// The cores a search may use at once (at least one).
pub fn all_cores() -> usize {
    use std::sync::OnceLock;
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::unlur::{Tables, UnlurPos};
    use crate::rules::unlur::{Game, Player};

    fn position() -> UnlurPos {
        let game = Game::with_side(5, Player::One).expect("side 5");
        let mut pos = UnlurPos::from_game(&game, Tables::new(game.board().clone()));
        pos.playouts = crate::ai::unlur::Playouts::Bridges;
        pos.as_play_phase(0, 0)
    }

    #[test]
    fn one_tree_searches_as_a_lone_search_with_its_seed() {
        let settings = SearchSettings::default();
        let lone = Mcts::new(position(), settings, 7).search(Budget::playouts(2_000));
        let forest =
            Forest::new(position(), settings, 7, 1).search_until(Budget::playouts(2_000), None);
        let (lone, forest) = (lone.expect("a move"), forest.expect("a move"));
        assert_eq!(lone.best, forest.best);
        assert_eq!(lone.moves, forest.moves);
        assert_eq!(forest.playouts, 2_000);
    }

    #[test]
    fn trees_share_a_count_of_playouts_and_sum_their_roots() {
        let settings = SearchSettings::default();
        let mut forest = Forest::new(position(), settings, 7, 3);
        let info = forest
            .search_until(Budget::playouts(3_000), None)
            .expect("a move");
        assert_eq!(info.playouts, 3_000);
        let visits: u32 = info.moves.iter().map(|m| m.1).sum();
        // Each root's first playout expands it and visits no child.
        assert!((2_990..=3_000).contains(&visits), "{visits} root visits");
        let best = info.moves.iter().max_by_key(|m| m.1).expect("moves");
        assert_eq!(best.0, info.best);
        assert_eq!(best.2, info.value);
        // The same seed gives the same answer, threads or not.
        let again = Forest::new(position(), settings, 7, 3)
            .search_until(Budget::playouts(3_000), None)
            .expect("a move");
        assert_eq!(again.moves, info.moves);
        // The trees differ: their seeds do.
        let one = Mcts::new(position(), settings, 7)
            .search(Budget::playouts(1_000))
            .expect("a move");
        assert_ne!(
            one.moves.iter().map(|m| m.1).collect::<Vec<_>>(),
            info.moves.iter().map(|m| m.1).collect::<Vec<_>>()
        );
    }
}
