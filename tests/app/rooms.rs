//! The app's rooms (`docs/architecture.md`, "The app's rooms"), held against its code:
//! every path of `src/app/` that names another part (`crate::app::…`, `super::…`) may
//! only run down: ground, look, table, session, screens, the games, the assembly; a
//! game's folder never names another game's (every game names the game core, the dice
//! games the dice core on top of it; the cores name no game).

use std::path::{Path, PathBuf};

/// The parts, from the ground up.
const PARTS: [&str; 7] = [
    "ground", "look", "table", "session", "screens", "games", "assembly",
];

/// The games' own folders (on the games' part).
const GAMES: [&str; 5] = ["unlur", "ur", "uckers", "dice_core", "game_core"];

/// The part a module under `crate::app` belongs to, by its first name.
fn part_of(first: &str) -> Option<usize> {
    if GAMES.contains(&first) {
        return Some(5);
    }
    if first == "options" {
        return Some(6);
    }
    PARTS.iter().position(|p| *p == first)
}

/// A file's module path below `crate::app` (`session/online/mod.rs`: `session::online`).
fn module_of(relative: &Path) -> Vec<String> {
    let mut names: Vec<String> = relative
        .iter()
        .map(|s| s.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if names.last().is_some_and(|n| n == "mod") {
        names.pop();
    }
    names
}

/// The file's code without comments and string literals (their words name no module).
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                    }
                    if escaped {
                        escaped = false;
                    } else if c == '\\' {
                        escaped = true;
                    } else if c == '"' {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

/// Every module a file's paths reach below `crate::app`, by its first name, with the
/// line: `crate::app::x`, `crate::app::{x, y}`, and `super::` chains that climb to the
/// app (a file's own `mod tests` counts one level more).
fn reaches(module: &[String], code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let tests_at = code.find("mod tests {").unwrap_or(usize::MAX);
    let words: Vec<(usize, &str)> = code
        .match_indices(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .scan(0, |start, (i, sep)| {
            let word = (*start, &code[*start..i]);
            *start = i + sep.len();
            Some([word, (i, sep)])
        })
        .flatten()
        .filter(|(_, w)| !w.trim().is_empty())
        .collect();
    let line = |at: usize| code[..at].matches('\n').count() + 1;
    let at = |k: usize| words.get(k).map_or("", |w| w.1);
    let mut k = 0;
    while k < words.len() {
        let (pos, word) = words[k];
        if (word == "crate" || word == "$crate")
            && at(k + 1) == ":"
            && at(k + 3) == "app"
            && at(k + 4) == ":"
        {
            if at(k + 6) == "{" {
                // A group: each first name at its top level.
                let mut depth = 0;
                let mut j = k + 7;
                let mut first = true;
                while j < words.len() {
                    match at(j) {
                        "{" => depth += 1,
                        "}" if depth == 0 => break,
                        "}" => depth -= 1,
                        "," if depth == 0 => first = true,
                        w if first && depth == 0 && w != ":" => {
                            found.push((line(pos), w.to_string()));
                            first = false;
                        }
                        _ => {}
                    }
                    j += 1;
                }
            } else {
                found.push((line(pos), at(k + 6).to_string()));
            }
        } else if word == "super" && (k == 0 || at(k - 1) != ":") {
            let mut here: Vec<String> = module.to_vec();
            if pos > tests_at {
                here.push("tests".into());
            }
            let mut j = k;
            while at(j) == "super" && at(j + 1) == ":" {
                here.pop();
                j += 3;
            }
            if here.is_empty() {
                let next = at(j);
                if next != "{" && next != "*" {
                    found.push((line(pos), next.to_string()));
                }
            }
        }
        k += 1;
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_import_of_the_app_runs_down_its_rooms() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 100, "the app's files were found");
    let mut wrong = Vec::new();
    let mut counted = 0;
    for file in &files {
        let relative = file.strip_prefix(&root).unwrap();
        let module = module_of(relative);
        let Some(from) = module.first().map_or(Some(6), |m| part_of(m)) else {
            wrong.push(format!(
                "{}: on no part (a loose file at the top of src/app)",
                relative.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for (line, first) in reaches(&module, &code_only(&text)) {
            counted += 1;
            // A name that is no part's is an item of the assembly's own.
            let to = part_of(&first).unwrap_or(6);
            let own = module.first().map(String::as_str);
            let games = (
                own.filter(|m| GAMES.contains(m)),
                GAMES.contains(&first.as_str()),
            );
            let other_game = match games {
                (Some(mine), true) => {
                    // Every game names the game core, the dice games the dice core; the
                    // cores name no game, and the game core not the dice core.
                    mine != first
                        && !(first == "game_core"
                            || (first == "dice_core" && matches!(mine, "ur" | "uckers")))
                }
                _ => false,
            };
            if to > from || other_game {
                wrong.push(format!(
                    "{}:{line}: the {} names `{first}` ({})",
                    relative.display(),
                    PARTS[from],
                    PARTS[to]
                ));
            }
        }
    }
    assert!(counted > 500, "the app's paths were read ({counted})");
    assert!(
        wrong.is_empty(),
        "imports that run up the app's rooms:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_reader_of_paths_sees_what_runs_up() {
    // A file of the session naming a screen, in each way a path can be written.
    let session = vec!["session".to_string(), "records".to_string()];
    let code = code_only(
        "use crate::app::screens::menu::X;\n\
         use crate::app::{look::A, screens::B};\n\
         fn f() { super::super::screens::demo::on(); }\n\
         // crate::app::screens in a comment\n\
         const S: &str = \"crate::app::screens\";\n\
         mod tests { use super::*; fn g() { super::super::look::x(); } }\n",
    );
    let names: Vec<(usize, String)> = reaches(&session, &code);
    let firsts: Vec<&str> = names.iter().map(|(_, n)| n.as_str()).collect();
    // The tests' `super::super::look` is the session's own `look`: it stays below.
    assert_eq!(firsts, ["screens", "look", "screens", "screens"]);
    assert_eq!(names[3].0, 3, "the line is told");
}
