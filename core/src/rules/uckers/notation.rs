//! The notation of a turn: a roll and its play (`6-2: y1 o-t0, t0-t2`), a declaration,
//! and reading them back with errors that say what is wrong.

use super::board::{Colour, Square};
use super::game::Action;
use super::position::Position;
use super::types::{Declaration, Dice, Move, Play, RuleError, Throws};
use crate::i18n::Said;
use crate::rules::record::quote;

fn move_text(m: Move) -> String {
    let c = m.piece.colour;
    format!(
        "{}:{}-{}",
        c.letter(),
        Square::of_step(c, m.from),
        Square::of_step(c, Some(m.to))
    )
}

/// A play as written after the dice: `--`, `snake eyes`, `y:t10-t18`,
/// `y:yB-t0 y:t10-t13`, `r:t20=t24`.
pub fn play_text(play: Play) -> String {
    match play {
        Play::Pass => "--".to_string(),
        Play::SnakeEyes => "snake eyes".to_string(),
        Play::One(m) => move_text(m),
        Play::Two(m1, m2) => format!("{} {}", move_text(m1), move_text(m2)),
        Play::Blob { pieces, from, to } => {
            let c = pieces[0].colour;
            format!(
                "{}:{}={}",
                c.letter(),
                Square::of_step(c, Some(from)),
                Square::of_step(c, Some(to))
            )
        }
    }
}

/// A play in words, as a person reads it (the list of choices, a puzzle's reason):
/// `t10 → t18`, `base → t0`, `t48 → home`, `blob together: t10 → t13`,
/// `t10 → t15, then t20 → t23`; a partner's piece moved for the player to move is named
/// by its colour (`red t29 → t39`).
pub fn play_said(position: &Position, play: Play) -> Said {
    let place = |s: Square| match s {
        Square::Base(_) => Said::new("uckers.base"),
        Square::Home(_) => Said::new("uckers.home"),
        s => Said::new("uckers.play.square").with("square", s),
    };
    let one = |m: Move| {
        let c = m.piece.colour;
        let from = place(Square::of_step(c, m.from));
        let to = place(Square::of_step(c, Some(m.to)));
        if c == position.to_move() {
            Said::new("uckers.play.move")
                .with_said("from", from)
                .with_said("to", to)
        } else {
            Said::new("uckers.play.move_of")
                .with_said("colour", Said::new(c.word_key()))
                .with_said("from", from)
                .with_said("to", to)
        }
    };
    match play {
        Play::Pass => Said::new("uckers.play.pass"),
        Play::SnakeEyes => Said::new("uckers.play.snake_eyes"),
        Play::One(m) => one(m),
        Play::Two(a, b) => Said::new("uckers.play.then")
            .with_said("first", one(a))
            .with_said("second", one(b)),
        Play::Blob { pieces, from, to } => {
            let c = pieces[0].colour;
            Said::new("uckers.play.blob")
                .with("from", Square::of_step(c, Some(from)))
                .with_said("to", place(Square::of_step(c, Some(to))))
        }
    }
}

/// A declaration as written, without its throws: `attack g:t30:`,
/// `suckback r:t50-yT2:`, `blowback y:yT2-t50:`.
pub fn declaration_text(position: &Position, decl: Declaration) -> String {
    let at = |p: super::types::PieceId| format!("{}:{}", p.colour.letter(), position.square(p));
    match decl {
        Declaration::Attack { piece } => format!("attack {}:", at(piece)),
        Declaration::Suckback { piece, target } => {
            format!("suckback {}-{}:", at(piece), position.square(target))
        }
        Declaration::Blowback { piece } => format!(
            "blowback {}-{}:",
            at(piece),
            Square::Track(piece.colour.tube_end())
        ),
    }
}

fn dice_text(d: Dice) -> String {
    format!("{}-{}", d.0, d.1)
}

/// An action as written, from the position before it.
pub fn action_text(before: &Position, action: &Action) -> String {
    let colour = before.to_move().letter().to_ascii_uppercase();
    match action {
        Action::Roll { dice, play } => {
            format!("{colour} {}: {}", dice_text(*dice), play_text(*play))
        }
        Action::Declare {
            declaration,
            throws,
        } => {
            let throws: Vec<String> = throws.iter().map(|&d| dice_text(d)).collect();
            format!(
                "{colour} {} {}",
                declaration_text(before, *declaration),
                throws.join(" ")
            )
        }
    }
}

/// Why an action's text cannot be played.
pub type TurnError = crate::rules::record::TurnError<RuleError>;

fn parse_dice(text: &str) -> Option<Dice> {
    let (a, b) = text.split_once('-')?;
    let (a, b) = (a.parse::<u8>().ok()?, b.parse::<u8>().ok()?);
    Some(Dice(a, b))
}

/// Collapses spaces and joins a colon to the word before it, for comparing texts.
fn normalise(text: &str) -> String {
    let mut out = text.split_whitespace().collect::<Vec<_>>().join(" ");
    while out.contains(" :") {
        out = out.replace(" :", ":");
    }
    out.to_lowercase()
}

/// At most six of `texts`, and how many more there are.
fn listing(texts: &[String]) -> Said {
    let shown: Vec<&str> = texts.iter().take(6).map(String::as_str).collect();
    let more = texts.len().saturating_sub(shown.len());
    Said::new("uckers.notation.listing")
        .with("shown", shown.join(", "))
        .with("more", more)
}

/// Reads an action in the notation against the position it is played in.
pub fn parse_action(position: &Position, text: &str) -> Result<Action, TurnError> {
    let text = normalise(text);
    let (who, rest) = text.split_once(' ').unwrap_or((text.as_str(), ""));
    let colour = match who.chars().collect::<Vec<_>>()[..] {
        [c] => Colour::from_letter(c),
        _ => None,
    }
    .ok_or_else(|| {
        TurnError::Syntax(Said::new("uckers.notation.colour").with("text", quote(who)))
    })?;
    if position.winner().is_some() {
        return Err(RuleError::GameOver.into());
    }
    if colour != position.to_move() {
        return Err(TurnError::Mismatch(
            Said::new("uckers.notation.not_turn")
                .with_said("to_move", Said::new(position.to_move().word_key()))
                .with_said("colour", Said::new(colour.word_key())),
        ));
    }
    let (kind, after) = rest.split_once(' ').unwrap_or((rest, ""));
    if matches!(kind, "attack" | "suckback" | "blowback") {
        return parse_declaration(position, kind, after);
    }
    let (dice_word, play) = rest
        .split_once(':')
        .ok_or_else(|| TurnError::Syntax(Said::new("uckers.notation.roll")))?;
    let dice = parse_dice(dice_word.trim()).ok_or_else(|| {
        TurnError::Syntax(Said::new("uckers.notation.dice").with("text", quote(dice_word.trim())))
    })?;
    if !dice.is_valid() {
        return Err(RuleError::BadDice(dice.0, dice.1).into());
    }
    let play = play.trim();
    let plays = position.legal_plays(dice);
    let texts: Vec<String> = plays.iter().map(|&p| play_text(p)).collect();
    if let Some(i) = texts.iter().position(|t| t.to_lowercase() == play) {
        return Ok(Action::Roll {
            dice,
            play: plays[i],
        });
    }
    let why = if play == "--" {
        "uckers.notation.can_play"
    } else if plays == [Play::Pass] {
        "uckers.notation.cannot_play"
    } else {
        "uckers.notation.not_legal"
    };
    Err(TurnError::Mismatch(
        Said::new("uckers.notation.play_refused")
            .with("play", quote(play))
            .with("dice", dice_text(dice))
            .with_said("why", Said::new(why))
            .with_said("legal", listing(&texts)),
    ))
}

fn parse_declaration(position: &Position, kind: &str, after: &str) -> Result<Action, TurnError> {
    let (target, throws) = after
        .split_once(": ")
        .unwrap_or((after.trim_end_matches(':'), ""));
    let wanted = format!("{kind} {target}:");
    let decls = position.declarations();
    let texts: Vec<String> = decls
        .iter()
        .map(|&d| declaration_text(position, d))
        .collect();
    let Some(i) = texts.iter().position(|t| t.to_lowercase() == wanted) else {
        let possible = if texts.is_empty() {
            Said::new("uckers.notation.no_declaration")
        } else {
            Said::new("uckers.notation.possible").with_said("list", listing(&texts))
        };
        return Err(TurnError::Mismatch(
            Said::new("uckers.notation.declaration_refused")
                .with("text", quote(&wanted))
                .with_said("possible", possible),
        ));
    };
    let throws = throws
        .split_whitespace()
        .map(|t| {
            parse_dice(t).ok_or_else(|| {
                TurnError::Syntax(Said::new("uckers.notation.throw").with("text", quote(t)))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    match position.judge_throws(decls[i], &throws)? {
        Throws::Done(_) => Ok(Action::Declare {
            declaration: decls[i],
            throws,
        }),
        Throws::More => Err(TurnError::Rule(RuleError::TooFewThrows)),
    }
}
