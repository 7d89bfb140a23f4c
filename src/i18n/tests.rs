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
            if t == Tr::FR
                && !selectors.is_empty()
                && !ftl.contains(&format!("{id} = {{ $n ->\n    [0]"))
            {
                let zero = render(t, &id, &args_for(&vars, &selectors, 0));
                let one = render(t, &id, &args_for(&vars, &selectors, 1));
                assert_eq!(zero.replace('0', "1"), one, "{id}: 0 is singular in French");
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

/// Every `tr("key")` and `trf("key"` in the source names a message of the texts.
#[test]
fn every_key_the_source_uses_exists() {
    let en = ids(Language::English);
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
            for call in ["tr(\"", "trf(\""] {
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
                    if !en.contains(&id_of(key).as_str()) {
                        missing.insert(format!("{key} ({})", path.display()));
                    }
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
