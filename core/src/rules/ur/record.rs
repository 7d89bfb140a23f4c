//! The notation of turns (`4 2:7-11`, `3 D-3`, `6 --`) and game records.

use std::fmt::Write as _;

use super::board::ARRIVAL;
use super::game::Game;
use super::position::{Dir, Move, PIECES, PieceId, Position, Rank, RuleError, Turn};
use crate::i18n::{Said, Says};
use crate::rules::Player;
use crate::rules::record::{
    BadValue, HeadError, LineFailure, RecordText, bad_value, clean_value, end_with_turns, quote,
};

/// Writes a turn in the notation, from the position before it: the roll, a space, and
/// `D-3` (entering), `2:7-11` (a soldier), `5:13>11` / `5:13<9` (an officer forward /
/// backward) or `--` (a pass).
pub fn turn_text(before: &Position, turn: Turn) -> String {
    let Some(mv) = turn.mv else {
        return format!("{} --", turn.roll);
    };
    let id = PieceId {
        owner: before.to_move(),
        number: mv.number,
    };
    match before.target(mv, turn.roll) {
        Ok((0, to)) => format!("{} D-{to}", turn.roll),
        Ok((from, to)) => {
            let sign = match (before.piece(id).rank, mv.dir) {
                (Rank::Soldier, _) => '-',
                (Rank::Officer, Dir::Forward) => '>',
                (Rank::Officer, Dir::Backward) => '<',
            };
            format!("{} {}:{from}{sign}{to}", turn.roll, mv.number)
        }
        // Not a legal move: written plainly, for messages only.
        Err(_) => format!("{} {}:?", turn.roll, mv.number),
    }
}

/// A turn in the words a player reads, by the squares the board labels: `12 → A`,
/// `D → 3` (entering), or that there is nothing to play.
pub fn turn_said(before: &Position, turn: Turn) -> Said {
    match turn.mv.map(|mv| before.target(mv, turn.roll)) {
        Some(Ok((from, to))) => Said::new("ur.play.move")
            .with("from", super::board::step_label(from))
            .with("to", super::board::step_label(to)),
        None => Said::new("ur.play.pass"),
        // Not a legal move: as written (for messages only).
        Some(Err(_)) => Said::new("ur.play.written").with("text", turn_text(before, turn)),
    }
}

/// Why a turn's text cannot be played.
pub type TurnError = crate::rules::record::TurnError<RuleError>;

/// A number of the notation; `what` is the key of the words for what it should be.
fn number(text: &str, what: &'static str) -> Result<u8, TurnError> {
    text.parse::<u8>().map_err(|_| {
        TurnError::Syntax(
            Said::new("ur.notation.not_a")
                .with("text", quote(text))
                .with_said("what", Said::new(what)),
        )
    })
}

/// Reads a turn in the notation against the position it is played in (the notation
/// names squares, which must be where the piece is and where the roll takes it).
pub fn parse_turn(position: &Position, text: &str) -> Result<Turn, TurnError> {
    let mut tokens = text.split_whitespace();
    let (Some(roll), Some(mv), None) = (tokens.next(), tokens.next(), tokens.next()) else {
        return Err(TurnError::Syntax(Said::new("ur.notation.turn")));
    };
    if position.winner().is_some() {
        return Err(RuleError::GameOver.into());
    }
    let roll = number(roll, "ur.notation.roll")?;
    if !(1..=6).contains(&roll) {
        return Err(RuleError::BadRoll(roll).into());
    }
    if mv == "--" {
        return Ok(Turn { roll, mv: None });
    }
    let player = position.to_move();
    let (mv, from, to) = if let Some(to) = mv.strip_prefix("D-").or(mv.strip_prefix("d-")) {
        let to = number(to, "ur.notation.square")?;
        let Some(n) = position.next_to_enter(player) else {
            return Err(TurnError::Mismatch(Said::new("ur.notation.none_at_d")));
        };
        (
            Move {
                number: n,
                dir: Dir::Forward,
            },
            0,
            to,
        )
    } else {
        let syntax =
            || TurnError::Syntax(Said::new("ur.notation.not_move").with("text", quote(mv)));
        let (n, rest) = mv.split_once(':').ok_or_else(syntax)?;
        let n = number(n, "ur.notation.piece")?;
        if !(1..=PIECES).contains(&n) {
            return Err(RuleError::NoSuchPiece(n).into());
        }
        let at = rest.find(['-', '>', '<']).ok_or_else(syntax)?;
        let sign = rest.as_bytes()[at];
        let from = number(&rest[..at], "ur.notation.square")?;
        let to = number(&rest[at + 1..], "ur.notation.square")?;
        let id = PieceId {
            owner: player,
            number: n,
        };
        let piece = position.piece(id);
        let dir = match (piece.rank, sign) {
            (Rank::Soldier, b'-') => Dir::Forward,
            (Rank::Officer, b'>') => Dir::Forward,
            (Rank::Officer, b'<') => Dir::Backward,
            (Rank::Soldier, _) => {
                return Err(TurnError::Mismatch(
                    Said::new("ur.notation.soldier_sign").with("n", n),
                ));
            }
            (Rank::Officer, _) => {
                return Err(TurnError::Mismatch(
                    Said::new("ur.notation.officer_sign").with("n", n),
                ));
            }
        };
        let at_now = position.path_pos(id);
        if at_now != Some(from) || from == 0 {
            // Let the rules say why a prisoner or removed piece cannot move.
            position.target(Move { number: n, dir }, roll)?;
            let place = match at_now {
                Some(0) => Said::new("ur.notation.at_d"),
                Some(p) => Said::new("ur.notation.on_square").with("square", p),
                None => Said::new("ur.notation.off_board"),
            };
            return Err(TurnError::Mismatch(
                Said::new("ur.notation.not_there")
                    .with("n", n)
                    .with("from", from)
                    .with_said("place", place),
            ));
        }
        (Move { number: n, dir }, from, to)
    };
    let (_, lands) = position.target(mv, roll)?;
    if lands != to {
        let start = if from == 0 {
            "D".to_string()
        } else {
            from.to_string()
        };
        return Err(TurnError::Mismatch(
            Said::new("ur.notation.lands")
                .with("roll", roll)
                .with("n", mv.number)
                .with("start", start)
                .with("lands", lands)
                .with("to", to),
        ));
    }
    debug_assert!(to <= ARRIVAL);
    Ok(Turn { roll, mv: Some(mv) })
}

/// Why a record could not be read. Nothing of a failed record is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The headers cannot be read, or are not this game's.
    Head(HeadError),
    /// The `First` header is not 1 or 2.
    BadFirst(BadValue),
    /// The `Result` header is not 1, 2 or *.
    BadResult(BadValue),
    /// A turn cannot be read or played.
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
            RecordError::BadFirst(v) => bad_value("First", v, "record.must.one_two"),
            RecordError::BadResult(v) => bad_value("Result", v, "record.must.one_two_open"),
            RecordError::Turn(failure) => failure.said_as("turn"),
        }
    }
}

crate::said_in_english!(RecordError);

/// A Royal d'Ûr game record: names, the game replayed through the rules, and any
/// warnings.
pub type Record = crate::rules::record::Record<Game>;

/// The `Result` header value for a game: `1`, `2` or `*`.
pub fn result_text(game: &Game) -> &'static str {
    match game.winner() {
        Some(Player::One) => "1",
        Some(Player::Two) => "2",
        None => "*",
    }
}

/// Whether a `Game` header value names Royal d'Ûr.
pub fn is_game_name(name: &str) -> bool {
    let n = name.trim().to_lowercase();
    matches!(
        n.as_str(),
        "royal ur" | "royal d'ur" | "royal d'ûr" | "royal d’ûr"
    )
}

/// The final line of `unlur replay`: `player1 wins`, `player2 wins` or `ongoing`.
pub fn outcome_line(game: &Game) -> &'static str {
    match game.winner() {
        Some(crate::rules::Player::One) => "player1 wins",
        Some(crate::rules::Player::Two) => "player2 wins",
        None => "ongoing",
    }
}

/// Writes a record of `game`.
pub fn write_record(game: &Game, player1: &str, player2: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "[Game \"Royal Ur\"]");
    let _ = writeln!(out, "[Player1 \"{}\"]", clean_value(player1));
    let _ = writeln!(out, "[Player2 \"{}\"]", clean_value(player2));
    let _ = writeln!(out, "[First \"{}\"]", game.first_player().number());
    end_with_turns(out, result_text(game), game.history_texts())
}

/// The headers a Royal d'Ûr record reads.
pub const HEADERS: [&str; 5] = ["Game", "Player1", "Player2", "First", "Result"];

/// Reads a record and replays its turns through the rules.
pub fn read_record(text: &str) -> Result<Record, RecordError> {
    let (record, error) = read_record_partly(text)?;
    error.map_or(Ok(record), Err)
}

/// Reads a record as far as it can: the game up to the first turn that cannot be read
/// or played, and that turn's error (headers that cannot be read are an error).
pub fn read_record_partly(text: &str) -> Result<(Record, Option<RecordError>), RecordError> {
    let record = RecordText::of_game(text, "Royal Ur", is_game_name, &HEADERS)?;
    let mut warnings = Vec::new();
    let first = record.player("First").map_err(RecordError::BadFirst)?;
    let first = first.unwrap_or_else(|| {
        warnings.push(Said::new("ur.record.no_first"));
        Player::One
    });
    record.result().map_err(RecordError::BadResult)?;
    let mut game = Game::new(first);
    let error = record
        .play_lines(|text| {
            let turn = parse_turn(game.position(), text)?;
            game.play(turn).map(drop).map_err(TurnError::from)
        })
        .map(RecordError::Turn);
    let actual = result_text(&game);
    Ok((record.finish(game, actual, "turns", warnings), error))
}
