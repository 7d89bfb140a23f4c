//! The reviews already computed (no Bevy here): one small file a game in `reviews/`
//! under the config directory, beside `games/`, named by a hash of the game's record
//! and holding that record, so that opening the same game again shows its review at
//! once. A file that cannot be read, or whose record is another game's, is as good as
//! none: the review is computed again and the file replaced.

use std::path::{Path, PathBuf};

use crate::ai::review::{MoveReview, Rating, Review};

/// The folder of reviews.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewsFolder {
    /// `reviews/` in the config directory (or anywhere, in tests).
    pub dir: PathBuf,
}

/// The first line of a review file, with its format's version.
const HEADER: &str = "unlur review 1";

impl ReviewsFolder {
    /// The folder beside a folder of games (`reviews/` next to `games/`).
    pub fn beside(games: &Path) -> ReviewsFolder {
        ReviewsFolder {
            dir: games
                .parent()
                .map_or_else(|| PathBuf::from("reviews"), |p| p.join("reviews")),
        }
    }

    /// The file of the review of the game recorded as `record`.
    pub fn path(&self, record: &str) -> PathBuf {
        // Stable across builds (the record in the file confirms the match).
        let h = crate::ai::rng::hash64(record.as_bytes());
        self.dir.join(format!("{h:016x}.txt"))
    }

    /// The review kept for `record`, if there is one that can be read.
    pub fn get(&self, record: &str) -> Option<Review> {
        let text = std::fs::read_to_string(self.path(record)).ok()?;
        parse(&text, record)
    }

    /// Keeps `review` as the review of `record` (the folder is made if need be).
    pub fn put(&self, record: &str, review: &Review) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        crate::storage::write_atomically(&self.path(record), write(record, review))
    }
}

/// A review file's text: the header, the record (each line after `> `), then a line a
/// move: mover, chances before and after, chance lost, rating, move played, best move,
/// tab-separated.
pub fn write(record: &str, review: &Review) -> String {
    let mut out = format!("{HEADER}\n");
    for line in record.lines() {
        out.push_str(&format!("> {line}\n"));
    }
    for m in &review.moves {
        out.push_str(&format!(
            "{}\t{:.4}\t{:.4}\t{:.4}\t{}\t{}\t{}\n",
            m.mover,
            m.before,
            m.after,
            m.lost,
            m.rating.word(),
            m.played,
            m.best
        ));
    }
    out
}

/// The review in a review file's `text`, if it is one, of the game recorded as
/// `record`.
pub fn parse(text: &str, record: &str) -> Option<Review> {
    let mut lines = text.lines();
    if lines.next()? != HEADER {
        return None;
    }
    let mut kept = String::new();
    let mut moves = Vec::new();
    for line in lines {
        if let Some(r) = line.strip_prefix("> ") {
            kept.push_str(r);
            kept.push('\n');
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let [mover, before, after, lost, rating, played, best] = f[..] else {
            return None;
        };
        let chance = |s: &str| s.parse::<f32>().ok().filter(|c| (0.0..=1.0).contains(c));
        moves.push(MoveReview {
            mover: mover.parse().ok().filter(|m| *m < 2)?,
            played: played.to_string(),
            best: best.to_string(),
            before: chance(before)?,
            after: chance(after)?,
            lost: chance(lost)?,
            rating: Rating::from_word(rating)?,
        });
    }
    (kept.lines().eq(record.lines())).then_some(Review { moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn review() -> Review {
        let m = |mover, lost: f32| {
            MoveReview::new(
                mover,
                ("a4".into(), "b 2".into()),
                (0.5, 0.6, 0.6 - lost),
                false,
            )
        };
        Review {
            moves: vec![m(0, 0.0), m(1, 0.3), m(0, 0.07)],
        }
    }

    #[test]
    fn a_review_is_kept_for_its_record_only_and_bad_files_are_none() {
        let dir = std::env::temp_dir().join(format!("unlur-reviews-{}", std::process::id()));
        let folder = ReviewsFolder::beside(&dir.join("games"));
        let record = "[Game \"Unlur\"]\n\n1. a4\n";
        assert_eq!(folder.get(record), None);
        folder.put(record, &review()).unwrap();
        let back = folder.get(record).unwrap();
        assert_eq!(back.moves.len(), 3);
        assert_eq!(back.moves[1].rating, Rating::Blunder);
        assert_eq!(back.moves[0].best, "b 2");
        assert!((back.moves[2].lost - 0.07).abs() < 1e-4);
        assert_eq!(folder.get("[Game \"Unlur\"]\n\n1. b4\n"), None);
        // Another game's file under this name, or a damaged one, is none.
        let text = write(record, &review());
        assert_eq!(parse(&text, "other"), None);
        assert_eq!(parse(&text.replace("blunder", "awful"), record), None);
        assert_eq!(parse(&text.replace("0.3000", "7"), record), None);
        assert_eq!(parse(&text[..text.len() - 9], record), None);
        assert_eq!(parse("", record), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
