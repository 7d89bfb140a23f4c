//! The notation of actions (`Y 6-3: y:yB-t0 y:t10-t13`, `G attack g:t30: 6-6 6-2`)
//! and game records.

use std::fmt::Write as _;

use super::board::{Colour, Partnership};
use super::game::Game;
use super::notation::{TurnError, parse_action};
use super::types::Options;
use crate::i18n::{Said, Says};
use crate::rules::record::{
    BadValue, HeadError, LineFailure, RecordText, at_line, bad_value, clean_value, end_with_turns,
    quote,
};

/// Why a record could not be read. Nothing of a failed record is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The headers cannot be read, or are not this game's.
    Head(HeadError),
    /// The `Players` header is not 2 or 4.
    BadPlayers(BadValue),
    /// The `Options` header cannot be read (an unknown option, one named twice…).
    BadOptions(Said),
    /// The `First` header is not a colour.
    BadFirst(BadValue),
    /// The `Result` header is not a partnership or `*`.
    BadResult(BadValue),
    /// An action cannot be read or played.
    Turn(LineFailure<TurnError>),
}

impl From<HeadError> for RecordError {
    fn from(head: HeadError) -> Self {
        RecordError::Head(head)
    }
}

impl Says for RecordError {
    fn said(&self) -> Said {
        match self {
            RecordError::Head(head) => head.said(),
            RecordError::BadPlayers(v) => bad_value("Players", v, "record.must.two_four"),
            RecordError::BadOptions(why) => why.clone(),
            RecordError::BadFirst(v) => bad_value("First", v, "record.must.colour"),
            RecordError::BadResult(v) => bad_value("Result", v, "record.must.partnership"),
            RecordError::Turn(failure) => failure.said_as("line"),
        }
    }
}

crate::said_in_english!(RecordError);

/// An option that Uckers does not know.
pub fn unknown_option(option: &str) -> Said {
    Said::new("uckers.unknown_option")
        .with("option", quote(option))
        .with(
            "known",
            "wafu-snake-eyes, superblobs, suckback, layered-blobs",
        )
}

/// An Uckers record read and replayed.
#[derive(Clone, Debug)]
pub struct Record {
    /// 2 or 4 players.
    pub players: u8,
    /// The name at each colour's seat (in a two-player game, partners share a name).
    pub names: [String; 4],
    /// The game after every action.
    pub game: Game,
    /// The partnership that resigned, if the game ended so (the `Resigned` header:
    /// player 1 is yellow and green, player 2 red and blue).
    pub resigned: Option<crate::rules::Player>,
    /// Non-fatal remarks.
    pub warnings: Vec<Said>,
}

impl crate::rules::record::ReadRecord for Record {
    fn warnings(&self) -> &[Said] {
        &self.warnings
    }
}

/// The `Result` header value: `yellow-green`, `red-blue` or `*`.
pub fn result_text(game: &Game) -> &'static str {
    game.winner().map_or("*", Partnership::name)
}

/// The last line of `unlur replay`: `yellow-green wins`, `red-blue wins` or `ongoing`.
pub fn outcome_line(game: &Game) -> String {
    game.winner()
        .map_or("ongoing".to_string(), |w| format!("{} wins", w.name()))
}

/// Whether a `Game` header value names Uckers.
pub fn is_game_name(name: &str) -> bool {
    name.trim().eq_ignore_ascii_case("uckers")
}

/// Writes a record of `game`: `names` per colour (yellow, red, green, blue).
pub fn write_record(game: &Game, players: u8, names: &[String; 4]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "[Game \"Uckers\"]");
    let _ = writeln!(out, "[Players \"{players}\"]");
    if players == 2 {
        let _ = writeln!(out, "[Player1 \"{}\"]", clean_value(&names[0]));
        let _ = writeln!(out, "[Player2 \"{}\"]", clean_value(&names[1]));
    } else {
        for c in Colour::ALL {
            let key = c.name();
            let key = format!("{}{}", key[..1].to_uppercase(), &key[1..]);
            let _ = writeln!(out, "[{key} \"{}\"]", clean_value(&names[c.index()]));
        }
    }
    let _ = writeln!(out, "[Options \"{}\"]", game.options().text());
    let _ = writeln!(out, "[First \"{}\"]", game.first().name());
    end_with_turns(out, result_text(game), game.history_texts())
}

/// The headers an Uckers record reads.
pub const HEADERS: [&str; 11] = [
    "Game", "Players", "Player1", "Player2", "Yellow", "Red", "Green", "Blue", "Options", "First",
    "Result",
];

/// Reads a record and replays its actions through the rules.
pub fn read_record(text: &str) -> Result<Record, RecordError> {
    let (record, error) = read_record_partly(text)?;
    error.map_or(Ok(record), Err)
}

/// Reads a record as far as it can: the game up to the first line that cannot be read
/// or played, and that line's error (headers that cannot be read are an error).
pub fn read_record_partly(text: &str) -> Result<(Record, Option<RecordError>), RecordError> {
    let record = RecordText::of_game(text, "Uckers", is_game_name, &HEADERS)?;
    let mut warnings = record.warnings.clone();
    let players = match record.get("Players").map(str::trim) {
        Some("2") => 2,
        Some("4") => 4,
        Some(_) => return Err(RecordError::BadPlayers(record.bad("Players"))),
        None => {
            warnings.push(Said::new("uckers.record.no_players"));
            4
        }
    };
    let options = Options::parse(record.get("Options").unwrap_or(""))
        .map_err(|why| RecordError::BadOptions(at_line(record.line_of("Options"), why)))?;
    let first = match record.get("First") {
        Some(v) => Colour::parse(v).ok_or_else(|| RecordError::BadFirst(record.bad("First")))?,
        None => {
            warnings.push(Said::new("uckers.record.no_first"));
            Colour::Yellow
        }
    };
    record
        .result_among(&["yellow-green", "red-blue", "*"])
        .map_err(RecordError::BadResult)?;
    let mut game = Game::new(first, options);
    let error = record
        .play_lines(|text| {
            let action = parse_action(game.position(), text)?;
            game.play(action).map(drop).map_err(TurnError::from)
        })
        .map(RecordError::Turn);
    let settled = record.settled(result_text(&game), |p| {
        crate::rules::GameId::Uckers.result_for(p)
    });
    warnings.extend(settled.warning);
    warnings.extend(record.result_warning(&settled.result, "moves"));
    let name = |key: &str, default: &str| record.get(key).unwrap_or(default).to_string();
    let names = if players == 2 {
        let (p1, p2) = (name("Player1", "Player 1"), name("Player2", "Player 2"));
        [p1.clone(), p2.clone(), p1, p2]
    } else {
        [
            name("Yellow", "Yellow"),
            name("Red", "Red"),
            name("Green", "Green"),
            name("Blue", "Blue"),
        ]
    };
    Ok((
        Record {
            players,
            names,
            game,
            resigned: settled.resigned,
            warnings,
        },
        error,
    ))
}
