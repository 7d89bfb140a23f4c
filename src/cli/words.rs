//! The command line's language: the system's, as other command-line tools read it
//! (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG` on Unix; the user's languages on
//! Windows and macOS), so that a script gets English with `LC_ALL=C`. The window, even
//! opened from the command line, speaks the settings' language. Under the unit tests
//! it is English, whatever the machine's locale.

use std::sync::OnceLock;

use crate::i18n::{Said, Tr};

/// The command line's texts.
pub fn t() -> Tr {
    static T: OnceLock<Tr> = OnceLock::new();
    *T.get_or_init(|| if cfg!(test) { Tr::EN } else { Tr::system() })
}

/// `said` in the command line's language.
pub fn say(said: &Said) -> String {
    t().said(said)
}

/// The text of `key` with `args`, in the command line's language.
pub fn trf(key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    t().trf(key, args)
}

/// `why` (already in the command line's words), said of the option `name`.
pub fn option(name: &str, why: &str) -> String {
    trf("cli.option", &[("option", &name), ("why", &why)])
}

/// An error line (`error: …`) on the standard error.
pub fn error(why: &str) {
    eprintln!("{}", trf("cli.error", &[("why", &why)]));
}

/// A warning line (`warning: …`) on the standard error.
pub fn warning(why: &str) {
    eprintln!("{}", trf("cli.warning", &[("why", &why)]));
}

/// A record's names as the terminal shows them: its readers' defaults ("Player 1") in
/// the command line's words, and what a file wrote escaped (no control, direction or
/// invisible character reaches the terminal raw; [`crate::rules::record::quote`]).
pub fn names(mut names: Vec<String>) -> Vec<String> {
    crate::app::session::default_names::translate_defaults(&mut names, t());
    names
        .iter()
        .map(|n| crate::rules::record::quote(n))
        .collect()
}

/// `x` with `digits` decimals, written as the command line's language writes them
/// (`12.5` in English, `12,5` in French).
pub fn decimal(x: impl Into<f64>, digits: usize) -> String {
    t().decimal(x, digits)
}

/// `why`, said of `file` (`FILE: why`).
pub fn at_file(file: &std::path::Path, why: &Said) -> String {
    trf(
        "cli.at_file",
        &[("path", &crate::storage::shown(file)), ("why", &say(why))],
    )
}
