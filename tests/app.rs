//! App behaviour, headless (MinimalPlugins + the app's core plugin, driven by messages),
//! and what a person sees (the real window under Xvfb, captured to a PNG). One test
//! binary (for build time), in modules of one subject each.

#[path = "app/testing/mod.rs"]
mod testing;

/// The app's rooms: its imports run down its parts.
#[path = "app/rooms.rs"]
mod rooms;

/// `unlur engine` driven by a referee.
#[path = "app/engine.rs"]
mod engine;

#[path = "app/unlur.rs"]
mod unlur;

/// Unlur against the AI.
#[path = "app/unlur_ai.rs"]
mod unlur_ai;

#[path = "app/unlur_input.rs"]
mod unlur_input;

#[path = "app/unlur_words.rs"]
mod unlur_words;

/// When the window draws, and searches that stop.
#[path = "app/pace.rs"]
mod pace;

#[path = "app/royal_ur.rs"]
mod royal_ur;

/// Royal d'Ûr's takebacks.
#[path = "app/royal_ur_takebacks.rs"]
mod royal_ur_takebacks;

#[path = "app/uckers.rs"]
mod uckers;

#[path = "app/records.rs"]
mod records;

#[path = "app/lessons.rs"]
mod lessons;

/// Puzzles on the board: answered right and wrong, the rating moved once.
#[path = "app/puzzles.rs"]
mod puzzles;

/// `unlur review` on each game's records.
#[path = "app/review.rs"]
mod review;

/// The review in the app: the viewer, the live bar.
#[path = "app/review_app.rs"]
mod review_app;

#[path = "app/shell.rs"]
mod shell;

#[path = "app/window.rs"]
mod window;

/// Nothing lost: saved games, files that cannot be read, failed saves, settings.
#[path = "app/nothing_lost.rs"]
mod nothing_lost;

/// What the menu finds in the games folder.
#[path = "app/games_folder.rs"]
mod games_folder;

/// The disk's thread: a slow disk, a quit with a save waiting.
#[path = "app/slow_disk.rs"]
mod slow_disk;

/// The menu and the game behind it.
#[path = "app/menu.rs"]
mod menu;

/// The command line's words.
#[path = "app/command_line.rs"]
mod command_line;

/// What a player reads, in their language: the command line, records, invitations.
#[path = "app/words.rs"]
mod words;

/// Messages instead of panics, and real processes killed mid-game.
#[path = "app/processes.rs"]
mod processes;

/// The menu and each game at three window sizes: nothing past the window's edge, no text
/// too small to read.
#[path = "app/window_sizes.rs"]
mod window_sizes;

/// Online play in the app against a bot, over loopback.
#[path = "app/online.rs"]
mod online;

/// Takebacks online: both sides and the board hold one game.
#[path = "app/online_undo.rs"]
mod online_undo;

#[path = "app/online_lifecycle.rs"]
mod online_lifecycle;

/// An online game back after a restart, from what the app kept.
#[path = "app/online_restart.rs"]
mod online_restart;

/// An online game resigned: the result on both sides, in the records and on the board.
#[path = "app/online_resign.rs"]
mod online_resign;

/// `unlur host` and `unlur join`: two processes play a whole game over loopback.
#[path = "app/online_processes.rs"]
mod online_processes;
