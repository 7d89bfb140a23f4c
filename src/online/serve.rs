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

/// Carries lines both ways until the connection drops (the reason) or the link stops
/// (`None`).
pub(super) async fn serve(
    conn: &Connection,
    mut send: SendStream,
    mut recv: RecvStream,
    events: &Events,
    lines: &mut amp::UnboundedReceiver<Control>,
    stop: &mut tokio::sync::oneshot::Receiver<()>,
    pin: &mut Option<iroh::EndpointId>,
) -> Option<Lost> {
    // Lines written while no one was connected are stale: the session sends again what
    // matters on the new connection.
    while let Ok(control) = lines.try_recv() {
        if let Control::Pin = control {
            *pin = Some(conn.remote_id());
        }
    }
    let mut route = relayed(conn);
    let _ = events.send(NetEvent::Connected { relayed: route });
    let mut pending: Vec<u8> = Vec::new();
    let mut buf = vec![0u8; 4096];
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tokio::select! {
            read = recv.read(&mut buf) => match read {
                Ok(Some(n)) => {
                    pending.extend_from_slice(&buf[..n]);
                    while let Some(at) = pending.iter().position(|&b| b == b'\n') {
                        let line: Vec<u8> = pending.drain(..=at).collect();
                        let text = String::from_utf8_lossy(&line[..line.len() - 1]).into_owned();
                        if events.send(NetEvent::Line(text)) == Err(Unqueued::Full) {
                            // More than the owner reads: cut off (the owner is told once
                            // it has read what waits).
                            conn.close(2u32.into(), b"flood");
                            return Some(Lost::new(Loss::Dropped, FLOODED));
                        }
                    }
                    if pending.len() > MAX_LINE {
                        // A line too long to be a message: handed on (and refused) whole.
                        let text = String::from_utf8_lossy(&pending).into_owned();
                        pending.clear();
                        let _ = events.send(NetEvent::Line(text));
                    }
                }
                Ok(None) => return Some(Lost::new(Loss::Closed, "")),
                Err(e) => return Some(Lost::new(Loss::Dropped, e)),
            },
            control = lines.recv() => match control {
                Some(Control::Line(mut line)) => {
                    line.push('\n');
                    if let Err(e) = send.write_all(line.as_bytes()).await {
                        return Some(Lost::new(Loss::Dropped, e));
                    }
                }
                Some(Control::Cut) => {
                    conn.close(1u32.into(), b"cut");
                    return Some(Lost::new(Loss::Dropped, "cut"));
                }
                Some(Control::Pin) => *pin = Some(conn.remote_id()),
                None => return None,
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
                return None;
            }
        }
    }
}
