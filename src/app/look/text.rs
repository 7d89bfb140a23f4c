//! Words every game's HUD uses, in the language of `t` (each game's own words are in
//! its folder).

use crate::i18n::Tr;

/// An AI level's name.
pub fn level_name(t: Tr, level: crate::ai::Level) -> &'static str {
    use crate::ai::Level;
    match level {
        Level::Beginner => t.tr("common.level.beginner"),
        Level::Easy => t.tr("common.level.easy"),
        Level::Strong => t.tr("common.level.strong"),
        Level::Maximum => t.tr("common.level.max"),
    }
}

/// `text` with its first letter in upper case.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
