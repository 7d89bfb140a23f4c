//! A player's puzzles: a rating per game (Glicko-2, from the `skillratings` crate), the
//! puzzles' own ratings calibrated by the same results (each attempt is a game between
//! the player and the puzzle), streaks, and the puzzles solved; which puzzle comes next.
//! Kept beside the settings in `puzzles.toml` ([`ProgressFile`], `file.rs`).

mod file;

pub use file::{ProgressFile, default_path};

use std::collections::{BTreeMap, BTreeSet};

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::{Puzzle, Shipped};
use crate::ai::Rng64;
use crate::rules::GameId;

/// How sure a puzzle's first rating is (a player's starts at Glicko-2's 350).
const PUZZLE_DEVIATION: f64 = 200.0;

/// How many of the puzzles nearest the player's rating the next one is drawn from.
const NEAREST: usize = 8;

/// One game's puzzles for the player.
#[derive(Clone, Debug, PartialEq)]
pub struct GameProgress {
    /// The player's rating.
    pub rating: Glicko2Rating,
    /// Puzzles solved at the first try in a row, up to now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Puzzles tried (each counted once, at its first try).
    pub tried: u32,
    /// The puzzles solved at the first try, by file name.
    pub solved: BTreeSet<String>,
    /// The puzzles' ratings as this player's results have moved them, by file name.
    pub puzzles: BTreeMap<String, Glicko2Rating>,
}

/// A game's progress before its first puzzle.
static START: GameProgress = GameProgress {
    rating: Glicko2Rating::new(),
    streak: 0,
    best_streak: 0,
    tried: 0,
    solved: BTreeSet::new(),
    puzzles: BTreeMap::new(),
};

impl Default for GameProgress {
    fn default() -> Self {
        START.clone()
    }
}

/// How the first try at a puzzle went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstTry {
    /// Solved unaided: a win over the puzzle; the streak grows.
    Solved,
    /// Solved after the hint: half a win (a draw with the puzzle); the streak, which
    /// counts puzzles solved unaided, ends.
    Hinted,
    /// Missed: a loss; the streak ends.
    Missed,
}

/// What one attempt changed: the player's rating before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Attempt {
    /// The rating before.
    pub before: f64,
    /// The rating after.
    pub after: f64,
    /// The streak after.
    pub streak: u32,
    /// How the try went.
    pub how: FirstTry,
}

/// Every game's puzzles for the player.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    games: BTreeMap<&'static str, GameProgress>,
}

impl Progress {
    /// A game's progress (its start when none is kept). Borrowed: the screens read it
    /// every frame.
    pub fn game(&self, game: GameId) -> &GameProgress {
        self.games.get(game.file_word()).unwrap_or(&START)
    }

    fn game_mut(&mut self, game: GameId) -> &mut GameProgress {
        self.games.entry(game.file_word()).or_default()
    }

    /// A puzzle's rating now: as this player's results moved it, else its file's.
    pub fn puzzle_rating(&self, game: GameId, name: &str, puzzle: &Puzzle) -> Glicko2Rating {
        self.games
            .get(game.file_word())
            .and_then(|g| g.puzzles.get(name))
            .copied()
            .unwrap_or(Glicko2Rating {
                rating: f64::from(puzzle.rating),
                deviation: PUZZLE_DEVIATION,
                volatility: 0.06,
            })
    }

    /// The first try at puzzle `name` (only the first counts: a retry after a wrong
    /// answer changes nothing): a game between the player and the puzzle that moves
    /// both ratings, won, drawn (solved after the hint) or lost; the streak grows or
    /// ends.
    pub fn attempt(&mut self, game: GameId, name: &str, puzzle: &Puzzle, how: FirstTry) -> Attempt {
        let theirs = self.puzzle_rating(game, name, puzzle);
        let g = self.game_mut(game);
        let outcome = match how {
            FirstTry::Solved => Outcomes::WIN,
            FirstTry::Hinted => Outcomes::DRAW,
            FirstTry::Missed => Outcomes::LOSS,
        };
        let before = g.rating.rating;
        let (player, puzzle_after) = glicko2(&g.rating, &theirs, &outcome, &Glicko2Config::new());
        g.rating = player;
        g.puzzles.insert(name.to_string(), puzzle_after);
        g.tried += 1;
        if how == FirstTry::Solved {
            g.streak += 1;
            g.best_streak = g.best_streak.max(g.streak);
        } else {
            g.streak = 0;
        }
        if how != FirstTry::Missed {
            g.solved.insert(name.to_string());
        }
        Attempt {
            before,
            after: g.rating.rating,
            streak: g.streak,
            how,
        }
    }

    /// The next puzzle of `shipped` (one game's) for the player: one never tried (once
    /// every one is, one not solved yet; once every one is solved, any) and not `last`,
    /// drawn from the few whose ratings are nearest the player's.
    pub fn next<'a>(
        &self,
        game: GameId,
        shipped: &'a [Shipped],
        last: Option<&str>,
        rng: &mut Rng64,
    ) -> Option<&'a Shipped> {
        let progress = self.game(game);
        // A puzzle tried has a rating of its own for this player.
        let untried = |s: &&Shipped| !progress.puzzles.contains_key(s.name);
        let unsolved = |s: &&Shipped| !progress.solved.contains(s.name);
        let mut pool: Vec<&Shipped> = shipped.iter().filter(untried).collect();
        if pool.is_empty() {
            pool = shipped.iter().filter(unsolved).collect();
        }
        if pool.is_empty() {
            pool = shipped.iter().collect();
        }
        if pool.len() > 1 {
            pool.retain(|s| Some(s.name) != last);
        }
        let distance = |s: &Shipped| {
            let rating = Puzzle::parse(s.text)
                .map(|p| self.puzzle_rating(game, s.name, &p).rating)
                .unwrap_or(f64::MAX / 4.0);
            (rating - progress.rating.rating).abs()
        };
        let mut ranked: Vec<(f64, &Shipped)> = pool.into_iter().map(|s| (distance(s), s)).collect();
        ranked.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.name.cmp(b.1.name)));
        ranked.truncate(NEAREST);
        (!ranked.is_empty()).then(|| ranked[rng.below(ranked.len())].1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::shipped;

    pub(super) fn first(game: GameId) -> (Shipped, Puzzle) {
        let s = shipped(game)[0];
        (s, Puzzle::parse(s.text).unwrap())
    }

    #[test]
    fn a_solved_puzzle_raises_the_rating_and_the_streak_and_a_miss_ends_it() {
        let mut progress = Progress::default();
        let (s, puzzle) = first(GameId::Unlur);
        let solved = progress.attempt(GameId::Unlur, s.name, &puzzle, FirstTry::Solved);
        assert!(solved.after > solved.before, "{solved:?}");
        assert_eq!(solved.streak, 1);
        // The puzzle, beaten, is rated lower now, and surer.
        let moved = progress.puzzle_rating(GameId::Unlur, s.name, &puzzle);
        assert!(moved.rating < f64::from(puzzle.rating), "{moved:?}");
        assert!(moved.deviation < PUZZLE_DEVIATION);
        let (s2, p2) = (
            shipped(GameId::Unlur)[1],
            Puzzle::parse(shipped(GameId::Unlur)[1].text).unwrap(),
        );
        progress.attempt(GameId::Unlur, s2.name, &p2, FirstTry::Solved);
        let missed = progress.attempt(GameId::Unlur, "another", &p2, FirstTry::Missed);
        assert!(missed.after < missed.before, "{missed:?}");
        let g = progress.game(GameId::Unlur);
        assert_eq!((g.streak, g.best_streak, g.tried), (0, 2, 3));
        assert_eq!(g.solved.len(), 2);
        // Solved after the hint: half a win, between a solve and a miss at the same
        // ratings; solved, but no streak.
        let mut twins = [progress.clone(), progress.clone(), progress.clone()];
        let [won, drawn, lost] =
            [FirstTry::Solved, FirstTry::Hinted, FirstTry::Missed].map(|how| {
                let k = how as usize;
                twins[k].attempt(GameId::Unlur, s2.name, &p2, how).after
            });
        assert!(won > drawn && drawn > lost, "{won} {drawn} {lost}");
        let hinted = twins[1].game(GameId::Unlur);
        assert_eq!((hinted.streak, hinted.best_streak), (0, 2));
        assert!(hinted.solved.contains(s2.name));
        // Each game keeps its own.
        assert_eq!(progress.game(GameId::RoyalUr), &GameProgress::default());
    }

    #[test]
    fn the_next_puzzle_is_near_the_rating_never_one_tried_nor_the_last() {
        let game = GameId::Unlur;
        let all = shipped(game);
        let mut progress = Progress::default();
        let mut rng = Rng64::new(5);
        // A strong player gets hard puzzles, a new one those near 1500.
        progress.game_mut(game).rating.rating = 2400.0;
        let hard = progress.next(game, &all, None, &mut rng).unwrap();
        let rating = |s: &Shipped| Puzzle::parse(s.text).unwrap().rating;
        let highest = all.iter().map(rating).max().unwrap();
        assert!(
            rating(hard) + 300 >= highest,
            "{} of {highest}",
            rating(hard)
        );
        // Solved ones and the last one are left out.
        let two = &all[..2];
        let p0 = Puzzle::parse(two[0].text).unwrap();
        progress.attempt(game, two[0].name, &p0, FirstTry::Solved);
        for _ in 0..10 {
            assert_eq!(
                progress.next(game, two, None, &mut rng).unwrap().name,
                two[1].name
            );
        }
        assert_eq!(
            progress.next(game, &two[..1], None, &mut rng).unwrap().name,
            two[0].name,
            "all solved: they come again"
        );
        let p1 = Puzzle::parse(two[1].text).unwrap();
        progress.attempt(game, two[1].name, &p1, FirstTry::Solved);
        assert_eq!(
            progress
                .next(game, two, Some(two[1].name), &mut rng)
                .unwrap()
                .name,
            two[0].name
        );
        // A puzzle missed waits until every other has been tried, then comes before
        // those solved.
        let mut fresh = Progress::default();
        let three = &all[..3];
        let parse = |s: &Shipped| Puzzle::parse(s.text).unwrap();
        fresh.attempt(game, three[0].name, &parse(&three[0]), FirstTry::Missed);
        for _ in 0..10 {
            assert_ne!(
                fresh.next(game, three, None, &mut rng).unwrap().name,
                three[0].name
            );
        }
        for s in &three[1..] {
            fresh.attempt(game, s.name, &parse(s), FirstTry::Solved);
        }
        for _ in 0..10 {
            assert_eq!(
                fresh.next(game, three, None, &mut rng).unwrap().name,
                three[0].name
            );
        }
    }
}
