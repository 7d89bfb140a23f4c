//! The texts held against themselves and the source: syntax, the same messages and
//! variables in both languages, every key used, every count rendered.

use super::*;

/// Every variable of `id` given a value: `n` for those that select a variant, a
/// word for the others.
fn args_for(
    vars: &BTreeSet<String>,
    selectors: &BTreeSet<String>,
    n: i64,
) -> Vec<(String, String)> {
    vars.iter()
        .map(|v| {
            let value = if selectors.contains(v) {
                n.to_string()
            } else {
                format!("<{v}>")
            };
            (v.clone(), value)
        })
        .collect()
}

fn render(t: Tr, id: &str, args: &[(String, String)]) -> String {
    let args: Vec<(&str, &dyn Display)> = args
        .iter()
        .map(|(k, v)| (k.as_str(), v as &dyn Display))
        .collect();
    t.format(id, &args)
}

#[test]
fn both_files_parse_cleanly_and_load_whole() {
    for ftl in [EN, FR] {
        if let Err((_, errors)) = FluentResource::try_new(ftl.to_string()) {
            panic!("Fluent syntax errors: {errors:?}");
        }
        let mut bundle =
            FluentBundle::new_concurrent(vec![unic_langid::LanguageIdentifier::default()]);
        let resource = FluentResource::try_new(ftl.to_string()).unwrap();
        assert!(
            bundle.add_resource(resource).is_ok(),
            "a message given twice"
        );
    }
}

#[test]
fn every_message_is_in_both_languages_with_the_same_variables() {
    let en = messages(&resource(EN));
    let fr = messages(&resource(FR));
    let ids = |m: &[(String, BTreeSet<String>, BTreeSet<String>)]| -> BTreeSet<String> {
        m.iter().map(|(id, _, _)| id.clone()).collect()
    };
    let (a, b) = (ids(&en), ids(&fr));
    assert_eq!(
        a.difference(&b).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "missing in French"
    );
    assert_eq!(
        b.difference(&a).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "missing in English"
    );
    assert!(en.len() > 400, "{} messages", en.len());
    for (id, _, vars) in &en {
        let (_, _, fr_vars) = fr.iter().find(|(i, _, _)| i == id).unwrap();
        assert_eq!(vars, fr_vars, "{id}: the same variables");
    }
}

/// Every message renders with every count (0, 1, 2 and 5) for each variable that
/// selects a variant, with no error, in both languages; and French, where 0 and 1
/// are singular, never writes "0 pièces" or "1 coups".
#[test]
fn every_message_renders_with_every_count() {
    for (t, ftl) in [(Tr::EN, EN), (Tr::FR, FR)] {
        for (id, selectors, vars) in messages(&resource(ftl)) {
            for n in [0, 1, 2, 5] {
                let text = render(t, &id, &args_for(&vars, &selectors, n));
                assert!(!text.trim().is_empty(), "{id} {n}");
                assert!(!text.contains("{"), "{id}: {text}");
            }
            if t == Tr::FR && !selectors.is_empty() && !says_zero_apart(ftl, &id) {
                let zero = render(t, &id, &args_for(&vars, &selectors, 0));
                let one = render(t, &id, &args_for(&vars, &selectors, 1));
                assert_eq!(
                    lone_zeros_as_ones(&zero),
                    one,
                    "{id}: 0 is singular in French"
                );
            }
        }
    }
    let moves = |t: Tr, n: usize| t.trf("saved.moves", &[("n", &n)]);
    assert_eq!(
        [0, 1, 2, 5].map(|n| moves(Tr::FR, n)),
        ["0 coup", "1 coup", "2 coups", "5 coups"]
    );
    assert_eq!(
        [0, 1, 2, 5].map(|n| moves(Tr::EN, n)),
        ["0 moves", "1 move", "2 moves", "5 moves"]
    );
}

/// The words a message selects on (a colour, a goal, a kind of file: `black`,
/// `white`…), by variable: every variant key that is no plural category or number.
fn word_selectors(ftl: &str, id: &str) -> Vec<(String, Vec<String>)> {
    fn walk(pattern: &ast::Pattern<&str>, out: &mut Vec<(String, Vec<String>)>) {
        for element in &pattern.elements {
            let ast::PatternElement::Placeable { expression } = element else {
                continue;
            };
            if let ast::Expression::Select { selector, variants } = expression {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let words: Vec<String> = variants
                        .iter()
                        .filter_map(|v| match v.key {
                            ast::VariantKey::Identifier { name } => Some(name.to_string()),
                            ast::VariantKey::NumberLiteral { .. } => None,
                        })
                        .filter(|k| {
                            !["zero", "one", "two", "few", "many", "other"].contains(&k.as_str())
                        })
                        .collect();
                    if !words.is_empty() && !out.iter().any(|(v, _)| v == id.name) {
                        out.push((id.name.to_string(), words));
                    }
                }
                for v in variants {
                    walk(&v.value, out);
                }
            }
        }
    }
    let resource = resource(ftl);
    let mut out = Vec::new();
    for entry in resource.entries() {
        if let ast::Entry::Message(m) = entry
            && m.id.name == id
            && let Some(p) = &m.value
        {
            walk(p, &mut out);
        }
    }
    out
}

/// Every message that agrees with a word (a colour's gender, a goal's article, a seat)
/// renders each of its words, in both languages, each differently, with every count.
#[test]
fn every_message_renders_each_word_it_agrees_with() {
    let mut seen = 0;
    for (t, ftl) in [(Tr::EN, EN), (Tr::FR, FR)] {
        for (id, selectors, vars) in messages(&resource(ftl)) {
            for (var, words) in word_selectors(ftl, &id) {
                for n in [0, 1, 2, 5] {
                    let mut texts = BTreeSet::new();
                    for word in &words {
                        let mut args = args_for(&vars, &selectors, n);
                        for (k, v) in args.iter_mut() {
                            if *k == var {
                                *v = word.clone();
                            }
                        }
                        let text = render(t, &id, &args);
                        assert!(
                            !text.contains('{') && !text.trim().is_empty(),
                            "{id}: {text}"
                        );
                        texts.insert(text);
                        seen += 1;
                    }
                    assert_eq!(texts.len(), words.len(), "{id}: ${var} changes nothing");
                }
            }
        }
    }
    assert!(seen > 50, "only {seen} renderings: is the walk broken?");
    let fr = |key: &str, args: &[(&str, &dyn Display)]| Tr::FR.trf(key, args);
    let who: &dyn Display = &"Ann";
    assert_eq!(
        ["black", "white"].map(|c| fr("unlur.turn.play", &[("who", who), ("colour", &c)])),
        [
            "Ann au trait : posez une pierre noire",
            "Ann au trait : posez une pierre blanche"
        ]
    );
    assert_eq!(
        ["black", "white"].map(|c| fr("unlur.reason.resigned", &[("loser", who), ("lc", &c)])),
        ["Ann (Noirs) a abandonné.", "Ann (Blancs) a abandonné."]
    );
    let own = |goal: &str| {
        let args: [(&str, &dyn Display); 4] = [
            ("winner", who),
            ("wc", &"white"),
            ("goal", &goal),
            ("sides", &"N et S"),
        ];
        fr("unlur.reason.own_goal", &args)
    };
    assert_eq!(
        [own("line"), own("y")],
        [
            "Ann (Blancs) a atteint son but : une Ligne reliant N et S.",
            "Ann (Blancs) a atteint son but : un Y reliant N et S."
        ]
    );
}

/// Every French text is French: it differs from the English one, except for the
/// names and words that are the same in both (game names, "Menu", "Options", ...).
#[test]
fn every_french_text_is_translated() {
    const SAME_IN_BOTH: [&str; 28] = [
        // The system's own words, as they come.
        "storage.system",
        // "2 minutes" in both.
        "online.net.minutes",
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
        // A play's squares and arrow: only their words (base, home, colours) differ.
        "uckers.play.square",
        "uckers.play.move",
        "uckers.play.move_of",
        "ur.play.move",
        "ur.play.written",
        "uckers.option.superblobs",
        "uckers.title",
        "unlur.title",
        "ur.title",
        // Units of time: "10 s", "1 min", "2 h" in both.
        "online.span_seconds",
        "online.span_minutes",
        "online.span_hours",
    ];
    let same: Vec<String> = SAME_IN_BOTH.iter().map(|k| id_of(k)).collect();
    let untranslated: Vec<_> = messages(&resource(EN))
        .into_iter()
        .filter(|(id, _, _)| !same.contains(id) && !id.starts_with("test-"))
        .filter(|(id, selectors, vars)| {
            let args = args_for(vars, selectors, 2);
            render(Tr::EN, id, &args) == render(Tr::FR, id, &args)
        })
        .map(|(id, _, _)| id)
        .collect();
    assert!(
        untranslated.is_empty(),
        "the same in French: {untranslated:?}"
    );
}

/// Every key the source writes (`tr("key")`, `trf("key"`, `Said::new("key")`, and any
/// other literal of a key's shape that starts as the texts' messages do) names a
/// message of the texts.
#[test]
fn every_key_the_source_uses_exists() {
    let en = ids(Language::English);
    let mut missing = BTreeSet::new();
    let mut used = 0;
    // The core's sources and the app's (which says most of the words).
    let mut stack = vec![
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../src")),
    ];
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
            for key in key_literals(&text) {
                used += 1;
                if !en.contains(&id_of(key).as_str()) {
                    missing.insert(format!("{key} ({})", path.display()));
                }
            }
        }
    }
    // Keys the source builds from names.
    for a in crate::settings::AnimationSpeed::ALL {
        let key = format!("settings.animation.{}", a.code());
        if !en.contains(&id_of(&key).as_str()) {
            missing.insert(key);
        }
    }
    for p in crate::settings::Palette::ALL {
        let key = format!("settings.palette.{}", p.code());
        if !en.contains(&id_of(&key).as_str()) {
            missing.insert(key);
        }
    }
    assert!(
        missing.is_empty(),
        "keys missing from the texts: {missing:?}"
    );
    assert!(used > 50, "only {used} uses found: is the scan broken?");
}

#[test]
fn values_are_placeables_never_spliced() {
    assert_eq!(
        Tr::EN.trf("test.greeting", &[("name", &"Ada")]),
        "Hello, Ada"
    );
    assert_eq!(
        Tr::FR.trf("test.greeting", &[("name", &"Ada")]),
        "Bonjour, Ada"
    );
    // A value that looks like a placeable, or a number, is text as it is.
    assert_eq!(
        Tr::EN.trf("test.greeting", &[("name", &"{ $name }")]),
        "Hello, { $name }"
    );
    assert_eq!(
        Tr::EN.trf("test.greeting", &[("name", &"007")]),
        "Hello, 007"
    );
    assert_eq!(Tr::FR.trf("test.stone", &[("n", &0)]), "0 pierre");
    assert_eq!(Tr::FR.trf("test.stone", &[("n", &1)]), "1 pierre");
    assert_eq!(Tr::FR.trf("test.stone", &[("n", &3)]), "3 pierres");
    assert_eq!(Tr::EN.trf("test.stone", &[("n", &0)]), "0 stones");
    assert_eq!(Tr::EN.trf("test.stone", &[("n", &1)]), "1 stone");
}

/// Whether message `id` of `ftl` says 0 apart (a `[0]` variant), as "no move" is.
fn says_zero_apart(ftl: &str, id: &str) -> bool {
    let mut lines = ftl
        .lines()
        .skip_while(|l| !l.starts_with(&format!("{id} =")));
    let Some(first) = lines.next() else {
        return false;
    };
    std::iter::once(first)
        .chain(lines.take_while(|l| l.starts_with(' ')))
        .any(|l| l.contains("[0]"))
}

/// The string literals of `source` that have a key's shape (`word.word…`, lowercase)
/// and start as a message of the texts does (`menu.`, `record.`, `cli.`…); file names
/// (`settings.toml`) start as no message does.
fn key_literals(source: &str) -> Vec<&str> {
    let prefixes: BTreeSet<&str> = ids(Language::English)
        .into_iter()
        .filter_map(|id| id.split('-').next())
        .collect();
    let mut keys = Vec::new();
    let mut rest = source;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else { break };
        let literal = &after[..close];
        let shaped = literal.contains('.')
            && !literal.starts_with('.')
            && !literal.ends_with('.')
            && literal
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "._".contains(c));
        let first = literal.split('.').next().unwrap_or("");
        let file = [
            ".toml", ".bak", ".lock", ".rs", ".ftl", ".png", ".json", ".txt",
        ]
        .iter()
        .any(|e| literal.ends_with(e));
        if shaped && prefixes.contains(first) && !file {
            keys.push(literal);
        }
        rest = &after[close + 1..];
    }
    keys
}

/// `text` with each 0 that stands alone (a count, not the 0 of `0x` or `10`) as 1.
fn lone_zeros_as_ones(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let apart = |i: Option<usize>| {
        i.and_then(|i| chars.get(i))
            .is_none_or(|c| !c.is_alphanumeric())
    };
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            if c == '0' && apart(i.checked_sub(1)) && apart(Some(i + 1)) {
                '1'
            } else {
                c
            }
        })
        .collect()
}
