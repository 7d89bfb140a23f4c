//! Saved sessions: an online game resumes after both apps restart from their files, and
//! a file that does not replay is refused with its line.

use super::session::Session;
use super::tests::{act, connected, play_on, players, pump};
use crate::rules::{GameId, Player};

#[test]
fn a_session_kept_on_disk_resumes_the_game_after_both_apps_restart() {
    for game in GameId::ALL {
        let options = if game == GameId::Unlur { "4" } else { "" };
        let (mut host, mut guest) = connected(game, options, Player::One);
        let mut ps = players(game, 8);
        // Half a game, then both apps stop (with what was in flight lost) and start again
        // from their files.
        for i in 0..40 {
            if host.finished() {
                break;
            }
            act(&mut host, ps[0].as_mut());
            act(&mut guest, ps[1].as_mut());
            if i < 39 {
                pump(&mut host, &mut guest);
            }
        }
        let (h, g) = (host.saved(), guest.saved());
        assert!(h.contains("secret ") && h.contains("action "), "{h}");
        let mut host = Session::restore(&h).unwrap_or_else(|e| panic!("{e}\n{h}"));
        let mut guest = Session::restore(&g).unwrap_or_else(|e| panic!("{e}\n{g}"));
        assert_eq!(host.saved(), h, "read back, written again the same");
        host.reconnected();
        guest.reconnected();
        pump(&mut host, &mut guest);
        play_on(&mut host, &mut guest, &mut ps, 20_000, |_, h, g| {
            pump(h, g);
        });
        assert_eq!(host.record(), guest.record(), "{game:?}");
        assert!(host.finished());
    }
}

#[test]
fn a_saved_session_that_does_not_replay_is_refused_with_its_line() {
    let (mut host, mut guest) = connected(GameId::RoyalUr, "", Player::One);
    let mut ps = players(GameId::RoyalUr, 9);
    for _ in 0..10 {
        act(&mut host, ps[0].as_mut());
        act(&mut guest, ps[1].as_mut());
        pump(&mut host, &mut guest);
    }
    let text = host.saved();
    let first = text.lines().position(|l| l.starts_with("action ")).unwrap() + 1;
    let bad_hash = text.replacen("action 1 ", "action 1 0", 1);
    for (bad, says) in [
        ("garbage".to_string(), "not a saved online game"),
        (
            text.replace("role host", "role judge"),
            "neither host nor guest",
        ),
        (bad_hash, "not the one kept"),
        (text.replace("secret ", "secret 00"), "not 64 hex digits"),
    ] {
        let e = Session::restore(&bad).unwrap_err();
        assert!(e.contains(says), "{e}");
    }
    // The first action said to be the other player's.
    let flipped: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| match (i + 1 == first, l.strip_prefix("action ")) {
            (true, Some(rest)) => {
                let other = if rest.starts_with('1') { "2" } else { "1" };
                format!("action {other}{}", &rest[1..])
            }
            _ => l.to_string(),
        })
        .collect();
    let e = Session::restore(&flipped.join("\n")).unwrap_err();
    assert!(e.starts_with(&format!("line {first}: it is not")), "{e}");
}
