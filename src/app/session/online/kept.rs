//! The online game kept on disk (`online.txt` beside `games/`), so that either app can
//! resume it after a restart: how to reach the friend again (the invitation, the host's
//! endpoint key) and the session itself ([`Session::saved`]). Written when the game
//! moves on, removed once it is over.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::ground::disk::Disk;
use crate::writer::{Answer, Ticket};

use super::{Conn, Online, OnlineGame};
use crate::online::dice::{hex, link_from_hex};
use crate::online::invitation::Invitation;
use crate::online::link::{Link, Reach};
use crate::online::session::Session;

/// Where the online game under way is kept.
#[derive(Resource, Clone, Debug)]
pub struct OnlineFile(pub PathBuf);

/// A kept game waiting to be resumed: the friend's name and the kept text.
#[derive(Resource, Debug, Default)]
pub struct Waiting(pub Option<(String, String)>);

/// The kept text of `o`, once the friend can be reached again (the invitation known),
/// with the file the game on screen is saved to (`record`, once it has one: resumed,
/// the game goes on in it rather than in a new file beside a stale copy).
pub fn kept_text(o: &OnlineGame, record: Option<&std::path::Path>) -> Option<String> {
    let invitation = o.joined.as_ref().or(o.invitation.as_ref())?;
    let mut out = format!("invitation {invitation}\n");
    if let Some(key) = &o.key {
        // The host's key makes its invitation; the guest's is how the host knows it.
        let line = match o.peer.session.role() {
            crate::online::session::Role::Host => "key",
            crate::online::session::Role::Guest => "guest-key",
        };
        out.push_str(&format!("{line} {}\n", hex(key)));
    }
    out.push_str(&format!("local {}\n", o.local));
    if let Some(path) = record
        .and_then(|p| p.to_str())
        .filter(|p| !p.contains('\n'))
    {
        out.push_str(&format!("record {path}\n"));
    }
    out.push_str(&o.peer.session.saved());
    Some(out)
}

/// Reads a kept game and opens its connection again: the host on its own key (and port,
/// on this computer), the guest dialling the invitation it joined. With the game, the
/// file it was saved to before the restart, if the kept text names one: it goes on there.
pub fn resume(text: &str) -> Result<(OnlineGame, Option<PathBuf>), String> {
    let (head, saved) = split(text)?;
    let (mut invitation, mut key, mut guest_key, mut local) = (None, None, None, false);
    let mut record = None;
    let hex_key = |v: &str| link_from_hex(v).ok_or("the key is not 64 hex digits");
    for line in head.lines() {
        match line.split_once(' ') {
            Some(("invitation", v)) => {
                invitation = Some(Invitation::parse(v).map_err(|e| e.to_string())?)
            }
            Some(("key", v)) => key = Some(hex_key(v)?),
            Some(("guest-key", v)) => guest_key = Some(hex_key(v)?),
            Some(("local", v)) => local = v == "true",
            Some(("record", v)) => record = Some(PathBuf::from(v)),
            _ => return Err(format!("`{line}` is not a line of a kept online game")),
        }
    }
    let invitation = invitation.ok_or("a kept online game without its invitation")?;
    let session = Session::restore(saved)?;
    let reach = Reach { local };
    let (link, conn) = match key {
        Some(key) => {
            let port = if local {
                invitation.addrs.first().map_or(0, |a| a.port())
            } else {
                0
            };
            (
                Link::host(invitation.code.clone(), key, port, reach),
                Conn::Opening,
            )
        }
        // The guest on its own key (a game kept by an earlier version has none: a new one).
        None => {
            let own = *guest_key.get_or_insert_with(crate::online::link::new_key);
            (
                Link::rejoin(invitation.clone(), own, reach),
                Conn::Connecting,
            )
        }
    };
    let mut o = OnlineGame::new(session, link, conn);
    // The next connection is a reconnection: each side says how far it is.
    o.peer.resume();
    (o.key, o.local) = (key.or(guest_key), local);
    if key.is_none() {
        o.joined = Some(invitation.text());
    }
    Ok((o, record))
}

/// What [`keep`] remembers: how far the game was when last kept, and when a write that
/// failed is tried again.
#[derive(Default)]
pub(super) struct Kept {
    last: Option<Progress>,
    retry_at: Option<f32>,
    /// The write asked of the disk, not answered yet.
    writing: Option<(Progress, Ticket<Result<(), String>>)>,
}

/// How far an online game is: moves, throws waiting, over, and whether the file it is
/// saved to is known.
type Progress = (usize, usize, bool, bool);

/// Keeps the game on disk when it moves on; removes it once it is over. A write that
/// fails is tried again with the autosave's back-off, not every frame.
pub(super) fn keep(
    online: Res<Online>,
    file: Option<Res<OnlineFile>>,
    mut kept: Local<Kept>,
    time: Res<Time>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
    disk: Res<Disk>,
    autosave: Option<Res<crate::app::session::saved_games::autosave::Autosave>>,
) {
    let (Some(file), Some(o)) = (file, online.0.as_ref()) else {
        return;
    };
    let record = autosave.as_deref().and_then(|a| a.current_file());
    let progress = (
        o.peer.session.table().map_or(0, |t| t.moves()),
        o.peer.session.pending_throws().len(),
        o.peer.session.finished(),
        record.is_some(),
    );
    let now = time.elapsed_secs();
    if let Some((written, ticket)) = &kept.writing {
        let outcome = match ticket.take() {
            Answer::Waiting => return,
            Answer::Done(outcome) => outcome,
            Answer::Lost => Err("the write stopped on an internal error".into()),
        };
        let written = *written;
        kept.writing = None;
        match outcome {
            Ok(()) => (kept.last, kept.retry_at) = (Some(written), None),
            Err(e) => {
                if kept.retry_at.is_none() {
                    warn!("{}: {e}", crate::storage::shown(&file.0));
                }
                kept.retry_at =
                    Some(now + crate::app::session::saved_games::autosave::RETRY_SECONDS);
            }
        }
    }
    if kept.last == Some(progress) {
        return;
    }
    if let Some(at) = kept.retry_at.filter(|&at| now < at) {
        frames.within(at - now);
        return;
    }
    let path = file.0.clone();
    if o.peer.session.finished() {
        let _ = disk.run(move || std::fs::remove_file(path));
        kept.last = Some(progress);
    } else if let Some(text) = kept_text(o, record).filter(|_| o.shown) {
        let ticket = disk
            .run(move || crate::storage::write_atomically(&path, text).map_err(|e| e.to_string()));
        kept.writing = Some((progress, ticket));
    }
}

/// At the start: a kept game, if there is one that can be read.
pub(super) fn load_waiting(file: Option<Res<OnlineFile>>, mut waiting: ResMut<Waiting>) {
    let Some(file) = file else { return };
    let Ok(text) = crate::storage::read_text(&file.0) else {
        return;
    };
    match resume_check(&text) {
        Ok(peer) => waiting.0 = Some((peer, text)),
        Err(e) => warn!("{}: {e}", crate::storage::shown(&file.0)),
    }
}

/// Whether the kept game `text` is the one `request` asks for again: the host of the same
/// game in the same seat (`unlur host` run again after the app stopped), or the guest
/// of the same invitation (`unlur join` run again). Run again, the same command goes on
/// with the game it began; it never starts another beside it in silence.
pub fn is_asked_again(text: &str, request: &super::OnlineRequest) -> bool {
    let Ok((head, saved)) = split(text) else {
        return false;
    };
    let Ok(session) = Session::restore(saved) else {
        return false;
    };
    match request {
        super::OnlineRequest::Host { game, seat, .. } => {
            session.role() == crate::online::session::Role::Host
                && session.game() == Some(*game)
                && session.seat() == Some(*seat)
        }
        super::OnlineRequest::Join { text, .. } => {
            let kept_invitation = head
                .lines()
                .find_map(|l| l.strip_prefix("invitation "))
                .and_then(|v| Invitation::parse(v).ok());
            session.role() == crate::online::session::Role::Guest
                && matches!(
                    (kept_invitation, Invitation::parse(text)),
                    (Some(kept), Ok(asked)) if kept.code == asked.code && kept.key == asked.key
                )
        }
        _ => false,
    }
}

/// The friend's name in a kept game, if it reads back.
fn resume_check(text: &str) -> Result<String, String> {
    let session = Session::restore(split(text)?.1)?;
    Ok(session.peer_name().to_string())
}

/// A kept game's lines on reaching the friend, and its saved session: from the line
/// that begins with `unlur-online` (never the word inside a line before it, as in a
/// `record` path through a folder of that name).
fn split(text: &str) -> Result<(&str, &str), String> {
    let at = if text.starts_with("unlur-online") {
        0
    } else {
        text.find("\nunlur-online")
            .ok_or("not a kept online game")?
            + 1
    };
    Ok(text.split_at(at))
}
