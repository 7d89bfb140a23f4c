//! The pure core of unlur: everything of the three games that needs no window, and no
//! Bevy (Cargo holds the layers: this crate cannot name it).
//!
//! - [`rules`]: the games' rules, one folder a game, shared by everything else.
//! - [`ai`]: the search (MCTS for Unlur, expectimax for the dice games) and the review.
//! - [`online`]: online play (the protocol, the dice from both sides, the link).
//! - [`lessons`]: the lessons' files, their steps and their check.
//! - [`puzzles`]: positions from real games with a proven answer, and their check.
//! - [`i18n`]: the words, in Fluent (English and French).
//! - the files the app keeps: [`storage`] (durable writes, careful reads), [`saves`],
//!   [`settings`], [`reviews`], [`stings`], [`writer`] (the disk's thread), [`listing`].
//! - [`synth`]: the generator of the games' sounds.

#![warn(missing_docs)]

pub mod ai;
pub mod i18n;
pub mod lessons;
pub mod listing;
pub mod online;
pub mod puzzles;
pub mod reviews;
pub mod rules;
pub mod saves;
pub mod settings;
pub mod stings;
pub mod storage;
pub mod synth;
pub mod writer;
