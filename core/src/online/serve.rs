//! One connection between the two apps, carried both ways: lines read from the peer go
//! out as [`NetEvent`]s, the owner's lines go to the peer, a change of route (direct or
//! through a relay) is told, until the connection drops or the link stops.

use std::time::Duration;

use iroh::endpoint::{Connection, RecvStream, SendStream};
use tokio::sync::mpsc as amp;

use super::link::{Control, Events, FLOODED, Loss, Lost, NetEvent, Unqueued};
use super::protocol::MAX_LINE;

/// Whether the connection goes through a relay now.
pub(super) fn relayed(conn: &Connection) -> bool {
    conn.paths()
        .iter()
        .find(|p| p.is_selected())
        .is_some_and(|p| p.is_relay())
}

/// A connection that has shown the invitation's code (its first line, the hello): the
/// host serves it. `pending`: the bytes read so far, the hello first.
pub(super) struct Admitted {
    pub(super) conn: Connection,
    pub(super) send: SendStream,
    pub(super) recv: RecvStream,
    pub(super) pending: Vec<u8>,
}

/// How a connection's service ended.
pub(super) enum Served {
    /// The connection dropped, and why.
    Lost(Lost),
    /// The same app came again on a new connection (the host serves that one now).
    Replaced(Admitted),
    /// The link stops.
    Stopped,
}

/// Hands the whole lines of `pending` to the owner; a flood is the error.
fn hand_on(pending: &mut Vec<u8>, events: &Events) -> Result<(), Lost> {
    while let Some(at) = pending.iter().position(|&b| b == b'\n') {
        let line: Vec<u8> = pending.drain(..=at).collect();
        let text = String::from_utf8_lossy(&line[..line.len() - 1]).into_owned();
        if events.send(NetEvent::Line(text)) == Err(Unqueued::Full) {
            return Err(Lost::new(Loss::Dropped, FLOODED));
        }
    }
    if pending.len() > MAX_LINE {
        // A line too long to be a message: handed on (and refused) whole.
        let text = String::from_utf8_lossy(pending).into_owned();
        pending.clear();
        let _ = events.send(NetEvent::Line(text));
    }
    Ok(())
}

/// The next connection admitted, or never when there is no one to admit them (a guest).
async fn next_admitted(admitted: &mut Option<&mut amp::Receiver<Admitted>>) -> Option<Admitted> {
    match admitted {
        Some(rx) => rx.recv().await,
        None => std::future::pending().await,
    }
}

/// Carries lines both ways until the connection drops or the link stops; `pending`: what
/// was read of the peer already. A host (`admitted`: the connections that showed the
/// invitation's code) turns away another app at once and keeps this one, but serves the
/// same app again when it comes on a new connection (it restarted, or its network
/// changed).
#[allow(clippy::too_many_arguments)]
pub(super) async fn serve(
    conn: &Connection,
    mut send: SendStream,
    mut recv: RecvStream,
    mut pending: Vec<u8>,
    events: &Events,
    lines: &mut amp::UnboundedReceiver<Control>,
    stop: &mut tokio::sync::oneshot::Receiver<()>,
    pin: &mut Option<iroh::EndpointId>,
    mut admitted: Option<&mut amp::Receiver<Admitted>>,
) -> Served {
    // Lines written while no one was connected are stale: the session sends again what
    // matters on the new connection.
    while let Ok(control) = lines.try_recv() {
        if let Control::Pin = control {
            *pin = Some(conn.remote_id());
        }
    }
    let mut route = relayed(conn);
    let _ = events.send(NetEvent::Connected { relayed: route });
    let flooded = |why: Lost| {
        // More than the owner reads: cut off (the owner is told once it has read what
        // waits).
        conn.close(2u32.into(), b"flood");
        Served::Lost(why)
    };
    if let Err(why) = hand_on(&mut pending, events) {
        return flooded(why);
    }
    let mut buf = vec![0u8; 4096];
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tokio::select! {
            read = recv.read(&mut buf) => match read {
                Ok(Some(n)) => {
                    pending.extend_from_slice(&buf[..n]);
                    if let Err(why) = hand_on(&mut pending, events) {
                        return flooded(why);
                    }
                }
                Ok(None) => return Served::Lost(Lost::new(Loss::Closed, "")),
                Err(e) => return Served::Lost(Lost::reading(e)),
            },
            control = lines.recv() => match control {
                Some(Control::Line(mut line)) => {
                    line.push('\n');
                    if let Err(e) = send.write_all(line.as_bytes()).await {
                        return Served::Lost(Lost::new(Loss::Dropped, e));
                    }
                }
                Some(Control::Cut) => {
                    conn.close(1u32.into(), b"cut");
                    return Served::Lost(Lost::new(Loss::Dropped, "cut"));
                }
                Some(Control::Pin) => *pin = Some(conn.remote_id()),
                None => return Served::Stopped,
            },
            newcomer = next_admitted(&mut admitted) => match newcomer {
                Some(new) if new.conn.remote_id() == conn.remote_id() => {
                    conn.close(1u32.into(), b"replaced");
                    return Served::Replaced(new);
                }
                Some(new) => {
                    tokio::spawn(turn_away(new, TAKEN));
                }
                // No one admits connections any more: none will come.
                None => admitted = None,
            },
            _ = tick.tick() => {
                let now = relayed(conn);
                if now != route {
                    route = now;
                    let _ = events.send(NetEvent::Route { relayed: now });
                }
            }
            _ = &mut *stop => {
                // The lines written before the link was dropped (a goodbye) go first,
                // and the peer is given a moment (half a second at most: the app waits
                // on it) to receive them.
                while let Ok(Control::Line(mut line)) = lines.try_recv() {
                    line.push('\n');
                    if send.write_all(line.as_bytes()).await.is_err() {
                        break;
                    }
                }
                if send.finish().is_ok() {
                    let _ = tokio::time::timeout(Duration::from_millis(500), send.stopped()).await;
                }
                conn.close(0u32.into(), b"bye");
                return Served::Stopped;
            }
        }
    }
}

pub(super) use super::protocol::{TAKEN, WRONG_CODE};

/// Tells an app why it is turned away (a refusal line), and closes its connection.
pub(super) async fn turn_away(mut app: Admitted, why: &str) {
    let line = format!("refuse {why}\n");
    let _ = app.send.write_all(line.as_bytes()).await;
    let _ = app.send.finish();
    let _ = tokio::time::timeout(Duration::from_millis(500), app.send.stopped()).await;
    app.conn.close(3u32.into(), b"turned away");
}
