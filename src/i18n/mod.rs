//! Every text the app shows, in English and French.
//!
//! The texts live in `en.txt` and `fr.txt` (compiled in): one `key = text` a line, `#`
//! comments, `\n` for a line break, `{name}` for a value filled in by [`Tr::trf`]. A
//! test checks that both files have the same keys with the same placeholders, and that
//! every key the source asks for with `tr("…")` or `trf("…", …)` exists.
//!
//! Game notation (cells like `d4`, moves like `r:t12-t18`) is the same in both
//! languages: it is what the records hold.

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::LazyLock;

pub use crate::settings::Language;

mod fill;
use fill::fill;

const EN: &str = include_str!("en.txt");
const FR: &str = include_str!("fr.txt");

/// One language's table: key → text.
type Table = HashMap<&'static str, String>;

/// Reads a table; returns it with the lines that could not be read.
fn parse(text: &'static str) -> (Table, Vec<String>) {
    let mut table = Table::new();
    let mut problems = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        match trimmed.split_once(" = ") {
            Some((key, value)) => {
                let value = value.replace("\\n", "\n");
                if table.insert(key.trim(), value).is_some() {
                    problems.push(format!("line {}: `{}` twice", i + 1, key.trim()));
                }
            }
            None => problems.push(format!("line {}: not `key = text`", i + 1)),
        }
    }
    (table, problems)
}

static TABLES: LazyLock<[Table; 2]> = LazyLock::new(|| [parse(EN).0, parse(FR).0]);

/// The texts of one language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tr(pub Language);

impl Tr {
    /// English.
    pub const EN: Tr = Tr(Language::English);
    /// French.
    pub const FR: Tr = Tr(Language::French);

    /// The language.
    pub fn language(self) -> Language {
        self.0
    }

    /// The text for `key` (English if this language lacks it, the key itself if both
    /// do: the completeness test rules both out).
    pub fn tr(self, key: &str) -> &'static str {
        let tables: &'static [Table; 2] = &TABLES;
        let index = match self.0 {
            Language::English => 0,
            Language::French => 1,
        };
        tables[index]
            .get(key)
            .or_else(|| tables[0].get(key))
            .map(String::as_str)
            .unwrap_or_else(|| {
                debug_assert!(false, "no text for `{key}`");
                ""
            })
    }

    /// The text for `key` with its `{name}` placeholders filled from `args`, in one
    /// pass (a value that holds `{…}` itself, a player's name say, stays as it is). In
    /// French, "de" and "que" before a value that starts with a vowel are elided ("les
    /// pièces d'Élève", not "de Élève").
    pub fn trf(self, key: &str, args: &[(&str, &dyn Display)]) -> String {
        fill(self.tr(key), args, self.0 == Language::French)
    }

    /// "1 prisoner" / "2 prisoners": `key.one` or `key.many` with `{n}` filled.
    pub fn plural(self, key: &str, n: usize) -> String {
        let which = if n == 1 { "one" } else { "many" };
        self.trf(&format!("{key}.{which}"), &[("n", &n)])
    }
}

/// A problem with the settings file, in words.
pub fn settings_problem(t: Tr, p: &crate::settings::SettingsProblem) -> String {
    use crate::settings::{Expected, SettingsProblem as P};
    match p {
        P::NotToml { line, column, text } => t.trf(
            "settings.problem.not_toml",
            &[("line", line), ("column", column), ("text", text)],
        ),
        P::Repeated { line, key } => {
            t.trf("settings.problem.repeated", &[("line", line), ("key", key)])
        }
        P::BadValue {
            line,
            column,
            key,
            value,
            expected,
            default,
        } => {
            let expected = t.tr(match expected {
                Expected::Volume => "settings.expected.volume",
                Expected::Bool => "settings.expected.bool",
                Expected::Language => "settings.expected.language",
                Expected::Animation => "settings.expected.animation",
                Expected::Palette => "settings.expected.palette",
                Expected::AiDelay => "settings.expected.ai_delay",
                Expected::Lessons => "settings.expected.lessons",
            });
            t.trf(
                "settings.problem.bad_value",
                &[
                    ("line", line),
                    ("column", column),
                    ("key", key),
                    ("value", value),
                    ("expected", &expected),
                    ("default", default),
                ],
            )
        }
        P::Unknown { line, key } => {
            t.trf("settings.problem.unknown", &[("line", line), ("key", key)])
        }
        P::NotText { line } => t.trf("settings.problem.not_text", &[("line", line)]),
        P::CannotRead { path, error } => t.trf(
            "settings.problem.cannot_read",
            &[("path", &crate::storage::shown(path)), ("error", error)],
        ),
        P::BackedUp { backup } => t.trf(
            "settings.problem.backed_up",
            &[("path", &crate::storage::shown(backup))],
        ),
        P::CannotSave { path, error } => t.trf(
            "settings.problem.cannot_save",
            &[("path", &crate::storage::shown(path)), ("error", error)],
        ),
    }
}

/// Every key of a language's table (for tests and tools).
pub fn keys(language: Language) -> Vec<&'static str> {
    let tables: &'static [Table; 2] = &TABLES;
    let index = match language {
        Language::English => 0,
        Language::French => 1,
    };
    let mut keys: Vec<&'static str> = tables[index].keys().copied().collect();
    keys.sort_unstable();
    keys
}

#[cfg(test)]
mod glossary_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn placeholders(text: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut rest = text;
        while let Some(start) = rest.find('{') {
            let Some(len) = rest[start..].find('}') else {
                break;
            };
            out.insert(rest[start + 1..start + len].to_string());
            rest = &rest[start + len..];
        }
        out
    }

    #[test]
    fn both_tables_read_cleanly() {
        for text in [EN, FR] {
            let (_, problems) = parse(text);
            assert!(problems.is_empty(), "{problems:?}");
        }
    }

    #[test]
    fn every_key_is_in_both_languages_with_the_same_placeholders() {
        let en = keys(Language::English);
        let fr = keys(Language::French);
        let missing_fr: Vec<_> = en.iter().filter(|k| !fr.contains(k)).collect();
        let missing_en: Vec<_> = fr.iter().filter(|k| !en.contains(k)).collect();
        assert!(missing_fr.is_empty(), "missing in French: {missing_fr:?}");
        assert!(missing_en.is_empty(), "missing in English: {missing_en:?}");
        for key in en {
            let (a, b) = (Tr::EN.tr(key), Tr::FR.tr(key));
            assert!(
                !a.trim().is_empty() && !b.trim().is_empty(),
                "{key} is empty"
            );
            assert_eq!(placeholders(a), placeholders(b), "{key}: `{a}` / `{b}`");
        }
    }

    /// Every French text is French: it differs from the English one, except for the
    /// names and words that are the same in both (game names, "Menu", "Options", ...).
    #[test]
    fn every_french_text_is_translated() {
        const SAME_IN_BOTH: [&str; 18] = [
            "common.level.max",
            "notice.ok",
            // The sides' letters: N, S, E are the same in French; W is O.
            "unlur.side.n",
            "unlur.side.ne",
            "unlur.side.se",
            "unlur.side.s",
            "common.menu",
            "dialog.options",
            "menu.title",
            "menu.unlur",
            "menu.ur",
            "menu.uckers",
            "settings.palette.standard",
            "uckers.base",
            "uckers.option.superblobs",
            "uckers.title",
            "unlur.title",
            "ur.title",
        ];
        let untranslated: Vec<_> = keys(Language::English)
            .into_iter()
            .filter(|k| !SAME_IN_BOTH.contains(k) && !k.starts_with("test."))
            .filter(|k| Tr::EN.tr(k) == Tr::FR.tr(k))
            .collect();
        assert!(
            untranslated.is_empty(),
            "the same in French: {untranslated:?}"
        );
    }

    /// Every `tr("key")`, `trf("key"` and `plural("key"` in the source names a key of
    /// the tables (plural keys need `.one` and `.many`).
    #[test]
    fn every_key_the_source_uses_exists() {
        let en = keys(Language::English);
        let mut missing = BTreeSet::new();
        let mut used = 0;
        let mut stack = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                for call in ["tr(\"", "trf(\"", "plural(\""] {
                    for (at, _) in text.match_indices(call) {
                        let rest = &text[at + call.len()..];
                        let Some(end) = rest.find('"') else { continue };
                        let key = &rest[..end];
                        let is_key = key.contains('.')
                            && key.chars().all(|c| {
                                c.is_ascii_lowercase() || c.is_ascii_digit() || "._".contains(c)
                            });
                        if !is_key {
                            continue; // prose about the calls, such as this module's docs
                        }
                        used += 1;
                        let needed: Vec<String> = if call == "plural(\"" {
                            vec![format!("{key}.one"), format!("{key}.many")]
                        } else {
                            vec![key.to_string()]
                        };
                        for k in needed {
                            if !en.contains(&k.as_str()) {
                                missing.insert(format!("{k} ({})", path.display()));
                            }
                        }
                    }
                }
            }
        }
        // Keys the source builds from names.
        for a in crate::settings::AnimationSpeed::ALL {
            let key = format!("settings.animation.{}", a.code());
            if !en.contains(&key.as_str()) {
                missing.insert(key);
            }
        }
        for p in crate::settings::Palette::ALL {
            let key = format!("settings.palette.{}", p.code());
            if !en.contains(&key.as_str()) {
                missing.insert(key);
            }
        }
        assert!(
            missing.is_empty(),
            "keys missing from the tables: {missing:?}"
        );
        assert!(used > 50, "only {used} uses found: is the scan broken?");
    }

    #[test]
    fn placeholders_are_filled() {
        assert_eq!(
            Tr::EN.trf("test.greeting", &[("name", &"Ada")]),
            "Hello, Ada"
        );
        assert_eq!(
            Tr::FR.trf("test.greeting", &[("name", &"Ada")]),
            "Bonjour, Ada"
        );
        // One pass: a value holding a placeholder's name is kept as it is.
        assert_eq!(
            Tr::EN.trf("test.greeting", &[("name", &"{name}")]),
            "Hello, {name}"
        );
        assert_eq!(Tr::FR.plural("test.stone", 1), "1 pierre");
        assert_eq!(Tr::FR.plural("test.stone", 3), "3 pierres");
    }
}
