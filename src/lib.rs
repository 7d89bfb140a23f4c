//! unlur: a desktop home for the board games Unlur, Royal d'Ûr and Uckers.
//!
//! - [`rules`]: pure game rules (no Bevy), shared by everything else.
//! - `app`: the Bevy app (window, input, sound).
//! - [`cli`]: the headless command line (replay, screenshot, …).

pub mod rules;
