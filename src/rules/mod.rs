//! Game rules, one module per game. No Bevy imports here: the rules are plain Rust,
//! shared by the app, the AI and the command line.

pub mod unlur;
