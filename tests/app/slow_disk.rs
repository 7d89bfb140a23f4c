//! The disk's own thread (issue 38): the window never waits on it, and quitting
//! finishes what it was asked.

use crate::nothing_lost::{current_file, moves_in, saves_app, settle};
use crate::testing::*;
use unlur::app::session::saved_games::autosave::Autosave;

/// Issue 38: the disk works on its own thread. A disk that hangs (a USB stick, a
/// network home) never holds the window: frames go on and moves are played while the
/// saves wait; when the disk comes back every move is in the file, in order. A save
/// still waiting when the app quits is done before the last frame ends.
#[test]
fn a_slow_disk_never_holds_the_window_and_quitting_finishes_the_saves() {
    use std::sync::mpsc;
    use unlur::app::ground::disk::Disk;
    let config = scratch("slow-disk");
    let mut app = saves_app(&config, false);
    request(&mut app, "c3");
    let file = current_file(&mut app);
    assert_eq!(moves_in(&file), 1);
    // The disk hangs until told.
    let disk = app.world().resource::<Disk>().clone();
    let (go, wait) = mpsc::channel::<()>();
    let _ = disk.run(move || wait.recv().ok());
    let started = std::time::Instant::now();
    for m in ["d4", "c4", "e5"] {
        request(&mut app, m);
    }
    for _ in 0..30 {
        app.update();
    }
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "the frames went on while the disk hung"
    );
    assert_eq!(app.world().resource::<UnlurMatch>().game.history().len(), 4);
    assert!(disk.busy(), "the saves wait for the disk");
    assert_eq!(moves_in(&file), 1, "nothing written while the disk hangs");
    assert!(app.world().resource::<Autosave>().failure.is_none());
    go.send(()).unwrap();
    settle(&mut app, 2);
    assert_eq!(moves_in(&file), 4, "every move saved once the disk is back");

    // Quitting with a save waiting: the last frame waits for it.
    let (go, wait) = mpsc::channel::<()>();
    let _ = disk.run(move || wait.recv().ok());
    request(&mut app, "e4");
    assert_eq!(moves_in(&file), 4);
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        let _ = go.send(());
    });
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert_eq!(
        moves_in(&file),
        5,
        "the save asked before quitting was done"
    );
    assert!(!disk.busy());
    let _ = std::fs::remove_dir_all(&config);
}
