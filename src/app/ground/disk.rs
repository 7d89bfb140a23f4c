//! The app's side of the disk's thread ([`crate::writer`]): one [`Disk`] that every
//! save, scan and listing goes through, so that the window never waits on a disk. The
//! window is woken when a job is done, and at exit every job asked is finished first.

use std::sync::Arc;

use bevy::prelude::*;

use crate::writer::Writer;

/// The disk's thread, shared.
#[derive(Resource, Clone, Debug, Default)]
pub struct Disk(pub Arc<Writer>);

impl std::ops::Deref for Disk {
    type Target = Writer;
    fn deref(&self) -> &Writer {
        &self.0
    }
}

/// The systems that ask the disk for something at exit; `finish_at_exit` runs after
/// them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LastWrites;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Disk>()
        .add_systems(Startup, wake_the_window)
        .add_systems(Last, finish_at_exit.after(LastWrites));
}

/// A job done wakes the sleeping window, so that its answer is read at once.
fn wake_the_window(disk: Res<Disk>, waker: Option<Res<super::pace::WindowWaker>>) {
    if let Some(waker) = waker {
        disk.wake_with(waker.0.clone());
    }
}

/// The app quits: every save asked is done before it exits.
fn finish_at_exit(exit: MessageReader<AppExit>, disk: Res<Disk>) {
    if !exit.is_empty() {
        disk.finish();
    }
}
