//! A player's puzzles: a rating per game (Glicko-2, from the `skillratings` crate), the
//! puzzles' own ratings calibrated by the same results (each attempt is a game between
//! the player and the puzzle), streaks, and the puzzles solved; which puzzle comes next.
//! Kept beside the settings in `puzzles.toml` ([`ProgressFile`]): reading never fails
//! (what cannot be read is said, with its line, and left at its start), and a file that
//! had problems is copied to `puzzles.toml.bak` before the first save replaces it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use toml_edit::{Array, DocumentMut, Item, Table, Value};

use super::{Puzzle, Shipped};
use crate::ai::Rng64;
use crate::i18n::Said;
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

    /// The next puzzle of `shipped` (one game's) for the player: one of those not solved
    /// yet (all, once every one is) and not `last`, drawn from the few whose ratings are
    /// nearest the player's.
    pub fn next<'a>(
        &self,
        game: GameId,
        shipped: &'a [Shipped],
        last: Option<&str>,
        rng: &mut Rng64,
    ) -> Option<&'a Shipped> {
        let progress = self.game(game);
        let fresh = |s: &&Shipped| !progress.solved.contains(s.name);
        let mut pool: Vec<&Shipped> = shipped.iter().filter(fresh).collect();
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

    /// The file's text.
    pub fn to_text(&self) -> String {
        let mut doc = DocumentMut::new();
        for (word, g) in &self.games {
            let mut table = Table::new();
            table.insert("rating", Item::Value(Value::from(round(g.rating.rating))));
            table.insert(
                "deviation",
                Item::Value(Value::from(round(g.rating.deviation))),
            );
            table.insert("volatility", Item::Value(Value::from(g.rating.volatility)));
            table.insert("streak", Item::Value(Value::from(i64::from(g.streak))));
            table.insert(
                "best_streak",
                Item::Value(Value::from(i64::from(g.best_streak))),
            );
            table.insert("tried", Item::Value(Value::from(i64::from(g.tried))));
            let solved: Array = g.solved.iter().map(String::as_str).collect();
            table.insert("solved", Item::Value(Value::Array(solved)));
            let mut ratings = Table::new();
            for (name, r) in &g.puzzles {
                let triple: Array = [round(r.rating), round(r.deviation), r.volatility]
                    .into_iter()
                    .collect();
                ratings.insert(name, Item::Value(Value::Array(triple)));
            }
            table.insert("puzzles", Item::Table(ratings));
            doc.insert(word, Item::Table(table));
        }
        format!("{HEAD}{doc}")
    }

    /// Reads the file's text: what cannot be read is said (with its line where it has
    /// one) and left at its start; the rest is kept.
    pub fn parse(text: &str) -> (Progress, Vec<Said>) {
        let mut progress = Progress::default();
        let mut problems = Vec::new();
        let doc = match toml_edit::Document::parse(text.to_string()) {
            Ok(doc) => doc,
            Err(e) => {
                let line = e
                    .span()
                    .map_or(1, |s| 1 + text[..s.start].matches('\n').count());
                problems.push(Said::new("puzzles.progress.not_toml").with("line", line));
                return (progress, problems);
            }
        };
        let line_of = |item: &Item| {
            item.span().map_or(0, |s| {
                1 + text[..s.start.min(text.len())].matches('\n').count()
            })
        };
        for (key, item) in doc.as_table().iter() {
            let Some(game) = GameId::ALL.into_iter().find(|g| g.file_word() == key) else {
                problems.push(
                    Said::new("puzzles.progress.unknown_game")
                        .with("game", key)
                        .with("line", line_of(item)),
                );
                continue;
            };
            let Some(table) = item.as_table() else {
                problems.push(
                    Said::new("puzzles.progress.bad")
                        .with("key", key)
                        .with("line", line_of(item)),
                );
                continue;
            };
            let g = progress.game_mut(game);
            let mut bad = |k: &str, item: &Item| {
                problems.push(
                    Said::new("puzzles.progress.bad")
                        .with("key", format!("{key}.{k}"))
                        .with("line", line_of(item)),
                )
            };
            for (k, item) in table.iter() {
                let number = item
                    .as_float()
                    .or_else(|| item.as_integer().map(|i| i as f64));
                let whole = item.as_integer().and_then(|i| u32::try_from(i).ok());
                match k {
                    "rating" => match number.filter(|r| (0.0..=5000.0).contains(r)) {
                        Some(r) => g.rating.rating = r,
                        None => bad(k, item),
                    },
                    "deviation" => match number.filter(|d| (0.0..=350.0).contains(d)) {
                        Some(d) => g.rating.deviation = d,
                        None => bad(k, item),
                    },
                    "volatility" => match number.filter(|v| *v > 0.0 && *v < 1.0) {
                        Some(v) => g.rating.volatility = v,
                        None => bad(k, item),
                    },
                    "streak" => whole.map_or_else(|| bad(k, item), |n| g.streak = n),
                    "best_streak" => whole.map_or_else(|| bad(k, item), |n| g.best_streak = n),
                    "tried" => whole.map_or_else(|| bad(k, item), |n| g.tried = n),
                    "solved" => match item.as_array() {
                        Some(names) => {
                            g.solved = names
                                .iter()
                                .filter_map(|n| n.as_str().map(str::to_string))
                                .collect()
                        }
                        None => bad(k, item),
                    },
                    "puzzles" => match item.as_table() {
                        Some(ratings) => {
                            for (name, r) in ratings.iter() {
                                match rating_of(r) {
                                    Some(r) => {
                                        g.puzzles.insert(name.to_string(), r);
                                    }
                                    None => bad(&format!("puzzles.{name}"), r),
                                }
                            }
                        }
                        None => bad(k, item),
                    },
                    _ => bad(k, item),
                }
            }
        }
        (progress, problems)
    }
}

/// The file's first lines.
const HEAD: &str = "# unlur's puzzles: each game's rating (Glicko-2), streaks, the puzzles solved \
                    and the puzzles' ratings as your results moved them.\n";

fn round(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// A puzzle's `[rating, deviation, volatility]`.
fn rating_of(item: &Item) -> Option<Glicko2Rating> {
    let a = item.as_array()?;
    let n: Vec<f64> = a
        .iter()
        .map(|v| v.as_float().or_else(|| v.as_integer().map(|i| i as f64)))
        .collect::<Option<_>>()?;
    match n[..] {
        [rating, deviation, volatility]
            if (0.0..=5000.0).contains(&rating)
                && (0.0..=350.0).contains(&deviation)
                && volatility > 0.0
                && volatility < 1.0 =>
        {
            Some(Glicko2Rating {
                rating,
                deviation,
                volatility,
            })
        }
        _ => None,
    }
}

/// Where the puzzles' progress lives by default: beside the settings.
pub fn default_path() -> Option<PathBuf> {
    crate::storage::config_dir().map(|d| d.join("puzzles.toml"))
}

/// The progress file and what is known about it.
#[derive(Clone, Debug)]
pub struct ProgressFile {
    /// Where it lives (`None`: nowhere to keep it; it lasts for this run).
    pub path: Option<PathBuf>,
    /// The progress.
    pub progress: Progress,
    /// What could not be read, for the player.
    pub warnings: Vec<Said>,
    /// The file had problems and is not backed up yet: the next save copies it first.
    needs_backup: bool,
}

impl ProgressFile {
    /// Loads `path`. Never fails: problems become warnings.
    pub fn load(path: Option<PathBuf>) -> ProgressFile {
        let mut file = ProgressFile {
            path,
            progress: Progress::default(),
            warnings: Vec::new(),
            needs_backup: false,
        };
        let Some(path) = file.path.clone() else {
            return file;
        };
        match crate::storage::read_regular(&path) {
            Ok(bytes) => {
                let text = String::from_utf8_lossy(&bytes);
                let (progress, warnings) = Progress::parse(&text);
                file.progress = progress;
                file.needs_backup = !warnings.is_empty();
                file.warnings = warnings
                    .into_iter()
                    .map(|w| {
                        Said::new("puzzles.progress.in_file")
                            .with("path", crate::storage::shown(&path))
                            .with_said("why", w)
                    })
                    .collect();
            }
            Err(crate::storage::ReadError::Missing) => {}
            Err(e) => {
                file.warnings.push(
                    Said::new("puzzles.progress.in_file")
                        .with("path", crate::storage::shown(&path))
                        .with_said("why", crate::i18n::Says::said(&e)),
                );
                file.needs_backup = true;
            }
        }
        file
    }

    /// A copy of it is being saved (on another thread): that copy makes the backup a
    /// damaged file needed, so this one need not make it again.
    pub fn mark_saved(&mut self) {
        self.needs_backup = false;
    }

    /// Writes the progress, durably; a file that had problems is first copied to
    /// `puzzles.toml.bak` (if that fails, nothing is written). Says where it failed.
    pub fn save(&mut self) -> Result<(), Said> {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        let failed = |p: &std::path::Path, e: std::io::Error| {
            Said::new("puzzles.progress.cannot_save")
                .with("path", crate::storage::shown(p))
                .with("why", e.to_string())
        };
        if self.needs_backup && path.exists() {
            let backup = crate::settings::backup_path(&path);
            std::fs::copy(&path, &backup).map_err(|e| failed(&backup, e))?;
        }
        crate::storage::write_atomically(&path, self.progress.to_text())
            .map_err(|e| failed(&path, e))?;
        self.needs_backup = false;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::shipped;

    fn first(game: GameId) -> (Shipped, Puzzle) {
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
    fn the_next_puzzle_is_near_the_rating_never_one_solved_nor_the_last() {
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
    }

    #[test]
    fn progress_reads_back_and_a_bad_line_is_said_and_the_rest_kept() {
        let mut progress = Progress::default();
        for game in GameId::ALL {
            let (s, puzzle) = first(game);
            progress.attempt(
                game,
                s.name,
                &puzzle,
                if game == GameId::Uckers {
                    FirstTry::Missed
                } else {
                    FirstTry::Solved
                },
            );
        }
        let text = progress.to_text();
        let (read, problems) = Progress::parse(&text);
        assert!(problems.is_empty(), "{problems:?}");
        for game in GameId::ALL {
            let (a, b) = (progress.game(game), read.game(game));
            assert!((a.rating.rating - b.rating.rating).abs() < 0.06, "{game:?}");
            assert_eq!(
                (a.streak, a.tried, &a.solved),
                (b.streak, b.tried, &b.solved)
            );
            assert_eq!(a.puzzles.len(), b.puzzles.len());
        }
        // A value that cannot be used: said with its line, the rest kept.
        let damaged = text.replacen("\nstreak = 1", "\nstreak = \"many\"", 1);
        let (read, problems) = Progress::parse(&damaged);
        assert_eq!(problems.len(), 1, "{problems:?}");
        let line = damaged
            .lines()
            .position(|l| l.contains("\"many\""))
            .unwrap()
            + 1;
        assert!(
            problems[0].to_string().contains(&format!("line {line}")),
            "{}",
            problems[0]
        );
        // (The first table is Royal d'Ûr's: the games in their file words' order.)
        assert_eq!(read.game(GameId::RoyalUr).streak, 0);
        assert_eq!(read.game(GameId::RoyalUr).tried, 1);
        assert_eq!(read.game(GameId::Unlur).streak, 1);
        // Not TOML at all, a game that is not one: said.
        assert_eq!(
            Progress::parse("[unlur\nrating = ").1[0].key(),
            "puzzles.progress.not_toml"
        );
        assert_eq!(
            Progress::parse("[chess]\nrating = 1").1[0].key(),
            "puzzles.progress.unknown_game"
        );
    }

    #[test]
    fn a_damaged_progress_file_is_backed_up_before_it_is_replaced() {
        let dir = std::env::temp_dir().join(format!("unlur-puzzles-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("puzzles.toml");
        std::fs::write(&path, "[unlur]\nrating = \"high\"\nstreak = 3\n").unwrap();
        let mut file = ProgressFile::load(Some(path.clone()));
        assert_eq!(file.warnings.len(), 1);
        assert!(
            file.warnings[0].to_string().contains("puzzles.toml"),
            "{}",
            file.warnings[0]
        );
        assert_eq!(file.progress.game(GameId::Unlur).streak, 3);
        file.save().unwrap();
        let kept = std::fs::read_to_string(dir.join("puzzles.toml.bak")).unwrap();
        assert!(kept.contains("\"high\""), "{kept}");
        let again = ProgressFile::load(Some(path));
        assert!(again.warnings.is_empty(), "{:?}", again.warnings);
        assert_eq!(again.progress.game(GameId::Unlur).streak, 3);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
