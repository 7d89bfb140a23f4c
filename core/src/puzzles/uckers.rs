//! Uckers' puzzles: "best move". A position of a two-player game (standard rules) and a
//! throw of the two dice where one play beats every other by [`dice::MARGIN`] or more
//! for the partnership to move, proven as [`dice::judge`] says, with a reason worked out
//! from the position ([`reason`]). They come from self-play at every level.

use super::dice::{self, Judged};
use super::{Kind, Puzzle};
use crate::ai::uckers::review::{calibrated, eval};
use crate::ai::uckers::{UckersContender, UckersState, at_risk, play_game};
use crate::i18n::{Said, Says};
use crate::rules::record::quote;
use crate::rules::uckers::{
    Action, Colour, Dice, Game, Options, PieceId, Play, Position, Square, action_text,
    parse_action, read_record, write_record,
};

/// Plies the expectimax values each play with, the play included (the review: 1; a
/// throw of two dice has 21 outcomes and many plays each).
pub const PLIES: u32 = 2;

/// Actions a game may take before it is given up.
const LONGEST_GAME: usize = 3_000;

/// A puzzle's position (its record replayed: not over) and its throw (`6-2`).
pub fn position(puzzle: &Puzzle) -> Result<(Position, Dice), Said> {
    let record = read_record(&puzzle.text).map_err(|e| e.said())?;
    let position = *record.game.position();
    if position.winner().is_some() {
        return Err(Said::new("puzzle.over"));
    }
    let text = puzzle.roll.as_deref().unwrap_or("");
    let dice = text
        .trim()
        .split_once('-')
        .and_then(|(a, b)| Some(Dice(a.trim().parse().ok()?, b.trim().parse().ok()?)))
        .filter(|d| d.is_valid())
        .ok_or_else(|| Said::new("puzzle.bad_roll").with("roll", quote(text)))?;
    Ok((position, dice))
}

/// Its answer: the play its `Solutions` header writes, with its throw.
pub fn answer(puzzle: &Puzzle, position: &Position, dice: Dice) -> Result<Play, Said> {
    answer_text(
        position,
        dice,
        puzzle.solutions.first().map_or("", String::as_str),
    )
}

/// The play `text` writes, with the throw `dice` (not a pass).
pub fn answer_text(position: &Position, dice: Dice, text: &str) -> Result<Play, Said> {
    match parse_action(position, text) {
        Ok(Action::Roll { dice: d, play }) if d == dice && play != Play::Pass => Ok(play),
        _ => Err(Said::new("puzzle.bad_solution").with("move", quote(text))),
    }
}

/// The search's state of a position, valued as the review values it.
fn state(position: &Position) -> UckersState {
    UckersState {
        position: *position,
        eval: eval(),
    }
}

/// The playouts' policy: the rollouts', one ply on the full evaluation (the strong level
/// reads a ply more: far too slow for 10,000 playouts a play).
fn policy(s: &UckersState) -> UckersState {
    *s
}

/// A play written as the records write it, with its throw.
fn words(position: &Position, dice: Dice, play: Option<Play>) -> String {
    action_text(
        position,
        &Action::Roll {
            dice,
            play: play.unwrap_or(Play::Pass),
        },
    )
}

/// What tells a position and throw apart: whose turn, each colour's pieces (which of a
/// colour's stands where does not count), what the rules still remember, and the throw.
pub fn position_key(position: &Position, dice: Dice) -> String {
    let mover = position.to_move();
    let mut key = format!("{} {}-{}", mover.letter(), dice.0, dice.1);
    for c in Colour::ALL {
        let mut steps: Vec<String> = (0..crate::rules::uckers::PIECES)
            .map(|index| {
                let q = PieceId { colour: c, index };
                let moved = if position.moved_this_turn(q) { "*" } else { "" };
                format!("{}{moved}", position.square(q))
            })
            .collect();
        steps.sort();
        key += &format!(
            " {}:{}{}{}",
            c.letter(),
            steps.join(","),
            if position.rolls_made(c) >= 2 { "" } else { "<" },
            if position.took_over(c) { "+" } else { "" },
        );
    }
    key
}

/// Every distinct play of `dice` with the position it leaves and the partnership's
/// chance after it (the expectimax's, as a puzzle is judged), best first.
pub fn ranked(position: &Position, dice: Dice) -> Vec<(Option<Play>, Position, f32)> {
    dice::chances(&state(position), (dice, PLIES), &calibrated)
        .into_iter()
        .map(|(play, s, chance)| (play, s.position, chance))
        .collect()
}

/// Whether `dice` in `position` makes a puzzle, and its judgement (with the playouts'
/// confirmation when `confirm` asks for it).
pub fn judge(position: &Position, dice: Dice, confirm: bool) -> Result<Judged<Play>, Said> {
    dice::judge(
        &state(position),
        (dice, PLIES),
        (dice::seed_of(&position_key(position, dice)), confirm),
        (&calibrated, &policy),
        &|play| words(position, dice, play),
    )
}

/// Proves a puzzle again: its position and throw make a puzzle, its answer is the play
/// that beats every other, and its margin is the one measured.
pub fn check(puzzle: &Puzzle, confirm: bool) -> Result<(), Said> {
    if puzzle.kind != Kind::BestMove {
        return Err(Said::new("puzzle.must.best_move"));
    }
    let (position, dice) = position(puzzle)?;
    let given = answer(puzzle, &position, dice)?;
    let judged = judge(&position, dice, confirm)?;
    let best = judged.moves[0].mv.unwrap_or(Play::Pass);
    let after = |play: Play| {
        let mut p = position;
        p.play_legal_roll(dice, play);
        p
    };
    if !after(given).same_for_play(&after(best)) {
        return Err(Said::new("puzzle.dice.not_best")
            .with("move", words(&position, dice, Some(given)))
            .with("best", words(&position, dice, Some(best))));
    }
    dice::check_margin(puzzle, judged.margin)
}

/// The puzzle game `index` of the puzzles of `seed` gives, if any: a two-player game
/// between partnerships drawn from the levels; among its throws where the expectimax's
/// best play beats the next by the margin, up to [`dice::TRIES`] drawn at random are played
/// out, and the first the playouts confirm is the puzzle. Its file's name is second.
pub fn from_game(seed: u64, index: u64) -> Result<Option<(Puzzle, String)>, String> {
    let mut rng = super::game_rng(seed, index);
    let names = super::seats(&mut rng);
    let mut seat =
        |name: &str| UckersContender::parse(name, rng.next_u64()).map_err(|e| e.to_string());
    let (mut yg, mut rb) = (seat(names[0])?, seat(names[1])?);
    let options = Options::default();
    let played = play_game(&mut yg, &mut rb, options, rng.next_u64(), LONGEST_GAME)?;
    let mut replay = Game::new(played.first(), options);
    let mut found: Vec<(Game, Dice)> = Vec::new();
    for action in played.history() {
        if let Action::Roll { dice, .. } = *action
            && dice::leads(&dice::chances(
                &state(replay.position()),
                (dice, PLIES),
                &calibrated,
            ))
        {
            found.push((replay.clone(), dice));
        }
        if replay.play(action.clone()).is_err() {
            break;
        }
    }
    let Some((game, dice, judged)) = dice::first_confirmed(found, &mut rng, |game: &Game, dice| {
        judge(game.position(), dice, true)
    }) else {
        return Ok(None);
    };
    let source = format!(
        "unlur puzzles generate --game uckers --seed {seed}, game {}",
        index + 1
    );
    Ok(Some(made(&game, dice, &judged, names, &source)))
}

/// The puzzle of `game` with `dice`, judged, between partnerships `names`, made by
/// `source`; with its file's name.
pub fn made(
    game: &Game,
    dice: Dice,
    judged: &Judged<Play>,
    names: [&str; 2],
    source: &str,
) -> (Puzzle, String) {
    let seats = [
        names[0].to_string(),
        names[1].to_string(),
        names[0].to_string(),
        names[1].to_string(),
    ];
    let record = super::with_source(&write_record(game, 2, &seats), source);
    let position = game.position();
    dice::best_move(
        crate::rules::GameId::Uckers,
        &record,
        (
            words(position, dice, judged.moves[0].mv),
            format!("{}-{}", dice.0, dice.1),
        ),
        judged,
        &position_key(position, dice),
    )
}

/// Why the answer beats the next best play, worked out from the position: what the
/// answer does (wins, captures, forms a blob, reaches home or the tube, brings a piece
/// out) and what it leaves within reach of the opponents' next throw against what the
/// next best play leaves. The most telling first; never empty.
pub fn reason(position: &Position, dice: Dice, answer: Play, next: Play) -> Vec<Said> {
    let team = position.to_move().partnership();
    let mut after = *position;
    let Ok(played) = after.play_roll(dice, answer) else {
        return vec![Said::new("puzzle.reason.best_chance")];
    };
    let mut out = Vec::new();
    if played.winner.is_some() {
        out.push(Said::new("puzzle.reason.wins"));
    }
    let captured = played
        .captured
        .iter()
        .filter(|(q, _)| q.colour.partnership() != team)
        .count();
    if captured > 0 {
        out.push(Said::new("puzzle.reason.captures").with("count", captured));
    }
    let moved: Vec<PieceId> = played.moves.iter().map(|m| m.piece).collect();
    let home = played
        .moves
        .iter()
        .filter(|m| m.to == crate::rules::uckers::HOME)
        .count();
    if home > 0 {
        out.push(Said::new("puzzle.reason.home").with("count", home));
    }
    let blob = moved.iter().any(|&q| {
        let square = after.square(q);
        matches!(square, Square::Track(_))
            && after
                .pieces_on(square)
                .iter()
                .filter(|p| p.colour == q.colour)
                .count()
                >= 2
            && after.pieces_on(square).iter().all(|p| p.colour == q.colour)
    });
    if blob {
        out.push(Said::new("puzzle.reason.blob"));
    }
    let tube = played.moves.iter().any(|m| {
        m.to > crate::rules::uckers::TUBE_END
            && m.to < crate::rules::uckers::HOME
            && m.from.is_none_or(|f| f <= crate::rules::uckers::TUBE_END)
    });
    if tube {
        out.push(Said::new("puzzle.reason.tube"));
    }
    if played.moves.iter().any(|m| m.from.is_none()) {
        out.push(Said::new("puzzle.reason.out"));
    }
    let mut other = *position;
    if other.play_roll(dice, next).is_ok() && at_risk(&after, team) + 0.05 < at_risk(&other, team) {
        let other = Said::new("puzzle.reason.other_play")
            .with_said("play", crate::rules::uckers::play_said(position, next));
        out.push(Said::new("puzzle.reason.safer").with_said("other", other));
    }
    if out.is_empty() {
        out.push(Said::new("puzzle.reason.best_chance"));
    }
    out
}
