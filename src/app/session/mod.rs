//! The session: a game of any kind and what keeps it: the window's states, a match and
//! its seats, records and the replay, autosave and the saved games, the registry of the
//! games, new games, and the board driven from outside. It draws nothing.

pub mod any_match;
pub mod default_names;
pub mod driven;
pub mod file_words;
pub mod game;
pub mod game_match;
pub mod hud_state;
pub mod lesson;
pub mod on_screen;
pub mod online;
pub mod outside;
pub mod puzzle;
pub mod records;
pub mod registry;
pub mod saved_games;
pub mod screen;
pub mod seats_header;
pub mod settings_applied;
