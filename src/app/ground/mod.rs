//! The ground every other part of the app stands on: the settings in use (one
//! resource, saved to the settings file), the disk's thread, and when the window draws.
//! It imports no other part of the app.

pub mod disk;
pub mod pace;
pub mod settings;
