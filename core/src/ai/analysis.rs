//! Running analyses of any game from its record's text: a whole game's review and one
//! position's chances, on worker threads, with a [`Progress`](super::work::Progress) the caller reads and can
//! cancel through. The command line and the app both start them here; the games' own
//! analyses are in their folders (`ur::review`, `uckers::review`, `unlur::review`).

use std::time::Duration;

use super::review::Review;
use super::work::Work;
use crate::rules::GameId;

/// The names `unlur review` gives a game's two sides.
pub fn sides(game: GameId) -> [&'static str; 2] {
    match game {
        GameId::Uckers => ["yellow-green", "red-blue"],
        GameId::Unlur | GameId::RoyalUr => ["player1", "player2"],
    }
}

/// Reviews the game of a record's text: `Ok(None)` when cancelled; the reader's words
/// when the record cannot be read.
pub fn review_record(text: &str, work: &Work) -> Result<Option<Review>, crate::i18n::Said> {
    super::games::review(GameId::of_record(text)?, text, work)
}

/// The chance that the first player (Uckers: yellow-green) wins from the position the
/// record's text ends on, searched for about `time` (the live evaluation bar).
pub fn chance_now(text: &str, time: Duration, seed: u64) -> Result<f32, crate::i18n::Said> {
    super::games::first_player_chance(GameId::of_record(text)?, text, time, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::work::Progress;

    #[test]
    fn work_keeps_the_order_counts_progress_and_stops_when_cancelled() {
        let work = Work {
            threads: 3,
            ..Work::default_for(GameId::RoyalUr)
        };
        let items: Vec<u32> = (0..50).collect();
        work.progress.plan(items.len());
        let squares = work.in_parallel(&items, |i| i * i).unwrap();
        assert_eq!(squares, items.iter().map(|i| i * i).collect::<Vec<_>>());
        assert_eq!(work.progress.fraction(), 1.0);
        let stopped = Work {
            progress: Progress::default(),
            ..work.clone()
        };
        let halfway = stopped.in_parallel(&items, |&i| {
            if i == 10 {
                stopped.progress.cancel();
            }
            i
        });
        assert_eq!(halfway, None);
        assert!(stopped.progress.cancelled());
    }
}
