//! The screens: what fills the window around or instead of a board: the menu and its
//! list of saved games, the new-game dialog, settings, rules, files, learning, online
//! play, the replay viewer and its review, the demo, the notices, and the screenshot's
//! wait. Each is entered and left through [`super::session::screen::Screen`] or a window
//! of its own; none names a game.

pub mod demo;
pub mod dialog;
pub mod files;
pub mod focus;
pub mod keys;
pub mod learn;
pub mod menu;
pub mod notices;
pub mod online;
pub mod playing;
pub mod puzzles;
pub mod replay;
pub mod review;
pub mod rules;
pub mod screenshot;
pub mod settings;
