//! unlur: a desktop home for the board games Unlur, Royal d'Ûr and Uckers.
//!
//! - [`app`]: the Bevy app (window, input, sound, the table), a view of the core.
//! - [`cli`]: the command line (replay, screenshot, match, engine, …).
//!
//! Everything that needs no window is the core's (the `unlur-core` crate, with no
//! Bevy), named here by the same paths: [`rules`], [`ai`], [`online`], [`lessons`],
//! [`puzzles`], [`i18n`], the files ([`storage`], [`saves`], [`settings`], [`reviews`], [`stings`],
//! [`writer`], [`listing`]) and [`synth`].

pub mod app;
pub mod cli;

pub use unlur_core::{
    ai, i18n, lessons, listing, online, puzzles, reviews, rules, saves, settings, stings, storage,
    synth, writer,
};
