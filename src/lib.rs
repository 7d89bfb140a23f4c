//! unlur: a desktop home for the board games Unlur, Royal d'Ûr and Uckers.
//!
//! - [`rules`]: pure game rules (no Bevy), shared by everything else.
//! - [`ai`]: the search (MCTS with RAVE), no Bevy either.
//! - [`app`]: the Bevy app (window, input, sound), a view of the rules.
//! - [`cli`]: the command line (replay, screenshot, …).
//! - [`synth`]: the generator of the game's sounds.
//! - [`storage`]: durable writes and careful reads of the files the app keeps.

pub mod ai;
pub mod app;
pub mod cli;
pub mod i18n;
pub mod lessons;
pub mod listing;
pub mod online;
pub mod reviews;
pub mod rules;
pub mod saves;
pub mod settings;
pub mod stings;
pub mod storage;
pub mod synth;
pub mod writer;
