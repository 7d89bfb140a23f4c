//! Game-playing AI: Monte-Carlo tree search with RAVE over a small game trait, and the
//! per-game parts (positions built for fast playouts, playout policies).
//!
//! No Bevy here: the app runs searches on a worker thread, the command line runs them
//! headless. Searches are seeded (same seed, same budget in playouts → same move).

pub mod analysis;
pub mod budget;
pub mod calibration;
pub mod dice;
pub mod expectimax;
pub mod forest;
pub mod games;
pub mod level;
pub mod mcts;
pub mod review;
pub mod rng;
pub mod seat;
pub mod uckers;
pub mod unlur;
pub mod ur;
pub mod work;

pub use budget::{Budget, SearchSettings, Stop, parse_budget};
pub use forest::{Forest, all_cores};
pub use level::{Level, Timing};
pub use mcts::{Mcts, SearchInfo};
pub use rng::Rng64;

/// A two-player game with no draws, as the search sees it.
///
/// Players are 0 and 1. Moves have a dense index (`move_index < move_space`), used by
/// the all-moves-as-first (AMAF) statistics of RAVE.
pub trait SearchGame: Clone + Send + 'static {
    /// A move.
    type Move: Copy + Eq + std::fmt::Debug + Send + 'static;

    /// The player to move (0 or 1).
    fn to_move(&self) -> u8;
    /// The winner, once the game is over.
    fn winner(&self) -> Option<u8>;
    /// Appends every legal move to `out`.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a legal move.
    fn apply(&mut self, mv: Self::Move);
    /// Dense index of a move, below [`SearchGame::move_space`].
    fn move_index(&self, mv: Self::Move) -> usize;
    /// Number of distinct move indices.
    fn move_space(&self) -> usize;
    /// Plays the game to its end with the playout policy; pushes each (player, move)
    /// played onto `trace`, and returns the winner.
    fn playout(&mut self, rng: &mut Rng64, trace: &mut Vec<(u8, Self::Move)>) -> u8;
}
