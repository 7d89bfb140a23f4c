//! `unlur host` and `unlur join` as a person runs them: two processes on this machine
//! (`--local`: loopback only) play a whole game and save the same record.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// The `unlur` command, in English whatever this machine's locale.
fn unlur() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_unlur"));
    command.env("LC_ALL", "C.UTF-8").env_remove("LANGUAGE");
    command
}

#[test]
fn host_and_join_processes_play_a_game_and_save_the_same_record() {
    let dir = std::env::temp_dir().join(format!("unlur-online-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (game, options) in [("ur", "none"), ("unlur", "4")] {
        let (h, g) = (
            dir.join(format!("host.{game}")),
            dir.join(format!("guest.{game}")),
        );
        let mut host = unlur()
            .args(["host", "--game", game, "--options", options, "--seat", "2"])
            .args(["--p", "ai:beginner", "--local", "--save"])
            .arg(&h)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut out = BufReader::new(host.stdout.take().unwrap()).lines();
        let first = out.next().unwrap().unwrap();
        let invitation = first.strip_prefix("invitation: ").expect(&first);
        let guest = unlur()
            .args([
                "join", invitation, "--p", "ai:easy", "--name", "Bob", "--local", "--save",
            ])
            .arg(&g)
            .output()
            .unwrap();
        assert!(
            guest.status.success(),
            "{}",
            String::from_utf8_lossy(&guest.stderr)
        );
        let host_last = out.map(Result::unwrap).last().unwrap();
        assert!(host.wait().unwrap().success());
        let guest_out = String::from_utf8_lossy(&guest.stdout);
        let guest_last = guest_out.lines().last().unwrap();
        assert_eq!(host_last, guest_last);
        assert!(guest_last.ends_with("wins"), "{guest_last}");
        let (a, b) = (std::fs::read(&h).unwrap(), std::fs::read(&g).unwrap());
        assert_eq!(a, b, "the two records are the same, byte for byte");
        let record = String::from_utf8(a).unwrap();
        assert!(record.contains("[Player1 \"Bob\"]"), "{record}");
        // The record replays through the rules to the same result.
        let replay = unlur().arg("replay").arg(&h).output().unwrap();
        let replayed = String::from_utf8_lossy(&replay.stdout);
        assert_eq!(replayed.lines().last(), Some(guest_last));
    }
    let bad = unlur()
        .args(["join", "unlur9+00+00", "--p", "ai:easy", "--local"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        !bad.status.success() && err.contains("format `unlur9`"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
