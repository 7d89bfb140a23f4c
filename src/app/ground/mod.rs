//! The ground every other part of the app stands on: the settings in use (one
//! resource, saved to the settings file), the disk's thread, when the window draws,
//! and the one order of a frame's work ([`order::Step`]).
//! It imports no other part of the app.

pub mod disk;
pub mod order;
pub mod pace;
pub mod settings;
