//! `unlur engine`: the three games driven from another program through a line protocol
//! in the spirit of GTP (Go and Hex engines speak it). One command a line; the answer
//! is `= ANSWER` or `? WHY`, then a blank line; `12 genmove` is answered `=12 …` (an id,
//! as GTP allows). What a command refuses changes nothing. See `docs/engine.md`.
//!
//! Moves are written as the records write them: Unlur `d4` or `pass`; a dice game's
//! turn with its roll (`3 D-3`, `Y 6-1: y:yB-t1`). For the dice games the engine never
//! rolls: `genmove ROLL` gets the roll from whoever does (`4`; Uckers `2-5`), and a
//! choice made before a throw (Uckers' declared attack) is asked with `genmove` alone.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use crate::ai::Level;
use crate::ai::seat::{SeatPlayer, Step};
use crate::i18n::Said;
use crate::rules::table::Table;
use crate::rules::{GameId, Player};

/// The commands, in the order `list_commands` gives them.
const COMMANDS: [&str; 16] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "game",
    "play",
    "genmove",
    "undo",
    "tomove",
    "result",
    "showrecord",
    "level",
    "time",
    "names",
];

/// The most seconds `time` takes for a move.
const MOST_SECONDS: f64 = 600.0;

/// What the engine answers a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    /// `= answer`.
    Done(String),
    /// `? why`.
    Refused(String),
    /// `= ` and the engine stops.
    Quit,
    /// An empty line, or a comment: no answer.
    Nothing,
}

/// The engine's state: the game at the table and how the AI plays.
pub struct Engine {
    table: Box<dyn Table>,
    level: Level,
    seconds: Option<f64>,
    /// What the last `genmove` without a roll chose to throw for (`roll`, or an Uckers
    /// declaration), for the `genmove ROLL` that follows.
    intent: Option<String>,
    names: [String; 2],
    seed: u64,
    /// The AI of the last `genmove` and the spec it was made from: kept for the next
    /// `genmove` of the same game and settings, so that the strongest level keeps its
    /// tree between moves, as it does in the window (a new player each move threw away
    /// the search of the opponent's likely replies).
    player: Option<(String, Box<dyn SeatPlayer>)>,
}

/// A game of `game` with `options`; who starts is drawn with the same fixed dice in
/// every engine, so that two engines given the same `game` agree.
fn start(game: GameId, options: &str) -> Result<Box<dyn Table>, Said> {
    let mut face = 0;
    game.start_table(options, &mut || {
        face = face % 6 + 1;
        face
    })
}

impl Default for Engine {
    fn default() -> Engine {
        Engine {
            table: start(GameId::Unlur, "8").expect("Unlur of side 8"),
            level: Level::Strong,
            seconds: None,
            intent: None,
            names: ["player1".into(), "player2".into()],
            seed: 1,
            player: None,
        }
    }
}

impl Engine {
    /// The answer to one line as it came, with its id if it has one (`12 genmove`, as GTP
    /// allows): a line with an id and no command is refused (its sender waits for an
    /// answer), an empty line or a comment is not answered.
    pub fn answer_line<'a>(&mut self, line: &'a str) -> (Option<&'a str>, Reply) {
        let trimmed = line.trim_start();
        let first = trimmed.split(char::is_whitespace).next().unwrap_or("");
        if first.is_empty() || !first.bytes().all(|b| b.is_ascii_digit()) {
            return (None, self.answer(trimmed));
        }
        let reply = match self.answer(&trimmed[first.len()..]) {
            Reply::Nothing => {
                Reply::Refused(super::words::say(&Said::new("cli.engine.no_command")))
            }
            reply => reply,
        };
        (Some(first), reply)
    }

    /// The answer to one line (a command with its arguments).
    pub fn answer(&mut self, line: &str) -> Reply {
        let line = line.split('#').next().unwrap_or("").trim();
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return Reply::Nothing;
        };
        let args: Vec<&str> = words.collect();
        let rest = line[command.len()..].trim();
        let done = |text: String| Reply::Done(text);
        let result = match command {
            "protocol_version" => Ok("2".to_string()),
            "name" => Ok("unlur".to_string()),
            "version" => Ok(env!("CARGO_PKG_VERSION").to_string()),
            "known_command" => Ok(COMMANDS.contains(&rest).to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => return Reply::Quit,
            "game" => self.game(&args),
            "play" => self.play(rest),
            "genmove" => self.genmove(&args),
            "undo" => self.undo(),
            "tomove" => self
                .table
                .to_move()
                .map(|p| seat(p).to_string())
                .ok_or_else(|| Said::new("cli.engine.over")),
            "result" => Ok(self
                .table
                .winner()
                .map_or("*".to_string(), |p| seat(p).to_string())),
            "showrecord" => Ok(self.record()),
            "level" => match Level::from_name(rest) {
                Some(level) => {
                    self.level = level;
                    Ok(String::new())
                }
                None => {
                    Err(Said::new("cli.engine.level").with("text", crate::storage::quote(rest)))
                }
            },
            "time" => match rest.parse::<f64>() {
                Ok(s) if (0.001..=MOST_SECONDS).contains(&s) => {
                    self.seconds = Some(s);
                    Ok(String::new())
                }
                _ => Err(Said::new("cli.engine.time")
                    .with("text", crate::storage::quote(rest))
                    .with("most", MOST_SECONDS)),
            },
            "names" => match args.as_slice() {
                [one, two] if one.contains('"') || two.contains('"') => {
                    // A record writes a name between quotes: one cannot hold them.
                    Err(Said::new("cli.engine.names_quote"))
                }
                [one, two] => {
                    self.names = [one.to_string(), two.to_string()];
                    Ok(String::new())
                }
                _ => Err(Said::new("cli.engine.names")),
            },
            other => {
                Err(Said::new("cli.engine.unknown").with("text", crate::storage::quote(other)))
            }
        };
        match result {
            Ok(text) => done(text),
            Err(why) => Reply::Refused(super::words::say(&why)),
        }
    }

    /// `game unlur 8`, `game ur`, `game uckers [2] [OPTIONS]`.
    fn game(&mut self, args: &[&str]) -> Result<String, Said> {
        let Some(word) = args.first() else {
            return Err(Said::new("cli.engine.game"));
        };
        let game = GameId::parse(word).ok_or_else(|| {
            Said::new("cli.engine.no_game").with("text", crate::storage::quote(word))
        })?;
        let mut rest = &args[1..];
        if game == GameId::Uckers && rest.first() == Some(&"2") {
            rest = &rest[1..]; // the players: a table is always two
        }
        let options = match (game, rest) {
            (GameId::Unlur, []) => "8".to_string(),
            (GameId::Uckers, []) => "none".to_string(),
            (_, rest) => rest.join(","),
        };
        self.table = start(game, &options)?;
        self.intent = None;
        self.player = None;
        Ok(String::new())
    }

    /// `play MOVE`: the move as the records write it.
    fn play(&mut self, text: &str) -> Result<String, Said> {
        if text.is_empty() {
            return Err(Said::new("cli.engine.play"));
        }
        if self.table.to_move().is_none() {
            return Err(Said::new("cli.engine.over"));
        }
        self.table.play(text)?;
        self.intent = None;
        Ok(String::new())
    }

    /// `genmove`, `genmove ROLL…`: the AI's move (played here too, as GTP does).
    fn genmove(&mut self, rolls: &[&str]) -> Result<String, Said> {
        let Some(mover) = self.table.to_move() else {
            return Err(Said::new("cli.engine.over"));
        };
        let dice = self.table.dice_per_throw();
        if dice == 0 && !rolls.is_empty() {
            return Err(Said::new("cli.engine.no_dice").with("game", self.table.id().record_name()));
        }
        let throws = rolls
            .iter()
            .map(|roll| throw(roll, dice))
            .collect::<Result<Vec<_>, _>>()?;
        let spec = match (self.table.id(), self.seconds) {
            (GameId::Unlur, Some(s)) => format!(
                "ai:{}:{}ms",
                self.level.name(),
                (s * 1000.0).max(1.0) as u64
            ),
            _ => format!("ai:{}", self.level.name()),
        };
        let player = match self.player.take() {
            Some((made_for, player)) if made_for == spec => player,
            _ => {
                self.seed = self.seed.wrapping_add(1);
                // The engine writes the spec itself: a refusal would be a fault of ours.
                crate::ai::games::seat_player(self.table.id(), &spec, self.seed)
                    .map_err(|e| Said::new("cli.engine.internal").with("why", e))?
            }
        };
        let player = &mut self.player.insert((spec, player)).1;
        // Whatever the search, its answer comes when the time is up (the clock ends
        // with the move: its sender goes).
        let (_clock, time_up) = std::sync::mpsc::channel::<()>();
        if let Some(seconds) = self.seconds {
            let stop = crate::ai::Stop::default();
            player.stop_with(stop.clone());
            std::thread::spawn(move || {
                let wait = std::time::Duration::from_secs_f64(seconds);
                if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = time_up.recv_timeout(wait)
                {
                    stop.stop();
                }
            });
        }
        let intent =
            (!throws.is_empty()).then(|| self.intent.clone().unwrap_or_else(|| "roll".into()));
        let step = player
            .step(&*self.table, intent.as_deref(), &throws)
            .map_err(|e| Said::new("cli.engine.ai").with("why", e))?;
        match step {
            Step::Throw(intent) => {
                if dice == 0 {
                    return Err(Said::new("cli.engine.asked_dice").with("seat", seat(mover)));
                }
                self.intent = Some(intent.clone());
                Ok(intent)
            }
            Step::Play(text) => {
                self.table.play(&text)?;
                self.intent = None;
                Ok(text)
            }
        }
    }

    fn undo(&mut self) -> Result<String, Said> {
        self.intent = None;
        if self.table.undo() {
            Ok(String::new())
        } else {
            Err(Said::new("cli.engine.no_undo"))
        }
    }

    /// The record so far; its blank line (between headers and moves) is left out, as a
    /// blank line ends an answer.
    fn record(&self) -> String {
        let record = self.table.record([&self.names[0], &self.names[1]]);
        record
            .lines()
            .filter(|l| !l.trim().is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// A seat as the protocol writes it.
fn seat(p: Player) -> u8 {
    p.index() as u8 + 1
}

/// One throw as the records write it: `4` (one die), `2-5` (two).
fn throw(text: &str, dice: usize) -> Result<Vec<u8>, Said> {
    let faces: Vec<u8> = text
        .split('-')
        .map(|f| f.parse::<u8>().ok().filter(|f| (1..=6).contains(f)))
        .collect::<Option<_>>()
        .ok_or_else(|| Said::new("cli.engine.throw").with("text", crate::storage::quote(text)))?;
    if faces.len() != dice {
        return Err(Said::new("cli.engine.throw_dice")
            .with("text", crate::storage::quote(text))
            .with("dice", dice));
    }
    Ok(faces)
}

/// The answer as the protocol writes it, with its blank line. What came from outside (a
/// name in a record, a command's text) reaches the terminal escaped: no control,
/// direction or invisible character is written raw.
pub fn written(id: Option<&str>, reply: &Reply) -> Option<String> {
    let id = id.unwrap_or("");
    let lines = |text: &str| {
        text.split('\n')
            .map(|l| crate::rules::record::quote_at_most(l, usize::MAX))
            .collect::<Vec<_>>()
    };
    match reply {
        Reply::Done(text) if text.is_empty() => Some(format!("={id}\n\n")),
        Reply::Done(text) => Some(format!("={id} {}\n\n", lines(text).join("\n"))),
        Reply::Refused(why) => Some(format!("?{id} {}\n\n", lines(why).join(" "))),
        Reply::Quit => Some(format!("={id}\n\n")),
        Reply::Nothing => None,
    }
}

/// `unlur engine`: reads commands from standard input until `quit` or its end.
pub fn run() -> ExitCode {
    let mut engine = Engine::default();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match stdin.lock().read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return ExitCode::SUCCESS,
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&line);
        let (id, reply) = engine.answer_line(&text);
        if let Some(answer) = written(id, &reply)
            && out
                .write_all(answer.as_bytes())
                .and_then(|_| out.flush())
                .is_err()
        {
            return ExitCode::FAILURE;
        }
        if reply == Reply::Quit {
            return ExitCode::SUCCESS;
        }
    }
}

#[cfg(test)]
#[path = "engine_tests.rs"]
mod tests;
