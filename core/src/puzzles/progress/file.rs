//! The puzzles' progress in its file, `puzzles.toml` beside the settings: its text
//! (TOML, written with `toml_edit`), read never failing (what cannot be read is said,
//! with its line, and left at its start), and saved durably, a file that had problems
//! first copied to `puzzles.toml.bak`.

use std::path::PathBuf;

use skillratings::glicko2::Glicko2Rating;
use toml_edit::{Array, DocumentMut, Item, Table, Value};

use super::Progress;
use crate::i18n::Said;
use crate::rules::GameId;

impl Progress {
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
    use super::super::FirstTry;
    use super::super::tests::first;
    use super::*;

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
