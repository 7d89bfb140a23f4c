//! `unlur engine` as another program drives it: a referee (this test) plays a whole game
//! of each kind between two engine processes, throwing the dice itself, and checks the
//! record with `unlur replay`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = crate::testing::unlur()
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("unlur engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    /// The answer to `command`: `Ok` for `= …`, `Err` for `? …` (lines joined).
    fn ask(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}").unwrap();
        self.input.flush().unwrap();
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                self.output.read_line(&mut line).unwrap() > 0,
                "the engine stopped"
            );
            let line = line.trim_end_matches('\n').to_string();
            if line.is_empty() {
                break;
            }
            lines.push(line);
        }
        let text = lines.join("\n");
        match (text.strip_prefix("= "), text.strip_prefix("? ")) {
            (Some(answer), _) => Ok(answer.to_string()),
            (None, Some(why)) => Err(why.to_string()),
            _ if text == "=" => Ok(String::new()),
            _ => panic!("`{command}` was answered `{text}`"),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// Plays a whole game of `game` between two engines; its record and result.
fn referee(game: &str, dice: usize, seed: u64) -> (String, String, usize) {
    let mut engines = [Engine::start(), Engine::start()];
    for e in &mut engines {
        e.ask(&format!("game {game}")).unwrap();
        e.ask("level beginner").unwrap();
        e.ask("time 0.05").unwrap();
    }
    let mut rng = unlur::ai::Rng64::new(seed);
    let mut actions = 0;
    loop {
        let result = engines[0].ask("result").unwrap();
        assert_eq!(
            engines[1].ask("result").unwrap(),
            result,
            "the engines agree"
        );
        if result != "*" {
            let record = engines[0].ask("showrecord").unwrap();
            assert_eq!(engines[1].ask("showrecord").unwrap(), record);
            return (record, result, actions);
        }
        let seat: usize = engines[0].ask("tomove").unwrap().parse().unwrap();
        assert_eq!(engines[1].ask("tomove").unwrap(), seat.to_string());
        let (mover, other) = if seat == 1 { (0, 1) } else { (1, 0) };
        let action = if dice == 0 {
            engines[mover].ask("genmove").unwrap()
        } else {
            // The mover says what it throws for; the referee throws until it plays.
            let intent = engines[mover].ask("genmove").unwrap();
            let mut throws: Vec<String> = Vec::new();
            loop {
                let faces: Vec<String> =
                    (0..dice).map(|_| (1 + rng.below(6)).to_string()).collect();
                throws.push(faces.join("-"));
                let answer = engines[mover]
                    .ask(&format!("genmove {}", throws.join(" ")))
                    .unwrap();
                if answer != intent {
                    break answer;
                }
                assert!(throws.len() < 20, "{game}: throws without end for {intent}");
            }
        };
        engines[other]
            .ask(&format!("play {action}"))
            .unwrap_or_else(|why| panic!("{game}: `play {action}` refused: {why}"));
        actions += 1;
        assert!(actions < 3000, "{game}: no end after {actions} actions");
    }
}

#[test]
fn two_engines_play_each_game_to_its_end_and_the_record_replays() {
    let dir = std::env::temp_dir().join(format!("unlur-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (game, dice, file) in [
        ("unlur 5", 0, "game.unlur"),
        ("ur", 1, "game.ur"),
        ("uckers 2", 2, "game.uckers"),
    ] {
        let (record, result, actions) = referee(game, dice, 7);
        assert!(result == "1" || result == "2", "{game}: {result}");
        let path = dir.join(file);
        std::fs::write(&path, format!("{record}\n")).unwrap();
        let out = crate::processes::unlur_command(&["replay", path.to_str().unwrap()]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{game}: {said}");
        let last = said.lines().last().unwrap_or("");
        assert!(
            last.contains("wins"),
            "{game} after {actions} actions: {last}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_engine_refuses_what_it_cannot_do_and_keeps_its_game() {
    let mut e = Engine::start();
    assert_eq!(e.ask("name").unwrap(), "unlur");
    assert!(e.ask("game chess").unwrap_err().contains("chess"));
    e.ask("game ur").unwrap();
    assert!(e.ask("play 4 D-9").is_err());
    assert!(e.ask("genmove 7").unwrap_err().contains("faces 1 to 6"));
    assert_eq!(e.ask("genmove").unwrap(), "roll");
    assert_eq!(e.ask("genmove 4").unwrap(), "4 D-4");
    assert!(e.ask("time forever").is_err());
    assert!(e.ask("showrecord").unwrap().ends_with("4 D-4"));
}
