//! Record files and the replay viewer. A record of any of the three games opens into the
//! viewer (a bad file is refused with the reader's words and changes nothing); the
//! viewer steps back and forth through it, and can play on from any step or close
//! (bringing back the game that was on screen). The game on screen can be saved to a
//! record file. The file dialog that asks where lives in [`crate::app::screens::files`].

use std::path::PathBuf;

use bevy::prelude::*;

use super::any_match::AnyMatch;
use super::file_words::{FileError, FileNotice, RecordFiles};
use super::screen::Screen;
use crate::app::ground::order::Step;
use crate::app::session::game::NewGameRequest;
use crate::app::session::hud_state::HudState;
use crate::app::session::on_screen::OnScreen;
use crate::app::session::screen::ActiveGame;

/// The systems that open, save, replay and show games (others that put a game on
/// screen run before them).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordsSet;

/// Put this game on screen (switching game if need be) and rebuild the view.
#[derive(Message, Clone, Debug)]
pub struct ShowGame(pub Box<AnyMatch>);

/// Open this game in the replay viewer, under this title (a record file read, or what
/// could be read of a saved game that could not), at its last move.
#[derive(Message, Clone, Debug)]
pub struct ViewRecord(pub Box<AnyMatch>, pub String);

/// Show the game on screen at this move (1: after the first). In the replay viewer it
/// goes there; in a game it opens the viewer on that game at that move, and closing the
/// viewer comes back to the game (the move lists' lines send it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct JumpTo(pub usize);

/// Open or save a record file.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum RecordRequest {
    /// Open this record into the replay viewer.
    Open(PathBuf),
    /// Save the game on screen (the step shown, in the viewer) to this file.
    Save(PathBuf),
}

/// What the replay viewer is asked to do.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// To the start.
    First,
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// To the end.
    Last,
    /// To this step.
    Goto(usize),
    /// Leave the viewer and play on from the step shown.
    PlayFromHere,
    /// Leave the viewer, bring back the game that was on screen, open the menu.
    Close,
}

/// The replay viewer: the whole game read, the step shown, and the game it replaced.
#[derive(Resource, Debug, Default)]
pub struct Replay {
    /// The game replayed (`None`: the viewer is closed).
    pub full: Option<AnyMatch>,
    /// Moves shown (0 = the start).
    pub step: usize,
    /// The file's name, for the title.
    pub title: String,
    /// The game on screen before the viewer opened.
    before: Option<AnyMatch>,
    /// The viewer was opened from that game (a move list's line), not from the menu:
    /// closing it goes back to the game.
    pub from_game: bool,
}

impl Replay {
    /// Whether the viewer is open.
    pub fn active(&self) -> bool {
        self.full.is_some()
    }
}

/// Run condition: the replay viewer is closed (the rules and the AI run only then).
pub fn replay_off(replay: Option<Res<Replay>>) -> bool {
    replay.is_none_or(|r| !r.active())
}

/// Run condition: a game's HUD and keys are in use (a game is played, not bare, and
/// the board is not the replay viewer's: in the frame the viewer opens, before its
/// screen comes, the HUD read the viewer's copy, every seat a person's).
pub fn hud_shown(
    screen: Res<State<Screen>>,
    bare: Option<Res<crate::app::session::screen::BareView>>,
    replay: Option<Res<Replay>>,
) -> bool {
    *screen.get() == Screen::Playing && bare.is_none() && replay.is_none_or(|r| !r.active())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ShowGame>()
        .add_message::<RecordRequest>()
        .add_message::<ViewRecord>()
        .add_message::<ReplayCommand>()
        .add_message::<JumpTo>()
        .init_resource::<Replay>()
        .init_resource::<RecordFiles>()
        .configure_sets(Update, Step::Rules.run_if(replay_off))
        .add_systems(
            Update,
            (
                end_replay_on_new_game,
                open_and_save,
                jump_to,
                view_records,
                replay_commands,
                show_game,
            )
                .chain()
                .in_set(RecordsSet)
                .in_set(Step::Input),
        );
}

/// A new game (from the dialog or the demo) closes the viewer for good.
fn end_replay_on_new_game(
    mut requests: MessageReader<NewGameRequest>,
    mut replay: ResMut<Replay>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if requests.read().count() > 0 && replay.active() {
        *replay = Replay::default();
        if *screen.get() == Screen::Replay {
            next.set(Screen::Playing);
        }
    }
}

fn open_and_save(
    mut requests: MessageReader<RecordRequest>,
    mut files: ResMut<RecordFiles>,
    mut view: MessageWriter<ViewRecord>,
    on_screen: OnScreen,
    settings: Option<Res<crate::app::ground::settings::AppSettings>>,
) {
    files.done = false;
    for request in requests.read() {
        match request {
            RecordRequest::Open(path) => {
                match AnyMatch::open(path, settings.as_ref().map(|s| s.tr())) {
                    Err(e) => files.error = Some(e),
                    Ok((loaded, warnings)) => {
                        files.error = None;
                        files.done = true;
                        files.notice = warnings
                            .first()
                            .map(|w| (FileNotice::Warning(w.clone()), 0.0));
                        let title = path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        view.write(ViewRecord(Box::new(loaded), title));
                    }
                }
            }
            RecordRequest::Save(path) => {
                let Some(game) = on_screen.loaded() else {
                    files.error = Some(FileError::NothingToSave);
                    continue;
                };
                match crate::storage::write_atomically(path, game.record()) {
                    Ok(()) => {
                        files.error = None;
                        files.done = true;
                        files.notice = Some((FileNotice::Saved(path.clone()), 0.0));
                    }
                    Err(e) => {
                        files.error = Some(FileError::Unwritable {
                            path: path.clone(),
                            why: e.to_string(),
                        })
                    }
                }
            }
        }
    }
}

/// A jump in the viewer goes there; from a game, the viewer opens on it at that move.
fn jump_to(
    mut jumps: MessageReader<JumpTo>,
    mut replay: ResMut<Replay>,
    mut commands: MessageWriter<ReplayCommand>,
    on_screen: OnScreen,
    mut show: MessageWriter<ShowGame>,
    settings: Option<Res<crate::app::ground::settings::AppSettings>>,
    mut screen: ResMut<NextState<Screen>>,
) {
    for &JumpTo(step) in jumps.read() {
        if replay.active() {
            commands.write(ReplayCommand::Goto(step));
            continue;
        }
        let Some(game) = on_screen.loaded() else {
            continue;
        };
        // A finished game is no longer "in progress".
        let key = if game.over() {
            "replay.this_game_over"
        } else {
            "replay.this_game"
        };
        let title = settings.as_ref().map_or("", |s| s.tr().tr(key));
        open_viewer(
            &mut replay,
            &mut show,
            &mut screen,
            &game,
            title,
            step.min(game.moves()),
        );
        replay.before = Some(game);
        replay.from_game = true;
    }
}

/// Puts `game` at `step` in the viewer, under `title`.
fn open_viewer(
    replay: &mut Replay,
    show: &mut MessageWriter<ShowGame>,
    screen: &mut NextState<Screen>,
    game: &AnyMatch,
    title: &str,
    step: usize,
) {
    replay.step = step;
    replay.title = title.to_string();
    replay.from_game = false;
    show.write(ShowGame(Box::new(game.at(step))));
    replay.full = Some(game.clone());
    screen.set(Screen::Replay);
}

/// Opens the viewer on a game, at its last move.
fn view_records(
    mut requests: MessageReader<ViewRecord>,
    mut replay: ResMut<Replay>,
    mut show: MessageWriter<ShowGame>,
    on_screen: OnScreen,
    mut hud: Option<ResMut<HudState>>,
    mut screen: ResMut<NextState<Screen>>,
) {
    for ViewRecord(loaded, title) in requests.read() {
        let loaded = loaded.clone();
        // The game that was on screen comes back when the viewer closes (not a step
        // of an earlier replay).
        if !replay.active() {
            replay.before = on_screen.loaded();
        }
        open_viewer(
            &mut replay,
            &mut show,
            &mut screen,
            &loaded,
            title,
            loaded.moves(),
        );
        if let Some(hud) = hud.as_mut() {
            hud.new_game_open = false;
        }
    }
}

fn replay_commands(
    mut commands: MessageReader<ReplayCommand>,
    mut replay: ResMut<Replay>,
    mut show: MessageWriter<ShowGame>,
    mut screen: ResMut<NextState<Screen>>,
    settings: Option<Res<crate::app::ground::settings::AppSettings>>,
) {
    for command in commands.read() {
        let Some(full) = &replay.full else { continue };
        let takebacks = super::game::takebacks_for(settings.as_deref(), &full.player_seats());
        let last = full.moves();
        let step = match command {
            ReplayCommand::First => 0,
            ReplayCommand::Back => replay.step.saturating_sub(1),
            ReplayCommand::Forward => (replay.step + 1).min(last),
            ReplayCommand::Last => last,
            ReplayCommand::Goto(k) => (*k).min(last),
            ReplayCommand::PlayFromHere => {
                // Going back in the game on screen is a takeback: only where allowed.
                if replay.from_game && !takebacks {
                    continue;
                }
                // The step on screen stays, now a game like any other.
                *replay = Replay::default();
                screen.set(Screen::Playing);
                continue;
            }
            ReplayCommand::Close => {
                // Back to the game that was on screen (a record opened from a game or
                // from the menu alike); the menu only when there was none.
                let back = match replay.before.take() {
                    Some(before) => {
                        show.write(ShowGame(Box::new(before)));
                        Screen::Playing
                    }
                    None if replay.from_game => Screen::Playing,
                    None => Screen::Menu,
                };
                screen.set(back);
                *replay = Replay::default();
                continue;
            }
        };
        if step != replay.step {
            show.write(ShowGame(Box::new(full.at(step))));
            replay.step = step;
        }
    }
}

fn show_game(
    mut shown: MessageReader<ShowGame>,
    mut commands: Commands,
    mut next: Option<ResMut<NextState<ActiveGame>>>,
) {
    for ShowGame(game) in shown.read() {
        // Only another game changes the state: setting the same one would leave and
        // enter it again, despawning the board (its entities are scoped to it) and
        // rebuilding it a frame later without the winning glow or the last-move ring,
        // and framing the board anew at every step.
        if let Some(next) = next.as_mut() {
            NextState::set_if_neq(&mut **next, ActiveGame(game.game()));
        }
        // Before the games' rules run (a sync point follows this system), so the views
        // rebuild this very frame.
        let game = game.as_ref().clone();
        commands.queue(move |world: &mut World| game.put(world, true));
    }
}
