//! The glossary (`docs/glossary.md`) held against every French text of the app: the
//! words, the rules screens and the lessons use none of the words its last column
//! rules out (English words, or French synonyms the app does not use).

use std::path::Path;

/// The words the glossary rules out in French.
fn ruled_out() -> Vec<String> {
    include_str!("../../../docs/glossary.md")
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---"))
        .skip(1)
        .filter_map(|l| l.split('|').nth(4).map(str::to_string))
        .flat_map(|cell| {
            cell.split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Whether `text` holds `word` as a word of its own (a lowercase word in any case).
fn holds(text: &str, word: &str) -> bool {
    let (text, word) = if word.chars().any(char::is_uppercase) {
        (text.to_string(), word.to_string())
    } else {
        (text.to_lowercase(), word.to_lowercase())
    };
    let alone = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    text.match_indices(&word).any(|(i, _)| {
        alone(text[..i].chars().next_back()) && alone(text[i + word.len()..].chars().next())
    })
}

/// Every French text: the words (placeholders left out), the rules screens, the
/// lessons' French lines; each with where it is.
fn french_texts() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let no_placeholders = |s: &str| {
        let mut kept = String::new();
        let mut depth = 0;
        for c in s.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => kept.push(c),
                _ => {}
            }
        }
        kept
    };
    for (i, line) in include_str!("fr.ftl").lines().enumerate() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        // `id = text`, or a variant's text (`[one] text`, `*[other] text`).
        let value = match line.split_once(" = ") {
            Some((_, value)) => value,
            None => line
                .trim_start_matches('*')
                .strip_prefix('[')
                .and_then(|v| v.split_once(']'))
                .map_or("", |(_, text)| text),
        };
        out.push((format!("src/i18n/fr.ftl:{}", i + 1), no_placeholders(value)));
    }
    // The rules' texts are the app's assets, the lessons the core's.
    let core = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        core.join("../assets/rules"),
        core.join("assets/lessons/unlur"),
        core.join("assets/lessons/ur"),
        core.join("assets/lessons/uckers"),
    ] {
        for entry in std::fs::read_dir(dir).unwrap() {
            files.push(entry.unwrap().path());
        }
    }
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for (i, line) in text.lines().enumerate() {
            let french = name.ends_with(".fr.txt")
                || (name.ends_with(".lesson")
                    && line
                        .split_once(" = ")
                        .is_some_and(|(k, _)| k.ends_with(".fr")));
            if french {
                let value = line.split_once(" = ").map_or(line, |(_, v)| v);
                out.push((
                    format!("{}:{}", path.display(), i + 1),
                    no_placeholders(value),
                ));
            }
        }
    }
    out
}

#[test]
fn every_french_text_keeps_to_the_glossary() {
    let words = ruled_out();
    assert!(words.contains(&"pion".to_string()), "{words:?}");
    let texts = french_texts();
    assert!(texts.len() > 400, "{}", texts.len());
    let found: Vec<String> = texts
        .iter()
        .flat_map(|(at, text)| {
            words
                .iter()
                .filter(|w| holds(text, w))
                .map(move |w| format!("{at}: `{w}` in {text}"))
        })
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_word_is_found_only_as_a_word() {
    assert!(holds("Un pion sort", "pion"));
    assert!(holds("Pion", "pion"));
    assert!(!holds("championne", "pion"));
    assert!(!holds("le rouge", "Red"));
    assert!(holds("Red lance", "Red"));
}
