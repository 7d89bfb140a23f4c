//! The settings file's text: TOML, read and written with `toml_edit`.
//!
//! Reading never fails. A line that is not TOML (a bare word, a key given twice, bytes
//! that are not UTF-8) is set aside and said, with its line and column, and the rest of
//! the file is read again without it: every other line counts. A value that cannot be
//! used is said with its line and column and the default is used instead.
//!
//! Saving edits the file as it is on disk: only the values of the keys this run
//! changed are replaced (their comments kept), a key with no line gets one at the end,
//! and every other line (comments, unknown settings, the order) stays. A line that was
//! not TOML is kept as a comment (`# not read: …`); one that was not text goes (the
//! file was backed up first).

use std::ops::Range;

use toml_edit::{Document, DocumentMut, Item, Value};

use super::{
    AnimationSpeed, Expected, Language, LessonsDone, MAX_AI_DELAY, Palette, Quality, Settings,
    SettingsProblem,
};
use crate::rules::record::quote;

/// How a line that could not be read is kept in the file when it is saved.
const NOT_READ: &str = "# not read: ";

/// The line (from 1) and column (from 1, in characters) of byte `at` of `text`.
fn line_and_column(text: &str, at: usize) -> (usize, usize) {
    let at = at.min(text.len());
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

/// A file's bytes as text, each line that is not UTF-8 left empty (and said).
fn readable(bytes: &[u8]) -> (String, Vec<SettingsProblem>) {
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    let mut problems = Vec::new();
    let lines: Vec<&str> = bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, raw)| {
            std::str::from_utf8(raw).unwrap_or_else(|_| {
                problems.push(SettingsProblem::NotText { line: i + 1 });
                ""
            })
        })
        .collect();
    (lines.join("\n"), problems)
}

/// A line set aside because it was not TOML: where, its text, and the key it gave a
/// second time, if that was why.
struct SetAside {
    line: usize,
    column: usize,
    text: String,
    repeated: Option<String>,
}

/// Parses `text` as TOML, setting aside each line the parser stops at until the rest
/// reads: the document of what remains, and the lines set aside.
fn tolerant(text: &str) -> (Document<String>, Vec<SetAside>) {
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    let mut aside = Vec::new();
    loop {
        let joined = lines.join("\n");
        let error = match Document::parse(joined.clone()) {
            Ok(doc) => return (doc, aside),
            Err(e) => e,
        };
        let at = error.span().map_or(joined.len(), |s| s.start);
        let (mut line, column) = line_and_column(&joined, at);
        // The parser may stop past the line at fault (an unclosed string at the end):
        // set aside the nearest line above that still has something.
        while line > 1 && lines[line - 1].trim().is_empty() {
            line -= 1;
        }
        let text = std::mem::take(&mut lines[line - 1]);
        // Spaces in its place keep every byte where it was (the spans, the lines).
        lines[line - 1] = " ".repeat(text.len());
        if text.trim().is_empty() {
            // Nothing left to set aside: what remains is empty.
            return (Document::parse(String::new()).expect("empty TOML"), aside);
        }
        let repeated = error
            .message()
            .contains("duplicate key")
            .then(|| text.split('=').next().unwrap_or("").trim().to_string());
        aside.push(SetAside {
            line,
            column,
            text,
            repeated,
        });
    }
}

impl Settings {
    /// Each setting's key and its value as the file writes it.
    pub fn fields(&self) -> [(&'static str, Value); 14] {
        [
            ("volume", Value::from(i64::from(self.volume))),
            ("muted", Value::from(self.muted)),
            ("language", Value::from(self.language.code())),
            ("animation", Value::from(self.animation.code())),
            ("palette", Value::from(self.palette.code())),
            ("quality", Value::from(self.quality.code())),
            ("fullscreen", Value::from(self.fullscreen)),
            ("ai_delay", Value::from(seconds(self.ai_delay))),
            ("takebacks", Value::from(self.takebacks)),
            ("takebacks_people", Value::from(self.takebacks_people)),
            ("coordinates", Value::from(self.coordinates)),
            ("live_chances", Value::from(self.live_chances)),
            ("live_chances_vs_ai", Value::from(self.live_chances_vs_ai)),
            ("lessons_done", Value::from(self.lessons_done.code())),
        ]
    }

    /// The keys whose values differ between `self` and `other`.
    pub fn changed_since(&self, other: &Settings) -> Vec<&'static str> {
        self.fields()
            .into_iter()
            .zip(other.fields())
            .filter(|(a, b)| a.1.to_string() != b.1.to_string())
            .map(|(a, _)| a.0)
            .collect()
    }

    /// A new settings file's text.
    pub fn to_text(&self) -> String {
        let mut out = String::from("# unlur settings (written by the app; edit with care)\n");
        for (key, value) in self.fields() {
            out.push_str(&format!("{key} = {}\n", value.to_string().trim()));
        }
        out
    }

    /// A settings file's bytes with the values of `keys` set to this run's: every other
    /// line (comments, unknown settings) stays as it is, a comment after a value stays
    /// after the new value, a key with no line gets one at the end, a line that was not
    /// TOML is kept as a comment and a line that was not text goes.
    pub fn update_file(&self, old: &[u8], keys: &[&str]) -> Vec<u8> {
        let (text, _) = readable(old);
        let (_, aside) = tolerant(&text);
        let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
        for a in &aside {
            lines[a.line - 1] = format!("{NOT_READ}{}", a.text.trim());
        }
        let mut doc: DocumentMut = match lines.join("\n").parse() {
            Ok(doc) => doc,
            // Commenting out kept it from reading (never seen): the lines that read.
            Err(_) => tolerant(&lines.join("\n")).0.into_mut(),
        };
        for (key, value) in self.fields() {
            if !keys.contains(&key) {
                continue;
            }
            match doc.get_mut(key).and_then(Item::as_value_mut) {
                Some(old) => {
                    let decor = old.decor().clone();
                    *old = value;
                    *old.decor_mut() = decor;
                }
                None => {
                    doc.insert(key, Item::Value(value));
                }
            }
        }
        let mut out = doc.to_string();
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.into_bytes()
    }

    /// Reads a settings file's text over `defaults`: every line that can be read sets
    /// its setting; the others are reported and leave the default.
    pub fn parse(text: &str, defaults: Settings) -> (Settings, Vec<SettingsProblem>) {
        Settings::parse_bytes(text.as_bytes(), defaults)
    }

    /// Reads a settings file's bytes over `defaults` (see the module's documentation).
    pub fn parse_bytes(bytes: &[u8], defaults: Settings) -> (Settings, Vec<SettingsProblem>) {
        let (text, mut problems) = readable(bytes);
        let (doc, aside) = tolerant(&text);
        for a in aside {
            problems.push(match a.repeated {
                Some(key) => SettingsProblem::Repeated {
                    line: a.line,
                    key: quote(&key),
                },
                None => SettingsProblem::NotToml {
                    line: a.line,
                    column: a.column,
                    text: quote(a.text.trim()),
                },
            });
        }
        let mut s = defaults;
        for (key, item) in doc.as_table().iter() {
            let span = doc
                .as_table()
                .get_key_value(key)
                .and_then(|(k, _)| k.span())
                .unwrap_or(0..0);
            let (line, _) = line_and_column(&text, span.start);
            let value_span: Range<usize> = item.span().unwrap_or(span);
            let (_, column) = line_and_column(&text, value_span.start);
            let written = text.get(value_span).unwrap_or("").trim();
            let bad = |expected: Expected, default: String| SettingsProblem::BadValue {
                line,
                column,
                key: key.to_string(),
                value: quote(written),
                expected,
                default,
            };
            let text_of = |item: &Item| item.as_str().map(str::to_string);
            match key {
                _ if bool_field(&mut s, key).is_some() => {
                    match (item.as_bool(), bool_field(&mut s, key)) {
                        (Some(b), Some(field)) => *field = b,
                        _ => {
                            let mut d = defaults;
                            let default = bool_field(&mut d, key).is_some_and(|b| *b);
                            problems.push(bad(Expected::Bool, default.to_string()));
                        }
                    }
                }
                "volume" => match item.as_integer() {
                    Some(v @ 0..=100) => s.volume = v as u8,
                    _ => problems.push(bad(Expected::Volume, defaults.volume.to_string())),
                },
                "language" => match text_of(item).and_then(|t| Language::parse(&t)) {
                    Some(l) => s.language = l,
                    None => problems.push(bad(Expected::Language, defaults.language.code().into())),
                },
                "animation" => match text_of(item).and_then(|t| AnimationSpeed::parse(&t)) {
                    Some(a) => s.animation = a,
                    None => {
                        problems.push(bad(Expected::Animation, defaults.animation.code().into()))
                    }
                },
                "palette" => match text_of(item).and_then(|t| Palette::parse(&t)) {
                    Some(p) => s.palette = p,
                    None => problems.push(bad(Expected::Palette, defaults.palette.code().into())),
                },
                "quality" => match text_of(item).and_then(|t| Quality::parse(&t)) {
                    Some(q) => s.quality = q,
                    None => problems.push(bad(Expected::Quality, defaults.quality.code().into())),
                },
                "lessons_done" => match text_of(item).and_then(|t| LessonsDone::parse(&t)) {
                    Some(d) => s.lessons_done = d,
                    None => problems.push(bad(
                        Expected::Lessons,
                        format!("\"{}\"", defaults.lessons_done.code()),
                    )),
                },
                "ai_delay" => {
                    let seconds = item
                        .as_float()
                        .or_else(|| item.as_integer().map(|i| i as f64));
                    match seconds {
                        Some(v) if (0.0..=f64::from(MAX_AI_DELAY)).contains(&v) => {
                            s.ai_delay = v as f32
                        }
                        _ => problems.push(bad(Expected::AiDelay, defaults.ai_delay.to_string())),
                    }
                }
                _ => problems.push(SettingsProblem::Unknown {
                    line,
                    key: quote(key),
                }),
            }
        }
        problems.sort_by_key(SettingsProblem::line);
        (s, problems)
    }
}

/// An AI delay as the file writes it: the shortest decimal that reads back (0.3, not
/// 0.30000001192092896).
fn seconds(delay: f32) -> f64 {
    delay.to_string().parse().unwrap_or(0.0)
}

/// The setting of `key` when it is a yes-or-no one.
fn bool_field<'a>(s: &'a mut Settings, key: &str) -> Option<&'a mut bool> {
    match key {
        "muted" => Some(&mut s.muted),
        "fullscreen" => Some(&mut s.fullscreen),
        "takebacks" => Some(&mut s.takebacks),
        "takebacks_people" => Some(&mut s.takebacks_people),
        "coordinates" => Some(&mut s.coordinates),
        "live_chances" => Some(&mut s.live_chances),
        "live_chances_vs_ai" => Some(&mut s.live_chances_vs_ai),
        _ => None,
    }
}
