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

/// Play-test 4: the host's app killed mid-game and started again *with the same
/// command* began a new game with a new invitation, the kept one never offered. In two
/// real windows on an X server of the test's own, played from the keyboard: a few
/// actions, the host killed (no goodbye), the same `unlur host` again: it resumes the
/// kept game on the same invitation, and the game goes on in both windows, the two
/// sides keeping the same actions.
#[test]
fn a_host_killed_mid_game_resumes_it_in_its_window_from_the_same_command() {
    use crate::testing::XServer;
    use std::time::{Duration, Instant};
    let Some(x) = XServer::start(1280, 720) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("unlur-online-windows-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (host_home, guest_home) = (dir.join("host"), dir.join("guest"));
    let window = |home: &std::path::Path, args: &[&str]| {
        std::fs::create_dir_all(home).unwrap();
        unlur()
            .args(args)
            .env("DISPLAY", &x.display)
            .env("XDG_CONFIG_HOME", home)
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(home.join(format!("{}.err", args[0]))).unwrap())
            .spawn()
            .unwrap()
    };
    let host_command = [
        "host", "--game", "uckers", "--p", "human", "--local", "--name", "Ann",
    ];
    let first_line = |child: &mut std::process::Child| {
        let mut out = BufReader::new(child.stdout.take().unwrap()).lines();
        let line = out.next().unwrap().unwrap();
        line.strip_prefix("invitation: ").expect(&line).to_string()
    };
    let actions = |home: &std::path::Path| -> Vec<String> {
        std::fs::read_to_string(home.join("unlur/online.txt"))
            .unwrap_or_default()
            .lines()
            .filter(|l| l.starts_with("action "))
            .map(str::to_string)
            .collect()
    };
    let mut host = window(&host_home, &host_command);
    let invitation = first_line(&mut host);
    let guest = window(
        &guest_home,
        &[
            "join",
            &invitation,
            "--p",
            "human",
            "--local",
            "--name",
            "Bob",
        ],
    );
    // Both people press Enter in turn (it rolls, then shows the play, then plays it).
    let play_until = |host: &std::process::Child,
                      guest: &std::process::Child,
                      what: &str,
                      done: &dyn Fn() -> bool| {
        let start = Instant::now();
        while !done() {
            assert!(
                start.elapsed() < Duration::from_secs(300),
                "{what}: host {:?}, guest {:?}",
                actions(&host_home),
                actions(&guest_home)
            );
            for pid in [host.id(), guest.id()] {
                if !x.press_in(pid, "Return") {
                    std::thread::sleep(Duration::from_millis(500));
                }
            }
        }
    };
    play_until(&host, &guest, "two actions on both sides", &|| {
        actions(&host_home).len() >= 2 && actions(&guest_home) == actions(&host_home)
    });
    host.kill().unwrap();
    host.wait().unwrap();
    let before = actions(&host_home);
    assert!(before.len() >= 2, "{before:?}");
    let mut host = window(&host_home, &host_command);
    assert_eq!(
        first_line(&mut host),
        invitation,
        "the same command resumes the kept game, on its invitation"
    );
    play_until(&host, &guest, "an action after the restart", &|| {
        let now = actions(&host_home);
        now.len() > before.len() && actions(&guest_home) == now
    });
    assert!(
        actions(&host_home).starts_with(&before),
        "the game went on from where it was"
    );
    for mut child in [host, guest] {
        let _ = child.kill();
        let _ = child.wait();
    }
    let _ = std::fs::remove_dir_all(&dir);
}
