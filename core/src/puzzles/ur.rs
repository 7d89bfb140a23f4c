//! Royal d'Ûr's puzzles: "best move". A position and a roll of its games where one move
//! beats every other by [`dice::MARGIN`] or more, proven as [`dice::judge`] says, and a
//! reason for it worked out from the position ([`reason`]). They come from self-play
//! at every level, so that some are natural mistakes.

use super::dice::{self, Judged};
use super::{Kind, Puzzle};
use crate::ai::ur::review::{calibrated, eval};
use crate::ai::ur::{
    Eval as UrEval, STRONG_WEIGHTS, UrContender, UrState, WEIGHTS, exposure, play_game,
};
use crate::i18n::{Said, Says};
use crate::rules::Player;
use crate::rules::record::quote;
use crate::rules::ur::{
    Game, Move, Place, Position, Rank, Turn, parse_turn, read_record, turn_text, write_record,
};

/// Plies the expectimax values each move with, the move included (the review: 2).
pub const PLIES: u32 = 3;

/// A puzzle's position (its record replayed: not over) and its roll (1 to 5).
pub fn position(puzzle: &Puzzle) -> Result<(Position, u8), Said> {
    let record = read_record(&puzzle.text).map_err(|e| e.said())?;
    let position = *record.game.position();
    if position.winner().is_some() {
        return Err(Said::new("puzzle.over"));
    }
    let text = puzzle.roll.as_deref().unwrap_or("");
    let roll = text
        .trim()
        .parse::<u8>()
        .ok()
        .filter(|r| (1..=5).contains(r))
        .ok_or_else(|| Said::new("puzzle.bad_roll").with("roll", quote(text)))?;
    Ok((position, roll))
}

/// Its answer: the turn its `Solutions` header writes, played with its roll.
pub fn answer(puzzle: &Puzzle, position: &Position, roll: u8) -> Result<Turn, Said> {
    let text = puzzle.solutions.first().map_or("", String::as_str);
    parse_turn(position, text)
        .ok()
        .filter(|t| t.roll == roll && t.mv.is_some())
        .ok_or_else(|| Said::new("puzzle.bad_solution").with("move", quote(text)))
}

/// The search's state of a position, valued as the review values it.
fn state(position: &Position) -> UrState {
    UrState {
        position: *position,
        eval: eval(),
    }
}

/// The playouts' policy: the strong level's, one ply on its evaluation.
fn policy(s: &UrState) -> UrState {
    UrState {
        position: s.position,
        eval: UrEval::Full(STRONG_WEIGHTS),
    }
}

/// What tells a position and roll apart: whose turn, each piece's place, rank and
/// holder, and the roll.
pub fn position_key(position: &Position, roll: u8) -> String {
    let mut key = format!("{} {roll}", position.to_move().number());
    for (_, piece) in position.pieces() {
        let place = match piece.place {
            Place::Waiting => "D".to_string(),
            Place::Removed => "x".to_string(),
            Place::On(square) => square.index().to_string(),
        };
        let rank = match piece.rank {
            Rank::Soldier => 's',
            Rank::Officer => 'o',
        };
        let holder = piece
            .holder
            .map_or("-".to_string(), |h| h.slot().to_string());
        key += &format!(" {place}{rank}{holder}");
    }
    key
}

/// Every distinct move of `roll` with the position it leaves and the mover's chance
/// after it (the expectimax's, as a puzzle is judged), best first.
pub fn ranked(position: &Position, roll: u8) -> Vec<(Option<Move>, Position, f32)> {
    dice::chances(&state(position), (roll, PLIES), &calibrated)
        .into_iter()
        .map(|(mv, s, chance)| (mv, s.position, chance))
        .collect()
}

/// Whether `roll` in `position` makes a puzzle, and its judgement (with the playouts'
/// confirmation when `confirm` asks for it).
pub fn judge(position: &Position, roll: u8, confirm: bool) -> Result<Judged<Move>, Said> {
    let words = |mv: Option<Move>| turn_text(position, Turn { roll, mv });
    dice::judge(
        &state(position),
        (roll, PLIES),
        (dice::seed_of(&position_key(position, roll)), confirm),
        (&calibrated, &policy),
        &words,
    )
}

/// Proves a puzzle again: its position and roll make a puzzle, its answer is the one
/// that beats every other move, and its margin is the one measured. Says what is
/// wrong otherwise.
pub fn check(puzzle: &Puzzle, confirm: bool) -> Result<(), Said> {
    if puzzle.kind != Kind::BestMove {
        return Err(Said::new("puzzle.must.best_move"));
    }
    let (position, roll) = position(puzzle)?;
    let given = answer(puzzle, &position, roll)?;
    let judged = judge(&position, roll, confirm)?;
    let best = Turn {
        roll,
        mv: judged.moves[0].mv,
    };
    let after = |turn: Turn| {
        let mut p = position;
        let _ = p.apply(turn);
        p
    };
    if after(given) != after(best) {
        return Err(Said::new("puzzle.dice.not_best")
            .with("move", turn_text(&position, given))
            .with("best", turn_text(&position, best)));
    }
    super::dice::check_margin(puzzle, judged.margin)
}

/// The puzzle game `index` of the puzzles of `seed` gives, if any: a game between two
/// seats drawn from the levels; among its turns where the expectimax's best move beats
/// the next by the margin, up to [`dice::TRIES`] drawn at random are played out, and the first
/// the playouts confirm is the puzzle. Its file's name is the second value.
pub fn from_game(seed: u64, index: u64) -> Result<Option<(Puzzle, String)>, String> {
    let mut rng = super::game_rng(seed, index);
    let names = super::seats(&mut rng);
    let mut seat = |name: &str| UrContender::parse(name, rng.next_u64()).map_err(|e| e.to_string());
    let (mut p1, mut p2) = (seat(names[0])?, seat(names[1])?);
    let first = if rng.below(2) == 0 {
        Player::One
    } else {
        Player::Two
    };
    let played = play_game(&mut p1, &mut p2, first, rng.next_u64(), 2_000)?;
    let mut replay = Game::new(first);
    let mut found: Vec<(Game, u8)> = Vec::new();
    for &turn in played.history() {
        let position = replay.position();
        if turn.roll <= 5
            && dice::leads(&dice::chances(
                &state(position),
                (turn.roll, PLIES),
                &calibrated,
            ))
        {
            found.push((replay.clone(), turn.roll));
        }
        if replay.play(turn).is_err() {
            break;
        }
    }
    let Some((game, roll, judged)) = dice::first_confirmed(found, &mut rng, |game: &Game, roll| {
        judge(game.position(), roll, true)
    }) else {
        return Ok(None);
    };
    let source = format!(
        "unlur puzzles generate --game ur --seed {seed}, game {}",
        index + 1
    );
    Ok(Some(made(&game, roll, &judged, names, &source)))
}

/// The puzzle of `game` with `roll`, judged, between seats `names`, made by `source`;
/// with its file's name.
pub fn made(
    game: &Game,
    roll: u8,
    judged: &Judged<Move>,
    names: [&str; 2],
    source: &str,
) -> (Puzzle, String) {
    let record = super::with_source(&write_record(game, names[0], names[1]), source);
    let position = game.position();
    let answer = Turn {
        roll,
        mv: judged.moves[0].mv,
    };
    dice::best_move(
        crate::rules::GameId::RoyalUr,
        &record,
        (turn_text(position, answer), roll.to_string()),
        judged,
        &position_key(position, roll),
    )
}

/// Why the answer beats the next best move, worked out from the position: what the
/// answer does (wins, removes prisoners, frees pieces, captures, becomes an officer)
/// and what it leaves within reach of the opponent's next roll against what the next
/// best move leaves. The most telling first; never empty.
pub fn reason(position: &Position, answer: Turn, next: Turn) -> Vec<Said> {
    let mover = position.to_move();
    let mut after = *position;
    let Ok(played) = after.apply_logged(answer) else {
        return vec![Said::new("puzzle.reason.best_chance")];
    };
    let mut out = Vec::new();
    if played.winner.is_some() {
        out.push(Said::new("puzzle.reason.wins"));
    }
    let theirs =
        |ids: &[crate::rules::ur::PieceId]| ids.iter().filter(|p| p.owner != mover).count();
    let ours = |ids: &[crate::rules::ur::PieceId]| ids.iter().filter(|p| p.owner == mover).count();
    if theirs(&played.removed) > 0 {
        out.push(Said::new("puzzle.reason.removes").with("count", theirs(&played.removed)));
    }
    // Our pieces held by the pieces it captured: rescued, and free once it leaves.
    let rescued: usize = played
        .captured
        .iter()
        .map(|&c| {
            position
                .prisoners_of(c)
                .filter(|p| p.owner == mover)
                .count()
        })
        .sum();
    if ours(&played.released) + rescued > 0 {
        out.push(Said::new("puzzle.reason.frees").with("count", ours(&played.released) + rescued));
    }
    if theirs(&played.captured) > 0 {
        out.push(Said::new("puzzle.reason.captures").with("count", theirs(&played.captured)));
    }
    if played.promoted {
        out.push(Said::new("puzzle.reason.officer"));
    }
    let mut other = *position;
    let risk = |p: &Position| exposure(p, mover, &WEIGHTS);
    if other.apply(next).is_ok() && risk(&after) + 0.05 < risk(&other) {
        let other = other_said(position, answer, next);
        out.push(Said::new("puzzle.reason.safer").with_said("other", other));
    }
    if out.is_empty() {
        out.push(Said::new("puzzle.reason.best_chance"));
    }
    out
}

/// The other move `next`, in words a player reads beside the answer: the piece it moves,
/// by the square the board labels, and where it goes when the answer moves that piece
/// too (`12` against `12 → 9`: "the piece on 12" would name the answer as well).
pub fn other_said(position: &Position, answer: Turn, next: Turn) -> Said {
    let squares = |turn: Turn| turn.mv.and_then(|mv| position.target(mv, turn.roll).ok());
    match (squares(next), squares(answer)) {
        (Some((0, _)) | None, _) => Said::new("puzzle.reason.other_enters"),
        (Some((from, to)), Some((same, _))) if same == from => {
            Said::new("puzzle.reason.other_moves_to")
                .with("square", crate::rules::ur::step_label(from))
                .with("to", crate::rules::ur::step_label(to))
        }
        (Some((from, _)), _) => Said::new("puzzle.reason.other_moves")
            .with("square", crate::rules::ur::step_label(from)),
    }
}

/// The distinct move the expectimax ranks second for a puzzle's roll (for [`reason`]
/// and to show both chances when a player's answer is wrong).
pub fn next_best(judged: &Judged<Move>, roll: u8) -> Turn {
    Turn {
        roll,
        mv: judged.moves.get(1).and_then(|m| m.mv),
    }
}
