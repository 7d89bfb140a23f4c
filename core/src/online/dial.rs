//! How each side reaches the other, on the link's thread: the host waits for the guest
//! (again after a drop, on a fresh endpoint when its relay was lost), the guest dials
//! and, when the connection drops, dials again. Each wait also listens for the stop.

use crate::i18n::Said;
use std::str::FromStr;
use std::time::Duration;

use iroh::{EndpointAddr, PublicKey, RelayUrl, TransportAddr};
use tokio::sync::mpsc as amp;

use super::endpoint::{ALPN, endpoint};
use super::invitation::Invitation;
use super::link::{Control, Events, Loss, Lost, NetEvent, Reach};
use super::protocol::MAX_LINE;
use super::serve::{Admitted, Served, TAKEN, WRONG_CODE, serve, turn_away};

/// A host's endpoint of secret `key` again, on `port` if it can be had within a second
/// (the endpoint it replaces lets go of it a moment after it closed), else on any.
async fn fresh_endpoint(reach: Reach, key: [u8; 32], port: u16) -> Result<iroh::Endpoint, Said> {
    for _ in 0..5 {
        if let Ok(ep) = endpoint(reach, Some(key), port).await {
            return Ok(ep);
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    endpoint(reach, Some(key), 0).await
}

/// Returns once the endpoint has had no connection to any of its relays for ten
/// seconds (never when it has none: on loopback).
async fn relay_lost(ep: &iroh::Endpoint) {
    use iroh::Watcher;
    let mut status = ep.home_relay_status();
    let mut down_since = None;
    loop {
        let relays = status.get();
        let down = !relays.is_empty() && relays.iter().all(|r| !r.is_connected());
        match (down, down_since) {
            (false, _) => down_since = None,
            (true, None) => down_since = Some(tokio::time::Instant::now()),
            (true, Some(at)) if at.elapsed() >= Duration::from_secs(10) => return,
            (true, Some(_)) => {}
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

pub(super) async fn host(
    (code, key, port): (String, [u8; 32], u16),
    reach: Reach,
    events: Events,
    mut lines: amp::UnboundedReceiver<Control>,
    mut stop: tokio::sync::oneshot::Receiver<()>,
) -> Result<(), Said> {
    let mut ep = endpoint(reach, Some(key), port).await?;
    let mut invitation = Invitation {
        key: ep.id().to_string(),
        code: code.clone(),
        addrs: Vec::new(),
        relay: None,
    };
    if reach.local {
        invitation.addrs = ep.bound_sockets();
    } else {
        // Wait (a while) for a relay, so that the invitation says how to reach us.
        tokio::select! {
            _ = tokio::time::timeout(Duration::from_secs(10), ep.online()) => {}
            _ = &mut stop => {
                ep.close().await;
                return Ok(());
            }
        }
        let addr = ep.addr();
        invitation.addrs = addr.ip_addrs().copied().collect();
        invitation.relay = addr.relay_urls().next().map(|u| u.to_string());
    }
    let _ = events.send(NetEvent::Invitation(invitation.text()));
    // Every connection is greeted apart (on a task of its own): only those that show the
    // invitation's code come here, so a stranger never reaches the game, however much
    // it sends.
    let (admit, mut admitted) = amp::channel::<Admitted>(4);
    let mut doorman = tokio::spawn(greet_all(ep.clone(), code.clone(), admit.clone()));
    // The friend's app, once the game is under way: the only one let in from then on.
    let mut pinned: Option<iroh::EndpointId> = None;
    let mut next: Option<Admitted> = None;
    loop {
        let app = match next.take() {
            Some(app) => app,
            None => tokio::select! {
                app = admitted.recv() => match app {
                    Some(app) => app,
                    None => break,
                },
                () = relay_lost(&ep) => {
                    // Back on a network after a cut, the relay is dialled again only after
                    // iroh's back-off (up to half a minute): a fresh endpoint of the same
                    // key (the same invitation) on the same port dials it at once.
                    let same = ep.bound_sockets().first().map_or(0, |a| a.port());
                    doorman.abort();
                    ep.close().await;
                    drop(ep);
                    ep = tokio::select! {
                        fresh = fresh_endpoint(reach, key, same) => fresh?,
                        _ = &mut stop => return Ok(()),
                    };
                    doorman = tokio::spawn(greet_all(ep.clone(), code.clone(), admit.clone()));
                    continue;
                }
                _ = &mut stop => break,
            },
        };
        if pinned.is_some_and(|p| p != app.conn.remote_id()) {
            // The game is another app's: this one is told so (its guest stops) and the
            // invitation's owner can always come back.
            tokio::spawn(turn_away(app, TAKEN));
            continue;
        }
        let conn = app.conn.clone();
        let served = serve(
            &conn,
            app.send,
            app.recv,
            app.pending,
            &events,
            &mut lines,
            &mut stop,
            &mut pinned,
            Some(&mut admitted),
        )
        .await;
        match served {
            Served::Lost(why) => {
                let _ = events.send(NetEvent::Lost(why));
            }
            Served::Replaced(app) => next = Some(app),
            Served::Stopped => break,
        }
    }
    doorman.abort();
    ep.close().await;
    Ok(())
}

/// How long a new connection has to show the invitation's code.
const GREETING: Duration = Duration::from_secs(10);

/// Connections greeted at once, at most (more wait for their turn at the door).
const AT_THE_DOOR: usize = 8;

/// Accepts every connection to `ep` and greets each on a task of its own
/// ([`greet`]); those that show `code` go to `admit`.
async fn greet_all(ep: iroh::Endpoint, code: String, admit: amp::Sender<Admitted>) {
    let door = std::sync::Arc::new(tokio::sync::Semaphore::new(AT_THE_DOOR));
    while let Some(incoming) = ep.accept().await {
        let Ok(turn) = door.clone().acquire_owned().await else {
            return;
        };
        let (code, admit) = (code.clone(), admit.clone());
        tokio::spawn(async move {
            if let Some(app) = greet(incoming, &code).await {
                let _ = admit.send(app).await;
            }
            drop(turn);
        });
    }
}

/// Waits (a while) for a new connection's first line: a hello with the invitation's
/// `code` admits it; any other line, a silence or a line too long turns it away, and
/// nothing of it reaches the game.
async fn greet(incoming: iroh::endpoint::Incoming, code: &str) -> Option<Admitted> {
    let deadline = tokio::time::Instant::now() + GREETING;
    let conn = tokio::time::timeout_at(deadline, incoming)
        .await
        .ok()?
        .ok()?;
    let Ok(Ok((send, mut recv))) = tokio::time::timeout_at(deadline, conn.accept_bi()).await else {
        conn.close(4u32.into(), b"no stream");
        return None;
    };
    let mut pending = Vec::new();
    let mut buf = [0u8; 1024];
    let end = loop {
        if let Some(at) = pending.iter().position(|&b| b == b'\n') {
            break Some(at);
        }
        if pending.len() > MAX_LINE {
            break None;
        }
        match tokio::time::timeout_at(deadline, recv.read(&mut buf)).await {
            Ok(Ok(Some(n))) => pending.extend_from_slice(&buf[..n]),
            _ => break None,
        }
    };
    let app = Admitted {
        conn,
        send,
        recv,
        pending,
    };
    match end {
        Some(at) if shows_code(&app.pending[..at], code) => Some(app),
        Some(_) => {
            turn_away(app, WRONG_CODE).await;
            None
        }
        None => {
            app.conn.close(4u32.into(), b"no hello");
            None
        }
    }
}

/// Whether a first line is a hello with the invitation's code (`hello PROTOCOL APP CODE
/// NAME`: the words before the code are the same in every version of the protocol).
fn shows_code(line: &[u8], code: &str) -> bool {
    let line = String::from_utf8_lossy(line);
    let mut words = line.trim_end_matches('\r').split(' ');
    words.next() == Some("hello") && words.nth(2) == Some(code)
}

/// Dials the host of `invitation` as the endpoint `own`, again after every loss. A guest
/// that has never reached the host gives up after `give_up` (an old invitation, a host
/// that closed its app); once the game is under way (the host reached once, or `None`:
/// a game resumed from disk) it waits for the host however long it is away, since the
/// host's app resumes the game on the same key.
pub(super) async fn join(
    (invitation, own): (Invitation, [u8; 32]),
    reach: Reach,
    mut give_up: Option<Duration>,
    events: Events,
    mut lines: amp::UnboundedReceiver<Control>,
    mut stop: tokio::sync::oneshot::Receiver<()>,
) -> Result<(), Said> {
    let key = PublicKey::from_str(&invitation.key)
        .map_err(|e| Said::new("online.net.bad_key").with("why", e))?;
    let mut addrs: Vec<TransportAddr> = invitation
        .addrs
        .iter()
        .map(|&a| TransportAddr::Ip(a))
        .collect();
    if !reach.local
        && let Some(r) = &invitation.relay
        && let Ok(url) = RelayUrl::from_str(r)
    {
        addrs.push(TransportAddr::Relay(url));
    }
    let addr = EndpointAddr::from_parts(key, addrs);
    let mut ep = endpoint(reach, Some(own), 0).await?;
    // Since when the host has not been reached (the start, or the last connection's end).
    let mut down_since = tokio::time::Instant::now();
    loop {
        let dialled = tokio::select! {
            c = tokio::time::timeout(Duration::from_secs(20), ep.connect(addr.clone(), ALPN)) => c,
            _ = &mut stop => break,
        };
        let (why, fresh) = match dialled {
            Ok(Ok(conn)) => match tokio::select! {
                streams = conn.open_bi() => streams,
                _ = &mut stop => break,
            } {
                Ok((send, recv)) => {
                    let served = serve(
                        &conn,
                        send,
                        recv,
                        Vec::new(),
                        &events,
                        &mut lines,
                        &mut stop,
                        &mut None,
                        None,
                    )
                    .await;
                    down_since = tokio::time::Instant::now();
                    give_up = None;
                    match served {
                        Served::Lost(why) => (why, false),
                        Served::Replaced(_) | Served::Stopped => break,
                    }
                }
                Err(e) => (Lost::new(Loss::Dropped, e), true),
            },
            Ok(Err(e)) if e.to_string().contains("invalid peer certificate") => {
                ep.close().await;
                return Err(Said::new("online.net.wrong_key"));
            }
            Ok(Err(e)) => (Lost::new(Loss::Unreachable, e), true),
            Err(_) => (Lost::new(Loss::Unreachable, "no answer in 20 s"), true),
        };
        let _ = events.send(NetEvent::Lost(why));
        if let Some(give_up) = give_up.filter(|&g| fresh && down_since.elapsed() >= g) {
            ep.close().await;
            return Err(Said::new("online.net.gave_up").with_said("time", minutes_words(give_up)));
        }
        if fresh {
            // A dial that failed may have left the endpoint with stale routes (a laptop
            // back on its network dialled in vain for a minute): dial from a new one.
            ep.close().await;
            ep = tokio::select! {
                fresh = endpoint(reach, Some(own), 0) => fresh?,
                _ = &mut stop => return Ok(()),
            };
        }
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(1)) => {}
            _ = &mut stop => break,
        }
    }
    ep.close().await;
    Ok(())
}

/// `d` in words: "3 minutes", "20 seconds".
fn minutes_words(d: Duration) -> Said {
    match d.as_secs() {
        s if s >= 60 && s % 60 == 0 => Said::new("online.net.minutes").with("n", s / 60),
        s => Said::new("online.net.seconds").with("n", s),
    }
}
