//! The table: what any board needs on screen, naming no game and no screen: the camera
//! and its framing, motions and their clock, the boards' coordinates, the palettes, the
//! dice's faces, sound, and the keyboard cursor.

pub mod animation;
pub mod audio;
pub mod camera;
pub mod coordinates;
pub mod dice_kit;
pub mod framing;
pub mod grain;
pub mod input;
pub mod motion;
pub mod palette;
pub mod scene;
pub mod tier;
