//! An online game asked for when the app starts (`unlur host|join --p human`): the
//! request is made at once and the online window opened on it; the invitation (the
//! host's) goes to stdout as its first line, and when the game ends its record is
//! written where asked and its result is the last line, as the headless commands do.

use std::io::Write as _;
use std::path::PathBuf;

use bevy::prelude::*;

use super::{Online, OnlineRequest};

/// The online game to start with, and what to report of it.
#[derive(Resource, Clone, Debug)]
pub struct OnlineStart {
    /// Host or join.
    pub request: OnlineRequest,
    /// Write the game's record here when it ends.
    pub save: Option<PathBuf>,
}

/// What has been reported.
#[derive(Default)]
pub(super) struct Reported {
    invitation: bool,
    result: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Startup,
        ask.run_if(resource_exists::<OnlineStart>)
            .after(super::kept::load_waiting),
    )
    .add_systems(
        Update,
        report
            .run_if(resource_exists::<OnlineStart>)
            .after(super::kept::keep),
    );
}

/// The game asked for, at once; or, where a game kept from before the app stopped
/// waits, that game: resumed when it is the one asked for again (the same command run
/// again), else offered in the online window beside the choices asked for, so that
/// nothing starts over it unseen.
fn ask(
    start: Res<OnlineStart>,
    mut asked: MessageWriter<OnlineRequest>,
    mut screen: Option<ResMut<super::OnlineScreen>>,
    kept: Res<super::kept::Waiting>,
) {
    let request = start.request.clone();
    match &kept.0 {
        Some((_, text)) if super::kept::is_asked_again(text, &request) => {
            asked.write(OnlineRequest::Resume(text.clone()));
        }
        Some(_) => {
            if let Some(screen) = screen.as_deref_mut() {
                screen.asked = Some(request);
            }
        }
        None => {
            asked.write(request);
        }
    }
    if let Some(mut screen) = screen {
        screen.open = true;
    }
}

/// A line on stdout; a closed pipe is no reason to stop the game.
fn say(line: &str) {
    let mut out = std::io::stdout();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn report(start: Res<OnlineStart>, mut online: ResMut<Online>, mut done: Local<Reported>) {
    let Some(o) = online.0.as_mut() else { return };
    if !done.invitation
        && let Some(text) = &o.invitation
    {
        say(&format!("invitation: {text}"));
        done.invitation = true;
    }
    if done.result || !o.peer.session.finished() {
        return;
    }
    done.result = true;
    if let Some(path) = &start.save
        && let Err(why) = o.peer.session.save_record(path)
    {
        // Said where it was asked for, and on the card.
        eprintln!("error: {why}");
        o.note(super::Note::Problem(why));
    }
    say(&o.peer.session.result());
}
