//! Every text the app shows, in English and French, through Project Fluent.
//!
//! The texts live in `en.ftl` and `fr.ftl` (compiled in). A message's id is the code's
//! key with `-` for `.` (`menu.unlur` is `menu-unlur`); `{ $name }` is a value the code
//! gives in [`Tr::trf`]; where a number changes the sentence the message selects a
//! variant by the language's plural rules (CLDR: in French 0 and 1 are singular), and
//! French writes "de x" or "d'x" before a vowel with `{ DE($x) }`. Values are
//! placeables, never spliced into the text. Tests check that both files parse, have
//! the same messages with the same variables, and hold every message the source asks
//! for.
//!
//! Game notation (cells like `d4`, moves like `r:t12-t18`) is the same in both
//! languages: it is what the records hold.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Display;
use std::sync::{LazyLock, Mutex};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

mod elide;
mod language;
mod said;
pub use language::Language;
pub use said::{Said, Says};

const EN: &str = include_str!("en.ftl");
const FR: &str = include_str!("fr.ftl");

/// One language's messages, and which of their variables select a variant (those are
/// given to Fluent as numbers, so that its plural rules apply).
struct Texts {
    bundle: FluentBundle<FluentResource>,
    selectors: HashMap<String, BTreeSet<String>>,
    ids: Vec<String>,
    /// The texts without values, formatted once each, by the key the code asks with
    /// (they are asked for every frame: a lookup, no allocation).
    plain: Mutex<HashMap<String, &'static str>>,
}

/// The id of the message of `key` (`menu.unlur`: `menu-unlur`).
pub fn id_of(key: &str) -> String {
    key.replace('.', "-")
}

/// The variables of `pattern` that select a variant, and every variable it names.
fn variables(
    pattern: &ast::Pattern<&str>,
    selectors: &mut BTreeSet<String>,
    all: &mut BTreeSet<String>,
) {
    fn inline(e: &ast::InlineExpression<&str>, all: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                all.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, all);
                }
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_vars(expression, &mut BTreeSet::new(), all)
            }
            _ => {}
        }
    }
    fn expression_vars(
        e: &ast::Expression<&str>,
        selectors: &mut BTreeSet<String>,
        all: &mut BTreeSet<String>,
    ) {
        match e {
            ast::Expression::Inline(i) => inline(i, all),
            ast::Expression::Select { selector, variants } => {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    selectors.insert(id.name.to_string());
                }
                inline(selector, all);
                for v in variants {
                    variables(&v.value, selectors, all);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, selectors, all);
        }
    }
}

/// A Fluent text as read (with what could be read of it: its tests say whether all).
fn resource(ftl: &str) -> FluentResource {
    FluentResource::try_new(ftl.to_string()).unwrap_or_else(|(r, _)| r)
}

/// Every message of a Fluent text with its variables: (id, selectors, all).
fn messages(resource: &FluentResource) -> Vec<(String, BTreeSet<String>, BTreeSet<String>)> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let (mut selectors, mut all) = (BTreeSet::new(), BTreeSet::new());
                if let Some(p) = &m.value {
                    variables(p, &mut selectors, &mut all);
                }
                Some((m.id.name.to_string(), selectors, all))
            }
            _ => None,
        })
        .collect()
}

fn texts(language: Language, ftl: &'static str) -> Texts {
    let resource = resource(ftl);
    let mut selectors = HashMap::new();
    let mut ids = Vec::new();
    for (id, s, _) in messages(&resource) {
        ids.push(id.clone());
        selectors.insert(id, s);
    }
    ids.sort();
    let id: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui lays text out left to right with no bidirectional algorithm, and the
    // command line's messages are read by scripts: isolation marks would only show as
    // boxes or invisible bytes.
    bundle.set_use_isolating(false);
    for (name, article) in [("DE", elide::de as fn(&str) -> String), ("A", elide::a)] {
        let _ = bundle.add_function(name, move |positional, _| {
            let value = positional.first().map(|v| match v {
                FluentValue::String(s) => s.to_string(),
                FluentValue::Number(n) => n.as_string().to_string(),
                _ => String::new(),
            });
            FluentValue::from(article(&value.unwrap_or_default()))
        });
    }
    let _ = bundle.add_resource(resource);
    Texts {
        bundle,
        selectors,
        ids,
        plain: Mutex::default(),
    }
}

static TEXTS: LazyLock<[Texts; 2]> =
    LazyLock::new(|| [texts(Language::English, EN), texts(Language::French, FR)]);

/// The texts of one language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tr(pub Language);

impl Tr {
    /// English.
    pub const EN: Tr = Tr(Language::English);
    /// French.
    pub const FR: Tr = Tr(Language::French);

    /// The system's language: what a terminal is told (the command line, and the
    /// window before it opens).
    pub fn system() -> Tr {
        Tr(Language::from_system())
    }

    /// The language.
    pub fn language(self) -> Language {
        self.0
    }

    /// `x` with `digits` decimals, as this language writes them (`0.6` in English,
    /// `0,6` in French).
    pub fn decimal(self, x: impl Into<f64>, digits: usize) -> String {
        let x: f64 = x.into();
        let text = format!("{x:.digits$}");
        match self.0 {
            Language::French => text.replace('.', ","),
            Language::English => text,
        }
    }

    fn texts(self) -> &'static Texts {
        &TEXTS[match self.0 {
            Language::English => 0,
            Language::French => 1,
        }]
    }

    /// The message of `key` with `args`, in this language (English if this language
    /// lacks it, empty if both do: the completeness tests rule both out).
    fn format(self, key: &str, args: &[(&str, &dyn Display)]) -> String {
        let id = id_of(key);
        let texts = [self.texts(), Tr::EN.texts()];
        let Some((texts, pattern)) = texts.into_iter().find_map(|t| {
            let pattern = t.bundle.get_message(&id)?.value()?;
            Some((t, pattern))
        }) else {
            debug_assert!(false, "no text for `{key}`");
            return String::new();
        };
        let numbers = texts.selectors.get(&id);
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            let text = value.to_string();
            let selects = numbers.is_some_and(|s| s.contains(*name));
            match text.parse::<i64>() {
                Ok(n) if selects => fluent.set(*name, FluentValue::from(n)),
                _ => fluent.set(*name, FluentValue::from(text)),
            }
        }
        let mut errors = Vec::new();
        let out = texts.bundle.format_pattern(
            pattern,
            (!args.is_empty()).then_some(&fluent),
            &mut errors,
        );
        debug_assert!(errors.is_empty(), "`{key}`: {errors:?}");
        out.into_owned()
    }

    /// The text for `key`.
    pub fn tr(self, key: &str) -> &'static str {
        let mut plain = self.texts().plain.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(text) = plain.get(key) {
            return text;
        }
        let text: &'static str = Box::leak(self.format(key, &[]).into_boxed_str());
        plain.insert(key.to_string(), text);
        text
    }

    /// The text for `key` with its variables given by `args`: a number that selects a
    /// variant (`{ $n -> [one] … }`) is read as a number, every other value as text.
    pub fn trf(self, key: &str, args: &[(&str, &dyn Display)]) -> String {
        self.format(key, args)
    }
}

/// Every message id of a language (for tests and tools), in order.
pub fn ids(language: Language) -> Vec<&'static str> {
    Tr(language)
        .texts()
        .ids
        .iter()
        .map(String::as_str)
        .collect()
}

#[cfg(test)]
mod glossary_tests;

#[cfg(test)]
mod tests;
